//! Rendering: the selected blocks of a [`Page`] become the article's HTML and plain text.
//! The HTML is sanitized by construction: only allowlisted tags and attributes are ever written,
//! every text and attribute value is escaped, and URLs must be http(s) (links may be mailto or
//! tel).

mod attributes;
mod markdown;
mod omitted;

pub use markdown::markdown;

pub(crate) use attributes::image_source;
use attributes::{escape_into, image_srcset, push_attributes, without_autoplay};

use crate::blocks::BlockDoc;
use crate::lexicon;
use crate::page::{ElementData, NodeData, Page};
use crate::score::Selection;
use crate::selection::CutIndex;
use crate::text;
use crate::urls::Resolver;

/// The article body in both forms.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Rendered {
    pub html: String,
    /// Paragraphs separated by blank lines.
    pub text: String,
}

/// Renders the selected subtrees in document order. The first `h1`/`h2` that repeats `title`
/// is left out: the reader shows the title itself (Readability does the same).
pub fn render(page: &Page, doc: &BlockDoc, selection: &Selection, title: Option<&str>) -> Rendered {
    let mut out = Writer {
        cuts: selection.cut_index(),
        title: title.map(|t| text::fold_whitespace(t).to_lowercase()),
        urls: Resolver::new(page.url.as_deref()),
        html: String::new(),
        paragraphs: Vec::new(),
        line: String::new(),
        pre_depth: 0,
        math_depth: 0,
        containers: [0; 3],
    };
    out.html.push_str("<div class=\"lectern-article\">");
    for &root in &selection.roots {
        let node = doc.blocks[root as usize].node;
        out.subtree(page, doc, selection, &doc.has_content, node);
    }
    out.html.push_str("</div>");
    out.flush_line();
    Rendered {
        html: out.html,
        text: out.paragraphs.join("\n\n"),
    }
}

/// An element the writer is inside of.
#[derive(Clone, Copy)]
struct Opened {
    /// The end of its subtree.
    end: u32,
    /// The closing tag to write, if its opening tag was written.
    closing: Option<&'static str>,
    /// Where its opening tag starts and ends in the HTML.
    start: usize,
    inner: usize,
    /// It is written even with nothing inside (a table's cell, an embed).
    keep_empty: bool,
    /// It opened a paragraph break.
    is_block: bool,
    is_pre: bool,
    /// It opened a formula.
    is_math: bool,
    /// It opened a ruby's reading.
    is_reading: bool,
}

struct Writer {
    html: String,
    paragraphs: Vec<String>,
    line: String,
    pre_depth: u32,
    /// How many `<math>` elements are open: inside one, only MathML is written.
    math_depth: u32,
    /// How many tables, lists and lists of terms are open in the output (`lexicon::Container`).
    containers: [u32; 3],
    /// The title still to drop from the body, lowercased.
    title: Option<String>,
    /// The selection's cuts of inline content.
    cuts: CutIndex,
    urls: Resolver,
}

impl Writer {
    fn subtree(
        &mut self,
        page: &Page,
        doc: &BlockDoc,
        selection: &Selection,
        has_content: &[bool],
        root: u32,
    ) {
        let mut open: Vec<Opened> = Vec::new();
        let end = page.nodes[root as usize].end;
        let mut i = root;
        while i < end {
            self.close_until(&mut open, i);
            let node = &page.nodes[i as usize];
            if self.cuts.contains(i, doc.owner[i as usize]) {
                if let NodeData::Element(e) = &node.data {
                    self.left_out(e);
                }
                i = node.end.max(i + 1);
                continue;
            }
            match &node.data {
                NodeData::Text(t) => self.text(t),
                NodeData::Element(e) => {
                    let owner = doc.owner[i as usize];
                    let dropped = !selection.is_kept(owner);
                    // In preformatted text, an element of whitespace alone is the code's
                    // spacing (a highlighter's token between two words). A table's empty cell
                    // holds its place in the row.
                    let blank = !has_content[i as usize]
                        && self.pre_depth == 0
                        && !lexicon::is_void_tag(&e.tag)
                        && !lexicon::is_kept_empty(&e.tag);
                    if dropped {
                        self.left_out(e);
                        i = node.end;
                        continue;
                    }
                    if blank {
                        self.blank_element(page, i, e);
                        i = node.end;
                        continue;
                    }
                    if self.repeats_title(page, i, &e.tag) {
                        self.title = None;
                        i = node.end;
                        continue;
                    }
                    if omitted::is_comment_count(page, i, e)
                        || omitted::is_bare_anchor(page, i, e, &self.urls)
                    {
                        i = node.end;
                        continue;
                    }
                    let is_block = lexicon::is_block_tag(&e.tag);
                    if is_block {
                        self.flush_line();
                    }
                    let start = self.html.len();
                    // Inside a formula, MathML's empty elements draw (`mspace`, `none`).
                    let keep_empty = self.math_depth > 0;
                    let opened = self.open_element(e);
                    let closing = opened.map(|(tag, _)| tag);
                    let keep_empty = keep_empty || opened.is_some_and(|(_, kept)| kept);
                    if e.tag == "br" {
                        self.break_line();
                    }
                    let is_pre = e.tag == "pre";
                    if is_pre {
                        self.pre_depth += 1;
                    }
                    // A ruby's reading reads in brackets after its base in the plain text
                    // ("漢字(かんじ)"), as a browser without ruby shows it.
                    let is_reading = closing == Some("rt");
                    if is_reading {
                        self.line.push('(');
                    }
                    let is_math = closing == Some("math");
                    if is_math {
                        self.math_depth += 1;
                    }
                    if self.math_depth > 0 && lexicon::is_math_token(&e.tag) {
                        self.space_line();
                    }
                    open.push(Opened {
                        end: node.end,
                        closing,
                        start,
                        inner: self.html.len(),
                        keep_empty,
                        is_block,
                        is_pre,
                        is_math,
                        is_reading,
                    });
                }
            }
            i += 1;
        }
        self.close_until(&mut open, u32::MAX);
    }

