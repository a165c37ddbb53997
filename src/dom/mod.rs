//! The one read-only DOM trait every backend implements: a tree of elements and text with
//! optional layout. Stages after the walk never see a backend, only the owned [`crate::page::Page`].

#[cfg(not(target_arch = "wasm32"))]
pub mod html;
#[cfg(not(target_arch = "wasm32"))]
pub mod html_parse;
#[cfg(target_arch = "wasm32")]
pub mod live;
pub mod snapshot;

/// What a node is, as far as extraction cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    Element,
    Text,
    /// A comment, its data read through [`DomSource::text`]: the walk reads only a CMS's
    /// record of the article (`lexicon::CMS_RECORD_PREFIXES`).
    Comment,
    /// Doctypes, processing instructions: skipped.
    Other,
}

/// An element's border box in CSS pixels, relative to the top-left of the whole page
/// (not the viewport).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct LayoutBox {
    pub left_px: f32,
    pub top_px: f32,
    pub width_px: f32,
    pub height_px: f32,
}

/// A text's box on one line as the browser draws it, in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextBox {
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
}

/// Whether a text whose last line box is `before` and the text after it, whose first line box
/// is `after`, are drawn apart (`tuning::WORD_GAP_SHARE`): on other lines, or with a gap
/// between them. The collector (collector.js, `drawnApart`) reads them the same way.
pub fn drawn_apart(before: TextBox, after: TextBox) -> bool {
    let height = (before.bottom - before.top).min(after.bottom - after.top);
    if height.is_nan() || height <= 0.0 {
        return false;
    }
    let overlap = before.bottom.min(after.bottom) - before.top.max(after.top);
    if overlap < 0.5 * height {
        return true;
    }
    let gap = (after.left - before.right).max(before.left - after.right);
    gap > crate::tuning::WORD_GAP_SHARE * height
}

/// The scrollable size of the whole page in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PageSize {
    pub width_px: f32,
    pub height_px: f32,
}

/// A read-only view of a document. Handles are cheap to clone; no method changes the page.
pub trait DomSource {
    type Node: Clone;

