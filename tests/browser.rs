//! Browser tests (wasm-bindgen-test in headless Chromium): layout and computed style are used,
//! the page is never changed, and bad input gives an error or null, never a panic.
#![cfg(target_arch = "wasm32")]

use lectern::dom::live::LiveDocument;
use lectern::Options;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, HtmlIFrameElement};

wasm_bindgen_test_configure!(run_in_browser);

const PARAGRAPHS: &str = "<p>The river rose through the night, and by morning the lower town \
    was under water. Volunteers carried sandbags along the quay while the ferry kept running.</p>\
    <p>Officials said the flood barrier held, but warned that the next tide, due after midnight, \
    could be higher still, and asked residents to move cars away from the embankment.</p>\
    <p>Shops on the high street opened late. Several owners said they had moved their stock \
    upstairs, as they had done in every flood of the past decade, and expected little damage.</p>";

/// Loads `html` into a fresh 1280x900 iframe and resolves with its document once laid out.
async fn load(html: &str) -> Document {
    load_iframe(|iframe| iframe.set_srcdoc(html)).await
}

/// Appends a fresh 1280x900 iframe whose source `set_source` sets, and resolves with its
/// document once loaded.
async fn load_iframe(set_source: impl FnOnce(&HtmlIFrameElement)) -> Document {
    let document = web_sys::window().unwrap().document().unwrap();
    let iframe: HtmlIFrameElement = document.create_element("iframe").unwrap().unchecked_into();
    iframe
        .set_attribute("style", "width:1280px;height:900px;border:0")
        .unwrap();
    let loaded = js_sys::Promise::new(&mut |resolve, _| {
        let onload = Closure::once_into_js(move || resolve.call0(&JsValue::NULL).unwrap());
        iframe.set_onload(Some(onload.unchecked_ref()));
    });
    set_source(&iframe);
    document.body().unwrap().append_child(&iframe).unwrap();
    wasm_bindgen_futures::JsFuture::from(loaded).await.unwrap();
    iframe.content_document().unwrap()
}

fn outer_html(doc: &Document) -> String {
    doc.document_element().unwrap().outer_html()
}

fn extract(doc: &Document, explain: bool) -> Option<lectern::Article> {
    lectern::extract(
        &LiveDocument::new(doc.clone()),
        &Options {
            explain,
            ..Options::default()
        },
    )
}

/// The article as the DOM walker reads `doc`, then as the JS collector's snapshot does.
fn articles_of_both_walkers(doc: &Document) -> [lectern::Article; 2] {
    let direct = extract(doc, false).expect("article");
    let snapshot = lectern::dom::live::snapshot(doc)
        .expect("collector")
        .expect("snapshot");
    let via_snapshot = lectern::extract(&snapshot, &Options::default()).expect("article");
    [direct, via_snapshot]
}

/// The article's text as the DOM walker reads `doc`, then as the JS collector's snapshot does.
fn texts_of_both_walkers(doc: &Document) -> [String; 2] {
    articles_of_both_walkers(doc).map(|a| a.text_content)
}

/// The article's text as the JS API (`extract`, the collector's snapshot path) gives it; empty
/// when it gives `null`.
fn js_api_text(doc: &Document) -> String {
    article_text(lectern::wasm::extract_js(Some(doc.clone().into()), None).unwrap())
}

/// A copy of the JS object `value` with `key` set to `field`, or without `key` when `None`.
fn with_field(value: &JsValue, key: &str, field: Option<&JsValue>) -> JsValue {
    let copy = js_sys::Object::assign(&js_sys::Object::new(), value.unchecked_ref());
    match field {
        Some(field) => js_sys::Reflect::set(&copy, &key.into(), field).unwrap(),
        None => js_sys::Reflect::delete_property(&copy, &key.into()).unwrap(),
    };
    copy.into()
}

