//! The fixture pages (tests/pages/<slug>/source.html) cut, spliced, repeated and filled with
//! open tags at random: broken pages of every size and depth go through the native pipeline
//! without a panic, and what comes out is still sanitized. A seeded generator makes the same
//! pages on every run; a hang shows as a test that does not finish (60,000 open tags took
//! seconds before parsing stopped at the browsers' depth, `dom::html_parse`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::fs;
use std::path::Path;

use common::{unexpected_raw_html, Xorshift};
use lectern::{extract_html, metadata_html, Options};

/// Broken pages made from the fixtures.
const MUTATED_PAGES: u64 = 120;

/// The char boundary at or before `i`.
fn boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// `page` with one to four random edits: a stretch cut out, moved, repeated, the page cut
/// short, or a run of tags that open without closing inserted somewhere.
fn mutate(rng: &mut Xorshift, page: &str) -> String {
    const OPENERS: &[&str] = &[
        "<div>",
        "<p>",
        "<b><i>",
        "<ul><li>",
        "<table><tr><td>",
        "<!--",
        "<script>",
        "<svg><foreignObject>",
        "<template>",
        "<select>",
        "</div>",
        "&#0;",
    ];
    let mut out = page.to_string();
    for _ in 0..1 + rng.below(4) {
        let n = out.len();
        let start = boundary(&out, rng.below(n));
        let end = boundary(&out, start + rng.below(4000));
        let at = boundary(&out, rng.below(n));
        match rng.below(5) {
            0 => {
                out.replace_range(start..end, "");
            }
            1 => {
                let piece = out[start..end].to_string();
                out.insert_str(at, &piece.repeat(1 + rng.below(20)));
            }
            2 => out.truncate(start),
            _ => {
                let opener = OPENERS[rng.below(OPENERS.len())];
                // Up to 60,000 levels: far past the browsers' cap of 512.
                let times = [1, 50, 600, 60_000][rng.below(4)];
                out.insert_str(at, &opener.repeat(times));
            }
        }
    }
    out
}

#[test]
fn broken_pages_extract_without_panicking_and_stay_sanitized() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pages");
    let mut pages: Vec<String> = fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path().join("source.html"))
        .filter(|p| p.exists())
        .map(|p| fs::read_to_string(p).unwrap())
        .collect();
    pages.sort();
    assert!(pages.len() >= 10);
    let options = Options {
        url: Some("https://example.org/story".into()),
        markdown: true,
        ..Options::default()
    };
    let mut articles = 0;
    for seed in 1..=MUTATED_PAGES {
        let mut rng = Xorshift::seeded(seed);
        let page = &pages[rng.below(pages.len())];
        let broken = mutate(&mut rng, page);
        let _ = metadata_html(&broken, &options);
        let Some(article) = extract_html(&broken, &options) else {
            continue;
        };
        articles += 1;
        // Text is escaped, so every `<` opens a tag: what a tag says is checked, not the text
        // (a tag cut in half by a mutation reads as text, `javascript:` and all).
        let html = article.content.to_ascii_lowercase();
        for tag in html
            .split('<')
            .skip(1)
            .map(|t| t.split('>').next().unwrap_or(t))
        {
            for banned in [
                "script",
                "javascript:",
                "onerror",
                "onload",
                "form",
                "style=",
            ] {
                assert!(
                    !tag.starts_with(banned)
                        && !tag.contains(&format!(" {banned}"))
                        && !tag.contains(&format!("\"{banned}")),
                    "seed {seed}: a tag holds {banned:?}: <{tag}>"
                );
            }
        }
        assert_eq!(
            article.length,
            article.text_content.chars().count(),
            "seed {seed}"
        );
        // Its Markdown holds no raw HTML but superscripts, line breaks and formulas.
        let markdown = article.markdown.as_deref().unwrap_or_default();
        assert_eq!(
            unexpected_raw_html(markdown),
            Vec::<String>::new(),
            "seed {seed}"
        );
    }
    // Most broken pages still hold an article: the checks above ran.
    assert!(articles >= MUTATED_PAGES / 2, "{articles} articles");
}