    /// What an element that holds no word still draws where it stands: a block ends the line
    /// of the text around it (`one<div></div>two`), an inline element's line breaks break it
    /// (`three<span><br></span>four`), and its whitespace is the space between two words
    /// (`makes<span>&nbsp;</span><a>iPhones</a>`). Only the line break is written, not the
    /// empty element.
    fn blank_element(&mut self, page: &Page, i: u32, e: &ElementData) {
        let inside = &page.nodes[i as usize + 1..page.nodes[i as usize].end as usize];
        let breaks = inside
            .iter()
            .filter(|n| matches!(&n.data, NodeData::Element(c) if c.tag == "br"))
            .count();
        if lexicon::is_block_tag(&e.tag) || breaks > 0 {
            self.break_between(breaks.max(1));
        } else if inside
            .iter()
            .any(|n| matches!(&n.data, NodeData::Text(t) if t.contains(char::is_whitespace)))
        {
            self.text(" ");
        }
    }

    /// Where a block the selection leaves out stood between two runs of text (a share bar, an
    /// advertisement), the runs stay two words: a space, as the text of one paragraph reads once
    /// the block is gone (an ad's slot may stand in a sentence).
    fn left_out(&mut self, e: &ElementData) {
        if self.pre_depth == 0 && lexicon::is_block_tag(&e.tag) {
            self.text(" ");
        }
    }

    /// `breaks` line breaks between two runs of text; none after a paragraph or before the
    /// first run, where the line is empty.
    fn break_between(&mut self, breaks: usize) {
        if !self.line.trim().is_empty() {
            for _ in 0..breaks {
                self.html.push_str("<br>");
            }
            self.flush_line();
        }
    }

    fn repeats_title(&self, page: &Page, i: u32, tag: &str) -> bool {
        let Some(title) = &self.title else {
            return false;
        };
        if tag != "h1" && tag != "h2" {
            return false;
        }
        let node = &page.nodes[i as usize];
        let mut heading = String::new();
        for n in &page.nodes[i as usize + 1..node.end as usize] {
            if let NodeData::Text(t) = &n.data {
                heading.push_str(t);
                heading.push(' ');
            }
        }
        text::fold_whitespace(&heading).to_lowercase() == *title
    }

    fn close_until(&mut self, open: &mut Vec<Opened>, i: u32) {
        while let Some(&Opened {
            end,
            closing,
            start,
            inner,
            keep_empty,
            is_block,
            is_pre,
            is_math,
            is_reading,
        }) = open.last()
        {
            if end > i {
                break;
            }
            open.pop();
            if closing.is_some() && !keep_empty && text::is_blank(&self.html[inner..]) {
                // Nothing of it was kept (the short list a tail cut emptied, a figure whose
                // image had no safe source): an empty bullet or quote bar would be all that shows.
                let spaced = self.html.len() > inner;
                self.html.truncate(start);
                if spaced && !self.html.ends_with(' ') && !self.html.ends_with('>') {
                    self.html.push(' ');
                }
            } else if let Some(tag) = closing {
                self.html.push_str("</");
                self.html.push_str(tag);
                self.html.push('>');
            }
            if is_pre {
                self.pre_depth -= 1;
                if self.pre_depth == 0 {
                    self.flush_code();
                }
            }
            if is_math {
                self.math_depth -= 1;
            }
            if let Some(c) = closing.and_then(lexicon::container_kind) {
                self.containers[c as usize] -= 1;
            }
            if is_reading {
                if self.line.ends_with('(') {
                    self.line.pop();
                } else {
                    self.line.push(')');
                }
            }
            if is_block {
                self.flush_line();
            }
        }
    }

