//! A site's template through the JS API, in headless Chromium: `pageLeaves` of pages read
//! earlier, passed as `siteTemplate`, take what they repeat out of the next page's article;
//! malformed fingerprints are an error; the page is not changed.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Document;

wasm_bindgen_test_configure!(run_in_browser);

const PROMO: &str = "Our morning bulletin brings the day's headlines to your inbox before \
    seven, every weekday.";

/// Story `n` of one site, parsed by the browser's `DOMParser`: its own paragraphs, then the
/// site's promo inside the article.
fn story(n: usize) -> Document {
    let para = |k: usize| {
        format!(
            "<p>Story {n}, paragraph {k}: the harbour board met on day {n} and agreed item {k} \
             of the dredging plan after a long hearing with the fishing fleet and the ferry \
             company, who both asked for the work to wait until the autumn.</p>"
        )
    };
    let html = format!(
        "<html><head><title>Story {n}</title><meta property='og:type' content='article'>\
         </head><body><article><h1>Story {n}</h1>{}{}{}<p>{PROMO}</p></article></body></html>",
        para(1),
        para(2),
        para(3)
    );
    web_sys::DomParser::new()
        .unwrap()
        .parse_from_string(&html, web_sys::SupportedType::TextHtml)
        .unwrap()
}

fn text(article: JsValue) -> String {
    js_sys::Reflect::get(&article, &"textContent".into())
        .unwrap()
        .as_string()
        .unwrap()
}

fn error_message(result: Result<JsValue, JsValue>) -> String {
    let err = result.expect_err("an error");
    err.dyn_into::<js_sys::Error>().unwrap().message().into()
}

#[wasm_bindgen_test]
fn leaves_of_earlier_pages_take_the_site_template_out() {
    let others = js_sys::Array::new();
    for n in 1..=3 {
        let doc = story(n);
        let before = doc.document_element().unwrap().outer_html();
        let leaves = lectern::wasm::page_leaves_js(Some(doc.clone().into())).unwrap();
        assert_eq!(doc.document_element().unwrap().outer_html(), before);
        // A snapshot of the page gives the same leaves as the page.
        let snapshot = lectern::wasm::collect_snapshot_js(Some(doc.into())).unwrap();
        let again = lectern::wasm::page_leaves_js(Some(snapshot)).unwrap();
        assert_eq!(
            js_sys::JSON::stringify(&leaves),
            js_sys::JSON::stringify(&again)
        );
        others.push(&leaves);
    }
    let page = story(0);
    let plain = text(lectern::wasm::extract_js(Some(page.clone().into()), None).unwrap());
    assert!(plain.contains(PROMO), "{plain}");
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"siteTemplate".into(), &others).unwrap();
    let with = text(lectern::wasm::extract_js(Some(page.into()), Some(options.into())).unwrap());
    assert!(!with.contains(PROMO), "{with}");
    assert!(with.contains("Story 0, paragraph 3"), "{with}");
}

#[wasm_bindgen_test]
fn malformed_site_templates_are_errors() {
    let extract = |options: &str| {
        let options = js_sys::JSON::parse(options).unwrap();
        lectern::wasm::extract_js(Some(story(0).into()), Some(options))
    };
    let message = error_message(extract("{\"siteTemplate\": [[\"not hex\"]]}"));
    assert!(
        message.starts_with("lectern: invalid options: siteTemplate: \"not hex\""),
        "{message}"
    );
    for bad in ["\"abc\"", "[\"abc\"]", "[[1]]", "{}"] {
        let message = error_message(extract(&format!("{{\"siteTemplate\": {bad}}}")));
        assert_eq!(
            message,
            "lectern: invalid options: siteTemplate must be an array of pageLeaves arrays \
             (strings)"
        );
    }
    // `null` is no template.
    assert!(extract("{\"siteTemplate\": null}").is_ok());
    let message = error_message(lectern::wasm::page_leaves_js(Some("page".into())));
    assert!(message.contains("not a document"), "{message}");
}
