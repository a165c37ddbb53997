//! The walk: one read-only, iterative pass over a [`DomSource`] into an owned, pruned [`Page`]
//! (seed 004's pruning). Layout boxes are read afterwards, only for blocks with enough text.

use crate::dom::{DomSource, LayoutBox, NodeKind, PageSize};
use crate::double_byte;
use crate::lexicon;
use crate::mojibake;
use crate::text::{self, TextMeasure};
use crate::tuning::{
    DOUBLE_BYTE_MAX_BAD_SHARE, DOUBLE_BYTE_MAX_COMMON_SHARE, DOUBLE_BYTE_MIN_CHARS,
    DOUBLE_BYTE_SAMPLE_BYTES, LAYOUT_MIN_TEXT_WEIGHT, MAX_WALK_NODES, MOJIBAKE_MAX_ROUNDS,
    MOJIBAKE_MIN_SEQUENCES, NOSCRIPT_MIN_CHARS,
};

/// Index of "no node" in parent links.
pub const NO_NODE: u32 = u32::MAX;

/// A pruned document in pre-order: the subtree of node `i` is `i + 1 .. nodes[i].end`.
#[derive(Debug, Default)]
pub struct Page {
    pub nodes: Vec<PageNode>,
    pub head: HeadInfo,
    pub size: Option<PageSize>,
    pub url: Option<String>,
    /// The walk stopped at [`MAX_WALK_NODES`]; the rest of the page was not read.
    pub truncated: bool,
    /// Elements seen by the walk before pruning (for the fusion report).
    pub elements_seen: u32,
    /// Elements left out as hidden (`hidden` attribute or CSS), with their subtrees.
    pub hidden_skipped: u32,
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

    /// The ancestors of node `i`, its parent first.
    pub fn ancestors(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        let parent = move |n: u32| Some(self.nodes[n as usize].parent).filter(|&p| p != NO_NODE);
        std::iter::successors(parent(i), move |&p| parent(p))
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
        let end = self.nodes[i as usize].end;
        let mut next = i + 1;
        std::iter::from_fn(move || {
            if next >= end {
                return None;
            }
            let c = next;
            next = self.nodes[c as usize].end;
            Some(c)
        })
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
        let nodes = dom.node_count_hint().min(MAX_WALK_NODES);
        page.nodes.reserve(nodes);
        page.measures.reserve(nodes);
        let mut walk = Walk {
            dom,
            include_hidden,
            page: &mut page,
            block_handles: Vec::new(),
            streamed: Vec::with_capacity(nodes),
            last_child_is_button: Vec::with_capacity(nodes),
        };
        walk.run(root);
        let handles = std::mem::take(&mut walk.block_handles);
        page.repair_mojibake();
        if let Some(charset) = dom.character_set() {
            page.repair_double_byte(&charset);
        }
        page.read_layout(dom, handles);
        // The rendered direction, where there is one, over the root's `dir` attribute.
        if let Some(direction) = dom.direction() {
            page.head.dir = Some(direction);
        }
        page
    }

    /// Decodes doubly encoded UTF-8 (`mojibake.rs`) in the text, the title and the metadata of
    /// a page that holds at least [`MOJIBAKE_MIN_SEQUENCES`] garbled sequences.
    fn repair_mojibake(&mut self) {
        // Text garbled twice over (a doubly encoded page that the browser read as Windows-1252
        // again, its charset declared too late to count) takes a second round.
        for _ in 0..MOJIBAKE_MAX_ROUNDS {
            let texts = self.nodes.iter().filter_map(|n| match &n.data {
                NodeData::Text(t) => Some(t.as_str()),
                NodeData::Element(_) => None,
            });
            let mut seen = 0;
            for t in std::iter::once(self.head.title.as_str()).chain(texts) {
                seen += mojibake::count(t);
                if seen >= MOJIBAKE_MIN_SEQUENCES {
                    break;
                }
            }
            if seen < MOJIBAKE_MIN_SEQUENCES {
                return;
            }
            self.mend_texts(mojibake::repair);
        }
    }

    /// Replaces the text, the title and the metadata with what `repair` makes of them, where it
    /// makes something (`None`: left as it is). Text measures follow.
    fn mend_texts(&mut self, repair: impl Fn(&str) -> Option<String>) {
        let mend = |s: &mut String| {
            if let Some(repaired) = repair(s) {
                *s = repaired;
            }
        };
        for (node, measure) in self.nodes.iter_mut().zip(&mut self.measures) {
            if let NodeData::Text(t) = &mut node.data {
                if let Some(repaired) = repair(t) {
                    *measure = text::measure(&repaired);
                    *t = repaired;
                }
            }
        }
        mend(&mut self.head.title);
        self.head.metas.iter_mut().for_each(|(_, v)| mend(v));
        self.head.json_ld.iter_mut().for_each(mend);
    }

