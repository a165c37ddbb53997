//! html5ever, as scraper drives it, with the nesting depth capped. The HTML tree builder checks
//! element scopes by walking its stack of open elements, so each start tag costs as much as the
//! page is deep: a run of unclosed tags makes parsing quadratic (servo/html5ever#788: 60,000
//! nested `<div>`s, 300 KB, took 4.7 s natively). Browsers bound the depth (Blink and WebKit at
//! 512, `kMaximumHTMLParserDOMTreeDepth`) and hang deeper elements on the last allowed ancestor;
//! html5ever's stack cannot be bounded from outside, so here parsing stops instead, at the first
//! element deeper than that: what came before is the page.

use std::borrow::Cow;
use std::cell::{Cell, Ref};

use ego_tree::NodeId;
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::tree_builder::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::{Attribute, QualName};
use scraper::{Html, HtmlTreeSink};

/// The deepest an element may sit (its ancestors, the document node included), as in Blink.
pub const MAX_PARSE_DEPTH: usize = 512;

/// Bytes of source fed to the parser between checks: the most it parses past the cap.
const PARSE_PIECE_BYTES: usize = 16 * 1024;

/// Parses a whole document, stopping at the first element nested deeper than
/// [`MAX_PARSE_DEPTH`]. Pages within the cap parse exactly as `Html::parse_document` parses them.
pub fn parse_document(source: &str) -> Html {
    let mut parser = html5ever::driver::parse_document(
        DepthGuard {
            inner: HtmlTreeSink::new(Html::new_document()),
            too_deep: Cell::new(false),
        },
        Default::default(),
    );
    let mut rest = source;
    while !rest.is_empty() && !parser.tokenizer.sink.sink.too_deep.get() {
        let mut cut = rest.len().min(PARSE_PIECE_BYTES);
        while !rest.is_char_boundary(cut) {
            cut += 1;
        }
        parser.process(StrTendril::from_slice(&rest[..cut]));
        rest = &rest[cut..];
    }
    parser.finish()
}

/// scraper's sink, noting when an element lands deeper than the cap.
struct DepthGuard {
    inner: HtmlTreeSink,
    too_deep: Cell<bool>,
}

impl DepthGuard {
    /// Notes an element placed too deep: under `node` as its last child, or `beside` it, just
    /// before it (where the element then has the ancestors `node` has).
    fn check(&self, node: &NodeId, beside: bool, child: &NodeOrText<NodeId>) {
        if !matches!(child, NodeOrText::AppendNode(_)) || self.too_deep.get() {
            return;
        }
        let html = self.inner.0.borrow();
        let Some(node) = html.tree.get(*node) else {
            return;
        };
        let depth = node.ancestors().take(MAX_PARSE_DEPTH).count() + usize::from(!beside);
        if depth >= MAX_PARSE_DEPTH {
            self.too_deep.set(true);
        }
    }

    /// Whether `node` is in the tree, so that `append_based_on_parent_node` places beside it.
    fn has_parent(&self, node: &NodeId) -> bool {
        let html = self.inner.0.borrow();
        html.tree.get(*node).and_then(|n| n.parent()).is_some()
    }
}

impl TreeSink for DepthGuard {
    type Handle = NodeId;
    type Output = Html;
    type ElemName<'a> = Ref<'a, QualName>;

    fn finish(self) -> Html {
        self.inner.finish()
    }
    fn parse_error(&self, msg: Cow<'static, str>) {
        self.inner.parse_error(msg)
    }
    fn get_document(&self) -> NodeId {
        self.inner.get_document()
    }
    fn elem_name<'a>(&'a self, target: &'a NodeId) -> Ref<'a, QualName> {
        self.inner.elem_name(target)
    }
    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> NodeId {
        self.inner.create_element(name, attrs, flags)
    }
    fn create_comment(&self, text: StrTendril) -> NodeId {
        self.inner.create_comment(text)
    }
    fn create_pi(&self, target: StrTendril, data: StrTendril) -> NodeId {
        self.inner.create_pi(target, data)
    }
    fn append(&self, parent: &NodeId, child: NodeOrText<NodeId>) {
        self.check(parent, false, &child);
        self.inner.append(parent, child)
    }
    fn append_based_on_parent_node(
        &self,
        element: &NodeId,
        prev: &NodeId,
        child: NodeOrText<NodeId>,
    ) {
        // Where scraper's sink puts it: beside `element` when that has a parent, else under `prev`.
        if self.has_parent(element) {
            self.check(element, true, &child);
        } else {
            self.check(prev, false, &child);
        }
        self.inner.append_based_on_parent_node(element, prev, child)
    }
    fn append_doctype_to_document(
        &self,
        name: StrTendril,
        public_id: StrTendril,
        system_id: StrTendril,
    ) {
        self.inner
            .append_doctype_to_document(name, public_id, system_id)
    }
    fn mark_script_already_started(&self, node: &NodeId) {
        self.inner.mark_script_already_started(node)
    }
    fn pop(&self, node: &NodeId) {
        self.inner.pop(node)
    }
    fn get_template_contents(&self, target: &NodeId) -> NodeId {
        self.inner.get_template_contents(target)
    }
    fn same_node(&self, x: &NodeId, y: &NodeId) -> bool {
        self.inner.same_node(x, y)
    }
    fn set_quirks_mode(&self, mode: QuirksMode) {
        self.inner.set_quirks_mode(mode)
    }
    fn append_before_sibling(&self, sibling: &NodeId, new_node: NodeOrText<NodeId>) {
        self.check(sibling, true, &new_node);
        self.inner.append_before_sibling(sibling, new_node)
    }
    fn add_attrs_if_missing(&self, target: &NodeId, attrs: Vec<Attribute>) {
        self.inner.add_attrs_if_missing(target, attrs)
    }
    fn associate_with_form(
        &self,
        target: &NodeId,
        form: &NodeId,
        nodes: (&NodeId, Option<&NodeId>),
    ) {
        self.inner.associate_with_form(target, form, nodes)
    }
    fn remove_from_parent(&self, target: &NodeId) {
        self.inner.remove_from_parent(target)
    }
    fn reparent_children(&self, node: &NodeId, new_parent: &NodeId) {
        self.inner.reparent_children(node, new_parent)
    }
    fn is_mathml_annotation_xml_integration_point(&self, handle: &NodeId) -> bool {
        self.inner
            .is_mathml_annotation_xml_integration_point(handle)
    }
    fn set_current_line(&self, line: u64) {
        self.inner.set_current_line(line)
    }
    fn allow_declarative_shadow_roots(&self, intended_parent: &NodeId) -> bool {
        self.inner.allow_declarative_shadow_roots(intended_parent)
    }
    fn attach_declarative_shadow(
        &self,
        location: &NodeId,
        template: &NodeId,
        attrs: &[Attribute],
    ) -> bool {
        self.inner
            .attach_declarative_shadow(location, template, attrs)
    }
    fn maybe_clone_an_option_into_selectedcontent(&self, option: &NodeId) {
        self.inner
            .maybe_clone_an_option_into_selectedcontent(option)
    }
}
