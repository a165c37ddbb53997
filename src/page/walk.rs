//! The walk: one read-only, iterative pass over a [`DomSource`] into a [`Page`]. Pruned and
//! hidden elements are left out with their subtree; the metadata in them (`<title>`, `<meta>`,
//! JSON-LD, large `<noscript>`) is kept aside in the page's head.

use super::{ElementData, NodeData, Page, PageNode, NO_NODE};
use crate::dom::{DomSource, NodeKind};
use crate::lexicon;
use crate::text::{self, TextMeasure};
use crate::tuning::{MAX_WALK_NODES, NOSCRIPT_MIN_CHARS};

/// What the walk leaves for layout to settle.
pub(super) struct Walked<N> {
    /// Container elements whose layout may be read once their text is known.
    pub block_handles: Vec<(u32, N)>,
    /// Text nodes that run on from the text before them across an element's edge, a letter or
    /// digit on both sides, where the characters do not settle it (`text::case_breaks`): the
    /// page node, the text node before and its own. Layout tells whether they are one word or
    /// two ([`DomSource::texts_apart`]).
    pub word_joins: Vec<(u32, N, N)>,
}

/// Walks `dom` from `root` into `page`.
pub(super) fn walk<D: DomSource>(
    dom: &D,
    root: D::Node,
    include_hidden: bool,
    page: &mut Page,
) -> Walked<D::Node> {
    let nodes = dom.node_count_hint().min(MAX_WALK_NODES);
    page.nodes.reserve(nodes);
    page.measures.reserve(nodes);
    let mut walk = Walk {
        dom,
        include_hidden,
        page,
        block_handles: Vec::new(),
        streamed: Vec::with_capacity(nodes),
        opened: Vec::with_capacity(nodes),
        opening: false,
        panel_ids: None,
        last_child_is_button: Vec::with_capacity(nodes),
        last_element_child: Vec::with_capacity(nodes),
        open_pre: 0,
        code_line_open: false,
        reads_text_boxes: dom.reads_text_boxes(),
        word_end: None,
        word_end_node: None,
        crossed_edge: false,
        crossed_script: false,
        word_end_text: NO_NODE,
        word_joins: Vec::new(),
        picture_sources: Default::default(),
    };
    let mut comments = Vec::new();
    dom.document_comments(&mut comments);
    for comment in &comments {
        walk.read_comment(comment);
    }
    walk.run(root);
    Walked {
        block_handles: walk.block_handles,
        word_joins: walk.word_joins,
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
    /// Inside an accordion's panel read as shown ([`Walk::is_header`]).
    in_opened: bool,
    /// Right after a `<button>` sibling element.
    follows_button: bool,
    /// The sibling element kept just before it, or [`NO_NODE`].
    previous: u32,
    /// Its parent, or [`NO_NODE`].
    parent: u32,
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
    /// Per page node: inside an accordion's panel read as shown, whose descendants have no box
    /// either.
    opened: Vec<bool>,
    /// Set by `is_hidden` when the element it passed is such a panel.
    opening: bool,
    /// The ids that disclosure toggles name (`DomSource::disclosure_panel_ids`), read at the
    /// first hidden element.
    panel_ids: Option<std::collections::HashSet<String>>,
    /// Per page node: whether the last element child walked so far is a `<button>` (kept or
    /// pruned), so that a child knows it follows one.
    last_child_is_button: Vec<bool>,
    /// Per page node: its last element child kept so far, or [`NO_NODE`].
    last_element_child: Vec<u32>,
    /// The `srcset` of the sources of the `<picture>` being walked, for its `<img>`.
    picture_sources: super::picture::PictureSources,
    /// How many `<pre>` elements the walk is inside: there whitespace is the text's own.
    open_pre: u32,
    /// In preformatted text, whether anything (text, or a highlighter's line element) stands
    /// since the last line break: a line element then starts a new line ([`Walk::break_code_line`]).
    code_line_open: bool,
    /// Whether the DOM tells texts drawn apart ([`DomSource::reads_text_boxes`]): only then
    /// are word joins left to layout.
    reads_text_boxes: bool,
    /// The last character of the last text node read, when it ends a word (a letter or digit,
    /// `text::is_word_char`) or a sentence (`text::ends_clause` after one), and is more than one
    /// character (a single letter is an initial, a drop cap, of the next word).
    word_end: Option<char>,
    /// That text node's page node.
    word_end_text: u32,
    /// That text node in the DOM, when layout is to settle the join.
    word_end_node: Option<D::Node>,
    /// An inline element opened or closed since the last text node read (a block's edge
    /// separates the texts around it anyway).
    crossed_edge: bool,
    /// Whether one of those was a subscript or superscript (`CO<sub>2</sub>`, a footnote's
    /// number): written on to the word before it.
    crossed_script: bool,
    /// See [`Walked::word_joins`].
    word_joins: Vec<(u32, D::Node, D::Node)>,
}

impl<D: DomSource> Walk<'_, D> {
    fn run(&mut self, root: D::Node) {
        let mut stack = vec![Frame::Enter(root, NO_NODE)];
        let mut children = Vec::new();
        while let Some(frame) = stack.pop() {
            let (node, parent) = match frame {
                Frame::Exit(i) => {
                    self.page.nodes[i as usize].end = self.page.nodes.len() as u32;
                    self.cross_edge(i);
                    if self.page.tag(i) == "pre" {
                        self.open_pre -= 1;
                    }
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
                NodeKind::Comment => self.read_comment(&node),
                NodeKind::Text => {
                    if parent == NO_NODE {
                        continue;
                    }
                    let data = self.dom.text(&node);
                    // Whitespace between words is one space, except in preformatted text, where
                    // it is the code's own: the spaces a highlighter wraps in elements of their
                    // own (Pygments' `<span class="w"> </span>`) and the line breaks between
                    // lines. An unfilled template placeholder shows nothing the page means to
                    // say, unless it is code (a template language's documentation).
                    let data = if data.trim().is_empty() && self.open_pre == 0
                        || (text::is_template_placeholder(&data) && !self.in_code(parent))
                    {
                        " ".to_string()
                    } else {
                        data
                    };
                    if self.open_pre > 0 && !data.is_empty() {
                        self.code_line_open = !data.ends_with('\n');
                    }
                    let i = self.push(parent, NodeData::Text(data));
                    // In preformatted text, the spaces are the code's own.
                    if self.open_pre == 0 {
                        self.note_word_edges(i, &node);
                    }
                }
                NodeKind::Element => {
                    self.page.elements_seen += 1;
                    let tag = self.dom.tag_name(&node);
                    if parent == NO_NODE {
                        self.page.head.lang = self.dom.attribute(&node, "lang");
                        self.page.head.dir = self.dom.attribute(&node, "dir");
                    }
                    let in_streamed = parent != NO_NODE && self.streamed[parent as usize];
                    let in_opened = parent != NO_NODE && self.opened[parent as usize];
                    let follows_button = parent != NO_NODE
                        && std::mem::replace(
                            &mut self.last_child_is_button[parent as usize],
                            tag == "button",
                        );
                    let previous = if parent == NO_NODE {
                        NO_NODE
                    } else {
                        self.last_element_child[parent as usize]
                    };
                    let place = Place {
                        in_streamed,
                        in_opened,
                        follows_button,
                        previous,
                        parent,
                    };
                    // Read once: the hiding test and the element's data both need it.
                    let class = self.dom.attribute(&node, "class");
                    if let Some(glyph) = class
                        .as_deref()
                        .filter(|c| lexicon::is_ligature_icon_class(c))
                        .and_then(|_| self.icon_glyph(&node))
                    {
                        // An icon font's glyph is no text, but a mark stands as itself.
                        if let Some(mark) = lexicon::icon_mark(&glyph) {
                            if parent != NO_NODE {
                                self.push(parent, NodeData::Text(mark.to_string()));
                            }
                            self.word_end = None;
                        } else {
                            self.pass_over();
                        }
                        continue;
                    }
                    if self.skip_element(&node, &tag, place, class.as_deref()) {
                        self.pass_over();
                        // A hidden sibling stands between a header and what follows it, as in
                        // the document the collector reads; a pruned one (an icon) does not.
                        if parent != NO_NODE && !lexicon::is_pruned_tag(&tag) {
                            self.last_element_child[parent as usize] = NO_NODE;
                        }
                        continue;
                    }
                    let code_line = self.open_pre > 0
                        && class.as_deref().is_some_and(lexicon::is_code_line_class);
                    let mut element = self.element_data(&node, tag, class);
                    let streamed = in_streamed || lexicon::is_streamed_segment(&element.id);
                    let reads_layout = lexicon::is_layout_tag(&element.tag)
                        || lexicon::is_measured_tag(&element.tag);
                    let is_formula = element.tag == "math";
                    let is_player = lexicon::is_player_tag(&element.tag);
                    let is_frame = element.tag == "iframe";
                    if element.tag == "pre" {
                        self.open_pre += 1;
                        self.code_line_open = false;
                    }
                    if code_line {
                        self.break_code_line(parent);
                    }
                    if element.tag == "img" {
                        self.picture_sources.lend(parent, &mut element);
                    }
                    let i = self.push(parent, NodeData::Element(element));
                    self.cross_edge(i);
                    if is_formula {
                        self.page.formulas.push(i);
                    }
                    if parent != NO_NODE {
                        self.last_element_child[parent as usize] = i;
                    }
                    self.streamed[i as usize] = streamed;
                    self.opened[i as usize] = in_opened || std::mem::take(&mut self.opening);
                    if reads_layout {
                        self.block_handles.push((i, node.clone()));
                    }
                    stack.push(Frame::Exit(i));
                    children.clear();
                    // A frame shows its own document, never its children: the HTML parser reads
                    // what a page writes between `<iframe>` and `</iframe>` as raw text, markup
                    // and all (an editor's bookmark `<span>`s in a video's frame).
                    if !is_frame {
                        self.dom.push_children(&node, &mut children);
                    }
                    if is_player {
                        // What a browser that cannot play the media shows instead ("Your
                        // browser does not support video") is not the page's text.
                        children.retain(|c| {
                            matches!(self.dom.kind(c), NodeKind::Element)
                                && self.dom.tag_name(c) == "source"
                        });
                    }
                    stack.extend(children.drain(..).rev().map(|c| Frame::Enter(c, i)));
                }
            }
        }
    }

    /// Notes the walk crossing element `i`'s edge, opening or closing it.
    fn cross_edge(&mut self, i: u32) {
        let tag = self.page.tag(i);
        if lexicon::is_block_tag(tag) {
            self.word_end = None;
        } else {
            self.crossed_edge = true;
            self.crossed_script |= matches!(tag, "sub" | "sup");
        }
    }

    /// Notes an element left out (an icon, a hidden label) between the texts around it. Only
    /// their characters tell whether they are one word or two (`text::case_breaks`): layout
    /// is not read across it, as the collector, which leaves it out of the snapshot, does not.
    fn pass_over(&mut self) {
        self.crossed_edge = true;
        self.word_end_node = None;
    }

    /// Reads text node `i` (`node` in the DOM) that starts with a letter or digit right after
    /// an element's edge, the text before ending a word or a sentence: a join. Where the
    /// characters on either side say two words (`text::case_breaks`: `Gregory|Paragon`,
    /// `Accessories|1385`, `Filter:|All`), the text opens with a space, unless the edge is a
    /// subscript's or a superscript's, or both texts are in one code element. Other joins
    /// between words are left to layout, where the DOM has it. Keeps how the text ends.
    fn note_word_edges(&mut self, i: u32, node: &D::Node) {
        let NodeData::Text(t) = &self.page.nodes[i as usize].data else {
            return;
        };
        let first = t.chars().next().filter(|&c| text::is_word_char(c));
        let mut back = t.chars().rev();
        let last = match (back.next(), back.next()) {
            (Some(c), _) if text::is_word_char(c) => Some(c),
            // A sentence's or a label's end, after a word (not `::` or `?.`). A dot that ends
            // one word of letters ends a name's part in code (`json.`, then `JSONDecoder`).
            (Some(c), Some(b)) if text::ends_clause(c) && text::is_word_char(b) => {
                let part = c == '.' && !b.is_numeric() && !t.trim().contains(char::is_whitespace);
                (!part).then_some(c)
            }
            _ => None,
        };
        let initial = t.chars().nth(1).is_none();
        if let (Some(first), Some(before), true) = (first, self.word_end, self.crossed_edge) {
            // Within one code element, a highlighter splits names into elements
            // (`get<span>Value</span>`).
            let one_code = || {
                let code = self.code_around(i);
                code.is_some() && code == self.code_around(self.word_end_text)
            };
            if !self.crossed_script && text::case_breaks(before, first) && !one_code() {
                if let NodeData::Text(t) = &mut self.page.nodes[i as usize].data {
                    t.insert(0, ' ');
                }
            } else if let Some(before) = self.word_end_node.take() {
                self.word_joins.push((i, before, node.clone()));
            }
        }
        self.crossed_edge = false;
        self.crossed_script = false;
        self.word_end = last.filter(|_| !initial);
        self.word_end_text = i;
        self.word_end_node = (self.reads_text_boxes
            && self.word_end.is_some_and(text::is_word_char))
        .then(|| node.clone());
    }

    /// Starts a highlighter's line of code (`lexicon::is_code_line_class`) on a line of its own:
    /// when the lines are written with no line break between them, a line break is read before
    /// each one but the first, blank ones included. Without it, a reader shows the code block as
    /// one long line, and words across lines run together (`'vite'import`).
    fn break_code_line(&mut self, parent: u32) {
        if std::mem::replace(&mut self.code_line_open, true) {
            self.push(parent, NodeData::Text("\n".to_string()));
            self.word_end = None;
        }
    }

    /// Whether page node `i` is code or inside code (`lexicon::is_code_tag`).
    fn in_code(&self, i: u32) -> bool {
        self.code_around(i).is_some()
    }

    /// The innermost code element (`lexicon::is_code_tag`) that is page node `i` or holds it.
    fn code_around(&self, i: u32) -> Option<u32> {
        self.page
            .self_and_ancestors(i)
            .find(|&a| lexicon::is_code_tag(self.page.tag(a)))
    }

    fn push(&mut self, parent: u32, data: NodeData) -> u32 {
        let i = self.page.nodes.len() as u32;
        let measure = match &data {
            NodeData::Text(t) => text::measure(t),
            NodeData::Element(_) => TextMeasure::default(),
        };
        self.page.measures.push(measure);
        self.streamed.push(false);
        self.opened.push(false);
        self.last_child_is_button.push(false);
        self.last_element_child.push(NO_NODE);
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
        if tag == "source" {
            // A player's source, which has no box of its own; a `<picture>`'s is read from
            // its `<img>`, which its `srcset` is noted for.
            let parent = self.page.tag(place.parent);
            if parent == "picture" {
                let srcset = ["srcset", "data-srcset"]
                    .into_iter()
                    .find_map(|a| self.dom.attribute(node, a).filter(|s| !s.trim().is_empty()));
                let media = self.dom.attribute(node, "media");
                self.picture_sources.note(place.parent, srcset, media);
            }
            return !lexicon::is_player_tag(parent);
        }
        if tag == "audio" && self.dom.attribute(node, "controls").is_none() {
            // Drawn by no browser (`audio:not([controls]) { display: none }` in HTML's user
            // agent stylesheet): a page's script plays it, if anything does.
            return true;
        }
        if tag == "iframe" {
            if lexicon::embedded_video(|a| self.dom.attribute(node, a)).is_none() {
                return true;
            }
        } else if lexicon::is_pruned_tag(tag) {
            match tag {
                "meta" => {
                    self.read_meta(node);
                    self.read_microdata_author(node, place.parent);
                }
                "noscript" => self.read_noscript(node, place.previous),
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
    /// (`lexicon::DISCLOSURE_CLASS_PARTS`), the panel a button just before it opens or a
    /// toggle's `aria-controls` names (natively wcxb-dev 0.87699 -> 0.87735, 4 pages up, none
    /// down; the DOM walker then reads what the collector reads), or a box
    /// just after an accordion's header ([`Walk::is_header`]), with what only that box hides
    /// (browser-recorded wcxb-dev 0.87044 -> 0.87080: 3 pages up by 0.06-0.31, 3 forum pages
    /// down by under 0.005). An accordion's closed panel is often `aria-hidden` too, and is
    /// still read as shown: natively wcxb-dev 0.859 -> 0.860 (15 pages up, REI's category pages
    /// 0.13 -> 0.37 and 0.75 -> 0.88, a pet insurance page 0.61 -> 0.97; 3 down, 4174 0.95 ->
    /// 0.81). So is one just after its header, named by no class (an FAQ's answers under their
    /// questions, `<h3><a aria-expanded=false>`): natively wcxb-dev 0.87491 -> 0.87503, 4654
    /// 0.35 -> 0.53, none down.
    fn is_hidden(&mut self, node: &D::Node, tag: &str, place: Place, class: Option<&str>) -> bool {
        let Place {
            in_streamed,
            in_opened,
            follows_button,
            previous,
            ..
        } = place;
        // A closed panel of an accordion or of tabs, read as shown.
        let closed_panel = || {
            class.is_some_and(lexicon::is_disclosure_class)
                || self.is_labelled_region(node)
                || self.is_tab_panel(node, class)
                || (lexicon::ACCORDION_PANEL_TAGS.contains(&tag) && self.is_header(previous))
        };
        if lexicon::is_block_tag(tag)
            && self
                .dom
                .attribute(node, "aria-hidden")
                .is_some_and(|v| v.trim() == "true")
            && !closed_panel()
        {
            return true;
        }
        // Hidden by CSS, but for an accordion's panel (and what only it hides) or the panel a
        // button just before it opens. `opens`: the element is a panel whose descendants are
        // read as shown where only it hides them.
        let mut opens = false;
        let mut styled_hidden = || {
            let css_hidden = !in_streamed
                && self.dom.is_css_hidden(node)
                && !(in_opened && self.dom.hidden_by_ancestor_only(node));
            if !(css_hidden || class.is_some_and(lexicon::is_hiding_class))
                || (follows_button && self.opened_by_button(node, tag))
            {
                return false;
            }
            opens = lexicon::ACCORDION_PANEL_TAGS.contains(&tag) && self.is_header(previous);
            !opens
        };
        let mut hidden = (self
            .dom
            .attribute(node, "hidden")
            .is_some_and(|v| lexicon::hidden_attribute_hides(&v))
            || styled_hidden())
            && !self.is_tab_panel(node, class)
            && !self
                .dom
                .attribute(node, "id")
                .is_some_and(|id| lexicon::is_streamed_segment(&id))
            && !class.is_some_and(lexicon::is_disclosure_class);
        // A panel that a toggle's `aria-controls` names, and what only it hides: read as shown,
        // as the collector reads it (wcxb-dev 0590's ingredients under "View all ingredients").
        if hidden && self.is_toggled_panel(node) {
            hidden = false;
            opens = true;
        }
        self.opening = opens && !hidden;
        if hidden {
            self.page.hidden_skipped += 1;
        }
        hidden && !self.include_hidden
    }

    /// Whether the element's id is one that a disclosure toggle's `aria-controls` names.
    fn is_toggled_panel(&mut self, node: &D::Node) -> bool {
        let Some(id) = self.dom.attribute(node, "id") else {
            return false;
        };
        let dom = self.dom;
        self.panel_ids
            .get_or_insert_with(|| dom.disclosure_panel_ids().into_iter().collect())
            .contains(id.trim())
    }

    /// Whether page node `i` is an accordion's header, so that the panel hidden by CSS just after
    /// it waits for a click on it and is read as shown, as a closed `<details>` is: a heading
    /// (`h2`-`h6`), or up to `lexicon::ACCORDION_HEADER_DEPTH` boxes around one that hold nothing else kept
    /// (a toggle's icon or button is pruned). Class names cannot say so where CSS-in-JS
    /// generates them (`css-iiacjm`). The collector reads headers the same way.
    fn is_header(&self, i: u32) -> bool {
        let mut box_ = i;
        for _ in 0..=lexicon::ACCORDION_HEADER_DEPTH {
            let Some(e) = self.page.element(box_) else {
                return false;
            };
            if lexicon::is_accordion_heading(&e.tag) {
                return true;
            }
            let mut children = self
                .page
                .children(box_)
                .filter(|&c| self.page.element(c).is_some());
            match (children.next(), children.next()) {
                (Some(only), None) => box_ = only,
                _ => return false,
            }
        }
        false
    }

    /// Whether the element is a tab's panel (`lexicon::is_tab_panel`: by its role or its class):
    /// other panels hold content like the first, so a panel is read hidden or not.
    fn is_tab_panel(&self, node: &D::Node, class: Option<&str>) -> bool {
        lexicon::is_tab_panel(
            self.dom.attribute(node, "role").as_deref(),
            class.unwrap_or(""),
        )
    }

    /// Whether the element is a labelled region (`role="region"` with `aria-labelledby`): ARIA's
    /// accordion pattern, a panel named by the button that opens it. Closed, the panel is
    /// `aria-hidden`, and is read as shown as a panel named so by its class is (a shop's
    /// "Shipping & Returns", an FAQ's answers).
    fn is_labelled_region(&self, node: &D::Node) -> bool {
        self.dom
            .attribute(node, "role")
            .is_some_and(|r| r.trim().eq_ignore_ascii_case("region"))
            && self
                .dom
                .attribute(node, "aria-labelledby")
                .is_some_and(|ids| !ids.trim().is_empty())
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
        if tag == "img" {
            self.dom
                .attributes_renamed(node, lexicon::other_lazy_image_attribute, &mut attrs);
        }
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
            match self.dom.kind(&node) {
                NodeKind::Element => {}
                NodeKind::Comment => {
                    self.read_comment(&node);
                    continue;
                }
                _ => continue,
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

    /// Keeps the first comment that is a CMS's record of the article (`lexicon::is_cms_record`),
    /// cut to [`lexicon::MAX_CMS_RECORD_BYTES`].
    fn read_comment(&mut self, node: &D::Node) {
        if self.page.head.cms_record.is_some() {
            return;
        }
        let mut data = self.dom.text(node);
        if lexicon::is_cms_record(&data) {
            if data.len() > lexicon::MAX_CMS_RECORD_BYTES {
                let mut cut = lexicon::MAX_CMS_RECORD_BYTES;
                while !data.is_char_boundary(cut) {
                    cut -= 1;
                }
                data.truncate(cut);
            }
            self.page.head.cms_record = Some(data);
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

    /// schema.org microdata naming an author in a tag rather than in text: `<span
    /// itemprop=author itemscope><meta itemprop=name content="Alphabyte1">` (a forum's opening
    /// post). Kept as an `author` meta, unless the author is a review's or a comment's.
    fn read_microdata_author(&mut self, node: &D::Node, parent: u32) {
        let has_itemprop = |i: u32, names: &[&str]| {
            self.page
                .element(i)
                .is_some_and(|e| e.attr_has_word("itemprop", names))
        };
        let is_name = self
            .dom
            .attribute(node, "itemprop")
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("name"));
        if !is_name || parent == NO_NODE || !has_itemprop(parent, &["author", "creator"]) {
            return;
        }
        if self
            .page
            .ancestors(parent)
            .any(|a| has_itemprop(a, &["review", "comment"]))
        {
            return;
        }
        if let Some(content) = self.dom.attribute(node, "content") {
            self.page.head.metas.push(("author".to_string(), content));
        }
    }

    /// Keeps a large `<noscript>`'s markup aside, and gives an image just before a small one
    /// the source of the image it holds (`noscript::lend_image`).
    fn read_noscript(&mut self, node: &D::Node, previous: u32) {
        let html = self.text_of(node);
        if html.len() >= NOSCRIPT_MIN_CHARS {
            self.page.head.noscript_html.push(html);
        } else {
            super::noscript::lend_image(self.page, previous, &html);
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

    /// The glyph an element in a ligature icon font draws (`lexicon::is_icon_glyph_text`): its
    /// text, when it has no element inside it.
    fn icon_glyph(&self, node: &D::Node) -> Option<String> {
        let mut children = Vec::new();
        self.dom.push_children(node, &mut children);
        let mut glyph = String::new();
        for c in &children {
            match self.dom.kind(c) {
                NodeKind::Element => return None,
                NodeKind::Text => glyph.push_str(&self.dom.text(c)),
                _ => {}
            }
        }
        lexicon::is_icon_glyph_text(&glyph).then_some(glyph)
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
