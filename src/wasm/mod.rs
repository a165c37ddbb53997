//! The JavaScript API (the only module, with `dom::live`, that uses wasm-bindgen):
//! `extract(document?, options?)`, `metadata(document?, options?)`,
//! `isProbablyReaderable(document?)`, `collectSnapshot` and `extractSnapshot`, `pageLeaves`,
//! `warmUp()`. The arguments are read and checked in `args`. Errors become JS `Error`s here and
//! nowhere else; "no article" is `null`.

mod args;

use wasm_bindgen::prelude::*;
use web_sys::Document;

use args::{document_arg, is_snapshot, options_arg, snapshot_arg};

use crate::article::Walker;
use crate::dom::live::LiveDocument;
use crate::page::Page;
use crate::page_metadata::{describe, PageMetadata};
use crate::{Error, Options};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("../types.d.ts");

#[wasm_bindgen(start)]
fn start() {
    // A panic logs its message and then surfaces as a JS Error carrying it, instead of a bare
    // "unreachable" trap. Extraction never writes to the page, so the page is as it was.
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        wasm_bindgen::throw_str(&format!("lectern panicked: {info}"));
    }));
}

fn to_js_error(error: Error) -> JsValue {
    js_sys::Error::new(&error.to_string()).into()
}

/// Extracts the main content of `document` (default: `window.document`). Returns an Article
/// object, or `null` when the page has no article.
#[wasm_bindgen(js_name = extract, unchecked_return_type = "Article | null")]
pub fn extract_js(
    #[wasm_bindgen(unchecked_param_type = "Document")] document: Option<JsValue>,
    #[wasm_bindgen(unchecked_param_type = "ExtractOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (document, options) = (document.unwrap_or_default(), options.unwrap_or_default());
    let document = document_arg(document).map_err(to_js_error)?;
    let options = options_arg(options).map_err(to_js_error)?;
    article_to_js(extract_document(&document, &options)?.1)
}

/// The page `document` reads as (`None` when it is no page: no root element, an SVG, XML, JSON or
/// script file) and its article, by the walker the options name.
fn extract_document(
    document: &Document,
    options: &Options,
) -> Result<(Option<Page>, Option<crate::Article>), JsValue> {
    Ok(match options.walker {
        Walker::Dom => {
            let (page, article) =
                crate::article::read_and_extract(&LiveDocument::new(document.clone()), options);
            (Some(page), article)
        }
        Walker::Snapshot => match crate::dom::live::snapshot(document).map_err(to_js_error)? {
            Some(snapshot) => {
                // The collector left hidden elements out: collect again with them if need be.
                let collect_hidden =
                    || crate::dom::live::snapshot_including_hidden(document).ok()?;
                let (page, article) =
                    crate::article::read_and_extract_snapshot(&snapshot, collect_hidden, options);
                (Some(page), article)
            }
            None => (None, None),
        },
    })
}

/// The page a snapshot reads as and its article. A snapshot collected with its hidden elements
/// gives only an article long enough to be one (`article::extract_hidden_page`). One that carries
/// such a snapshot of the same page (`hiddenSnapshot`) falls back on it as `extract` falls back on
/// collecting the live page again: after the visible page, before its text as a short page.
fn extract_snapshot(
    snapshot: &crate::dom::snapshot::Snapshot,
    hidden: Option<JsValue>,
    options: &Options,
) -> (Page, Option<crate::Article>) {
    if snapshot.includes_hidden() {
        let page = Page::read_including_hidden(snapshot);
        let article = crate::article::extract_hidden_page(&page, options);
        return (page, article);
    }
    match hidden {
        Some(hidden) => crate::article::read_and_extract_snapshot(
            snapshot,
            || decode_snapshot(hidden).ok(),
            options,
        ),
        None => crate::article::read_and_extract(snapshot, options),
    }
}

