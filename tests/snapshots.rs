//! Recorded pages (tests/snapshots/<name>/snapshot.json, made by bench/record.mjs in headless
//! Chromium) replay real layout natively: each one once broke extraction through its layout.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::fs;
use std::path::Path;

use common::Xorshift;
use lectern::dom::snapshot::Snapshot;
use lectern::{extract, metric, Options};

/// Each recorded page must keep at least this F1 against its truth (all scored 0.93 or more when
/// recorded and fixed; the failures they recorded scored 0 to 0.34).
const SNAPSHOT_MIN_F1: f64 = 0.9;

#[test]
fn recorded_pages_with_layout_extract_their_content() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let mut checked = 0;
    for entry in fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let snapshot =
            Snapshot::from_json(&fs::read_to_string(dir.join("snapshot.json")).unwrap()).unwrap();
        let article =
            extract(&snapshot, &Options::default()).unwrap_or_else(|| panic!("{name}: no article"));
        let truth = fs::read_to_string(dir.join("truth.txt")).unwrap();
        let f1 = metric::score(&article.text_content, &truth).f1;
        assert!(f1 >= SNAPSHOT_MIN_F1, "{name}: F1 {f1:.3}");
        checked += 1;
    }
    assert!(checked >= 3);
}

/// A random collector stream: elements of common and odd tags with random attributes, text with
/// markup, scripts, dates, bylines, JSON-LD and garbled bytes in it, closed or left open.
fn random_stream(rng: &mut Xorshift) -> (String, usize) {
    const TAGS: &[&str] = &[
        "body", "div", "p", "span", "a", "h1", "h2", "article", "main", "nav", "header", "footer",
        "ul", "li", "table", "tr", "td", "img", "time", "pre", "br", "aside", "figure", "title",
        "meta", "script", "noscript", "head", "iframe", "form", "button", "details", "x-card",
    ];
    const NAMES: &[&str] = &[
        "id",
        "class",
        "href",
        "src",
        "srcset",
        "alt",
        "role",
        "itemprop",
        "datetime",
        "content",
        "property",
        "type",
        "hidden",
        "aria-hidden",
        "lang",
        "dir",
        "width",
        "colspan",
        "start",
    ];
    const VALUES: &[&str] = &[
        "",
        "main",
        "article-body content",
        "author byline",
        "2024-01-02T08:00:00Z",
        "javascript:alert(1)",
        "/a?b#c",
        "99999999999",
        "-5",
        "NaN",
        "application/ld+json",
        "og:title",
        "true",
        "articleBody",
        "\u{0}\u{ffff}",
        "主要内容",
        "sidebar menu",
    ];
    const TEXTS: &[&str] = &[
        " ", "Hello world. ", "By Jane Roe", "Published 3 March 2024", "<script>alert(1)</script>",
        "2023年5月1日 08:00 作者：张三 ", "这是一个用来测试的中文段落。", "\u{ad}\u{200b}\u{202e}",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. ",
        "{\"@type\":\"NewsArticle\",\"headline\":\"H\",\"datePublished\":\"2024-13-45\",\"author\":{\"name\":[1]}}",
        "News | Site - Title — x", "Ã©Ã¨ Ã¢â‚¬â„¢", "https://example.org/",
    ];
    let mut tokens = vec!["Ehtml".to_string()];
    let mut open = 1;
    let count = 1 + rng.below(300);
    for _ in 0..count {
        match rng.below(10) {
            0..=3 => {
                let tag = rng.pick(TAGS);
                let mut token = format!("E{tag}");
                if tag == "a" || tag == "img" {
                    let url = rng.pick(&["javascript:alert(1)", "/a?b#c", "https://example.net/x"]);
                    token.push_str(&format!(
                        "\u{2}{}\u{2}{url}",
                        if tag == "a" { "href" } else { "src" }
                    ));
                }
                for _ in 0..rng.below(4) {
                    token.push_str(&format!(
                        "\u{2}{}\u{2}{}",
                        rng.pick(NAMES),
                        rng.pick(VALUES)
                    ));
                }
                tokens.push(token);
                open += 1;
            }
            4..=7 => tokens.push(format!("T{}{}", rng.pick(TEXTS), rng.pick(TEXTS))),
            _ if open > 1 => {
                tokens.push("X".into());
                open -= 1;
            }
            _ => {}
        }
    }
    if rng.below(4) > 0 {
        tokens.extend(std::iter::repeat_n("X".to_string(), open));
    }
    (tokens.join("\u{1}"), count)
}

#[test]
fn random_snapshots_extract_without_panicking_and_stay_sanitized() {
    const VALUES: [f64; 8] = [0.0, 1.0, 120.0, 1e9, -50.0, f64::NAN, f64::INFINITY, 3000.0];
    let mut articles = 0;
    for seed in 1..=400u64 {
        let mut rng = Xorshift::seeded(seed);
        let (stream, count) = random_stream(&mut rng);
        let mut boxes = Vec::new();
        for _ in 0..rng.below(40) {
            boxes.push(rng.below(count + 5) as f64);
            boxes.extend((0..4).map(|_| VALUES[rng.below(VALUES.len())]));
        }
        let size = [None, Some((1280.0, 4000.0)), Some((0.0, f32::NAN))][rng.below(3)].map(
            |(width_px, height_px)| lectern::dom::PageSize {
                width_px,
                height_px,
            },
        );
        let url = ["https://example.org/news/2024/01/02/story", "not a url", ""][rng.below(3)];
        let url = Some(url.to_string()).filter(|u| !u.is_empty());
        let Ok(snapshot) = Snapshot::decode(stream, &boxes, size, url) else {
            continue;
        };
        let Some(article) = extract(&snapshot, &Options::default()) else {
            continue;
        };
        articles += 1;
        let html = article.content.to_ascii_lowercase();
        assert!(!html.contains("<script"), "seed {seed}: {html}");
        assert!(!html.contains("javascript:"), "seed {seed}: {html}");
        assert!(
            !article.text_content.contains(['\u{1}', '\u{2}']),
            "seed {seed}"
        );
    }
    // Most random pages hold enough text to be an article: the checks above ran.
    assert!(articles >= 100, "{articles} articles");
}