    /// Reads again as UTF-8 the text, the title and the metadata of a page that the browser
    /// decoded with a double-byte legacy encoding (`double_byte.rs`) when its text is garbled
    /// UTF-8 ([`DOUBLE_BYTE_MIN_CHARS`], [`DOUBLE_BYTE_MAX_BAD_SHARE`]).
    fn repair_double_byte(&mut self, charset: &str) {
        if !double_byte::is_double_byte(charset) {
            return;
        }
        let mut sample = self.head.title.clone();
        for n in &self.nodes {
            if sample.len() >= DOUBLE_BYTE_SAMPLE_BYTES {
                break;
            }
            if let NodeData::Text(t) = &n.data {
                if !t.is_ascii() {
                    sample.push_str(t);
                    sample.push('\n');
                }
            }
        }
        // Text that reads as Chinese is what the declared encoding says it is.
        if double_byte::common_hanzi_share(&sample)
            .is_none_or(|share| share >= DOUBLE_BYTE_MAX_COMMON_SHARE)
        {
            return;
        }
        let Some(table) = double_byte::reencoder(charset) else {
            return;
        };
        if table.is_garbled(&sample, DOUBLE_BYTE_MIN_CHARS, DOUBLE_BYTE_MAX_BAD_SHARE) {
            self.mend_texts(|s| table.repair(s));
        }
    }