/// [`extract_snapshot`] for a snapshot as JS gives it, with the `hiddenSnapshot` it may carry.
fn extract_snapshot_value(
    value: JsValue,
    options: &Options,
) -> Result<(Page, Option<crate::Article>), JsValue> {
    let hidden = hidden_snapshot(&value);
    Ok(extract_snapshot(&decode_snapshot(value)?, hidden, options))
}

/// The snapshot of the same page with its hidden elements that `snapshot` carries
/// (`hiddenSnapshot`), if any.
fn hidden_snapshot(snapshot: &JsValue) -> Option<JsValue> {
    js_sys::Reflect::get(snapshot, &"hiddenSnapshot".into())
        .ok()
        .filter(is_snapshot)
}

/// The metadata of `document` (default: `window.document`) or of a snapshot: title, byline,
/// date, site, language, direction, excerpt, lead image. Where the page has an article they are
/// the article's (as `extract` gives them); where it has none, the page's own. Never `null`.
#[wasm_bindgen(js_name = metadata, unchecked_return_type = "PageMetadata")]
pub fn metadata_js(
    #[wasm_bindgen(unchecked_param_type = "Document | Snapshot")] document: Option<JsValue>,
    #[wasm_bindgen(unchecked_param_type = "ExtractOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let (document, options) = (document.unwrap_or_default(), options.unwrap_or_default());
    let options = options_arg(options).map_err(to_js_error)?;
    let (page, article) = if is_snapshot(&document) {
        let (page, article) = extract_snapshot_value(document, &options)?;
        (Some(page), article)
    } else {
        extract_document(&document_arg(document).map_err(to_js_error)?, &options)?
    };
    let meta = page.map_or_else(PageMetadata::default, |page| {
        describe(&page, article.as_ref())
    });
    to_js(&meta)
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|e| js_sys::Error::new(&format!("lectern: {e}")).into())
}

fn article_to_js(article: Option<crate::Article>) -> Result<JsValue, JsValue> {
    article.map_or(Ok(JsValue::NULL), |a| to_js(&a))
}

/// Snapshots `document` (default: `window.document`) for extraction elsewhere: a plain object
/// `{stream, boxes, width, height, url, hasLayout}` that survives `postMessage` and JSON (with
/// `boxes` turned into an array). `null` for a document that is no page: without a root element,
/// or an SVG, XML, JSON or script file rather than HTML or text (the browser's views of a feed
/// included).
#[wasm_bindgen(js_name = collectSnapshot, unchecked_return_type = "Snapshot | null")]
pub fn collect_snapshot_js(
    #[wasm_bindgen(unchecked_param_type = "Document")] document: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let document = document_arg(document).map_err(to_js_error)?;
    let page = crate::dom::live::collect_page(&document).map_err(to_js_error)?;
    Ok(page.map_or(JsValue::NULL, JsValue::from))
}

/// Extracts the article from a snapshot made by `collectSnapshot` (here or in another page).
#[wasm_bindgen(js_name = extractSnapshot, unchecked_return_type = "Article | null")]
pub fn extract_snapshot_js(
    #[wasm_bindgen(unchecked_param_type = "Snapshot")] snapshot: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ExtractOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let options = options.unwrap_or_default();
    if !is_snapshot(&snapshot) {
        return Err(to_js_error(Error::InvalidSnapshot(
            "not a snapshot from collectSnapshot (no string `stream`)".into(),
        )));
    }
    let options = options_arg(options).map_err(to_js_error)?;
    article_to_js(extract_snapshot_value(snapshot, &options)?.1)
}

/// Decodes a snapshot JS gave, once [`snapshot_arg`] has checked it.
fn decode_snapshot(value: JsValue) -> Result<crate::dom::snapshot::Snapshot, JsValue> {
    let page = snapshot_arg(&value).map_err(to_js_error)?;
    crate::dom::live::decode_collected(&page).map_err(to_js_error)
}

