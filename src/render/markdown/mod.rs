//! Markdown of the article: its sanitized HTML (what [`super::render`] wrote) read back and
//! written as CommonMark, with GitHub's pipe tables and strikethrough. Headings, paragraphs,
//! lists (nested, numbered from their start), block quotes, code blocks, tables, links, images,
//! emphasis and line breaks carry over; formulas stay MathML (Markdown has none), and
//! superscripts and subscripts stay HTML, as CommonMark allows inline. One pass with a stack of
//! open elements, no recursion: an article may nest as deep as its page.

mod closing;
mod syntax;
#[cfg(test)]
mod tests;
mod tokens;

use super::attributes::{escape_into, push_attributes};
use crate::lexicon;
use closing::{pop, Cell};
use syntax::{destination, escape_line_start, escape_text, escapes_next, link_title};
use tokens::{Token, Tokens};

/// Columns one table cell may span in Markdown, as in HTML's own cap on `colspan` the browser
/// applies (1000) cut to what a pipe table can still be read with.
const MAX_COLUMN_SPAN: usize = 100;

/// Block quotes and lists nested deeper than this are written as plain blocks: each level
/// indents every line inside it again, so a page of thousands of nested quotes would take time
/// and space growing with the square of its depth. Real articles nest a few levels.
const MAX_NESTING: u16 = 32;

