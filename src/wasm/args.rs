//! The arguments JavaScript callers pass, read and checked before anything else runs: a
//! document, an options object, a snapshot. What is wrong with one becomes an [`Error`] naming
//! it, never a trap or a `TypeError` from deep inside the glue.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Document;

use crate::dom::live::CollectedPage;
use crate::{Error, Options};

/// The given document, or `window.document` when none is given. Documents of other realms
/// (iframes) fail `instanceof`, so this checks `nodeType` instead.
pub(super) fn document_arg(value: impl Into<Option<JsValue>>) -> Result<Document, Error> {
    let value = value.into().unwrap_or_default();
    if value.is_undefined() || value.is_null() {
        return web_sys::window()
            .and_then(|w| w.document())
            .ok_or_else(|| Error::NotADocument("no document given and no window.document".into()));
    }
    let node_type = js_sys::Reflect::get(&value, &"nodeType".into())
        .ok()
        .and_then(|v| v.as_f64());
    if node_type != Some(9.0) || !is_document_class(&value) {
        return Err(Error::NotADocument(
            "the first argument must be a Document".into(),
        ));
    }
    Ok(value.unchecked_into())
}

/// Whether `Object.prototype.toString` calls `value` a document (`[object HTMLDocument]`, of
/// any realm): `nodeType` alone is any object's to claim.
fn is_document_class(value: &JsValue) -> bool {
    js_sys::Reflect::get(&js_sys::Object::new(), &"toString".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|to_string| to_string.call0(value).ok())
        .and_then(|class| class.as_string())
        .is_some_and(|class| class.ends_with("Document]"))
}

pub(super) fn options_arg(value: JsValue) -> Result<Options, Error> {
    if value.is_undefined() || value.is_null() {
        return Ok(Options::default());
    }
    // serde-wasm-bindgen reads only the fields it knows, so unknown keys are checked here.
    let object = value
        .dyn_ref::<js_sys::Object>()
        .filter(|_| !js_sys::Array::is_array(&value));
    if let Some(object) = object {
        for key in js_sys::Object::keys(object)
            .iter()
            .filter_map(|k| k.as_string())
        {
            if !Options::FIELDS.contains(&key.as_str()) {
                return Err(Error::InvalidOptions(format!("unknown option `{key}`")));
            }
        }
    } else {
        return Err(Error::InvalidOptions("options must be an object".into()));
    }
    // serde-wasm-bindgen would read a string as a sequence of its characters.
    let template = js_sys::Reflect::get(&value, &"siteTemplate".into()).unwrap_or_default();
    if !(template.is_undefined() || template.is_null() || is_array_of_string_arrays(&template)) {
        return Err(Error::InvalidOptions(
            "siteTemplate must be an array of pageLeaves arrays (strings)".into(),
        ));
    }
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        // The serde message, without the "Error: " of the JS error that carries it.
        let message = e.to_string();
        Error::InvalidOptions(message.trim_start_matches("Error: ").to_string())
    })
}

/// Whether `value` is an array whose items are arrays of strings.
fn is_array_of_string_arrays(value: &JsValue) -> bool {
    let is_array_of = |v: &JsValue, item: &dyn Fn(&JsValue) -> bool| {
        js_sys::Array::is_array(v) && js_sys::Array::from(v).every(&mut |x, _, _| item(&x))
    };
    is_array_of(value, &|page| is_array_of(page, &|s| s.is_string()))
}

/// Whether `value` is meant as a snapshot (an object with a string `stream`), as opposed to a
/// document; [`snapshot_arg`] then checks the rest of it.
pub(super) fn is_snapshot(value: &JsValue) -> bool {
    value.is_object() && js_sys::Reflect::get(value, &"stream".into()).is_ok_and(|s| s.is_string())
}

/// Fields of a snapshot and the JS type each must have (`typeof`, or "array" for `boxes`), and
/// whether it may be missing.
const SNAPSHOT_FIELDS: &[(&str, &str, bool)] = &[
    ("stream", "string", false),
    ("boxes", "array", false),
    ("width", "number", false),
    ("height", "number", false),
    ("url", "string", false),
    ("hasLayout", "boolean", false),
    ("direction", "string", true),
    ("hiddenSkipped", "number", true),
    ("includesHidden", "boolean", true),
    ("charset", "string", true),
];

/// A box is 5 numbers for one element, and each element takes at least one character of the
/// stream: more numbers than this are not boxes of this stream.
const BOX_NUMBERS_PER_STREAM_CHAR: u64 = 5;

/// A snapshot as JS gives it (made by `collectSnapshot`, sent by `postMessage` or JSON), read
/// into a fresh object whose every field has the type the decoder expects. Each field is read
/// once, so a getter cannot answer one thing here and another to the decoder; `boxes` is checked
/// against the stream's length before anything is copied, so a forged length cannot ask for
/// gigabytes.
pub(super) fn snapshot_arg(value: &JsValue) -> Result<CollectedPage, Error> {
    let invalid = Error::InvalidSnapshot;
    let copy = js_sys::Object::new();
    let mut stream_chars = 0;
    for &(name, kind, optional) in SNAPSHOT_FIELDS {
        let field = js_sys::Reflect::get(value, &name.into()).unwrap_or(JsValue::UNDEFINED);
        if field.is_undefined() || field.is_null() {
            if optional {
                continue;
            }
            return Err(invalid(format!("`{name}` is missing")));
        }
        let field = if kind == "array" {
            let length = array_length(&field).ok_or_else(|| {
                invalid(format!(
                    "`{name}` must be a Float64Array or an array of numbers"
                ))
            })?;
            if length > stream_chars * BOX_NUMBERS_PER_STREAM_CHAR {
                return Err(invalid(format!(
                    "`{name}` holds {length} numbers, more than its stream can have boxes for"
                )));
            }
            // Through `Reflect.construct`: an element that is no number converts to NaN, and
            // one that cannot convert at all (a symbol) throws, which this catches.
            let constructor = js_sys::Float64Array::new_with_length(0).constructor();
            js_sys::Reflect::construct(&constructor, &js_sys::Array::of1(&field))
                .map_err(|_| invalid(format!("`{name}` must hold numbers")))?
        } else if field.js_typeof().as_string().as_deref() == Some(kind) {
            field
        } else {
            return Err(invalid(format!("`{name}` must be a {kind}")));
        };
        if name == "stream" {
            stream_chars = u64::from(js_sys::JsString::from(field.clone()).length());
        }
        let _ = js_sys::Reflect::set(&copy, &name.into(), &field);
    }
    Ok(copy.unchecked_into())
}

/// The length of a typed array or an array, read once; `None` for anything else.
/// `ArrayBuffer.isView` and `Array.isArray` also know arrays made in another realm (a snapshot
/// collected in an iframe), where `instanceof` does not.
fn array_length(value: &JsValue) -> Option<u64> {
    if !js_sys::ArrayBuffer::is_view(value) && !js_sys::Array::is_array(value) {
        return None;
    }
    let length = js_sys::Reflect::get(value, &"length".into())
        .ok()?
        .as_f64()?;
    (length >= 0.0).then_some(length as u64)
}
