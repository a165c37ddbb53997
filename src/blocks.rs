//! Fusion: a pruned [`Page`] becomes a [`BlockDoc`]. Inline content fuses into its nearest
//! block-level ancestor (seed 004); each block carries its own and its subtree's text statistics,
//! its tag path (seed 000) and its layout box normalised to the page.

use crate::lexicon;
use crate::page::{NodeData, Page, NO_NODE};
use crate::tuning::{MAX_PATH_SEGMENTS, OPENING_LINE_MAX_NODES};

/// Index of "no block" in parent links.
pub const NO_BLOCK: u32 = u32::MAX;

/// Text and link statistics of a block or subtree. Text amounts are CJK-weighted characters.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Stats {
    pub text_weight: f32,
    /// Part of `text_weight` inside `<a>` elements.
    pub link_weight: f32,
    pub chars: u32,
    pub puncts: u32,
    pub links: u32,
    pub images: u32,
}

impl Stats {
    pub fn add(&mut self, other: &Stats) {
        self.text_weight += other.text_weight;
        self.link_weight += other.link_weight;
        self.chars += other.chars;
        self.puncts += other.puncts;
        self.links += other.links;
        self.images += other.images;
    }

    /// Text outside links.
    pub fn plain_weight(&self) -> f32 {
        (self.text_weight - self.link_weight).max(0.0)
    }

    /// Share of the text that is link text, in [0, 1].
    pub fn link_density(&self) -> f32 {
        if self.text_weight <= 0.0 {
            return if self.links > 0 { 1.0 } else { 0.0 };
        }
        (self.link_weight / self.text_weight).clamp(0.0, 1.0)
    }
}

/// A layout box as fractions of the page: `bottom` and `right` are distances from the page's
/// bottom and right edges (seed 004's `<top, bottom, width, height>`, plus the horizontal pair).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NormBox {
    pub top: f32,
    pub bottom: f32,
    pub left: f32,
    pub right: f32,
    pub width: f32,
    pub height: f32,
}

#[derive(Debug, Clone)]
pub struct Block {
    /// The block's element in the page.
    pub node: u32,
    pub parent: u32,
    /// One past the last descendant block: the subtree is `self + 1 .. end`.
    pub end: u32,
    pub depth: u32,
    /// The block or an ancestor is navigation, an aside, a header or a footer (page furniture:
    /// a menu's entries are like siblings too, and are no listing's items).
    pub in_furniture: bool,
    /// Content fused into this block (its inline descendants), nested blocks excluded.
    pub own: Stats,
    /// Content of the whole subtree.
    pub total: Stats,
    pub layout: Option<NormBox>,
}

impl Block {
    /// The block's text when it is a short one (a label, a dateline, a section's heading) of at
    /// most `max_chars` characters other than whitespace; `None` when it holds more, or more
    /// nodes than such a text needs (`visible::short_block_text`).
    pub fn short_text(&self, page: &Page, max_chars: u32) -> Option<String> {
        if self.total.chars > max_chars {
            return None;
        }
        crate::metadata::visible::short_block_text(page, self.node, max_chars)
    }

    /// The block's first line, when it has at most `max_chars` characters: its text up to the
    /// first `<br>`, or to the end of the block element it is in (a heading opening the block),
    /// with the innermost block element that holds it (the block's own element when the line
    /// is loose in it). Reads at most [`OPENING_LINE_MAX_NODES`] nodes.
    pub fn opening_line(&self, page: &Page, max_chars: usize) -> Option<(String, u32)> {
        let i = self.node;
        let end = page.nodes[i as usize]
            .end
            .min(i + 1 + OPENING_LINE_MAX_NODES);
        let mut line = String::new();
        let mut chars = 0;
        // The innermost block element entered before any text, and its end.
        let (mut holder, mut block_end) = (i, page.nodes[i as usize].end);
        for j in i + 1..end {
            if j >= block_end {
                break;
            }
            let node = &page.nodes[j as usize];
            let started = chars > 0;
            match &node.data {
                NodeData::Text(t) => {
                    let t = if started { t.as_str() } else { t.trim_start() };
                    chars += t.chars().count();
                    // Counted before whitespace is folded: a little slack, then give up.
                    if chars > max_chars + 8 {
                        return None;
                    }
                    line.push_str(t);
                }
                NodeData::Element(e)
                    if started && (e.tag == "br" || lexicon::is_block_tag(&e.tag)) =>
                {
                    break;
                }
                NodeData::Element(e) if lexicon::is_block_tag(&e.tag) => {
                    (holder, block_end) = (j, node.end);
                }
                NodeData::Element(_) => {}
            }
        }
        let line = crate::text::fold_whitespace(&line);
        (!line.is_empty() && line.chars().count() <= max_chars).then_some((line, holder))
    }
}

