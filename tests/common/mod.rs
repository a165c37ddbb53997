//! What the native test files share.
// Each test file is its own crate and uses only part of this.
#![allow(dead_code)]

use lectern::dom::snapshot::Snapshot;
use lectern::dom::PageSize;
use lectern::{extract, extract_html, Options};

/// A small xorshift generator: the same random pages on every run.
pub struct Xorshift(pub u64);

impl Xorshift {
    /// The generator for run `seed` (any number: it is spread over the bits and made odd).
    pub fn seeded(seed: u64) -> Xorshift {
        Xorshift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

// Snapshot pages built by hand, and the article extracted from them or from parsed HTML.

pub const PROSE: &str = "The committee met on Tuesday to discuss the budget for the coming year, \
    and after a long debate it agreed to fund the new library, the repairs to the swimming pool, \
    and a study of traffic on the ring road, while postponing the decision on the bus station.";

/// Builds a snapshot stream: `E`/`T`/`X` tokens as the collector writes them.
pub struct Stream(Vec<String>);

impl Stream {
    pub fn new() -> Stream {
        Stream(Vec::new())
    }
    pub fn open(mut self, tag: &str, attrs: &[(&str, &str)]) -> Stream {
        let mut t = format!("E{tag}");
        for (k, v) in attrs {
            t.push_str(&format!("\u{2}{k}\u{2}{v}"));
        }
        self.0.push(t);
        self
    }
    pub fn text(mut self, s: &str) -> Stream {
        self.0.push(format!("T{s}"));
        self
    }
    pub fn close(mut self) -> Stream {
        self.0.push("X".into());
        self
    }
    pub fn para(self, s: &str) -> Stream {
        self.open("p", &[]).text(s).close()
    }
    pub fn build(self) -> String {
        self.0.join("\u{1}")
    }
}

/// The text of the article `extract_html` finds in `html` with default options.
pub fn article_text(html: &str) -> String {
    extract_html(html, &Options::default())
        .expect("article")
        .text_content
}

/// The text of the article extracted from snapshot `stream` with layout `boxes` (index, left,
/// top, width, height per element) on a page of `width` x `height` px.
pub fn text_with_layout(stream: String, boxes: &[f64], width: f32, height: f32) -> String {
    let size = Some(PageSize {
        width_px: width,
        height_px: height,
    });
    let snapshot = Snapshot::decode(stream, boxes, size, None).unwrap();
    extract(&snapshot, &Options::default())
        .expect("article")
        .text_content
}

/// Raw HTML a CommonMark reader finds in Lectern's Markdown that it should not: any tag but
/// `sup`, `sub`, `br` and MathML's, or an attribute that could run or restyle something.
pub fn unexpected_raw_html(markdown: &str) -> Vec<String> {
    use pulldown_cmark::{Event, Parser};
    let mut found = Vec::new();
    for event in Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES) {
        let (Event::Html(raw) | Event::InlineHtml(raw)) = event else {
            continue;
        };
        let lower = raw.to_ascii_lowercase();
        for tag in lower.split('<').skip(1) {
            let name: String = tag
                .trim_start_matches('/')
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            let allowed = matches!(name.as_str(), "sup" | "sub" | "br")
                || lectern::lexicon::MATH_TAGS.contains(&name.as_str());
            let risky = ["javascript:", " on", "style", "href", "src"]
                .iter()
                .any(|r| tag.split('>').next().unwrap_or("").contains(r));
            if !allowed || risky {
                found.push(format!("<{}", tag.split('>').next().unwrap_or(tag)));
            }
        }
    }
    found
}

/// Lectern's Markdown read back by a CommonMark parser (pulldown-cmark, with GitHub's tables and
/// strikethrough): the words a reader of it sees (images' descriptions and players' addresses,
/// which Markdown writes as links of their own, aside), and the counts of its headings, list
/// items, code blocks, tables, block quotes and lists, as [`html_structures`] counts them.
pub fn markdown_read_back(markdown: &str) -> (String, [usize; 6]) {
    use pulldown_cmark::{Event, LinkType, Parser, Tag, TagEnd};
    let options =
        pulldown_cmark::Options::ENABLE_TABLES | pulldown_cmark::Options::ENABLE_STRIKETHROUGH;
    let (mut text, mut counts, mut unseen) = (String::new(), [0; 6], 0);
    for event in Parser::new_ext(markdown, options) {
        match event {
            Event::Start(Tag::Image { .. })
            | Event::Start(Tag::Link {
                link_type: LinkType::Autolink,
                ..
            }) => unseen += 1,
            Event::End(TagEnd::Image) => unseen -= 1,
            Event::End(TagEnd::Link) if unseen > 0 => unseen -= 1,
            Event::Text(t) | Event::Code(t) if unseen == 0 => text.push_str(&t),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            // A formula's tokens are words of their own, as in `textContent`; `<sup>` and `<sub>`
            // stand inside a word.
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
                    Tag::List(_) => Some(5),
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

/// The counts of headings, list items, code blocks, tables, block quotes and lists in article
/// HTML.
pub fn html_structures(html: &str) -> [usize; 6] {
    let tags = |names: &[&str]| -> usize {
        names
            .iter()
            .map(|t| html.matches(&format!("<{t}")).count())
            .sum()
    };
    [
        tags(&["h2", "h3", "h4", "h5", "h6"]),
        tags(&["li"]),
        tags(&["pre"]),
        tags(&["table"]),
        tags(&["blockquote"]),
        tags(&["ul", "ol"]),
    ]
}

/// The words of `text` (the benchmark's tokens) with their counts.
pub fn word_bag(text: &str) -> std::collections::HashMap<String, i64> {
    let mut bag = std::collections::HashMap::new();
    for t in lectern::metric::tokens(text) {
        *bag.entry(t).or_insert(0) += 1;
    }
    bag
}

/// The words `a` has more of than `b`, sorted.
pub fn words_short_of(
    a: &std::collections::HashMap<String, i64>,
    b: &std::collections::HashMap<String, i64>,
) -> Vec<String> {
    let mut words: Vec<String> = a
        .iter()
        .filter(|(w, n)| b.get(*w).copied().unwrap_or(0) < **n)
        .map(|(w, _)| w.clone())
        .collect();
    words.sort();
    words
}