/// The `textContent` of what the JS API returned; empty for `null`.
fn article_text(value: JsValue) -> String {
    if value.is_null() {
        return String::new();
    }
    js_sys::Reflect::get(&value, &"textContent".into())
        .unwrap()
        .as_string()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn narrow_column_at_the_page_edge_is_dropped_by_layout() {
    // Two identical text blocks; a stylesheet rule makes one a narrow column at the right edge.
    let html = format!(
        "<html><head><style>.a {{ width: 700px; margin: 40px auto; }} \
         .b {{ position: absolute; top: 40px; right: 0; width: 180px; }}</style></head>\
         <body><div class=\"b\">{PARAGRAPHS}</div><div class=\"a\">{PARAGRAPHS}</div></body></html>"
    );
    let doc = load(&html).await;
    let article = extract(&doc, true).expect("article");
    assert_eq!(
        article.text_content.matches("The river rose").count(),
        1,
        "{}",
        article.text_content
    );
    let decisions = article.explain.unwrap().decisions;
    let kept_div = decisions
        .iter()
        .find(|d| d.tag == "div" && d.kept)
        .expect("a kept div");
    let [left, _, width, _] = kept_div.box_px.expect("layout box");
    assert!(
        left > 200.0 && width > 600.0,
        "kept the central column: {:?}",
        kept_div.box_px
    );
    assert!(decisions.iter().any(|d| d.reason == "visual-edge"));

    // The edge column comes first in the markup: without layout it would win the tie.
}

#[wasm_bindgen_test]
async fn blocks_hidden_by_stylesheet_rules_are_excluded() {
    let html = format!(
        "<html><head><style>.gone {{ display: none }} .ghost {{ visibility: hidden }}</style></head>\
         <body><article>{PARAGRAPHS}<p class=\"gone\">Hidden sentence number one that must not \
         appear anywhere in the output text.</p><p class=\"ghost\">Invisible sentence number two \
         that must not appear in the output either.</p></article></body></html>"
    );
    let doc = load(&html).await;
    let article = extract(&doc, true).expect("article");
    let text = article.text_content;
    assert!(
        text.contains("The river rose"),
        "{text} {:?}",
        article.explain
    );
    assert!(!text.contains("Hidden sentence"), "{text}");
    assert!(!text.contains("Invisible sentence"), "{text}");
}

#[wasm_bindgen_test]
async fn on_very_tall_pages_only_real_strips_are_edge_bands() {
    // 5% of a 40,000 px page is 2,000 px: a 1,000 px article at the top is no header strip.
    let html = format!(
        "<html><body style=\"margin:0\"><article style=\"height:1000px\">{PARAGRAPHS}</article>\
         <footer style=\"height:39000px\"><p>Copyright 2026 The Harbour Times.</p></footer>\
         </body></html>"
    );
    let doc = load(&html).await;
    let text = extract(&doc, false).expect("article").text_content;
    assert!(text.contains("The river rose"), "{text}");

    // Nor is a 500 px guide of several paragraphs below a tall grid of placeholders.
    let html = format!(
        "<html><body style=\"margin:0\"><div style=\"height:30000px\"><p>Loading...</p></div>\
         <div class=\"guide\" style=\"height:500px;overflow:hidden\">{PARAGRAPHS}{PARAGRAPHS}\
         {PARAGRAPHS}{PARAGRAPHS}</div></body></html>"
    );
    let doc = load(&html).await;
    let text = extract(&doc, false).expect("article").text_content;
    assert!(text.contains("The river rose"), "{text}");
}

#[wasm_bindgen_test]
async fn content_the_browser_skips_drawing_off_screen_is_read_where_it_is_in_both_walkers() {
    // A section with `content-visibility: auto` below the screen is not drawn, and without a
    // `contain-intrinsic-size` it measures 0 px high: the footer after it moves up, and its own
    // content, measured where it flows, hangs below the page's end (WP Rocket's lazy render,
    // wcxb-dev 0130's FAQ). Its short answers are no footer strip.
    let faq: String = (1..=6)
        .map(|i| {
            format!(
                "<div class=\"item\"><h3>Question {i}: does the ferry run in a flood?</h3>\
                 <p>Answer {i}: it runs every hour while the quay is open to walkers, and the \
                 last one leaves at ten.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><body style=\"margin:0\"><div class=\"page\"><div class=\"story\">{PARAGRAPHS}\
         {PARAGRAPHS}{PARAGRAPHS}</div><div style=\"height:2000px\"></div>\
         <section style=\"content-visibility:auto\"><h2>Questions</h2>{faq}</section>\
         </div><div class=\"bottom\"><p>Copyright 2026 The Harbour Times.</p></div></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("The river rose"), "{text}");
        for i in 1..=6 {
            assert!(text.contains(&format!("Answer {i}: it runs")), "{text}");
        }
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn closed_details_are_read_but_hidden_blocks_are_not() {
    // The answers of a closed <details> have no box until opened; they are the reader's to open.
    let html = format!(
        "<html><head><style>.gone {{ display: none }}</style></head><body><article>{PARAGRAPHS}\
         <details><summary>When is the next tide?</summary><p class=\"answer\">The harbour \
         office expects the next high tide shortly after midnight, a little higher than the \
         last one.</p><p class=\"gone\">Hidden sentence inside the details that must stay \
         out.</p></details></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("next high tide"), "{text}");
        assert!(!text.contains("Hidden sentence"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn sections_hidden_until_found_are_read_by_both_walkers() {
    // Collapsed sections as Wikipedia's mobile pages write them: the browser draws nothing
    // inside them until find-in-page opens one. Any other value of `hidden` hides.
    let html = format!(
        "<html><head><style>.gone {{ display: none }}</style></head><body><article>\
         {PARAGRAPHS}<h2>History</h2><section class=\"mf-section-1\" hidden=\"until-found\">\
         <p class=\"lead\">The quay wall was raised in 1953, after the spring tide breached it \
         and flooded the lower town for a week.</p><p class=\"gone\">Hidden sentence inside \
         the section that must stay out.</p></section><h2>Tides</h2>\
         <section hidden=\"UNTIL-FOUND\"><p>The highest tides come in March and September, \
         when the moon and the sun pull the sea the same way.</p></section>\
         <div hidden=\"hidden\"><p>Your session has expired, so sign in again to \
         continue.</p></div></article></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("quay wall was raised"), "{text}");
        assert!(text.contains("highest tides"), "{text}");
        assert!(!text.contains("Hidden sentence"), "{text}");
        assert!(!text.contains("session has expired"), "{text}");
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn ruby_readings_follow_their_words_in_brackets_in_both_walkers() {
    // Furigana with and without the brackets (`rp`) a browser without ruby shows; the browser
    // hides `rp`, which the DOM walker read as hidden and the collector did not.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<p><ruby>港町<rp>（</rp><rt>みなとまち</rt><rp>）</rp>\
         </ruby>の<ruby>下町<rt>したまち</rt></ruby>に高潮が押し寄せた。</p></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(
            text.contains("港町(みなとまち)の下町(したまち)に"),
            "{text}"
        );
    }
    let content = extract(&doc, false).expect("article").content;
    assert!(
        content
            .contains("<ruby>港町<rt>みなとまち</rt></ruby>の<ruby>下町<rt>したまち</rt></ruby>"),
        "{content}"
    );
}

#[wasm_bindgen_test]
async fn media_players_keep_their_safe_sources_and_not_their_fallback_in_both_walkers() {
    // A player's content is its sources, then what a browser that cannot play it shows instead;
    // a `<picture>`'s sources are read from its `<img>`.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<figure><video poster='https://example.org/p.jpg' \
         autoplay muted onplay='alert(1)'><source src='javascript:alert(2)' type='video/mp4'>\
         <source src='https://example.org/v.webm' type='video/webm'><track \
         src='https://example.org/v.vtt'>Your browser cannot play this video.</video><figcaption>\
         Mill Street at noon.</figcaption></figure><p>Hear the interview: <audio \
         src='https://example.org/a.mp3' controls>No audio here.</audio><audio \
         src='https://example.org/jingle.mp3'></audio></p><picture><source \
         srcset='https://example.org/w.webp'><img src='https://example.org/w.jpg' alt='Weir'>\
         </picture></article></body></html>"
    );
    let doc = load(&html).await;
    for article in articles_of_both_walkers(&doc) {
        let content = &article.content;
        assert!(
            content.contains(
                "<video poster=\"https://example.org/p.jpg\" muted=\"\" controls \
                 preload=\"metadata\"><source src=\"https://example.org/v.webm\" \
                 type=\"video/webm\"></video>"
            ),
            "{content}"
        );
        assert!(
            content.contains(
                "<audio src=\"https://example.org/a.mp3\" controls preload=\"metadata\"></audio>"
            ),
            "{content}"
        );
        assert!(
            content.contains("<img src=\"https://example.org/w.jpg\""),
            "{content}"
        );
        for absent in [
            "javascript",
            "alert",
            "autoplay",
            "track",
            "w.webp",
            "jingle",
            "cannot play",
            "No audio",
        ] {
            assert!(!content.contains(absent), "{absent}: {content}");
        }
        assert!(!article.text_content.contains("cannot play"));
        assert!(article.text_content.contains("Mill Street at noon."));
    }
}

#[wasm_bindgen_test]
async fn lazy_images_and_video_frames_show_their_real_source_in_both_walkers() {
    // With scripting on, a `<noscript>`'s markup is raw text the browser never draws: the image
    // before it shows a `data:` pixel until a script that does not run swaps it. A lazy
    // frame waits in the same way with its address in `data-src`.
    let pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<img src='{pixel}' width='600' height='400'>\
         <noscript><img src='https://example.org/weir.jpg' alt='The weir'></noscript>\
         <img src='{pixel}' data-lazy-src='https://example.org/mill.jpg'>{PARAGRAPHS}\
         <img src='https://example.org/js/spacer.png' data-lazyload='https://example.org/sandal.png'>\
         <iframe data-src='https://www.youtube.com/embed/abc?autoplay=1'></iframe>\
         </article></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for article in articles_of_both_walkers(&doc) {
        let content = &article.content;
        assert!(
            content.contains(
                "<img src=\"https://example.org/weir.jpg\" alt=\"The weir\" width=\"600\" \
                 height=\"400\">"
            ),
            "{content}"
        );
        assert!(
            content.contains("<img src=\"https://example.org/mill.jpg\">"),
            "{content}"
        );
        assert!(
            content.contains("<img src=\"https://example.org/sandal.png\">"),
            "{content}"
        );
        assert!(
            content.contains("<iframe src=\"https://www.youtube.com/embed/abc\""),
            "{content}"
        );
        assert!(!content.contains("data:"), "{content}");
        assert!(!content.contains("spacer"), "{content}");
        assert!(!article.text_content.contains("img"));
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn images_known_by_a_srcset_a_pictures_sources_or_another_scripts_attribute_show_in_both_walkers(
) {
    // The browser draws an image from its `srcset` alone, and a picture's image from the
    // picture's sources; a lazy-loading script may keep the source under a name of its own
    // (NitroPack's `nitro-lazy-src`), which the collector sends only for what it ends in.
    let pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<picture><source media='(min-width: 900px)' \
         srcset='https://example.org/wide.jpg'><source type='image/webp' \
         srcset='https://example.org/p.webp 1x, https://example.org/p2.webp 2x'>\
         <img src='{pixel}' alt='Picture'></picture>{PARAGRAPHS}\
         <img srcset='https://example.org/u/f_auto,q_auto/a.jpg 600w, \
         https://example.org/u/f_auto,q_auto/b.jpg 1200w' alt='Cloud'>\
         <img src='{pixel}' nitro-lazy-src='https://example.org/n.jpg' alt='Nitro'>\
         <img src='{pixel}' ng-src='{{{{item.src}}}}' alt='Template'></article></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for article in articles_of_both_walkers(&doc) {
        let content = &article.content;
        for image in [
            "<img src=\"https://example.org/p2.webp\" srcset=\"https://example.org/p.webp 1x, \
             https://example.org/p2.webp 2x\" alt=\"Picture\">",
            "<img src=\"https://example.org/u/f_auto,q_auto/b.jpg\" \
             srcset=\"https://example.org/u/f_auto,q_auto/a.jpg 600w, \
             https://example.org/u/f_auto,q_auto/b.jpg 1200w\" alt=\"Cloud\">",
            "<img src=\"https://example.org/n.jpg\" alt=\"Nitro\">",
        ] {
            assert!(content.contains(image), "{image}: {content}");
        }
        for absent in ["wide.jpg", "Template", "item.src", "data:"] {
            assert!(!content.contains(absent), "{absent}: {content}");
        }
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn an_icon_fonts_glyph_names_are_not_text_in_both_walkers() {
    // Material Icons draws the word in `<i class="material-icons">` as a glyph.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<p>Rated <i class='material-icons'>star</i>\
         <i class='material-icons'>star</i> by readers \
         <span class='material-symbols-outlined'>chevron_right</span></p>{PARAGRAPHS}\
         </article></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("Rated ★★ by readers"), "{text}");
        assert!(!text.contains("chevron"), "{text}");
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn inline_elements_are_hidden_by_the_hidden_attribute_or_their_style_not_by_aria_hidden() {
    // A theme's product widget keeps its settings for its script in a hidden span of the text,
    // and a blog its post's date for its scripts in a span its own style hides; text hidden from
    // assistive technology only (a rating beside its stars) is on the screen, and so is a span
    // whose style hides only what overflows it.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<p>The ferry leaves at noon.<span hidden>\
         {{\"layoutMobile\":2,\"buttonText\":\"Buy now\"}}</span> Tickets are sold on board, \
         rated <span aria-hidden=\"true\">4.6 out of 5</span> by passengers.</p>\
         <p><span style=\"display: none\"><span class=\"date\">27 September,2023</span></span>\
         <span style=\"overflow:hidden\">By the harbour desk</span></p></article>\
         </body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("Tickets are sold on board"), "{text}");
        assert!(!text.contains("layoutMobile"), "{text}");
        assert!(text.contains("4.6 out of 5"), "{text}");
        assert!(!text.contains("27 September"), "{text}");
        assert!(text.contains("By the harbour desk"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn formulas_are_read_once_and_a_hidden_one_not_at_all() {
    // MathJax 3: a drawing of custom elements whose glyphs are CSS, and the MathML clipped to a
    // pixel for assistive technology. KaTeX: the MathML clipped the same way, then a drawing of
    // spans with the formula's text. Wikipedia: the MathML in a `display: none` span and an
    // image of the formula shown instead.
    let html = format!(
        "<html><head><style>.sr {{ position: absolute; clip: rect(1px, 1px, 1px, 1px); \
         width: 1px; height: 1px; overflow: hidden }}</style></head><body><article>{PARAGRAPHS}\
         <p>The roots are <mjx-container><mjx-math aria-hidden='true'><mjx-mi></mjx-mi>\
         </mjx-math><mjx-assistive-mml class='sr'><math><mi>x</mi><mo>=</mo><mo>±</mo><mn>1\
         </mn></math></mjx-assistive-mml></mjx-container>, and the energy is \
         <span class='katex'><span class='katex-mathml sr'><math><mi>E</mi><mo>=</mo><mi>h</mi>\
         <mi>ν</mi></math></span><span class='katex-html' aria-hidden='true'><span>E</span>\
         <span>=</span><span>h</span><span>ν</span></span></span>, while the tensor \
         <span><span style='display: none'><math><mi>Ω</mi><mo>⊗</mo><mi>Ψ</mi></math></span>\
         <img src='omega.svg' alt='Omega'></span> is drawn.</p></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("The roots are x = ± 1"), "{text}");
        assert!(text.contains("the energy is E = h ν, while"), "{text}");
        assert_eq!(text.matches('ν').count(), 1, "{text}");
        assert!(!text.contains('⊗'), "{text}");
    }
    let content = extract(&doc, false).expect("article").content;
    assert!(content.contains("<math><mi>x</mi><mo>=</mo>"), "{content}");
}
#[wasm_bindgen_test]
async fn highlighted_code_keeps_its_spaces_and_line_breaks_in_both_walkers() {
    // Pygments' markup: a space between tokens is an element of its own, lines end in a bare
    // line break between elements.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<div class='highlight'><pre><span class='kn'>from\
         </span><span class='w'> </span><span class='nn'>os</span><span class='w'> </span>\
         <span class='kn'>import</span><span class='w'> </span><span class='n'>path</span>\n\
         <span class='k'>def</span><span class='w'> </span><span class='nf'>main</span>\
         <span class='p'>():</span>\n</pre></div></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(
            text.contains("\n\nfrom os import path\ndef main():"),
            "{text}"
        );
    }
}

#[wasm_bindgen_test]
async fn code_lines_the_page_sets_apart_are_lines_without_a_space_before_them() {
    // Shiki's lines as minified pages write them, no line break between them, set apart by the
    // site's CSS; and lines ended by `<br>`. Each line ends a word and the next starts one: drawn
    // apart, they are not read as words a space apart, but as lines.
    let html = format!(
        "<html><head><style>.line {{ display: block }}</style></head><body><article>\
         {PARAGRAPHS}<pre class='shiki'><code><span class='line'><span>let total</span><span> = \
         0</span></span><span class='line'><span>return total</span></span></code></pre>\
         {PARAGRAPHS}<pre>import os<br>import sys</pre></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(
            text.contains("\n\nlet total = 0\nreturn total\n\n"),
            "{text}"
        );
        assert!(text.contains("\n\nimport os\nimport sys"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn words_the_layout_draws_apart_are_two_and_a_styled_word_is_one() {
    // A label and its value as flex items, a name and a title in spans one above the other, and
    // tags with margins: apart on the page, no space between them in the markup. A drop cap, a
    // word's styled syllable and a word broken by markup stay whole.
    let html = format!(
        "<html><head><style>.row {{ display: flex; gap: 10px }} .name {{ display: block }} \
         .tag {{ margin-right: 8px }} .initial {{ float: left; font-size: 3em; margin-right: \
         6px }}</style></head><body><article>{PARAGRAPHS}<div class='row'><span>Prep Time\
         </span><span>2 hrs</span></div><p><span class='name'>Vanessa Williamson</span><span>\
         Student</span> <span class='tag'>Harbour</span><span class='tag'>Ferries</span></p>\
         <p><span class='initial'>O</span>nce the <b>un</b>believable <em>Bold</em>face \
         ev<span>ery</span>thing flooded.</p></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("Prep Time 2 hrs"), "{text}");
        assert!(
            text.contains("Vanessa Williamson Student Harbour Ferries"),
            "{text}"
        );
        assert!(
            text.contains("Once the unbelievable Boldface everything flooded."),
            "{text}"
        );
    }
    assert_eq!(js_api_text(&doc), texts_of_both_walkers(&doc)[0]);
}

#[wasm_bindgen_test]
async fn runs_set_apart_by_a_stylesheet_it_lacks_are_two_words_in_both_walkers() {
    // The page's stylesheet is not there (a saved page, a blocked request): a product card's
    // brand and name, a filter and its count, and a caption and its credit are drawn as one
    // run. The characters on either side still tell two words, and a word's styled syllable
    // and a highlighted name stay one.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<ul><li><span>Gregory</span><span>Paragon 68 \
         Pack</span></li><li><span>HOKA</span><span>Clifton 9</span></li></ul><p>\
         <label>Accessories</label><span>1385</span> and the <b>un</b>believable \
         ev<span>ery</span>thing.</p><p><span>A trawler at dawn.</span><span>Credit Ana \
         Ruiz</span> for <code><span>get</span><span>Value</span></code>.</p><p>Made of \
         <label><span>Cotton</span></label><a hidden href='#'>Cotton</a><label><span>Merino \
         Wool</span></label>.</p></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        for words in [
            "Gregory Paragon 68 Pack",
            "HOKA Clifton 9",
            "Accessories 1385 and the unbelievable everything.",
            "A trawler at dawn. Credit Ana Ruiz for getValue.",
            // Across a hidden copy of the first, which the collector leaves out.
            "Made of Cotton Merino Wool.",
        ] {
            assert!(text.contains(words), "{words}: {text}");
        }
    }
}

#[wasm_bindgen_test]
async fn an_element_that_holds_no_word_keeps_its_space_and_line_breaks_in_both_walkers() {
    // The space between two words written as an element of its own: it holds no word, so the
    // element is not written, and its space stays. So do the line breaks of an empty block and
    // of an inline element that holds only a `<br>`.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<p>Only Apple makes<span>&nbsp;</span><a \
         href='https://example.com/iphone'>iPhones</a>; get them at<span> </span><b>the</b> \
         harbour store.</p><div>Harbour timetable<div></div>Ferries leave \
         hourly.<span><br></span>The last one sails at ten.</div></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        for words in [
            "Only Apple makes iPhones; get them at the harbour store.",
            "Harbour timetable\n\nFerries leave hourly.\n\nThe last one sails at ten.",
        ] {
            assert!(text.contains(words), "{words}: {text}");
        }
    }
}

#[wasm_bindgen_test]
async fn what_a_page_writes_inside_a_frame_is_read_by_neither_walker() {
    // Between `<iframe>` and `</iframe>` the parser keeps raw text, markup and all, which no
    // browser draws (a lazy video frame: `data-src`, so nothing loads), as in `<noembed>`.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<iframe \
         data-src='https://www.youtube.com/embed/harbour'><span class=\"mce_SELRES_start\">\
         </span>Your browser does not show frames.</iframe><noembed><b>No plugins shown \
         here.</b></noembed>{PARAGRAPHS}</article></body></html>"
    );
    let doc = load(&html).await;
    for article in articles_of_both_walkers(&doc) {
        for markup in ["mce_SELRES", "<span", "frames", "plugins"] {
            assert!(
                !article.text_content.contains(markup),
                "{}",
                article.text_content
            );
            assert!(!article.content.contains(markup), "{}", article.content);
        }
        assert!(
            article.content.contains("youtube.com/embed/harbour"),
            "{}",
            article.content
        );
    }
}

#[wasm_bindgen_test]
async fn hidden_tab_panels_are_read_by_both_walkers() {
    // A quickstart's other languages wait in hidden tab panels (attribute and CSS alike).
    let html = format!(
        "<html><head><style>.off {{ display: none }} .gone {{ display: none }}</style></head>\
         <body><article>{PARAGRAPHS}<div role=\"tablist\"><button>Python</button>\
         <button>Ruby</button><button>Go</button></div>\
         <div role=\"tabpanel\"><p>Install Python and the harbour SDK with pip before you \
         send the first tide report from the command line.</p></div>\
         <div role=\"tabpanel\" hidden><p>Install Ruby and the harbour gem with bundler before \
         you send the first tide report from the command line.</p></div>\
         <div role=\"tabpanel\" class=\"off\"><div class=\"step\"><p>Install Go and the \
         harbour module before you send the first tide report from the command line.</p></div>\
         <p class=\"gone\">Hidden sentence inside the panel that must stay out.</p></div>\
         <div role=\"tabpanel\" aria-hidden=\"true\" hidden><p>Install Rust and the harbour \
         crate with cargo before you send the first tide report.</p></div>\
         <div class=\"tab-pane off\"><p>Install Java and the harbour jar with maven before \
         you send the first tide report.</p></div>\
         </article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("harbour gem"), "{text}");
        // Hidden from assistive technology too, as closed tab panels often are.
        assert!(text.contains("harbour crate"), "{text}");
        // A panel named so by its class only (Bootstrap's `tab-pane`).
        assert!(text.contains("harbour jar"), "{text}");
        assert!(text.contains("harbour module"), "{text}");
        assert!(!text.contains("Hidden sentence"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn closed_accordion_panels_are_read_but_other_hidden_blocks_are_not() {
    // FAQ answers wait in panels hidden until clicked: one named as an accordion's, ones that
    // their toggle's `aria-controls` names (just before it, or further up and not a button).
    let html = format!(
        "<html><head><style>.shut {{ display: none }} .gone {{ display: none }}</style></head>\
         <body><article>{PARAGRAPHS}<div class=\"faq\"><h3>When is the next tide?</h3>\
         <div class=\"accordion_item-text shut\"><p>The harbour office expects the next high \
         tide shortly after midnight, a little higher than the last one.</p></div>\
         <button aria-expanded=\"false\" aria-controls=\"answer-2\">Where do I park?</button>\
         <div id=\"answer-2\" class=\"shut\"><p>Cars can stay in the multi-storey car park \
         above the station until the water has gone down again.</p></div>\
         <h3>Is the ferry running?</h3><section class=\"accordion-panel shut\" aria-hidden=\"true\" \
         inert><p>The ferry runs every hour from the north pier while the water is high.</p>\
         </section><button id=\"q4\" aria-expanded=\"false\">Are dogs allowed?</button>\
         <div role=\"region\" aria-labelledby=\"q4\" aria-hidden=\"true\"><p>Dogs travel free on \
         a lead, and the crew keeps water bowls by the stairs.</p></div>\
         <h3><a aria-expanded=\"false\" aria-controls=\"c5\">How do I pay?</a></h3>\
         <div id=\"c5\" class=\"shut\" aria-hidden=\"true\"><p>Tickets are paid on board, \
         by card or in cash, before the ferry leaves the pier.</p></div>\
         </div><div class=\"tog\"><span role=\"button\" aria-expanded=\"false\" \
         aria-controls=\"c6\">Can I bring a bike?</span></div><p>Bikes go on the lower deck.</p>\
         <div id=\"c6\" class=\"shut\"><p>Bicycles ride free outside the morning rush, \
         strapped to the rail on the lower deck.</p></div><div class=\"note\" aria-hidden=\"true\"><p>Decorative caption that \
         assistive technology skips.</p></div>\
         <p class=\"gone\">Hidden sentence outside any panel that must stay out.</p>\
         </article></body></html>"
    );
    let doc = load(&html).await;
    let [direct, via_snapshot] = texts_of_both_walkers(&doc);
    for text in [&direct, &via_snapshot] {
        assert!(text.contains("next high tide"), "{text}");
        // A closed panel hidden from assistive technology as well is still a panel.
        assert!(text.contains("ferry runs every hour"), "{text}");
        // So is a region labelled by its button, ARIA's accordion pattern.
        assert!(text.contains("water bowls"), "{text}");
        // And so is a box just after its question, named by no class.
        assert!(text.contains("paid on board"), "{text}");
        // And so are the panels toggles name by `aria-controls`.
        assert!(text.contains("multi-storey car park"), "{text}");
        assert!(text.contains("Bicycles ride free"), "{text}");
        assert!(!text.contains("Hidden sentence"), "{text}");
        assert!(!text.contains("Decorative caption"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn the_panel_a_button_opens_is_read_by_both_walkers() {
    // A product page's details wait below a "View product details" button, hidden by the
    // stylesheet until it is clicked, with what is inside them; a menu (popover) that a button
    // opens, a block hidden inside the panel and a block hidden inside an unmarked hidden
    // wrapper stay out.
    let html = format!(
        "<html><head><style>.shut {{ display: none }} .gone {{ display: none }}</style></head>\
         <body><article>{PARAGRAPHS}<button>View product details</button>\
         <div class=\"shut\"><div class=\"copy\"><p>Springy foam and two air units give the \
         most energetic ride of the range, mile after mile.</p></div>\
         <p class=\"gone\">Hidden sentence inside the panel that must stay out.</p></div>\
         <button popovertarget=\"menu\">Share</button><div id=\"menu\" popover>\
         <p>Copy the link to this page or send it to a friend by mail.</p></div>\
         <span class=\"gone\"><button>Close</button><div class=\"card\"><p>Allow \
         notifications from this site in the browser's settings.</p></div></span>\
         </article></body></html>"
    );
    let doc = load(&html).await;
    let [direct, via_snapshot] = texts_of_both_walkers(&doc);
    for text in [&direct, &via_snapshot] {
        assert!(text.contains("Springy foam"), "{text}");
        for absent in ["Hidden sentence", "Copy the link"] {
            assert!(!text.contains(absent), "{absent}: {text}");
        }
    }
    // The collector checks blocks with attributes only, so it must see that the panel's
    // parent, not the panel, is what hides it (the DOM walker checks every element).
    assert!(!via_snapshot.contains("notifications"), "{via_snapshot}");
    assert!(!direct.contains("notifications"), "{direct}");
}

#[wasm_bindgen_test]
async fn an_accordion_panel_after_its_heading_is_read_by_both_walkers() {
    // FAQ answers hidden by a stylesheet whose class names say nothing (CSS-in-JS), each right
    // after its question's heading or after a box holding only the heading and its icon; a
    // paragraph hidden under a heading and a box hidden after a section stay out.
    let html = format!(
        "<html><head><style>.css-1q {{ display: none }}</style></head>\
         <body><article>{PARAGRAPHS}\
         <h3>Can I bring a bike?</h3><div class=\"css-1q\"><div class=\"css-5a\"><p>Bikes \
         ride free on every crossing, stowed on the car deck.</p></div><p class=\"css-1q\">A \
         hidden sentence inside the panel that must stay out.</p></div>\
         <div class=\"css-2h\"><h3>Are dogs allowed?</h3><svg width=\"9\" height=\"9\"></svg>\
         </div><style>.css-3x {{ color: red }}</style><div class=\"css-1q\"><p>Dogs on leads \
         are welcome on the open deck.</p></div>\
         <h3>Lost property</h3><p class=\"css-1q\">A hidden paragraph under a heading that \
         must stay out.</p>\
         <div class=\"css-4s\"><h3>Timetable</h3><p>Boats leave every hour.</p></div>\
         <div class=\"css-1q\"><p>A hidden box after a section that must stay out.</p></div>\
         </article></body></html>"
    );
    let doc = load(&html).await;
    let [direct, via_snapshot] = texts_of_both_walkers(&doc);
    for text in [&direct, &via_snapshot] {
        for present in ["Bikes ride free", "Dogs on leads"] {
            assert!(text.contains(present), "{present}: {text}");
        }
        for absent in ["hidden paragraph", "hidden box", "hidden sentence"] {
            assert!(!text.contains(absent), "{absent}: {text}");
        }
    }
}

#[wasm_bindgen_test]
async fn columns_of_an_article_body_are_not_side_columns() {
    // A row of three columns inside the article: the outer two are narrow and near the page's
    // edges, as sidebars are, but they are the article's.
    let column = |n: &str, width: u32| {
        format!(
            "<div style=\"width:{width}px\"><h3>Step {n}</h3><p>Bring the tide table and a \
             torch for step {n}; the path along the harbour wall is dark before the lamps come \
             on, and the steps down to the jetty are slippery after rain.</p><p>Keep to the \
             landward side of the wall, where the railings are, and wait at the lifeboat station \
             if the spray comes over: the walk goes on when the tide turns.</p></div>"
        )
    };
    let html = format!(
        "<html><body style=\"margin:0\"><article><h1>Walking the harbour</h1>{PARAGRAPHS}\
         <div style=\"display:flex;justify-content:space-between\">{}{}{}</div>{PARAGRAPHS}\
         </article></body></html>",
        column("one", 300),
        column("two", 600),
        column("three", 300)
    );
    let doc = load(&html).await;
    let text = extract(&doc, false).expect("article").text_content;
    for n in ["one", "two", "three"] {
        assert!(text.contains(&format!("torch for step {n}")), "{n}: {text}");
    }
}

#[wasm_bindgen_test]
async fn streamed_segments_are_read_by_both_walkers() {
    // React streaming: the visible page is a teaser, the article waits in `<div hidden id=S:0>`
    // for a script (not run here) to move it into place.
    let html = format!(
        "<html><body><main><h1>Flood</h1><p>A short teaser for the story that is still \
         loading, with a link to <a href=/more>more news</a> and a few words.</p>\
         <div hidden id=\"S:0\"><article>{PARAGRAPHS}</article></div></main></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("flood barrier"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn a_page_hidden_until_its_scripts_run_is_readerable_as_it_is_extracted() {
    // The stylesheet hides the body until a script (not run here) reveals it.
    let html = format!(
        "<html><head><style>.loading {{ display: none }}</style></head><body>\
         <div class=loading><main><h1>Flood</h1>{PARAGRAPHS}{PARAGRAPHS}{PARAGRAPHS}{PARAGRAPHS}\
         </main></div></body></html>"
    );
    let doc = load(&html).await;
    let snapshot = lectern::dom::live::snapshot(&doc).unwrap().unwrap();
    assert!(
        !lectern::is_probably_readerable(&snapshot),
        "visible text alone"
    );
    let readerable = lectern::article::is_snapshot_readerable(&snapshot, || {
        lectern::dom::live::snapshot_including_hidden(&doc).ok()?
    });
    assert!(readerable);
    assert!(extract(&doc, false).is_some());
}

#[wasm_bindgen_test]
async fn doubly_encoded_text_is_decoded_by_both_walkers_and_left_in_the_page() {
    // "Łódź’s café — ..." as UTF-8 bytes read as Windows-1252: what such a page shows.
    let garbled = "Å\u{81}Ã³dÅºâ€™s cafÃ© reopened â€” the mayorâ€™s plan worked.";
    let html = format!(
        "<html><body><main><h1>Flood</h1><p>{garbled}</p>{PARAGRAPHS}</main></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    for text in texts_of_both_walkers(&doc) {
        assert!(
            text.contains("Łódź’s café reopened — the mayor’s plan worked."),
            "{text}"
        );
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn a_cms_record_in_a_comment_gives_the_metadata_to_both_walkers() {
    // Founder ENP's record of the story, before `<!DOCTYPE>` (whose `<title>` names only the
    // site), by the story in the body or in `<head>`; the page prints only the desk editor.
    let record = "<!--enpproperty <date>2012-01-17 10:36:43.0</date><author>代进</author>\
        <title>格兰仕独揽两项“红顶奖”</title><keyword>格兰仕</keyword> /enpproperty-->";
    let story = "<p>日前，中国高端家电评选“红顶奖”在北京颁布，格兰仕榜上有名。中国家用电器协会理事长\
        称，“红顶奖”的评审对促进家电产业转型升级有积极意义。</p><p>据介绍，本届红顶奖经组委会委托专业\
        公司对国内大城市高端人群进行调查、网络投票及专家评选三个环节，共颁出八项大奖，格兰仕以创新设计\
        在微波炉类、厨房料理类独揽两项。</p><p>格兰仕方面表示，公司将继续加大研发投入，以确保未来十年的\
        持续发展和领先。</p><p>（责任编辑：张颖）</p>";
    let head = "<head><title>南方网</title><meta name=\"author\" content=\"南方网\"></head>";
    for html in [
        format!(
            "{record}<!DOCTYPE html><html>{head}<body><article>{story}</article></body></html>"
        ),
        format!(
            "<!DOCTYPE html><html>{head}<body><article>{record}{story}</article></body></html>"
        ),
        format!(
            "<!DOCTYPE html><html>{}<body><article>{story}</article></body></html>",
            head.replace("</head>", &format!("{record}</head>"))
        ),
    ] {
        let doc = load(&html).await;
        let before = outer_html(&doc);
        let direct = extract(&doc, false).expect("article");
        let snapshot = lectern::dom::live::snapshot(&doc).unwrap().unwrap();
        let via_snapshot = lectern::extract(&snapshot, &Options::default()).expect("article");
        for article in [direct, via_snapshot] {
            assert_eq!(article.title.as_deref(), Some("格兰仕独揽两项“红顶奖”"));
            assert_eq!(article.byline.as_deref(), Some("代进"));
            assert_eq!(
                article.published_time.as_deref(),
                Some("2012-01-17T10:36:00")
            );
            assert!(!article.text_content.contains("enpproperty"));
        }
        assert_eq!(outer_html(&doc), before);
    }
}

/// Loads `bytes` into a fresh iframe as a document of type `content_type` (a blob URL: the
/// browser decodes the bytes as the type and the markup declare) and resolves with it.
async fn load_bytes(bytes: &[u8], content_type: &str) -> Document {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(content_type);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).unwrap();
    let url = web_sys::Url::create_object_url_with_blob(&blob).unwrap();
    load_iframe(|iframe| iframe.set_src(&url)).await
}

#[wasm_bindgen_test]
async fn utf8_under_a_stale_gbk_declaration_is_read_again_and_left_in_the_page() {
    // A page stored as UTF-8 that still declares its old encoding: the browser decodes it as GBK.
    let story = "<p>重庆啤酒今日复牌后股价跌停，投资者对其乙肝疫苗研究的期待落空。公司此前公布的临床试验\
        结果显示，疫苗的疗效与安慰剂相差无几，消息传出后市场反应强烈。</p><p>多位分析师表示，公司的估值\
        或将推倒重来，短期内股价仍有下行压力。也有投资者认为，啤酒主业经营稳定，长期价值仍值得关注。\
        </p><p>公司董事会表示，将继续推进相关研究，并按规定及时披露进展情况，提醒投资者注意风险。</p>";
    let html = format!(
        "<html><head><meta charset=\"gb2312\"><title>重庆啤酒复牌跌停</title></head><body>\
         <article><h1>重庆啤酒复牌跌停</h1>{story}</article></body></html>"
    );
    let doc = load_bytes(html.as_bytes(), "text/html").await;
    assert_eq!(doc.character_set(), "GBK");
    let before = outer_html(&doc);
    assert!(!before.contains("估值"), "the page shows garbled text");
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("投资者"), "{text}");
        assert!(text.contains("啤酒主业经营稳定"), "{text}");
    }
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn extraction_leaves_the_page_unchanged() {
    let html = format!(
        "<html><head><style>p {{ color: #333 }}</style></head><body><nav><a href='/'>Home</a>\
         <a href='/news'>News</a></nav><main><h1>Flood</h1>{PARAGRAPHS}<img src='x.png' \
         onerror='window.hit=1'><a href='javascript:alert(1)'>link</a></main></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    let top = web_sys::window().unwrap().document().unwrap();
    let top_before = outer_html(&top);
    let article = extract(&doc, true).expect("article");
    assert_eq!(outer_html(&doc), before);
    assert_eq!(outer_html(&top), top_before);
    assert!(!article.content.contains("javascript:"));
    assert!(!article.content.contains("onerror"));
}

#[wasm_bindgen_test]
async fn clobbering_markup_does_not_derail_the_walk() {
    // A form's named controls shadow its DOM properties (`form.id`, `form.lastChild`...). The
    // form opens the article: under the article's text it would be dropped as a poll.
    let html = format!(
        "<html><body><article><form id='f'><input name='id'><input name='lastChild'>\
         <input name='previousSibling'><input name='getAttribute'><input name='hidden'>\
         <p>Form text that follows the clobbering controls, long enough to count as a paragraph \
         of the article body in its own right.</p></form>{PARAGRAPHS}</article></body></html>"
    );
    let doc = load(&html).await;
    let article = extract(&doc, false).expect("article");
    assert!(article.text_content.contains("The river rose"));
    assert!(
        article.text_content.contains("Form text that follows"),
        "{}",
        article.text_content
    );
}

#[wasm_bindgen_test]
async fn named_elements_that_shadow_the_documents_properties_do_not_derail_either_walker() {
    // A document's named elements shadow its own properties: `<img name="URL">` makes
    // `document.URL` that image, and the DOM walker threw reading it as text.
    let html = format!(
        "<html dir='rtl'><body><form name='body'></form><img name='URL'><form name='baseURI'>\
         </form><img name='documentElement'><form name='characterSet'></form><img \
         name='contentType'><form name='defaultView'></form><img name='createRange'><form \
         name='getElementById'></form><article>{PARAGRAPHS}{PARAGRAPHS}{PARAGRAPHS}<p>See <a href='/river'>the river's \
         page</a>.</p></article></body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    let [direct, via_snapshot] = texts_of_both_walkers(&doc);
    assert!(direct.contains("The river rose"), "{direct}");
    assert_eq!(direct, via_snapshot);
    let article = extract(&doc, false).expect("article");
    assert_eq!(article.dir.as_deref(), Some("rtl"));
    assert!(lectern::wasm::is_probably_readerable_js(Some(doc.clone().into())).unwrap());
    let meta = lectern::wasm::metadata_js(Some(doc.clone().into()), None).unwrap();
    let has_article = js_sys::Reflect::get(&meta, &"hasArticle".into()).unwrap();
    assert_eq!(has_article, JsValue::TRUE);
    assert!(
        article.content.contains("href=\"http") && article.content.contains("/river\""),
        "{}",
        article.content
    );
    assert_eq!(outer_html(&doc), before);
}

#[wasm_bindgen_test]
async fn open_shadow_roots_are_read() {
    let doc = load("<html><body><div id='host'></div></body></html>").await;
    let host = doc.get_element_by_id("host").unwrap();
    let init = web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open);
    let shadow = host.attach_shadow(&init).unwrap();
    shadow.set_inner_html(PARAGRAPHS);
    let article = extract(&doc, true);
    let text = article.as_ref().map_or("", |a| a.text_content.as_str());
    assert!(
        text.contains("The river rose"),
        "{text} {:?}",
        article.as_ref().map(|a| &a.explain)
    );
}

#[wasm_bindgen_test]
async fn empty_and_frameset_documents_have_no_article() {
    let doc = load("<html><body></body></html>").await;
    assert!(extract(&doc, false).is_none());
    let doc = load("<html><frameset><frame src='about:blank'></frameset></html>").await;
    assert!(extract(&doc, false).is_none());
}

/// The sentences of [`PARAGRAPHS`], one to an element `tag` each.
fn sentences_in(tag: &str) -> String {
    let text = PARAGRAPHS.replace("<p>", "").replace("</p>", " ");
    text.split_inclusive(". ")
        .map(|s| format!("<{tag}>{s}</{tag}>"))
        .collect()
}

/// Neither walker, nor the JS API, reads `doc` as a page, and the page stays as it was.
fn assert_no_page(doc: &Document, what: &str) {
    let before = outer_html(doc);
    assert!(
        extract(doc, false).is_none(),
        "{what}: the DOM walker read it"
    );
    assert!(
        lectern::dom::live::snapshot(doc).unwrap().is_none(),
        "{what}: the collector read it"
    );
    assert!(
        js_api_text(doc).is_empty(),
        "{what}: extract gave an article"
    );
    let readerable = lectern::wasm::is_probably_readerable_js(Some(doc.clone().into()));
    assert!(!readerable.unwrap(), "{what}: readerable");
    let meta = lectern::wasm::metadata_js(Some(doc.clone().into()), None).unwrap();
    for (field, value) in [("hasArticle", JsValue::FALSE), ("title", JsValue::NULL)] {
        let got = js_sys::Reflect::get(&meta, &field.into()).unwrap();
        assert_eq!(got, value, "{what}: metadata's {field}");
    }
    assert_eq!(outer_html(doc), before, "{what}: changed");
}

#[wasm_bindgen_test]
async fn xml_and_svg_files_are_no_page_but_xhtml_is() {
    let items = sentences_in("description");
    let feed = format!("<?xml version='1.0'?><rss version='2.0'><channel><title>Harbour Times</title><item>{items}</item></channel></rss>");
    // In a frame the browser shows a feed as its bare tree, elements in no namespace.
    assert_no_page(
        &load_bytes(feed.as_bytes(), "application/rss+xml").await,
        "feed",
    );
    let svg = format!("<svg xmlns='http://www.w3.org/2000/svg'><text>{PARAGRAPHS}</text></svg>");
    assert_no_page(&load_bytes(svg.as_bytes(), "image/svg+xml").await, "svg");
    // A top-level XML file without a stylesheet is shown as an XHTML tree of its own: the file's
    // elements in #webkit-xml-viewer-source-xml, then its tags printed as lines (the extension's
    // end-to-end test opens a real one). Only that element tells it from an XHTML page.
    let lines = sentences_in("div").replace(
        "<div>",
        "<div class='line'><span class='html-tag'>&lt;description&gt;</span>",
    );
    let view = |id: &str| {
        format!(
            "<html xmlns='http://www.w3.org/1999/xhtml'><head><title>feed</title></head><body>\
            <div id='{id}'>{feed}</div><div class='pretty-print'>{lines}</div></body></html>",
            feed = feed.trim_start_matches("<?xml version='1.0'?>")
        )
    };
    let parser = web_sys::DomParser::new().unwrap();
    let parse = |markup: &str| {
        parser
            .parse_from_string(markup, web_sys::SupportedType::ApplicationXml)
            .unwrap()
    };
    assert_no_page(
        &parse(&view("webkit-xml-viewer-source-xml")),
        "the XML viewer",
    );
    let page = parse(&view("source"));
    assert!(
        js_api_text(&page).contains("The river rose"),
        "an XHTML tree like it is a page"
    );
    let xhtml = format!("<html xmlns='http://www.w3.org/1999/xhtml'><head><title>Flood</title></head><body><article>{PARAGRAPHS}</article></body></html>");
    let doc = load_bytes(xhtml.as_bytes(), "application/xhtml+xml").await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("The river rose"), "{text}");
    }
}

#[wasm_bindgen_test]
async fn files_shown_as_text_are_pages_only_when_they_hold_prose() {
    let prose = PARAGRAPHS.replace("<p>", "").replace("</p>", "\n\n");
    // A text file of prose is read, as Markdown is: a README served as text (raw files are
    // `text/plain`) even when it opens with a tag, its centred logo.
    let readme = format!("<p align=\"center\"><img src=\"logo.png\"></p>\n\n{prose}");
    for (content_type, text) in [("text/plain", &readme), ("text/markdown", &prose)] {
        let doc = load_bytes(text.as_bytes(), content_type).await;
        for text in texts_of_both_walkers(&doc) {
            assert!(text.contains("The river rose"), "{content_type}: {text}");
        }
        assert!(
            lectern::wasm::is_probably_readerable_js(Some(doc.into())).unwrap(),
            "{content_type}"
        );
    }
    // JSON and scripts, which the browser also shows as text, are not.
    let json = format!("{{\"story\": {:?}}}", prose);
    assert_no_page(
        &load_bytes(json.as_bytes(), "application/json").await,
        "json",
    );
    let script = format!("const story = {:?};\n", prose);
    assert_no_page(
        &load_bytes(script.as_bytes(), "text/javascript").await,
        "script",
    );
    // Nor is markup shown as text: Chromium shows a feed served as application/rss+xml as a
    // text/plain file of its source.
    let items = sentences_in("description");
    let feed = format!("\u{feff}<?xml version='1.0'?>\n<rss version='2.0'><channel><item>{items}</item></channel></rss>");
    assert_no_page(
        &load_bytes(feed.as_bytes(), "text/plain").await,
        "a feed's source",
    );
}

#[wasm_bindgen_test]
async fn deep_and_huge_documents_return() {
    let deep = format!(
        "<html><body>{}{PARAGRAPHS}</body></html>",
        "<div>".repeat(10_000)
    );
    let doc = load(&deep).await;
    let article = extract(&doc, true);
    assert!(
        article
            .as_ref()
            .is_some_and(|a| a.text_content.contains("The river rose")),
        "{:?}",
        article.map(|a| (a.text_content, a.explain.map(|e| e.decisions.len())))
    );

    let huge = format!(
        "<html><body>{}</body></html>",
        "<span>w </span>".repeat(100_000)
    );
    let doc = load(&huge).await;
    let _ = extract(&doc, false);
}

#[wasm_bindgen_test]
fn bad_arguments_raise_errors_with_messages() {
    let err = lectern::wasm::extract_js(Some(JsValue::from_str("not a document")), None)
        .expect_err("a string is not a document");
    let message = err.dyn_into::<js_sys::Error>().unwrap().message();
    assert!(String::from(message).contains("not a document"));

    // An object that claims to be a document: refused up front, not failed inside the collector.
    let fake = js_sys::JSON::parse("{\"nodeType\": 9}").unwrap();
    let err = lectern::wasm::extract_js(Some(fake), None).expect_err("not a document");
    let message = String::from(err.dyn_into::<js_sys::Error>().unwrap().message());
    assert_eq!(
        message,
        "lectern: not a document: the first argument must be a Document"
    );

    let message = |options: &str| -> String {
        let options = js_sys::JSON::parse(options).unwrap();
        let err = lectern::wasm::extract_js(None, Some(options)).expect_err("bad options");
        err.dyn_into::<js_sys::Error>().unwrap().message().into()
    };
    assert_eq!(
        message("{\"noSuchOption\": 1}"),
        "lectern: invalid options: unknown option `noSuchOption`"
    );
    assert_eq!(
        message("[]"),
        "lectern: invalid options: options must be an object"
    );
    assert_eq!(
        message("{\"explain\": \"yes\"}"),
        "lectern: invalid options: invalid type: string \"yes\", expected a boolean"
    );
}

#[wasm_bindgen_test]
async fn malformed_snapshots_raise_errors_naming_the_field() {
    let doc = load(&format!(
        "<html><body><article>{PARAGRAPHS}</article></body></html>"
    ))
    .await;
    let snapshot = lectern::wasm::collect_snapshot_js(Some(doc.into())).unwrap();
    let with = |field: &str, value: &JsValue| with_field(&snapshot, field, Some(value));
    let message = |value: JsValue| -> String {
        let err = lectern::wasm::extract_snapshot_js(value, None).expect_err("an error");
        err.dyn_into::<js_sys::Error>().unwrap().message().into()
    };
    // A sparse array claims a billion numbers without holding them: copied into wasm memory, it
    // asked for 8 GB and trapped the module.
    let sparse = js_sys::Array::new_with_length(1_000_000_000);
    let symbol = js_sys::Array::of2(&1.into(), &js_sys::Symbol::for_("x").into());
    let array_like = js_sys::JSON::parse("{\"length\": 1000000000}").unwrap();
    let cases = [
        ("boxes", JsValue::UNDEFINED, "`boxes` is missing"),
        ("boxes", sparse.into(), "`boxes` holds 1000000000 numbers"),
        (
            "boxes",
            array_like,
            "`boxes` must be a Float64Array or an array",
        ),
        ("boxes", symbol.into(), "`boxes` must hold numbers"),
        ("url", 5.into(), "`url` must be a string"),
        ("hasLayout", "yes".into(), "`hasLayout` must be a boolean"),
        ("charset", 1.into(), "`charset` must be a string"),
    ];
    for (field, value, expected) in cases {
        let got = message(with(field, &value));
        assert!(
            got.contains("invalid snapshot") && got.contains(expected),
            "{field}: {got}"
        );
    }
    // What a JSON round trip gives (boxes as an array, optional fields left out) reads as the
    // snapshot itself, and the module still works after the errors.
    let boxes = js_sys::Reflect::get(&snapshot, &"boxes".into()).unwrap();
    let plain = with("boxes", &js_sys::Array::from(&boxes).into());
    for optional in ["direction", "hiddenSkipped", "includesHidden", "charset"] {
        js_sys::Reflect::delete_property(plain.unchecked_ref::<js_sys::Object>(), &optional.into())
            .unwrap();
    }
    let text = article_text(lectern::wasm::extract_snapshot_js(plain, None).unwrap());
    assert!(text.contains("The river rose"), "{text}");
}

#[wasm_bindgen_test]
fn warm_up_reads_its_sample_article_and_leaves_the_page_alone() {
    let document = web_sys::window().unwrap().document().unwrap();
    let before = document.document_element().unwrap().outer_html();
    // True only when the sample gave its article: a sample Lectern stopped reading as one would
    // warm up less of what `extract` runs.
    assert!(lectern::wasm::warm_up_js());
    assert_eq!(document.document_element().unwrap().outer_html(), before);
}

/// `warmUp()` reads a recorded snapshot of src/wasm/warm_up.html: it has to be what collecting
/// that page gives now, or the warm-up runs code (and a stream format) extraction no longer does.
#[wasm_bindgen_test]
async fn the_warm_up_sample_is_its_page_as_collected_now() {
    let doc = load(include_str!("../src/wasm/warm_up.html")).await;
    let collected = lectern::wasm::collect_snapshot_js(Some(doc.into())).unwrap();
    let recorded = js_sys::JSON::parse(include_str!("../src/wasm/warm_up.snapshot.json")).unwrap();
    let field =
        |snapshot: &JsValue, name: &str| js_sys::Reflect::get(snapshot, &name.into()).unwrap();
    let length = |snapshot: &JsValue| {
        js_sys::Reflect::get(&field(snapshot, "boxes"), &"length".into())
            .unwrap()
            .as_f64()
    };
    let stale = "src/wasm/warm_up.snapshot.json is stale: record it again \
        (node bench/record.mjs src/wasm/warm_up.html src/wasm/warm_up.snapshot.json)";
    assert_eq!(
        field(&recorded, "stream").as_string(),
        field(&collected, "stream").as_string(),
        "{stale}"
    );
    assert_eq!(length(&recorded), length(&collected), "{stale}");
}

#[wasm_bindgen_test]
fn a_parsed_document_without_layout_still_extracts() {
    let parser = web_sys::DomParser::new().unwrap();
    let html = format!("<html><body><article>{PARAGRAPHS}</article></body></html>");
    let doc = parser
        .parse_from_string(&html, web_sys::SupportedType::TextHtml)
        .unwrap();
    let result = lectern::wasm::extract_js(Some(doc.into()), None).unwrap();
    let text = js_sys::Reflect::get(&result, &"textContent".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(text.contains("The river rose"));
}

#[wasm_bindgen_test]
async fn direction_comes_from_computed_style() {
    // No `dir` attribute anywhere: only a stylesheet rule makes the page right-to-left.
    let html = format!(
        "<html><head><style>body {{ direction: rtl; }}</style></head>\
         <body><article>{PARAGRAPHS}</article></body></html>"
    );
    let doc = load(&html).await;
    for article in articles_of_both_walkers(&doc) {
        assert_eq!(article.dir.as_deref(), Some("rtl"));
    }
    let plain = load(&format!(
        "<html><body><article>{PARAGRAPHS}</article></body></html>"
    ))
    .await;
    assert_eq!(
        extract(&plain, false).expect("article").dir.as_deref(),
        Some("ltr")
    );
}

#[wasm_bindgen_test]
async fn the_lead_image_is_the_largest_rendered_content_image() {
    // No size attributes and no metadata image: only the stylesheet says which image is large.
    let html = format!(
        "<html><head><style>.big {{ width: 640px; height: 360px; }} \
         .small {{ width: 120px; height: 120px; }} img {{ display: block; }}</style></head>\
         <body><article>{PARAGRAPHS}<img class=small src=\"https://img.example/small.jpg\">\
         <img class=big src=\"https://img.example/big.jpg\">{PARAGRAPHS}</article></body></html>"
    );
    let doc = load(&html).await;
    for article in articles_of_both_walkers(&doc) {
        assert_eq!(
            article.lead_image_url.as_deref(),
            Some("https://img.example/big.jpg")
        );
    }
}

#[wasm_bindgen_test]
async fn content_hidden_until_scripts_run_is_read_when_nothing_else_is() {
    // A content gate: a stylesheet hides the article until a script (not run here) reveals it.
    let html = format!(
        "<html><head><style>.gate {{ display: none; }}</style></head><body>\
         <div class=skeleton><a href=\"/\">Home</a></div>\
         <div class=gate><article>{PARAGRAPHS}</article></div></body></html>"
    );
    let doc = load(&html).await;
    let live = extract(&doc, false).expect("article");
    assert!(live.text_content.contains("flood barrier"));
    // The JS API's snapshot path collects again with hidden elements kept.
    let text = js_api_text(&doc);
    assert!(text.contains("flood barrier"), "{text}");
}

#[wasm_bindgen_test]
async fn a_page_whose_stylesheet_hides_its_body_is_read_alike_by_both_walkers() {
    // A font loader hides the body until its script has the fonts (`.wf-loading body`), a frame
    // guard hides the root until its script has checked the page is not framed. The collector
    // checks only blocks with attributes: it read the lead (`class=lead`) as hidden, and the rest
    // as shown, while the DOM walker read the whole page as hidden and so read it all.
    for (root, style) in [
        ("class=wf-loading", ".wf-loading body { display: none }"),
        ("", "html { display: none }"),
        ("", "body { visibility: hidden }"),
    ] {
        let html = format!(
            "<html {root}><head><style>{style}</style></head><body><nav><a href=\"/\">Home</a>\
             </nav><article><h1>River flood</h1><p class=lead>The harbour board agreed at noon \
             to open the old sluice gates, for the first time since the flood of 1953.</p>\
             {PARAGRAPHS}</article></body></html>"
        );
        let doc = load(&html).await;
        // Nothing is shown: both read what is hidden, as the JS API does for such a page.
        let options = js_sys::Object::new();
        js_sys::Reflect::set(&options, &"walker".into(), &"dom".into()).unwrap();
        let dom = article_text(
            lectern::wasm::extract_js(Some(doc.clone().into()), Some(options.into())).unwrap(),
        );
        assert!(dom.contains("old sluice gates"), "{style}: {dom}");
        assert_eq!(js_api_text(&doc), dom, "{style}");
    }
}

#[wasm_bindgen(module = "/src/collector.js")]
extern "C" {
    /// The plain-JS collector, as an extension's content script runs it.
    #[wasm_bindgen(js_name = collect)]
    fn collector_collect(document: &Document, config: &JsValue) -> JsValue;
    /// The same, given anything, as a caller of `lectern/collector` may.
    #[wasm_bindgen(js_name = collect, catch)]
    fn collector_try_collect(document: &JsValue, config: &JsValue) -> Result<JsValue, JsValue>;
}

#[wasm_bindgen_test]
async fn the_collector_names_a_wrong_argument() {
    let doc = load("<html><body><p>A short note on the harbour works.</p></body></html>").await;
    let config = lectern::dom::live::collector_config_value();
    let refused = |document: &JsValue, config: &JsValue| -> String {
        let error = collector_try_collect(document, config).expect_err("refused");
        assert!(error.is_instance_of::<js_sys::TypeError>(), "{error:?}");
        error.unchecked_into::<js_sys::Error>().message().into()
    };
    let not_a_document = "lectern/collector: collect(document, config) needs a Document";
    let fake = js_sys::Object::new();
    js_sys::Reflect::set(&fake, &"nodeType".into(), &9.into()).unwrap();
    assert_eq!(refused(&fake.into(), &config), not_a_document);
    assert_eq!(
        refused(&doc.body().unwrap().into(), &config),
        not_a_document
    );
    let document: JsValue = doc.clone().into();
    assert_eq!(
        refused(&document, &JsValue::UNDEFINED),
        "lectern/collector: collect(document, config) needs the object collectorConfig() gives"
    );
    let changed = |key: &str, value: Option<JsValue>| with_field(&config, key, value.as_ref());
    assert_eq!(
        refused(&document, &changed("recorded", None)),
        "lectern/collector: config.recorded must be an object, as in collectorConfig()"
    );
    assert_eq!(
        refused(&document, &changed("maxNodes", Some("9".into()))),
        "lectern/collector: config.maxNodes must be a number, as in collectorConfig()"
    );
    assert_eq!(
        refused(&document, &changed("measuredTags", Some("img".into()))),
        "lectern/collector: config.measuredTags must be absent or an array, as in collectorConfig()"
    );
    // Optional fields may be missing, and the config as given collects.
    let snapshot = collector_try_collect(&document, &changed("measuredTags", None)).unwrap();
    assert!(snapshot.is_object());
    let text = article_text(lectern::wasm::extract_snapshot_js(snapshot, None).unwrap());
    assert!(text.contains("harbour works"), "{text}");
}

#[wasm_bindgen_test]
async fn a_snapshot_carrying_its_hidden_snapshot_extracts_as_the_live_page_does() {
    // A content gate before a short visible note. Alone, the snapshot has only the note; with the
    // page collected again with its hidden elements (`hiddenSnapshot`), as an extension's content
    // script sends it, `extractSnapshot` gives what `extract` gives on the live page, and
    // `isProbablyReaderable` the verdict it gives there.
    let html = format!(
        "<html><head><style>.gate {{ display: none; }}</style></head><body>\
         <p>Subscribers read the whole story of the harbour works below.</p>\
         <div class=gate><article>{PARAGRAPHS}{PARAGRAPHS}{PARAGRAPHS}{PARAGRAPHS}</article>\
         </div></body></html>"
    );
    let doc = load(&html).await;
    let live = js_api_text(&doc);
    assert!(live.contains("flood barrier"), "{live}");
    let config = lectern::dom::live::collector_config_value();
    let snapshot = collector_collect(&doc, &config);
    let alone = article_text(lectern::wasm::extract_snapshot_js(snapshot.clone(), None).unwrap());
    assert!(!alone.contains("flood barrier"), "{alone}");
    let hidden_config = with_field(&config, "includeHidden", Some(&JsValue::TRUE));
    let hidden = collector_collect(&doc, &hidden_config);
    let readerable =
        |value: &JsValue| lectern::wasm::is_probably_readerable_js(Some(value.clone())).unwrap();
    assert!(!readerable(&snapshot));
    js_sys::Reflect::set(&snapshot, &"hiddenSnapshot".into(), &hidden).unwrap();
    // isProbablyReaderable judges it with that content too, as it judges the live page.
    assert!(readerable(&doc.clone().into()), "the live page");
    assert!(
        readerable(&snapshot),
        "the snapshot with its hiddenSnapshot"
    );
    let with_hidden = article_text(lectern::wasm::extract_snapshot_js(snapshot, None).unwrap());
    assert_eq!(with_hidden, live);
}

#[wasm_bindgen_test]
async fn blocks_a_framework_class_hides_are_left_out_without_their_stylesheet() {
    // Served without its stylesheets, a page shows what its classes hide.
    let html = format!(
        "<html><body><article>{PARAGRAPHS}<div class=\"spec hide\"><p>cat_thumb_Bone: a \
         thumbnail address from the shop's data, for scripts only</p></div></article></body></html>"
    );
    let doc = load(&html).await;
    for text in texts_of_both_walkers(&doc) {
        assert!(text.contains("flood barrier"), "{text}");
        assert!(!text.contains("cat_thumb"), "{text}");
    }
    // A page hidden whole until its scripts run: read with what the class hides, once the
    // visible page has no article, from the snapshot already collected (the browser hid nothing).
    let html = format!(
        "<html><body><div class=\"root hide\"><article>{PARAGRAPHS}</article></div></body></html>"
    );
    let doc = load(&html).await;
    let text = js_api_text(&doc);
    assert!(text.contains("flood barrier"), "{text}");
}

#[wasm_bindgen_test]
async fn metadata_is_given_for_pages_without_an_article() {
    // A thread whose posts come by script: a head, a headline, an empty app root and a menu.
    let menu: String = (0..40)
        .map(|i| format!("<li><a href=\"/c/{i}\">Category number {i} of the forum</a></li>"))
        .collect();
    let html = format!(
        "<html lang=\"en\"><head><title>Best first telescope? - Site Feedback - Astronomy</title>\
         <meta property=\"og:site_name\" content=\"Astronomy\"><meta property=\
         \"article:published_time\" content=\"2025-02-20T14:19:26+00:00\"></head><body>\
         <nav><ul>{menu}</ul></nav><h1>Best first telescope?</h1><div id=\"app\"></div>\
         </body></html>"
    );
    let doc = load(&html).await;
    let before = outer_html(&doc);
    assert!(lectern::wasm::extract_js(Some(doc.clone().into()), None)
        .unwrap()
        .is_null());
    let meta = lectern::wasm::metadata_js(Some(doc.clone().into()), None).unwrap();
    let get = |k: &str| js_sys::Reflect::get(&meta, &k.into()).unwrap();
    assert_eq!(
        get("title").as_string().as_deref(),
        Some("Best first telescope?")
    );
    assert_eq!(get("siteName").as_string().as_deref(), Some("Astronomy"));
    assert_eq!(
        get("publishedTime").as_string().as_deref(),
        Some("2025-02-20T14:19:26+00:00")
    );
    assert_eq!(get("hasArticle").as_bool(), Some(false));
    assert_eq!(outer_html(&doc), before);

    // With an article, the fields are the article's.
    let doc = load(&format!(
        "<html><head><title>Flood | Courier</title></head><body><article><h1>Flood</h1>\
         {PARAGRAPHS}</article></body></html>"
    ))
    .await;
    let meta = lectern::wasm::metadata_js(Some(doc.clone().into()), None).unwrap();
    let article = lectern::wasm::extract_js(Some(doc.into()), None).unwrap();
    for k in ["title", "byline", "publishedTime", "siteName", "excerpt"] {
        assert_eq!(
            js_sys::Reflect::get(&meta, &k.into()).unwrap().as_string(),
            js_sys::Reflect::get(&article, &k.into())
                .unwrap()
                .as_string(),
            "{k}"
        );
    }
}
