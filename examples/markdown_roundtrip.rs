//! The article's Markdown on every dev page, read back by a CommonMark parser (pulldown-cmark,
//! with GitHub's tables and strikethrough): on how many pages it says the words `textContent`
//! says, how its headings, list items, code blocks, tables and quotes compare with the HTML's,
//! and how long writing it takes natively.
//!
//!     cargo run --release --example markdown_roundtrip [DATASETS_DIR]
//!
//! The datasets are `../shared/datasets` unless named. Pages whose words differ are listed, with
//! the words.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;
use std::time::Instant;

use pulldown_cmark::{Event, LinkType, Parser, Tag, TagEnd};

/// The words a reader of the rendered Markdown sees (images' descriptions and players'
/// addresses aside), and counts of headings, items, code blocks, tables and quotes.
fn read_back(markdown: &str) -> (String, [usize; 5]) {
    let options =
        pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_STRIKETHROUGH;
    let (mut text, mut counts, mut hidden) = (String::new(), [0; 5], 0);
    for event in Parser::new_ext(markdown, options) {
        match event {
            Event::Start(Tag::Image { .. })
            | Event::Start(Tag::Link {
                link_type: LinkType::Autolink,
                ..
            }) => hidden += 1,
            Event::End(TagEnd::Image) => hidden -= 1,
            Event::End(TagEnd::Link) if hidden > 0 => hidden -= 1,
            Event::Text(t) | Event::Code(t) if hidden == 0 => text.push_str(&t),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            Event::InlineHtml(h) if !h.trim_start_matches(['<', '/']).starts_with("su") => {
                text.push(' ')
            }
            Event::Start(tag) => {
                let kind = match tag {
                    Tag::Heading { .. } => Some(0),
                    Tag::Item => Some(1),
                    Tag::CodeBlock(_) => Some(2),
                    Tag::Table(_) => Some(3),
                    Tag::BlockQuote(_) => Some(4),
                    _ => None,
                };
                if let Some(k) = kind {
                    counts[k] += 1;
                }
                if !matches!(
                    tag,
                    Tag::Emphasis | Tag::Strong | Tag::Strikethrough | Tag::Link { .. }
                ) {
                    text.push(' ');
                }
            }
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
    for t in lectern::metric::tokens(text) {
        *bag.entry(t).or_insert(0) += 1;
    }
    bag
}

/// Words of `a` that `b` has fewer of.
fn short_of(a: &HashMap<String, i64>, b: &HashMap<String, i64>) -> Vec<String> {
    let mut words: Vec<String> = a
        .iter()
        .filter(|(w, n)| b.get(*w).copied().unwrap_or(0) < **n)
        .map(|(w, _)| w.clone())
        .collect();
    words.sort();
    words
}

fn main() {
    let data = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/datasets").into());
    let (mut pages, mut same_words, mut ms) = (0, 0, 0.0);
    let mut structures = [(0usize, 0usize, 0usize); 5];
    for dataset in ["wcxb-dev", "daniel-a", "readability-pages"] {
        let dir = Path::new(&data).join(dataset);
        let Ok(entries) = std::fs::read_dir(dir.join("pages")) else {
            eprintln!("{}: no pages", dir.display());
            continue;
        };
        let mut ids: Vec<String> = entries
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|f| f.strip_suffix(".html.gz").map(String::from))
            .collect();
        ids.sort();
        for id in ids {
            let mut bytes = Vec::new();
            let file = std::fs::File::open(dir.join(format!("pages/{id}.html.gz"))).unwrap();
            flate2::read::GzDecoder::new(file)
                .read_to_end(&mut bytes)
                .unwrap();
            let truth: serde_json::Value =
                std::fs::read_to_string(dir.join(format!("truth/{id}.json")))
                    .ok()
                    .and_then(|s| serde_json::from_str(&s).ok())
                    .unwrap_or_default();
            let options = lectern::Options {
                url: truth["url"].as_str().map(String::from),
                ..Default::default()
            };
            let html = lectern::dom::html::decode(&bytes);
            let Some(article) = lectern::extract_html(&html, &options) else {
                continue;
            };
            let t0 = Instant::now();
            let markdown = lectern::render::markdown(&article.content);
            ms += t0.elapsed().as_secs_f64() * 1000.0;
            pages += 1;
            let (read, counts) = read_back(&markdown);
            let (said, heard) = (bag(&article.text_content), bag(&read));
            let (missing, added) = (short_of(&said, &heard), short_of(&heard, &said));
            if missing.is_empty() && added.is_empty() {
                same_words += 1;
            } else {
                println!("{dataset}/{id}: missing {missing:?}, added {added:?}");
            }
            let html = &article.content;
            let tags = |names: &[&str]| -> usize {
                names
                    .iter()
                    .map(|t| html.matches(&format!("<{t}")).count())
                    .sum()
            };
            let in_html = [
                tags(&["h2", "h3", "h4", "h5", "h6"]),
                tags(&["li"]),
                tags(&["pre"]),
                tags(&["table"]),
                tags(&["blockquote"]),
            ];
            for (s, (h, m)) in structures.iter_mut().zip(in_html.into_iter().zip(counts)) {
                s.0 += h;
                s.1 += m;
                s.2 += usize::from(h != m);
            }
        }
    }
    println!("{pages} articles; the same words as textContent on {same_words}; written in {ms:.0} ms in all");
    for (name, (h, m, pages)) in ["headings", "list items", "code blocks", "tables", "quotes"]
        .iter()
        .zip(structures)
    {
        println!("  {name}: {h} in the HTML, {m} in the Markdown, {pages} pages differ");
    }
}