/// True when `document` (default: `window.document`), or a snapshot of one, probably has an
/// article. Cheap: no rendering, no metadata.
#[wasm_bindgen(js_name = isProbablyReaderable)]
pub fn is_probably_readerable_js(
    #[wasm_bindgen(unchecked_param_type = "Document | Snapshot")] document: Option<JsValue>,
) -> Result<bool, JsValue> {
    let document = document.unwrap_or_default();
    if is_snapshot(&document) {
        let hidden = hidden_snapshot(&document);
        let snapshot = decode_snapshot(document)?;
        return Ok(crate::article::is_snapshot_readerable(&snapshot, || {
            decode_snapshot(hidden?).ok()
        }));
    }
    let document = document_arg(document).map_err(to_js_error)?;
    match crate::dom::live::snapshot(&document).map_err(to_js_error)? {
        Some(snapshot) => Ok(crate::article::is_snapshot_readerable(&snapshot, || {
            crate::dom::live::snapshot_including_hidden(&document).ok()?
        })),
        None => Ok(false),
    }
}

/// The fingerprints of the leaves of `document` (default: `window.document`) or of a snapshot,
/// as 16 hex digits each: keep those of the pages read on a site (one entry per address, most
/// recent last) and pass them as `siteTemplate` to extract the next page of the site without
/// what they all repeat (seed 003). Never changes the page.
#[wasm_bindgen(js_name = pageLeaves, unchecked_return_type = "string[]")]
pub fn page_leaves_js(
    #[wasm_bindgen(unchecked_param_type = "Document | Snapshot")] document: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    let document = document.unwrap_or_default();
    let page = if is_snapshot(&document) {
        Some(Page::read(&decode_snapshot(document)?))
    } else {
        let document = document_arg(document).map_err(to_js_error)?;
        crate::dom::live::snapshot(&document)
            .map_err(to_js_error)?
            .map(|snapshot| Page::read(&snapshot))
    };
    to_js(&page.map_or_else(Vec::new, |p| crate::site_template::page_fingerprints(&p)))
}

/// The sample [`warm_up_js`] reads: `warm_up.html` (written for Lectern, CC0-1.0) as the
/// extension's content script snapshots it in Chromium, layout included. Recorded with
/// `node bench/record.mjs src/wasm/warm_up.html src/wasm/warm_up.snapshot.json`; a browser test
/// checks that it is still what collecting the page gives.
const WARM_UP_SNAPSHOT: &str = include_str!("warm_up.snapshot.json");

/// Reads a built-in sample article once, so that the browser has compiled the code `extract`
/// and `extractSnapshot` run, and its tables are built, before a page needs them. A module
/// starts in the browser's baseline tier and compiles each function on its first call: the first
/// extraction in a freshly loaded module takes several times as long as the next
/// (`bench/warm-up.mjs` measures both). Call it in idle time after `init()`. The sample is a
/// snapshot, so it needs no document: it works in a worker or an extension's service worker as in
/// a page, and never touches the page. Returns whether the sample gave its article.
#[wasm_bindgen(js_name = warmUp)]
pub fn warm_up_js() -> bool {
    let Ok(snapshot) = js_sys::JSON::parse(WARM_UP_SNAPSHOT) else {
        return false;
    };
    let _ = is_probably_readerable_js(Some(snapshot.clone()));
    let Ok((page, article)) = extract_snapshot_value(snapshot, &Options::default()) else {
        return false;
    };
    let _ = describe(&page, article.as_ref());
    let found = article.is_some();
    // The result object too: its conversion to JS is part of every call.
    article_to_js(article).is_ok() && found
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The configuration object the plain-JS collector (`pkg/collector.js`) takes: Lectern's tag and
/// attribute lists. Pages whose CSP forbids wasm are snapshotted with it (an extension content
/// script, a test harness) and extracted elsewhere with `extractSnapshot`.
#[wasm_bindgen(js_name = collectorConfig, unchecked_return_type = "CollectorConfig")]
pub fn collector_config_js() -> JsValue {
    crate::dom::live::collector_config_value()
}