    /// Writes the opening tag if the element is allowed; returns the closing tag to write later,
    /// and whether the element is written even with nothing inside it.
    fn open_element(&mut self, e: &ElementData) -> Option<(&'static str, bool)> {
        // MathML only inside a formula, and a formula's HTML (an `mtext`'s) is unwrapped.
        let tag = if self.math_depth > 0 {
            lexicon::output_math_tag(&e.tag)?
        } else {
            match lexicon::output_tag(&e.tag)? {
                // A cell or a row whose table is not written (the selection starts inside a
                // layout table), a list's item without its list: a box. A parser drops a cell's
                // tag out of its table, and an item alone shows a stray bullet.
                part if lexicon::part_of(part)
                    .is_some_and(|c| self.containers[c as usize] == 0) =>
                {
                    "div"
                }
                tag => tag,
            }
        };
        if let Some(c) = lexicon::container_kind(tag) {
            self.containers[c as usize] += 1;
        }
        let mut attrs: Vec<(&str, String)> = Vec::new();
        for &name in lexicon::output_attributes(tag) {
            let value = match name {
                "src" if tag == "img" => image_source(e, &self.urls),
                "src" if tag == "iframe" => lexicon::embedded_video(|a| e.attr(a))
                    .and_then(|u| self.urls.safe(u, false))
                    .map(without_autoplay),
                "srcset" => image_srcset(e, &self.urls),
                "href" => e.attr("href").and_then(|u| self.urls.safe(u, true)),
                "src" | "poster" => e.attr(name).and_then(|u| self.urls.safe(u, false)),
                _ => e.attr(name).map(str::to_string),
            };
            if let Some(v) = value {
                attrs.push((name, v));
            }
        }
        let required = match tag {
            "a" => Some("href"),
            "img" | "iframe" | "source" => Some("src"),
            _ => None,
        };
        if let Some(req) = required {
            if !attrs.iter().any(|(n, _)| *n == req) {
                // A link without a safe target is unwrapped; an image without one is dropped.
                return None;
            }
        }
        self.html.push('<');
        self.html.push_str(tag);
        push_attributes(&mut self.html, &attrs);
        if tag == "iframe" {
            self.html
                .push_str(" sandbox=\"allow-scripts allow-same-origin allow-presentation\"");
        }
        if lexicon::is_player_tag(tag) {
            // Played only when the reader asks: no autoplay, only the length read ahead.
            self.html.push_str(" controls preload=\"metadata\"");
        }
        self.html.push('>');
        // A player with a source of its own plays with no `<source>` inside.
        let plays_alone = lexicon::is_player_tag(tag) && attrs.iter().any(|(n, _)| *n == "src");
        if lexicon::is_void_tag(tag) {
            None
        } else {
            Some((tag, lexicon::is_kept_empty(tag) || plays_alone))
        }
    }

    fn text(&mut self, t: &str) {
        if self.pre_depth > 0 {
            escape_into(&mut self.html, t);
            self.line.push_str(t);
            return;
        }
        let folded = text::fold_whitespace(t);
        let lead = t.starts_with(char::is_whitespace);
        let trail = t.ends_with(char::is_whitespace);
        if folded.is_empty() {
            if !self.html.ends_with(' ') && !self.html.ends_with('>') || lead {
                self.html.push(' ');
            }
            if !self.line.is_empty() && !self.line.ends_with(' ') {
                self.line.push(' ');
            }
            return;
        }
        if lead {
            self.html.push(' ');
            if !self.line.is_empty() && !self.line.ends_with(' ') {
                self.line.push(' ');
            }
        }
        escape_into(&mut self.html, &folded);
        self.line.push_str(&folded);
        if trail {
            self.html.push(' ');
            self.line.push(' ');
        }
    }

    /// Ends the line's last word: a formula's tokens are words of their own ("a x 2" rather
    /// than "ax2").
    fn space_line(&mut self) {
        if !self.line.is_empty() && !self.line.ends_with(' ') {
            self.line.push(' ');
        }
    }

    /// A `<br>`: in preformatted text, a line break of the code's (two make a blank line).
    fn break_line(&mut self) {
        if self.pre_depth > 0 {
            self.line.push('\n');
        } else {
            self.flush_line();
        }
    }

    /// Ends a line: a paragraph of its own, or in preformatted text a line of the code (a block
    /// inside `<pre>` starts one).
    fn flush_line(&mut self) {
        if self.pre_depth > 0 {
            if !self.line.is_empty() && !self.line.ends_with('\n') {
                self.line.push('\n');
            }
            return;
        }
        let line = self.line.trim();
        if !text::is_blank(line) {
            self.paragraphs.push(line.to_string());
        }
        self.line.clear();
    }

    /// Ends preformatted text: one paragraph that keeps the code's lines and indentation, as it
    /// reads in the reader, without the blank lines around it or the spaces ending its lines.
    fn flush_code(&mut self) {
        let code = std::mem::take(&mut self.line);
        if let Some(code) = code_lines(&code) {
            self.paragraphs.push(code);
        }
    }
}

/// Preformatted text as it reads: its lines without the spaces that end them, and without the
/// blank lines before and after; none when it is all blank. The plain text's code paragraph and
/// the Markdown's fenced block both hold this.
fn code_lines(code: &str) -> Option<String> {
    let lines: Vec<&str> = code.lines().map(str::trim_end).collect();
    let first = lines.iter().position(|l| !text::is_blank(l))?;
    let last = lines.iter().rposition(|l| !text::is_blank(l))?;
    Some(lines[first..=last].join("\n"))
}