    fn read_layout<D: DomSource>(&mut self, dom: &D, handles: Vec<(u32, D::Node)>) {
        let Some(size) = dom.page_size() else { return };
        if size.width_px <= 0.0 || size.height_px <= 0.0 {
            return;
        }
        self.size = Some(size);
        let weights = self.subtree_text_weights();
        for (i, handle) in handles {
            if weights[i as usize] < LAYOUT_MIN_TEXT_WEIGHT
                && !lexicon::is_measured_tag(self.tag(i))
            {
                continue;
            }
            let layout = dom.layout_box(&handle);
            if let NodeData::Element(e) = &mut self.nodes[i as usize].data {
                e.layout = layout;
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

enum Frame<N> {
    Enter(N, u32),
    Exit(u32),
}

/// Where an element sits, as far as its hiding goes.
#[derive(Clone, Copy)]
struct Place {
    /// Inside a streamed segment (`lexicon::is_streamed_segment`).
    in_streamed: bool,
    /// Right after a `<button>` sibling element.
    follows_button: bool,
}

struct Walk<'a, D: DomSource> {
    dom: &'a D,
    include_hidden: bool,
    page: &'a mut Page,
    /// Container elements whose layout may be read once their text is known.
    block_handles: Vec<(u32, D::Node)>,
    /// Per page node: inside a streamed segment (`lexicon::is_streamed_segment`), whose
    /// descendants the browser reports hidden with it.
    streamed: Vec<bool>,
    /// Per page node: whether the last element child walked so far is a `<button>` (kept or
    /// pruned), so that a child knows it follows one.
    last_child_is_button: Vec<bool>,
}

impl<D: DomSource> Walk<'_, D> {
    fn run(&mut self, root: D::Node) {
        let mut stack = vec![Frame::Enter(root, NO_NODE)];
        let mut children = Vec::new();
        while let Some(frame) = stack.pop() {
            let (node, parent) = match frame {
                Frame::Exit(i) => {
                    self.page.nodes[i as usize].end = self.page.nodes.len() as u32;
                    continue;
                }
                Frame::Enter(node, parent) => (node, parent),
            };
            if self.page.nodes.len() >= MAX_WALK_NODES {
                self.page.truncated = true;
                // Close the frames still open so every `end` stays valid.
                for f in stack.drain(..).rev() {
                    if let Frame::Exit(i) = f {
                        self.page.nodes[i as usize].end = self.page.nodes.len() as u32;
                    }
                }
                break;
            }
            match self.dom.kind(&node) {
                NodeKind::Other => {}
                NodeKind::Text => {
                    if parent == NO_NODE {
                        continue;
                    }
                    let data = self.dom.text(&node);
                    let data = if data.trim().is_empty() {
                        " ".to_string()
                    } else {
                        data
                    };
                    self.push(parent, NodeData::Text(data));
                }
                NodeKind::Element => {
                    self.page.elements_seen += 1;
                    let tag = self.dom.tag_name(&node);
                    if parent == NO_NODE {
                        self.page.head.lang = self.dom.attribute(&node, "lang");
                        self.page.head.dir = self.dom.attribute(&node, "dir");
                    }
                    let in_streamed = parent != NO_NODE && self.streamed[parent as usize];
                    let follows_button = parent != NO_NODE
                        && std::mem::replace(
                            &mut self.last_child_is_button[parent as usize],
                            tag == "button",
                        );
                    let place = Place {
                        in_streamed,
                        follows_button,
                    };
                    // Read once: the hiding test and the element's data both need it.
                    let class = self.dom.attribute(&node, "class");
                    if self.skip_element(&node, &tag, place, class.as_deref()) {
                        continue;
                    }
                    let element = self.element_data(&node, tag, class);
                    let streamed = in_streamed || lexicon::is_streamed_segment(&element.id);
                    let reads_layout = lexicon::is_layout_tag(&element.tag)
                        || lexicon::is_measured_tag(&element.tag);
                    let i = self.push(parent, NodeData::Element(element));
                    self.streamed[i as usize] = streamed;
                    if reads_layout {
                        self.block_handles.push((i, node.clone()));
                    }
                    stack.push(Frame::Exit(i));
                    children.clear();
                    self.dom.push_children(&node, &mut children);
                    stack.extend(children.drain(..).rev().map(|c| Frame::Enter(c, i)));
                }
            }
        }
    }

    fn push(&mut self, parent: u32, data: NodeData) -> u32 {
        let i = self.page.nodes.len() as u32;
        let measure = match &data {
            NodeData::Text(t) => text::measure(t),
            NodeData::Element(_) => TextMeasure::default(),
        };
        self.page.measures.push(measure);
        self.streamed.push(false);
        self.last_child_is_button.push(false);
        self.page.nodes.push(PageNode {
            parent,
            end: i + 1,
            data,
        });
        i
    }

    /// Pruned or hidden elements are skipped with their subtree; metadata in them is kept aside.
    fn skip_element(
        &mut self,
        node: &D::Node,
        tag: &str,
        place: Place,
        class: Option<&str>,
    ) -> bool {
        if tag == "head" {
            self.read_head(node);
            return true;
        }
        if tag == "script" {
            self.read_script(node);
            return true;
        }
        if tag == "iframe" {
            let src = self.dom.attribute(node, "src").unwrap_or_default();
            if !lexicon::is_video_embed(&src) {
                return true;
            }
        } else if lexicon::is_pruned_tag(tag) {
            match tag {
                "meta" => self.read_meta(node),
                "noscript" => self.read_noscript(node),
                // An unknown element in `<head>` closes the head, and a `<title>` after it lands
                // in the body (caijing.com.cn's `<UNION_TAG_INDEX_TITLE>`).
                "title" => self.read_title(node),
                _ => {}
            }
            return true;
        }
        self.is_hidden(node, tag, place, class)
    }

    /// Hidden by `aria-hidden` (a block's only, as the browser's collector reads it: inline text
    /// so marked is on the screen, a rating beside its stars; natively wcxb-dev 0.8664 -> 0.8674,
    /// and the same text as the browser's on 55 more of the 2,406 dev pages), the `hidden`
    /// attribute, CSS or a framework's hiding class
    /// (`lexicon::is_hiding_class`). A streamed segment is not, and
    /// inside one only `aria-hidden` and `hidden` count: its children have no box either. Nor is
    /// a tab's panel (`lexicon::TAB_PANEL_ROLE`), an accordion's
    /// (`lexicon::DISCLOSURE_CLASS_PARTS`) or the panel a button just before it opens. An
    /// accordion's closed panel is often `aria-hidden` too, and is still read as shown: natively
    /// wcxb-dev 0.859 -> 0.860 (15 pages up, REI's category pages 0.13 -> 0.37 and 0.75 -> 0.88,
    /// a pet insurance page 0.61 -> 0.97; 3 down, 4174 0.95 -> 0.81).
    fn is_hidden(&mut self, node: &D::Node, tag: &str, place: Place, class: Option<&str>) -> bool {
        let Place {
            in_streamed,
            follows_button,
        } = place;
        if lexicon::is_block_tag(tag)
            && self
                .dom
                .attribute(node, "aria-hidden")
                .is_some_and(|v| v.trim() == "true")
            && !class.is_some_and(lexicon::is_disclosure_class)
        {
            return true;
        }
        let styled_hidden = || {
            ((!in_streamed && self.dom.is_css_hidden(node))
                || class.is_some_and(lexicon::is_hiding_class))
                && !(follows_button && self.opened_by_button(node, tag))
        };
        let hidden = (self.dom.attribute(node, "hidden").is_some() || styled_hidden())
            && self.dom.attribute(node, "role").as_deref().map(str::trim)
                != Some(lexicon::TAB_PANEL_ROLE)
            && !self
                .dom
                .attribute(node, "id")
                .is_some_and(|id| lexicon::is_streamed_segment(&id))
            && !class.is_some_and(lexicon::is_disclosure_class);
        if hidden {
            self.page.hidden_skipped += 1;
        }
        hidden && !self.include_hidden
    }

    /// Whether an element that follows a `<button>` and is hidden by CSS is the panel that button
    /// opens ("View product details" and the details below it), as an accordion's is. A popover or
    /// a dialog is not: menus, share boxes and prompts open so.
    fn opened_by_button(&self, node: &D::Node, tag: &str) -> bool {
        tag != "dialog" && self.dom.attribute(node, "popover").is_none()
    }

    fn element_data(&self, node: &D::Node, tag: String, class: Option<String>) -> ElementData {
        let mut attrs = Vec::new();
        self.dom
            .attributes_of(node, lexicon::recorded_attributes(&tag), &mut attrs);
        self.dom
            .attributes_of(node, lexicon::COMMON_ATTRIBUTES, &mut attrs);
        ElementData {
            id: self.dom.attribute(node, "id").unwrap_or_default(),
            class: class.unwrap_or_default(),
            tag,
            attrs,
            layout: None,
            names: Default::default(),
        }
    }

    /// Reads `<title>`, `<meta>` and JSON-LD out of `<head>` (a small, bounded subtree walk).
    fn read_head(&mut self, head: &D::Node) {
        let mut stack = Vec::new();
        self.dom.push_children(head, &mut stack);
        stack.reverse();
        let mut budget = MAX_WALK_NODES / 10;
        while let Some(node) = stack.pop() {
            budget = budget.saturating_sub(1);
            if budget == 0 {
                break;
            }
            if self.dom.kind(&node) != NodeKind::Element {
                continue;
            }
            match self.dom.tag_name(&node).as_str() {
                "title" => self.read_title(&node),
                "meta" => self.read_meta(&node),
                "script" => self.read_script(&node),
                "style" | "template" | "noscript" => {}
                _ => {
                    let mut children = Vec::new();
                    self.dom.push_children(&node, &mut children);
                    stack.extend(children.into_iter().rev());
                }
            }
        }
    }

    /// The document's title is its first `<title>` in tree order, in `<head>` or not (HTML's
    /// `document.title`).
    fn read_title(&mut self, node: &D::Node) {
        if self.page.head.title.is_empty() {
            self.page.head.title = self.text_of(node);
        }
    }

    fn read_meta(&mut self, node: &D::Node) {
        let key = ["property", "name", "itemprop"]
            .iter()
            .find_map(|k| self.dom.attribute(node, k));
        if let (Some(key), Some(content)) = (key, self.dom.attribute(node, "content")) {
            // RDFa lets one tag carry several properties: `property="og:title twitter:title"`.
            let key = key.to_ascii_lowercase();
            // Remix's meta descriptor for JSON-LD, written out by some sites as a tag of its own
            // rather than the script it stands for.
            if key == "script:ld+json" {
                self.page.head.json_ld.push(content);
                return;
            }
            for k in key.split_ascii_whitespace() {
                self.page.head.metas.push((k.to_string(), content.clone()));
            }
        }
    }

    fn read_noscript(&mut self, node: &D::Node) {
        let html = self.text_of(node);
        if html.len() >= NOSCRIPT_MIN_CHARS {
            self.page.head.noscript_html.push(html);
        }
    }

    fn read_script(&mut self, node: &D::Node) {
        let is_json_ld = self
            .dom
            .attribute(node, "type")
            .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/ld+json"));
        if is_json_ld {
            let text = self.text_of(node);
            self.page.head.json_ld.push(text);
        }
    }

    /// Concatenated text children of a metadata element such as `<title>`.
    fn text_of(&self, node: &D::Node) -> String {
        let mut children = Vec::new();
        self.dom.push_children(node, &mut children);
        let mut out = String::new();
        for c in &children {
            if self.dom.kind(c) == NodeKind::Text {
                out.push_str(&self.dom.text(c));
            }
        }
        out
    }
}