/// The page as blocks, in document order.
#[derive(Debug, Default)]
pub struct BlockDoc {
    pub blocks: Vec<Block>,
    /// For each page node, the block that owns it (nearest block ancestor-or-self).
    pub owner: Vec<u32>,
    /// For each page node, 1-based index among its parent's element children of the same tag.
    sibling_index: Vec<u32>,
    /// Statistics of the whole page.
    pub page_total: Stats,
    /// For each page node, whether its subtree has text or an image.
    pub has_content: Vec<bool>,
}

impl BlockDoc {
    pub fn build(page: &Page) -> BlockDoc {
        let n = page.nodes.len();
        let mut doc = BlockDoc {
            owner: vec![NO_BLOCK; n],
            sibling_index: vec![1; n],
            ..BlockDoc::default()
        };
        if n == 0 {
            return doc;
        }
        let has_content = content_flags(page);
        let mut in_link = vec![false; n];
        for i in 0..n {
            let parent = page.nodes[i].parent;
            let parent_owner = if parent == NO_NODE {
                NO_BLOCK
            } else {
                doc.owner[parent as usize]
            };
            let parent_in_link = parent != NO_NODE && in_link[parent as usize];
            match &page.nodes[i].data {
                NodeData::Text(_) => {
                    doc.owner[i] = parent_owner;
                    in_link[i] = parent_in_link;
                    if parent_owner == NO_BLOCK {
                        continue;
                    }
                    let m = page.measures[i];
                    let own = &mut doc.blocks[parent_owner as usize].own;
                    own.text_weight += m.weight;
                    own.chars += m.chars;
                    own.puncts += m.puncts;
                    if parent_in_link {
                        own.link_weight += m.weight;
                    }
                }
                NodeData::Element(e) => {
                    // A named anchor without an href is a place to go, not a link, and left
                    // unclosed it can wrap a whole page (daniel-a gazetalekarska.pl). Anchors
                    // with neither are scripted buttons ("Quick view") and count as links.
                    let is_link =
                        e.tag == "a" && (e.attr("href").is_some() || e.attr("name").is_none());
                    in_link[i] = parent_in_link || is_link;
                    let makes_block = (lexicon::is_block_tag(&e.tag) && has_content[i])
                        || parent_owner == NO_BLOCK;
                    doc.owner[i] = if makes_block {
                        doc.push_block(page, i as u32, parent_owner)
                    } else {
                        parent_owner
                    };
                    let owner = &mut doc.blocks[doc.owner[i] as usize].own;
                    match e.tag.as_str() {
                        "a" => owner.links += 1,
                        "img" => owner.images += 1,
                        _ => {}
                    }
                    doc.number_children(page, i as u32);
                }
            }
        }
        doc.sum_subtrees();
        doc.has_content = has_content;
        doc.page_total = doc.blocks[0].total;
        doc
    }

    fn push_block(&mut self, page: &Page, node: u32, parent: u32) -> u32 {
        let b = self.blocks.len() as u32;
        let (depth, parent_in_furniture) = if parent == NO_BLOCK {
            (0, false)
        } else {
            let p = &self.blocks[parent as usize];
            (p.depth + 1, p.in_furniture)
        };
        let in_furniture =
            parent_in_furniture || matches!(page.tag(node), "nav" | "aside" | "header" | "footer");
        // A zero-area box says nothing about where content is: `display: contents` wrappers and
        // float-only containers measure zero while their children show (wcxb-dev 0075).
        let layout = page
            .element(node)
            .and_then(|e| e.layout)
            .filter(|l| l.width_px * l.height_px > 0.0)
            .zip(page.size)
            .map(|(l, size)| {
                let (w, h) = (size.width_px, size.height_px);
                let clamp = |v: f32| v.clamp(0.0, 1.0);
                NormBox {
                    top: clamp(l.top_px / h),
                    bottom: clamp((h - l.top_px - l.height_px) / h),
                    left: clamp(l.left_px / w),
                    right: clamp((w - l.left_px - l.width_px) / w),
                    width: clamp(l.width_px / w),
                    height: clamp(l.height_px / h),
                }
            });
        self.blocks.push(Block {
            node,
            parent,
            end: b + 1,
            depth,
            in_furniture,
            own: Stats::default(),
            total: Stats::default(),
            layout,
        });
        b
    }

    fn number_children(&mut self, page: &Page, parent: u32) {
        let mut counts: Vec<(&str, u32)> = Vec::new();
        for c in page.children(parent) {
            let Some(e) = page.element(c) else { continue };
            let idx = match counts.iter_mut().find(|(t, _)| *t == e.tag) {
                Some((_, k)) => {
                    *k += 1;
                    *k
                }
                None => {
                    counts.push((e.tag.as_str(), 1));
                    1
                }
            };
            self.sibling_index[c as usize] = idx;
        }
    }