    /// The root element (`<html>`), if the document has one and is a page (the live walker also
    /// says none for an SVG file, a bare XML tree, the browser's view of an XML file, or a JSON,
    /// script or markup file the browser shows as text).
    fn document_element(&self) -> Option<Self::Node>;
    fn kind(&self, node: &Self::Node) -> NodeKind;
    /// Appends the children of `node` in document order (an open shadow root's children first).
    fn push_children(&self, node: &Self::Node, out: &mut Vec<Self::Node>);
    /// Lowercase local name of an element.
    fn tag_name(&self, node: &Self::Node) -> String;
    fn attribute(&self, node: &Self::Node, name: &str) -> Option<String>;
    /// Appends `(name, value)` for each of `names` (distinct) that the element has, as
    /// [`DomSource::attribute`] reads them one at a time; a backend may read them in one pass.
    fn attributes_of(
        &self,
        node: &Self::Node,
        names: &[&'static str],
        out: &mut Vec<(&'static str, String)>,
    ) {
        for &name in names {
            if let Some(value) = self.attribute(node, name) {
                out.push((name, value));
            }
        }
    }
    /// Appends, in the element's order, each attribute whose name `rename` maps to a name of
    /// the walk's own, under that name: attributes no list can name beforehand (a lazy-loading
    /// script's `nitro-lazy-src`).
    fn attributes_renamed(
        &self,
        node: &Self::Node,
        rename: fn(&str) -> Option<&'static str>,
        out: &mut Vec<(&'static str, String)>,
    );
    /// Data of a text node or a comment.
    fn text(&self, node: &Self::Node) -> String;
    /// Appends the comments that are children of the document itself, outside its root element:
    /// a CMS may write its record of the article before `<!DOCTYPE>`. A backend whose tree holds
    /// them inside the root (a snapshot) appends none.
    fn document_comments(&self, _out: &mut Vec<Self::Node>) {}
    /// True when CSS hides the element (display, visibility, content-visibility). Backends
    /// without computed style answer from inline `style` only.
    fn is_css_hidden(&self, node: &Self::Node) -> bool;
    /// True when the element [`is_css_hidden`](Self::is_css_hidden) only because an ancestor
    /// hides it (its own `display` is not `none`). Only backends with computed style can tell.
    fn hidden_by_ancestor_only(&self, _node: &Self::Node) -> bool {
        false
    }
    /// Layout box of an element, `None` where the backend has no layout.
    fn layout_box(&self, node: &Self::Node) -> Option<LayoutBox>;
    /// The ids that the page's disclosure toggles name: `aria-controls` on an element with
    /// `aria-expanded` (ARIA's accordion and disclosure patterns), of its first
    /// `lexicon::MAX_DISCLOSURE_TOGGLES` toggles in document order. The panels they name wait
    /// for a click and are read as shown, hidden or not, as the collector reads them. This scan
    /// reads every element's attributes; a live page answers with one selector query instead.
    fn disclosure_panel_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        let mut toggles = 0;
        let mut stack: Vec<Self::Node> = self.document_element().into_iter().collect();
        let mut children = Vec::new();
        let mut seen = 0;
        while let Some(node) = stack.pop() {
            seen += 1;
            if seen > crate::tuning::MAX_WALK_NODES {
                break;
            }
            if self.kind(&node) != NodeKind::Element {
                continue;
            }
            if self.attribute(&node, "aria-expanded").is_some() {
                if let Some(controls) = self.attribute(&node, "aria-controls") {
                    ids.extend(controls.split_ascii_whitespace().map(str::to_string));
                    toggles += 1;
                    if toggles == crate::lexicon::MAX_DISCLOSURE_TOGGLES {
                        break;
                    }
                }
            }
            self.push_children(&node, &mut children);
            stack.extend(children.drain(..).rev());
        }
        ids
    }
    /// Whether the browser skips drawing the element: it lies in a `content-visibility: auto`
    /// section off the screen. Such a section measures as its `contain-intrinsic-size` (0 px
    /// without one) while its content, measured where it flows, overlaps what follows and hangs
    /// below the page's end, so its boxes say nothing of where it is shown. A snapshot holds no
    /// box for such elements (the collector leaves them out); only a live page can tell.
    fn drawing_skipped(&self, _node: &Self::Node) -> bool {
        false
    }
    /// Whether [`DomSource::texts_apart`] reads the page's text boxes (a live page with
    /// layout). A snapshot carries the answer in its text instead: the collector opens with a
    /// space each text it found drawn apart from the one before.
    fn reads_text_boxes(&self) -> bool {
        false
    }
    /// Whether text nodes `before` and `after` are drawn apart (`tuning::WORD_GAP_SHARE`):
    /// on other lines, or with a gap between them. `false` without layout.
    fn texts_apart(&self, _before: &Self::Node, _after: &Self::Node) -> bool {
        false
    }
    /// Size of the laid-out page, `None` where the backend has no layout.
    fn page_size(&self) -> Option<PageSize>;
    /// The document's base URL (its `<base href>` or address), for resolving relative links.
    fn document_url(&self) -> Option<String>;
    /// The computed CSS `direction` of the body (`"ltr"` or `"rtl"`), where the backend has
    /// computed style. It follows `dir` attributes and stylesheet rules alike.
    fn direction(&self) -> Option<String> {
        None
    }

    /// The encoding the document was decoded with (`document.characterSet`), where the backend
    /// knows it. Parsed HTML is decoded to valid text already (`html::decode`).
    fn character_set(&self) -> Option<String> {
        None
    }

    /// How many nodes a walk of the whole document may meet, where the backend knows it cheaply
    /// (0 otherwise): the page's node lists are sized once instead of growing.
    fn node_count_hint(&self) -> usize {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::{drawn_apart, TextBox};

    /// A line box of text 20 px high at `left..right`, its top at `top`.
    fn line(left: f32, right: f32, top: f32) -> TextBox {
        TextBox {
            left,
            top,
            right,
            bottom: top + 20.0,
        }
    }

    #[test]
    fn texts_on_other_lines_or_with_a_gap_are_apart_and_touching_ones_are_not() {
        // Side by side, touching or a kerning pixel apart: one word ("un" + "believable").
        assert!(!drawn_apart(line(0.0, 40.0, 0.0), line(40.0, 90.0, 0.0)));
        assert!(!drawn_apart(line(0.0, 40.0, 0.0), line(41.0, 90.0, 0.0)));
        // A flex item's gap or a tag's margin: two words.
        assert!(drawn_apart(line(0.0, 40.0, 0.0), line(50.0, 90.0, 0.0)));
        // The next line, wherever it starts; and a line above (a column read upwards).
        assert!(drawn_apart(line(0.0, 40.0, 0.0), line(0.0, 90.0, 22.0)));
        assert!(drawn_apart(line(0.0, 40.0, 0.0), line(40.0, 90.0, 18.0)));
        assert!(drawn_apart(line(0.0, 40.0, 30.0), line(40.0, 90.0, 0.0)));
        // Right to left: the later text to the left, touching or not.
        assert!(!drawn_apart(line(50.0, 90.0, 0.0), line(10.0, 50.0, 0.0)));
        assert!(drawn_apart(line(50.0, 90.0, 0.0), line(10.0, 40.0, 0.0)));
        // A box of no height (clipped text) tells nothing.
        let flat = TextBox {
            bottom: 0.0,
            ..line(0.0, 40.0, 0.0)
        };
        assert!(!drawn_apart(flat, line(200.0, 240.0, 0.0)));
    }
}