/// The Markdown of an article's HTML, ending with a newline; empty for an article of no text.
pub fn markdown(html: &str) -> String {
    let mut stack = vec![Frame::new(Kind::Block, None)];
    for token in Tokens::new(html) {
        let top = stack.last_mut().expect("the root frame stays");
        // Inside code or a formula, what is not its closing tag is its content.
        if matches!(top.kind, Kind::Raw(_)) && top.raw_token(&token) {
            continue;
        }
        match token {
            Token::Text(text) => top.text(&text),
            Token::Open { tag, attrs } => open(&mut stack, tag, &attrs),
            Token::Close(tag) => close(&mut stack, tag),
        }
    }
    while stack.len() > 1 {
        pop(&mut stack);
    }
    let mut root = stack.pop().expect("the root frame stays");
    root.end_paragraph();
    let mut out = root.blocks.join("\n\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// What an open element becomes in Markdown.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Holds blocks: the article, a `div`, a figure, a list's item, a cell.
    Block,
    Paragraph,
    Heading(u8),
    Quote,
    List(Option<u64>),
    Item,
    Table,
    Row,
    Cell(usize),
    /// Inline, written around its content: `*`, `**`, `~~`, `<sup>`, a ruby's reading.
    Around(&'static str, &'static str),
    Link,
    /// A player (`iframe`, `video`, `audio`): a link to what it plays.
    Player,
    /// Content kept as it stands (code) or written back as HTML (a formula).
    Raw(Raw),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Raw {
    CodeBlock,
    Code,
    Math,
}

/// An open element and what has been written inside it.
struct Frame {
    kind: Kind,
    tag: Option<String>,
    /// Its blocks so far, and the paragraph being written (a `\n` marks a line break).
    blocks: Vec<String>,
    inline: String,
    /// A list's items, or a table's rows, or a row's cells (as one row).
    items: Vec<Vec<String>>,
    rows: Vec<Vec<Cell>>,
    /// A link's, image's or player's address, and a link's title.
    href: Option<String>,
    title: Option<String>,
    /// Raw content: code's text, a formula's HTML; and the elements open inside it.
    raw: String,
    raw_depth: u32,
    /// Block quotes and lists open around it, itself included.
    nesting: u16,
    /// The marks of the emphasis open around it, itself included (`*`, `**`, `~~` as bits).
    marks: u8,
    /// The last code span in `inline`, where it starts, and its code: code that follows it
    /// directly joins it (two backtick runs side by side would read as one longer run).
    code: Option<(usize, String)>,
}

impl Frame {
    fn new(kind: Kind, tag: Option<&str>) -> Self {
        Frame {
            kind,
            tag: tag.map(str::to_string),
            blocks: Vec::new(),
            inline: String::new(),
            items: Vec::new(),
            rows: Vec::new(),
            href: None,
            title: None,
            raw: String::new(),
            raw_depth: 0,
            nesting: 0,
            marks: 0,
            code: None,
        }
    }

    fn text(&mut self, text: &str) {
        escape_text(&mut self.inline, text);
    }

    /// A token inside code or a formula; false for the one that closes it.
    fn raw_token(&mut self, token: &Token) -> bool {
        let Kind::Raw(raw) = self.kind else {
            return false;
        };
        match token {
            Token::Text(t) if raw == Raw::Math => escape_into(&mut self.raw, t),
            Token::Text(t) => self.raw.push_str(t),
            Token::Open { tag, attrs } => {
                if raw == Raw::Math {
                    push_start_tag(&mut self.raw, tag, attrs);
                } else if *tag == "br" {
                    self.raw.push(if raw == Raw::Code { ' ' } else { '\n' });
                } else if raw == Raw::CodeBlock
                    && lexicon::is_block_tag(tag)
                    && !self.raw.is_empty()
                    && !self.raw.ends_with('\n')
                {
                    // A block inside preformatted text starts a line of its own.
                    self.raw.push('\n');
                }
                if !lexicon::is_void_tag(tag) {
                    self.raw_depth += 1;
                }
            }
            Token::Close(tag) => {
                if self.raw_depth == 0 {
                    return false;
                }
                self.raw_depth -= 1;
                if raw == Raw::Math {
                    self.raw.push_str("</");
                    self.raw.push_str(tag);
                    self.raw.push('>');
                }
            }
        }
        true
    }

    /// Ends the paragraph being written: a block of its own, each line escaped where it starts.
    fn end_paragraph(&mut self) {
        if let Some(paragraph) = paragraph(&std::mem::take(&mut self.inline)) {
            self.blocks.push(paragraph);
        }
    }

    /// All it holds as one line: a heading's, a cell's or a link's text, its line breaks
    /// `line_break`. Its own text is not at a line's start, so nothing in it needs escaping as
    /// a block's opening would.
    fn flat(&mut self, line_break: &str) -> String {
        let inline = std::mem::take(&mut self.inline);
        let parts: Vec<String> = self
            .blocks
            .iter()
            .flat_map(|b| b.lines())
            .map(|l| without_hard_break(l).trim().to_string())
            .chain(folded_lines(&inline))
            .filter(|l| !l.is_empty())
            .collect();
        parts.join(line_break)
    }
}

/// A line without the backslash that ends it in a hard break (one the text did not escape).
fn without_hard_break(line: &str) -> &str {
    match line.strip_suffix('\\') {
        Some(head) if !escapes_next(head) => head,
        _ => line,
    }
}

/// A paragraph's Markdown: spaces folded, lines (broken at `\n`) trimmed and escaped where they
/// start, joined by hard breaks; none when it holds no text.
fn paragraph(inline: &str) -> Option<String> {
    let lines: Vec<String> = folded_lines(inline)
        .iter()
        .map(|l| escape_line_start(l))
        .collect();
    (!lines.is_empty()).then(|| lines.join("\\\n"))
}

/// The lines of inline Markdown (broken at `\n`), spaces folded, empty ones left out.
fn folded_lines(inline: &str) -> Vec<String> {
    inline
        .split('\n')
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// A formula's element written back as `content` has it.
fn push_start_tag(out: &mut String, tag: &str, attrs: &[(&str, String)]) {
    out.push('<');
    out.push_str(tag);
    push_attributes(out, attrs);
    out.push('>');
}

fn attr<'a>(attrs: &'a [(&str, String)], name: &str) -> Option<&'a str> {
    attrs
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

fn open(stack: &mut Vec<Frame>, tag: &str, attrs: &[(&str, String)]) {
    let top = stack.last_mut().expect("the root frame stays");
    match tag {
        "br" => top.inline.push('\n'),
        "hr" => {
            top.end_paragraph();
            top.blocks.push("---".into());
        }
        "img" => {
            if let Some(src) = attr(attrs, "src") {
                let mut alt = String::new();
                escape_text(&mut alt, attr(attrs, "alt").unwrap_or("").trim());
                let title = link_title(attr(attrs, "title"));
                top.inline
                    .push_str(&format!("![{alt}]({}{title})", destination(src)));
            }
        }
        "source" => {
            if top.kind == Kind::Player && top.href.is_none() {
                top.href = attr(attrs, "src").map(str::to_string);
            }
        }
        _ => {
            if let Some(kind) = frame_kind(tag, attrs) {
                open_frame(stack, tag, attrs, kind);
            }
        }
    }
}

/// What an element that holds content becomes; none for one Markdown writes as its content
/// alone: a table's row group, and inline elements it has no mark for (`u`, `mark`, `abbr`,
/// `time`, ...). Other blocks (`div`, `figure`, `dl`) hold blocks.
fn frame_kind(tag: &str, attrs: &[(&str, String)]) -> Option<Kind> {
    Some(match tag {
        "p" | "dt" | "dd" | "figcaption" | "caption" => Kind::Paragraph,
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => Kind::Heading(tag.as_bytes()[1] - b'0'),
        "blockquote" => Kind::Quote,
        "ul" => Kind::List(None),
        "ol" => Kind::List(Some(
            attr(attrs, "start")
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(1),
        )),
        "li" => Kind::Item,
        "table" => Kind::Table,
        "tr" => Kind::Row,
        "td" | "th" => Kind::Cell(
            attr(attrs, "colspan")
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(1usize)
                .clamp(1, MAX_COLUMN_SPAN),
        ),
        "em" | "i" => Kind::Around("*", "*"),
        "strong" | "b" => Kind::Around("**", "**"),
        "s" | "del" => Kind::Around("~~", "~~"),
        "sup" => Kind::Around("<sup>", "</sup>"),
        "sub" => Kind::Around("<sub>", "</sub>"),
        "rt" => Kind::Around("(", ")"),
        "a" => Kind::Link,
        "iframe" | "video" | "audio" => Kind::Player,
        "pre" => Kind::Raw(Raw::CodeBlock),
        "code" | "kbd" | "samp" => Kind::Raw(Raw::Code),
        "math" => Kind::Raw(Raw::Math),
        "thead" | "tbody" | "tfoot" => return None,
        _ if lexicon::is_block_tag(tag) => Kind::Block,
        _ => return None,
    })
}

/// Opens a frame of `kind` for `tag` on the stack.
fn open_frame(stack: &mut Vec<Frame>, tag: &str, attrs: &[(&str, String)], kind: Kind) {
    let top = stack.last_mut().expect("the root frame stays");
    let nests = matches!(kind, Kind::Quote | Kind::List(_));
    let kind = if nests && top.nesting >= MAX_NESTING {
        Kind::Block
    } else {
        kind
    };
    // Emphasis inside the same emphasis adds no marks (`<em><em>a</em></em>`).
    let mark = mark_bit(kind);
    let kind = if mark & top.marks != 0 {
        Kind::Around("", "")
    } else {
        kind
    };
    let mut frame = Frame::new(kind, Some(tag));
    frame.nesting = top.nesting + u16::from(nests && kind != Kind::Block);
    frame.marks = top.marks | mark;
    match kind {
        Kind::Link => {
            frame.href = attr(attrs, "href").map(str::to_string);
            frame.title = attr(attrs, "title").map(str::to_string);
        }
        Kind::Player => frame.href = attr(attrs, "src").map(str::to_string),
        Kind::Raw(Raw::Math) => push_start_tag(&mut frame.raw, tag, attrs),
        Kind::Item => {
            // An ordered list numbered from its first item's value.
            if let (Kind::List(Some(_)), true) = (top.kind, top.items.is_empty()) {
                if let Some(v) = attr(attrs, "value").and_then(|s| s.trim().parse().ok()) {
                    top.kind = Kind::List(Some(v));
                }
            }
        }
        _ => {}
    }
    stack.push(frame);
}

/// The bit of an emphasis's mark in [`Frame::marks`]; 0 for other kinds.
fn mark_bit(kind: Kind) -> u8 {
    match kind {
        Kind::Around("*", _) => 1,
        Kind::Around("**", _) => 2,
        Kind::Around("~~", _) => 4,
        _ => 0,
    }
}

/// Closes the open element `tag` and any left open inside it; a closing tag nothing opened
/// (an element Markdown has no frame for) is passed over.
fn close(stack: &mut Vec<Frame>, tag: &str) {
    if frame_kind(tag, &[]).is_none() {
        return;
    }
    let Some(at) = stack.iter().rposition(|f| f.tag.as_deref() == Some(tag)) else {
        return;
    };
    if at == 0 {
        return;
    }
    while stack.len() > at {
        pop(stack);
    }
}
