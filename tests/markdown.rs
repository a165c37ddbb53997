//! The article as Markdown (`Options::markdown`), read back by a CommonMark parser
//! (pulldown-cmark, with GitHub's tables and strikethrough): on every fixture page it says the
//! words `textContent` says, and its headings, lists, code blocks, tables and quotes are the
//! article HTML's.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

mod common;

use common::unexpected_raw_html;
use lectern::{extract_html, metric, Options};
use pulldown_cmark::{Event, LinkType, Parser, Tag, TagEnd};

fn parse(markdown: &str) -> Parser<'_> {
    let options =
        pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_STRIKETHROUGH;
    Parser::new_ext(markdown, options)
}

/// The words a reader of the rendered Markdown sees (images' descriptions and the addresses of
/// players, which Markdown writes as links of their own, aside), and the
/// counts of its structures: headings, list items, code blocks, tables, block quotes.
fn read_back(markdown: &str) -> (String, [usize; 5]) {
    let mut text = String::new();
    let mut counts = [0; 5];
    let mut in_image = 0;
    for event in parse(markdown) {
        match event {
            Event::Start(Tag::Image { .. })
            | Event::Start(Tag::Link {
                link_type: LinkType::Autolink,
                ..
            }) => in_image += 1,
            Event::End(TagEnd::Image) => in_image -= 1,
            Event::Text(t) | Event::Code(t) if in_image == 0 => text.push_str(&t),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            // A formula's tokens are words of their own, as in `textContent`; `<sup>` and `<sub>`
            // stand inside a word.
            Event::InlineHtml(h) if !h.trim_start_matches(['<', '/']).starts_with("su") => {
                text.push(' ')
            }
            Event::Start(tag) => {
                let counted = match tag {
                    Tag::Heading { .. } => Some(0),
                    Tag::Item => Some(1),
                    Tag::CodeBlock(_) => Some(2),
                    Tag::Table(_) => Some(3),
                    Tag::BlockQuote(_) => Some(4),
                    _ => None,
                };
                if let Some(i) = counted {
                    counts[i] += 1;
                }
                if !matches!(
                    tag,
                    Tag::Emphasis | Tag::Strong | Tag::Strikethrough | Tag::Link { .. }
                ) {
                    text.push(' ');
                }
            }
            Event::End(TagEnd::Link) if in_image > 0 => in_image -= 1,
            Event::End(
                TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough | TagEnd::Link,
            ) => {}
            Event::End(_) => text.push(' '),
            _ => {}
        }
    }
    (text, counts)
}

fn bag(text: &str) -> HashMap<String, i64> {
    let mut bag = HashMap::new();
    for t in metric::tokens(text) {
        *bag.entry(t).or_insert(0) += 1;
    }
    bag
}

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
    let mut structures = [0; 5];
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
        let (read, counts) = read_back(markdown);
        let (said, heard) = (bag(&article.text_content), bag(&read));
        let missing: Vec<&String> = said
            .iter()
            .filter(|(w, n)| heard.get(*w).copied().unwrap_or(0) < **n)
            .map(|(w, _)| w)
            .collect();
        let added: Vec<&String> = heard
            .iter()
            .filter(|(w, n)| said.get(*w).copied().unwrap_or(0) < **n)
            .map(|(w, _)| w)
            .collect();
        if !missing.is_empty() || !added.is_empty() {
            failures.push(format!("{name}: missing {missing:?}, added {added:?}"));
        }
        // Safe by construction, as `content` is: hostile-markup's handlers and script links stay out.
        let raw = unexpected_raw_html(markdown);
        if !raw.is_empty() {
            failures.push(format!("{name}: raw HTML {raw:?}"));
        }
        let html = &article.content;
        let tags = |names: &[&str]| {
            names
                .iter()
                .map(|t| html.matches(&format!("<{t}")).count())
                .sum()
        };
        let expected: [usize; 5] = [
            tags(&["h2", "h3", "h4", "h5", "h6"]),
            tags(&["li"]),
            tags(&["pre"]),
            tags(&["table"]),
            tags(&["blockquote"]),
        ];
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
