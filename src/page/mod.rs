//! The pruned page: what one read-only pass over a [`DomSource`] keeps of a document (seed 004's
//! pruning), in pre-order, with the text measures and the layout boxes of the blocks that hold
//! enough text. The walk itself is in `walk`; the repair of garbled text in `repair`; what is
//! read of formulas in `formulas`.

mod formulas;
pub(crate) mod noscript;
pub(crate) mod picture;
mod repair;
mod walk;

use crate::dom::{DomSource, LayoutBox, PageSize};
use crate::lexicon;
use crate::text::TextMeasure;
use crate::tuning::LAYOUT_MIN_TEXT_WEIGHT;

/// Index of "no node" in parent links.
pub const NO_NODE: u32 = u32::MAX;

/// A pruned document in pre-order: the subtree of node `i` is `i + 1 .. nodes[i].end`.
#[derive(Debug, Default)]
pub struct Page {
    pub nodes: Vec<PageNode>,
    pub head: HeadInfo,
    pub size: Option<PageSize>,
    pub url: Option<String>,
    /// The walk stopped at [`MAX_WALK_NODES`](crate::tuning::MAX_WALK_NODES); the rest of the
    /// page was not read.
    pub truncated: bool,
    /// Elements seen by the walk before pruning (for the fusion report).
    pub elements_seen: u32,
    /// Elements left out as hidden (`hidden` attribute or CSS), with their subtrees.
    pub hidden_skipped: u32,
    /// The `<math>` elements, by node.
    formulas: Vec<u32>,
    /// Per node: the measure of a text node's data (zero for elements), computed once.
    pub measures: Vec<TextMeasure>,
    /// The order the page writes its numeric dates in, read from its dates when first asked.
    pub(crate) day_order: std::cell::OnceCell<Option<crate::metadata::dates::DayOrder>>,
    /// The node and date of the page's `<time pubdate>`, found when first asked.
    pub(crate) pubdate: std::cell::OnceCell<Option<(usize, String)>>,
}

#[derive(Debug)]
pub struct PageNode {
    pub parent: u32,
    pub end: u32,
    pub data: NodeData,
}

#[derive(Debug)]
pub enum NodeData {
    Element(ElementData),
    Text(String),
}

#[derive(Debug, Default)]
pub struct ElementData {
    pub tag: String,
    pub id: String,
    pub class: String,
    /// The attributes listed by [`lexicon::recorded_attributes`] that the element has.
    pub attrs: Vec<(&'static str, String)>,
    pub layout: Option<LayoutBox>,
    /// [`lexicon::named_bits`] of the class and id, with [`NAMES_READ`] set once read.
    names: std::cell::Cell<u16>,
}

/// The bit of [`ElementData`]'s `names` that says they have been read (no [`lexicon::Named`]
/// list takes it).
const NAMES_READ: u16 = 1 << 15;

impl ElementData {
    /// True when the class or id holds a word of the list `named` (see [`lexicon::has_word`]).
    pub fn is_named(&self, named: lexicon::Named) -> bool {
        let mut names = self.names.get();
        if names & NAMES_READ == 0 {
            names = lexicon::named_bits(&self.class, &self.id) | NAMES_READ;
            self.names.set(names);
        }
        names & named.bit() != 0
    }

    /// The page's main landmark: `<main>` or `role="main"`.
    pub fn is_main(&self) -> bool {
        self.tag == "main"
            || self
                .attr("role")
                .is_some_and(|r| r.trim().eq_ignore_ascii_case("main"))
    }

    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether attribute `name`, a list of tokens between ASCII spaces as HTML reads `rel` and
    /// `itemprop`, holds one of `words` (in any case).
    pub fn attr_has_word(&self, name: &str, words: &[&str]) -> bool {
        self.attr(name).is_some_and(|v| {
            v.split_ascii_whitespace()
                .any(|t| words.iter().any(|w| t.eq_ignore_ascii_case(w)))
        })
    }
}

/// What the walk keeps of `<head>` and other pruned metadata elements.
#[derive(Debug, Default, Clone)]
pub struct HeadInfo {
    pub title: String,
    /// `(key, content)` of `<meta>` tags; key is the lowercased `name`, `property` or `itemprop`.
    pub metas: Vec<(String, String)>,
    /// Text of every `<script type="application/ld+json">`.
    pub json_ld: Vec<String>,
    /// Markup of `<noscript>` elements large enough to hold a page's content (with scripting on,
    /// browsers keep it as raw text and never render it).
    pub noscript_html: Vec<String>,
    /// A CMS's record of the article in a comment (`lexicon::is_cms_record`): Founder's
    /// `<!--enpproperty <date>…</date><author>…</author><title>…</title>… /enpproperty-->`.
    pub cms_record: Option<String>,
    pub lang: Option<String>,
    /// The root's `dir` attribute, or the body's computed direction where there is layout.
    pub dir: Option<String>,
}

impl Page {
    pub fn element(&self, i: u32) -> Option<&ElementData> {
        match &self.nodes.get(i as usize)?.data {
            NodeData::Element(e) => Some(e),
            NodeData::Text(_) => None,
        }
    }

    pub fn tag(&self, i: u32) -> &str {
        self.element(i).map_or("", |e| e.tag.as_str())
    }

    /// Node `i` and its ancestors, `i` first.
    pub fn self_and_ancestors(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        crate::preorder::self_and_ancestors(i, |n| self.nodes[n as usize].parent)
    }