    fn sum_subtrees(&mut self) {
        for b in &mut self.blocks {
            b.total = b.own;
        }
        for b in (1..self.blocks.len()).rev() {
            let (parent, total, end) = {
                let blk = &self.blocks[b];
                (blk.parent, blk.total, blk.end)
            };
            if parent != NO_BLOCK {
                let p = &mut self.blocks[parent as usize];
                p.total.add(&total);
                p.end = p.end.max(end);
            }
        }
    }

    /// Seed 000's tag path of a page node, e.g. `html1/body1/div3/div2`. Only the last
    /// [`MAX_PATH_SEGMENTS`] segments are kept (`…/` marks the cut) so that a hostile page's
    /// depth cannot make paths quadratic.
    pub fn path(&self, page: &Page, node: u32) -> String {
        let mut parts = Vec::new();
        let mut i = node;
        while i != NO_NODE {
            if parts.len() == MAX_PATH_SEGMENTS {
                parts.push("…".to_string());
                break;
            }
            parts.push(format!("{}{}", page.tag(i), self.sibling_index[i as usize]));
            i = page.nodes[i as usize].parent;
        }
        parts.reverse();
        parts.join("/")
    }

    /// The deepest block whose subtree holds blocks `a` and `b` (`a` itself when it holds
    /// `b`), if any: the blocks of a page need not share one root. O(depth).
    pub fn common_ancestor(&self, a: u32, b: u32) -> Option<u32> {
        let (a, b) = (a.min(b), a.max(b));
        self.self_and_ancestors(a)
            .find(|&x| b < self.blocks[x as usize].end)
    }

    /// Block `b` and the blocks that hold it, `b` first (none for [`NO_BLOCK`]).
    pub fn self_and_ancestors(&self, b: u32) -> impl Iterator<Item = u32> + '_ {
        crate::preorder::self_and_ancestors(b, |x| self.blocks[x as usize].parent)
    }

    /// Children blocks of block `b`.
    pub fn child_blocks(&self, b: u32) -> impl Iterator<Item = u32> + '_ {
        crate::preorder::children(b, |x| self.blocks[x as usize].end)
    }

    /// Share of the page's elements that fusion removed (seed 004 reports 62.8%).
    pub fn fusion_rate(&self, page: &Page) -> f32 {
        if page.elements_seen == 0 {
            return 0.0;
        }
        1.0 - self.blocks.len() as f32 / page.elements_seen as f32
    }
}

/// Whether each node's subtree has text or an image (empty elements make no block).
fn content_flags(page: &Page) -> Vec<bool> {
    let mut flags = vec![false; page.nodes.len()];
    for i in (0..page.nodes.len()).rev() {
        let own = match &page.nodes[i].data {
            // The walk's measure counts non-whitespace characters: no second scan of the text.
            NodeData::Text(_) => page.measures[i].chars > 0,
            NodeData::Element(e) => lexicon::is_media_tag(&e.tag),
        };
        flags[i] |= own;
        let p = page.nodes[i].parent;
        if flags[i] && p != NO_NODE {
            flags[p as usize] = true;
        }
    }
    flags
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::dom::html::HtmlDocument;

    #[test]
    fn the_common_ancestor_is_the_deepest_block_holding_both() {
        let page = Page::read(&HtmlDocument::parse(
            "<body><div id=a><p>One</p><div id=b><p>Two</p><p>Three</p></div></div>\
             <p>Four</p></body>",
            None,
        ));
        let doc = BlockDoc::build(&page);
        let block = |text: &str| {
            (0..doc.blocks.len() as u32)
                .find(|&b| {
                    crate::metadata::visible::text_of(&page, doc.blocks[b as usize].node).trim()
                        == text
                })
                .expect(text)
        };
        let id = |b: u32| {
            page.element(doc.blocks[b as usize].node)
                .map(|e| e.id.clone())
        };
        let ancestor = |x: &str, y: &str| doc.common_ancestor(block(x), block(y));
        assert_eq!(ancestor("Two", "Three").and_then(id).as_deref(), Some("b"));
        assert_eq!(ancestor("Three", "One").and_then(id).as_deref(), Some("a"));
        assert_eq!(ancestor("Two", "Two"), Some(block("Two")));
        let body = ancestor("One", "Four").expect("body");
        assert_eq!(page.tag(doc.blocks[body as usize].node), "body");

        // A block and the blocks that hold it, innermost first, up to the outermost.
        let chain: Vec<String> = doc
            .self_and_ancestors(block("Three"))
            .map(|b| page.tag(doc.blocks[b as usize].node).to_string())
            .collect();
        let outermost = doc.blocks.iter().position(|b| b.parent == NO_BLOCK);
        assert_eq!(chain[..3], ["p", "div", "div"]);
        assert_eq!(
            doc.self_and_ancestors(block("Three")).last(),
            outermost.map(|b| b as u32)
        );
        assert_eq!(doc.self_and_ancestors(NO_BLOCK).count(), 0);
    }
}
