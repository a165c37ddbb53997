//! The article's Markdown on every dev page, read back by a CommonMark parser (pulldown-cmark,
//! with GitHub's tables and strikethrough): on how many pages it says the words `textContent`
//! says, how its headings, list items, code blocks, tables and quotes compare with the HTML's,
//! and how long writing it takes natively.
//!
//!     cargo run --release --example markdown_roundtrip [DATASETS_DIR]
//!
//! The datasets are `../shared/datasets` unless named. Pages whose words differ are listed, with
//! the words.

use std::io::Read;
use std::path::Path;
use std::time::Instant;

// The tests' reading of Markdown back, shared with `tests/markdown.rs`.
#[path = "../tests/common/mod.rs"]
mod common;

use common::{html_structures, markdown_read_back, word_bag, words_short_of};

fn main() {
    let data = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/datasets").into());
    let (mut pages, mut same_words, mut ms) = (0, 0, 0.0);
    let mut structures = [(0usize, 0usize, 0usize); 6];
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
            let (read, counts) = markdown_read_back(&markdown);
            let (said, heard) = (word_bag(&article.text_content), word_bag(&read));
            let (missing, added) = (words_short_of(&said, &heard), words_short_of(&heard, &said));
            if missing.is_empty() && added.is_empty() {
                same_words += 1;
            } else {
                println!("{dataset}/{id}: missing {missing:?}, added {added:?}");
            }
            let in_html = html_structures(&article.content);
            for (s, (h, m)) in structures.iter_mut().zip(in_html.into_iter().zip(counts)) {
                s.0 += h;
                s.1 += m;
                s.2 += usize::from(h != m);
            }
        }
    }
    println!("{pages} articles; the same words as textContent on {same_words}; written in {ms:.0} ms in all");
    for (name, (h, m, pages)) in [
        "headings",
        "list items",
        "code blocks",
        "tables",
        "quotes",
        "lists",
    ]
    .iter()
    .zip(structures)
    {
        println!("  {name}: {h} in the HTML, {m} in the Markdown, {pages} pages differ");
    }
}