    /// The ancestors of node `i`, its parent first.
    pub fn ancestors(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        self.self_and_ancestors(i).skip(1)
    }

    /// The text nodes of node `i`'s subtree, in document order: what `text_of` joins, read in
    /// place.
    pub fn texts(&self, i: u32) -> impl Iterator<Item = &str> + Clone + '_ {
        let end = self.nodes[i as usize].end as usize;
        self.nodes[i as usize + 1..end]
            .iter()
            .filter_map(|n| match &n.data {
                NodeData::Text(t) => Some(t.as_str()),
                _ => None,
            })
    }

    /// Children of node `i` in document order.
    pub fn children(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        crate::preorder::children(i, |n| self.nodes[n as usize].end)
    }

    /// Walks `dom` once and builds the pruned page.
    pub fn read<D: DomSource>(dom: &D) -> Page {
        Page::read_with(dom, false)
    }

    /// The same walk keeping elements hidden by the `hidden` attribute or CSS: pages that reveal
    /// their content with script (streamed server rendering, content gates) hold it there.
    pub fn read_including_hidden<D: DomSource>(dom: &D) -> Page {
        Page::read_with(dom, true)
    }

    fn read_with<D: DomSource>(dom: &D, include_hidden: bool) -> Page {
        let mut page = Page {
            url: dom.document_url(),
            ..Page::default()
        };
        let Some(root) = dom.document_element() else {
            return page;
        };
        let walked = walk::walk(dom, root, include_hidden, &mut page);
        page.settle_formulas();
        page.repair_mojibake();
        if let Some(charset) = dom.character_set() {
            page.repair_double_byte(&charset);
        }
        page.mend_controls();
        page.read_layout(dom, walked.block_handles);
        page.space_words_apart(dom, walked.word_joins);
        // The rendered direction, where there is one, over the root's `dir` attribute.
        if let Some(direction) = dom.direction() {
            page.head.dir = Some(direction);
        }
        page
    }

    fn read_layout<D: DomSource>(&mut self, dom: &D, handles: Vec<(u32, D::Node)>) {
        let Some(size) = dom.page_size() else { return };
        if size.width_px <= 0.0 || size.height_px <= 0.0 {
            return;
        }
        self.size = Some(size);
        let weights = self.subtree_text_weights();
        let mut read = Vec::new();
        for (i, handle) in handles {
            if weights[i as usize] < LAYOUT_MIN_TEXT_WEIGHT
                && !lexicon::is_measured_tag(self.tag(i))
            {
                continue;
            }
            if let Some(layout) = dom.layout_box(&handle) {
                read.push((i, handle, layout));
            }
        }
        // A box that ends below the page's end is content the browser skips drawing
        // (`DomSource::drawing_skipped`), or content clipped or scrolled inside a box: only then
        // is each box asked, as the collector does, since the question costs a style check.
        let overhangs = read.iter().any(|(_, _, l)| overhangs_page(l, &size));
        for (i, handle, layout) in read {
            if overhangs && dom.drawing_skipped(&handle) {
                continue;
            }
            if let NodeData::Element(e) = &mut self.nodes[i as usize].data {
                e.layout = Some(layout);
            }
        }
    }

    /// Opens each word join the browser draws apart with a space (see `walk::Walked`).
    fn space_words_apart<D: DomSource>(&mut self, dom: &D, joins: Vec<(u32, D::Node, D::Node)>) {
        if self.size.is_none() {
            return;
        }
        for (i, before, after) in joins {
            if dom.texts_apart(&before, &after) {
                if let NodeData::Text(t) = &mut self.nodes[i as usize].data {
                    t.insert(0, ' ');
                }
            }
        }
    }

    /// Weighted text of each node's subtree (one reverse pass over the pre-order array).
    pub fn subtree_text_weights(&self) -> Vec<f32> {
        let mut w = vec![0.0f32; self.nodes.len()];
        for i in (0..self.nodes.len()).rev() {
            w[i] += self.measures[i].weight;
            let p = self.nodes[i].parent;
            if p != NO_NODE {
                w[p as usize] += w[i];
            }
        }
        w
    }
}

/// Whether `layout`, a box with an area, ends more than a pixel below the end of the page, whose
/// scrollable height takes in all content drawn in it.
fn overhangs_page(layout: &LayoutBox, size: &PageSize) -> bool {
    layout.width_px * layout.height_px > 0.0
        && layout.top_px + layout.height_px > size.height_px + 1.0
}

#[cfg(test)]
mod tests {
    use super::overhangs_page;
    use crate::dom::{LayoutBox, PageSize};

    #[test]
    fn only_a_box_with_an_area_ending_below_the_page_overhangs_it() {
        let page = PageSize {
            width_px: 1280.0,
            height_px: 3000.0,
        };
        let at = |top_px: f32, height_px: f32| LayoutBox {
            left_px: 0.0,
            top_px,
            width_px: 600.0,
            height_px,
        };
        assert!(!overhangs_page(&at(2900.0, 100.0), &page));
        // Sub-pixel rounding of the page's height is no overhang.
        assert!(!overhangs_page(&at(2900.0, 100.5), &page));
        assert!(overhangs_page(&at(2950.0, 80.0), &page));
        // An empty box anywhere says nothing.
        assert!(!overhangs_page(&at(5000.0, 0.0), &page));
    }
}
