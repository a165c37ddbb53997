//! The article as Markdown (`Options::markdown`), read back by a CommonMark parser
//! (pulldown-cmark, with GitHub's tables and strikethrough): on every fixture page it says the
//! words `textContent` says, and its headings, lists, code blocks, tables and quotes are the
//! article HTML's.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

mod common;

use common::{html_structures, markdown_read_back, unexpected_raw_html, word_bag, words_short_of};
use lectern::{extract_html, Options};

fn fixture_pages() -> Vec<(String, String, Option<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<PathBuf> = fs::read_dir(root.join("tests/pages"))
        .expect("tests/pages")
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("meta.json").exists())
        .collect();
    dirs.sort();
    dirs.into_iter()
        .map(|dir| {
            let meta: serde_json::Value =
                serde_json::from_str(&fs::read_to_string(dir.join("meta.json")).unwrap()).unwrap();
            let source = match meta["path"].as_str() {
                Some(path) => root.join(path),
                None => dir.join("source.html"),
            };
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            let html = fs::read_to_string(source).unwrap();
            (name, html, meta["url"].as_str().map(String::from))
        })
        .collect()
}

#[test]
fn the_markdown_says_what_the_text_says_on_every_fixture() {
    let mut failures = Vec::new();
    let mut structures = [0; 6];
    for (name, html, url) in fixture_pages() {
        let options = Options {
            markdown: true,
            url,
            ..Options::default()
        };
        let Some(article) = extract_html(&html, &options) else {
            continue;
        };
        let markdown = article.markdown.as_deref().expect("asked for");
        let (read, counts) = markdown_read_back(markdown);
        let (said, heard) = (word_bag(&article.text_content), word_bag(&read));
        let (missing, added) = (words_short_of(&said, &heard), words_short_of(&heard, &said));
        if !missing.is_empty() || !added.is_empty() {
            failures.push(format!("{name}: missing {missing:?}, added {added:?}"));
        }
        // Safe by construction, as `content` is: hostile-markup's handlers and script links stay out.
        let raw = unexpected_raw_html(markdown);
        if !raw.is_empty() {
            failures.push(format!("{name}: raw HTML {raw:?}"));
        }
        let expected = html_structures(&article.content);
        if counts != expected {
            failures.push(format!(
                "{name}: structures {counts:?}, the HTML has {expected:?}"
            ));
        }
        for (total, n) in structures.iter_mut().zip(counts) {
            *total += n;
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    // The fixtures hold every kind at least once, so the comparison above is not vacuous.
    assert!(structures.iter().all(|&n| n > 0), "{structures:?}");
}

#[test]
fn markdown_only_when_asked() {
    let html = "<html><body><article><h1>T</h1><p>".to_string()
        + &"A sentence of the story that goes on for a while. ".repeat(20)
        + "</p></article></body></html>";
    let plain = extract_html(&html, &Options::default()).expect("an article");
    assert_eq!(plain.markdown, None);
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("markdown").is_none());
    let options = Options {
        markdown: true,
        ..Options::default()
    };
    let with = extract_html(&html, &options).expect("an article");
    assert!(with
        .markdown
        .as_deref()
        .unwrap()
        .starts_with("A sentence of the story"));
    assert_eq!(with.text_content, plain.text_content);
    assert_eq!(with.content, plain.content);
}
