//! Live browser backend (web-sys): the page's own DOM with real layout boxes and computed
//! visibility. Read-only: no attribute, property or style of the page is ever written, and all
//! layout is read after the walk, so nothing forces a reflow between reads.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Node, Window};

use super::{DomSource, LayoutBox, NodeKind, PageSize, TextBox};

// Hostile pages clobber DOM properties (a <form> with <input name="getAttribute"> makes
// `form.getAttribute` that input), and web-sys reads them from the object itself. These `final`
// imports bind the prototypes' own getters and methods once, so clobbering cannot reach them.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = Node)]
    type SafeNode;
    #[wasm_bindgen(method, final, getter = nodeType)]
    fn node_type(this: &SafeNode) -> u16;
    #[wasm_bindgen(method, final, getter = firstChild)]
    fn first_child(this: &SafeNode) -> Option<Node>;
    #[wasm_bindgen(method, final, getter = nextSibling)]
    fn next_sibling(this: &SafeNode) -> Option<Node>;
    #[wasm_bindgen(method, final, getter = nodeValue)]
    fn node_value(this: &SafeNode) -> Option<String>;
    #[wasm_bindgen(method, final, getter = baseURI)]
    fn base_uri(this: &SafeNode) -> String;

    #[wasm_bindgen(js_name = Element)]
    type SafeElement;
    #[wasm_bindgen(method, final, getter = localName)]
    fn local_name(this: &SafeElement) -> String;
    #[wasm_bindgen(method, final, getter = namespaceURI)]
    fn namespace_uri(this: &SafeElement) -> Option<String>;
    #[wasm_bindgen(method, final, js_name = getAttribute)]
    fn get_attribute(this: &SafeElement, name: &str) -> Option<String>;
    #[wasm_bindgen(method, final, js_name = getAttributeNames)]
    fn get_attribute_names(this: &SafeElement) -> js_sys::Array;
    #[wasm_bindgen(method, final, getter = shadowRoot)]
    fn shadow_root(this: &SafeElement) -> Option<Node>;
    #[wasm_bindgen(method, final, js_name = getBoundingClientRect)]
    fn get_bounding_client_rect(this: &SafeElement) -> web_sys::DomRect;
    /// `checkVisibility` (Chromium 105, Firefox 106, Safari 17.4).
    #[wasm_bindgen(method, final, js_name = checkVisibility)]
    fn check_visibility(this: &SafeElement, options: &JsValue) -> bool;

    #[wasm_bindgen(js_name = Document)]
    type SafeDocument;
    #[wasm_bindgen(method, final, getter = documentElement)]
    fn document_element(this: &SafeDocument) -> Option<Element>;
    #[wasm_bindgen(method, final, getter = contentType)]
    fn content_type(this: &SafeDocument) -> String;
    #[wasm_bindgen(method, final, getter = body)]
    fn body(this: &SafeDocument) -> Option<Element>;
    #[wasm_bindgen(method, final, getter = URL)]
    fn url(this: &SafeDocument) -> String;
    #[wasm_bindgen(method, final, getter = characterSet)]
    fn character_set(this: &SafeDocument) -> String;
    #[wasm_bindgen(method, final, getter = defaultView)]
    fn default_view(this: &SafeDocument) -> Option<Window>;
    #[wasm_bindgen(method, final, js_name = querySelectorAll)]
    fn query_selector_all(this: &SafeDocument, selectors: &str) -> web_sys::NodeList;
    #[wasm_bindgen(method, final, js_name = getElementById)]
    fn get_element_by_id(this: &SafeDocument, id: &str) -> Option<Element>;
    #[wasm_bindgen(method, final, js_name = createRange)]
    fn create_range(this: &SafeDocument) -> SafeRange;

    /// A range over a text node, to read its line boxes; never attached to a selection.
    #[wasm_bindgen(js_name = Range)]
    type SafeRange;
    #[wasm_bindgen(method, final, catch, js_name = selectNodeContents)]
    fn select_node_contents(this: &SafeRange, node: &Node) -> Result<(), JsValue>;
    #[wasm_bindgen(method, final, js_name = getClientRects)]
    fn get_client_rects(this: &SafeRange) -> web_sys::DomRectList;
}

/// The node seen through the prototypes' own getters.
fn safe(node: &Node) -> &SafeNode {
    node.unchecked_ref()
}

/// The document seen through the prototypes' own getters and methods: a page's named elements
/// shadow a document's properties (`<img name="URL">` makes `document.URL` that image).
fn safe_doc(document: &Document) -> &SafeDocument {
    document.unchecked_ref()
}

/// The element seen through the prototypes' own getters and methods.
fn safe_el(element: &Element) -> &SafeElement {
    element.unchecked_ref()
}

const XHTML: &str = "http://www.w3.org/1999/xhtml";

/// Chromium (and WebKit) show an XML file without a stylesheet as an HTML view of its tree, built
/// in the document itself: the file's own elements in the element of this id, then the tree
/// printed as lines of tags, which read as a short article of markup.
const XML_VIEWER_SOURCE: &str = "webkit-xml-viewer-source-xml";

/// The root element of `document` if it is a page: an HTML or XHTML document or a text file
/// (`lexicon::is_page_content_type`), not an SVG file, a bare XML tree (a feed `DOMParser` read),
/// the browser's view of an XML file, or markup shown as text (a feed served as
/// `application/rss+xml`, which Chromium shows as a `text/plain` file). The collector's
/// `pageRoot` is the same rule.
fn page_root(document: &Document) -> Option<Element> {
    let document = safe_doc(document);
    let root = document.document_element()?;
    if safe_el(&root).namespace_uri().as_deref() != Some(XHTML) {
        return None;
    }
    let content_type = document.content_type();
    if content_type == "text/html" {
        return Some(root);
    }
    if !crate::lexicon::is_page_content_type(&content_type)
        || document.get_element_by_id(XML_VIEWER_SOURCE).is_some()
    {
        return None;
    }
    if content_type == "text/plain" {
        // The browser shows a text file as `<body><pre>` and its text.
        let text = document
            .body()
            .and_then(|body| safe(&body).first_child())
            .and_then(|pre| safe(&pre).first_child())
            .and_then(|text| safe(&text).node_value());
        if text.is_some_and(|t| crate::lexicon::is_markup_source(&t)) {
            return None;
        }
    }
    Some(root)
}

/// A document in a browsing context (the page itself, or a same-origin iframe's document).
pub struct LiveDocument {
    document: Document,
    /// `None` for documents without a browsing context (DOMParser): no layout, no computed style.
    window: Option<Window>,
    visibility_options: Option<JsValue>,
    /// `checkVisibility`'s options that find content skipped by `content-visibility: auto`.
    skipped_options: Option<JsValue>,
    scroll: (f32, f32),
    /// The range that text line boxes are read through, made on first use.
    range: std::cell::OnceCell<SafeRange>,
}

impl LiveDocument {
    pub fn new(document: Document) -> LiveDocument {
        let window = safe_doc(&document).default_view();
        let scroll = window
            .as_ref()
            .map(|w| {
                (
                    w.scroll_x().unwrap_or(0.0) as f32,
                    w.scroll_y().unwrap_or(0.0) as f32,
                )
            })
            .unwrap_or((0.0, 0.0));
        let visibility_options = window.as_ref().and_then(|_| {
            let proto = js_sys::Reflect::get(&js_sys::global(), &"Element".into())
                .and_then(|e| js_sys::Reflect::get(&e, &"prototype".into()))
                .ok()?;
            let f = js_sys::Reflect::get(&proto, &"checkVisibility".into()).ok()?;
            if !f.is_function() {
                return None;
            }
            let options = js_sys::Object::new();
            js_sys::Reflect::set(&options, &"visibilityProperty".into(), &true.into()).ok()?;
            js_sys::Reflect::set(&options, &"contentVisibilityAuto".into(), &false.into()).ok()?;
            Some(options.into())
        });
        let skipped_options = visibility_options.as_ref().and_then(|_| {
            let options = js_sys::Object::new();
            js_sys::Reflect::set(&options, &"contentVisibilityAuto".into(), &true.into()).ok()?;
            Some(options.into())
        });
        LiveDocument {
            document,
            window,
            visibility_options,
            skipped_options,
            scroll,
            range: std::cell::OnceCell::new(),
        }
    }

    /// The first or last line box of text node `node`, where it has one.
    fn text_box(&self, node: &Node, last: bool) -> Option<TextBox> {
        let range = self
            .range
            .get_or_init(|| safe_doc(&self.document).create_range());
        range.select_node_contents(node).ok()?;
        let rects = range.get_client_rects();
        let n = rects.length();
        let r = rects.item(if last { n.checked_sub(1)? } else { 0 })?;
        Some(TextBox {
            left: r.left() as f32,
            top: r.top() as f32,
            right: r.right() as f32,
            bottom: r.bottom() as f32,
        })
    }

    /// An element `checkVisibility` calls hidden that is shown after all: `display: contents`
    /// has no box of its own, and a closed `<details>`, a tab's panel (by its role or its class) or
    /// the panel a button opens
    /// (`Page`'s walk reads it as shown) keeps its content for the reader to open (FAQ answers, a
    /// quickstart's other languages, product details). The walk has passed over
    /// every ancestor as shown, so the one that hides this element is such a container. So does
    /// an accordion's panel (`lexicon::DISCLOSURE_CLASS_PARTS`), hidden or not. The collector's
    /// rule, less its `aria-controls` panels, which the walk reads as shown itself
    /// (`DomSource::disclosure_panel_ids`).
    fn shown_without_box(&self, element: &Element) -> bool {
        let Some(style) = self.computed_style(element) else {
            return false;
        };
        if DISCLOSURE_SELECTOR.with(|selector| matches!(element.closest(selector), Ok(Some(_)))) {
            return true;
        }
        match style.get_property_value("display").as_deref() {
            Ok("contents") => true,
            Ok("none") | Err(_) => false,
            Ok(_) => {
                OPENED_BY_CLICK.with(|selector| matches!(element.closest(selector), Ok(Some(_))))
            }
        }
    }

    fn computed_hidden(&self, element: &Element) -> bool {
        let Some(style) = self.computed_style(element) else {
            return false;
        };
        let display = style.get_property_value("display").unwrap_or_default();
        let visibility = style.get_property_value("visibility").unwrap_or_default();
        display == "none" || visibility == "hidden" || visibility == "collapse"
    }

    /// The element's computed style: `None` for a document without a window (one `DOMParser`
    /// made) or where the browser gives none.
    fn computed_style(&self, element: &Element) -> Option<web_sys::CssStyleDeclaration> {
        self.window.as_ref()?.get_computed_style(element).ok()?
    }
}

impl DomSource for LiveDocument {
    type Node = Node;

    fn document_element(&self) -> Option<Node> {
        page_root(&self.document).map(Node::from)
    }

    fn kind(&self, node: &Node) -> NodeKind {
        match safe(node).node_type() {
            Node::ELEMENT_NODE => NodeKind::Element,
            Node::TEXT_NODE | Node::CDATA_SECTION_NODE => NodeKind::Text,
            Node::COMMENT_NODE => NodeKind::Comment,
            _ => NodeKind::Other,
        }
    }

    fn push_children(&self, node: &Node, out: &mut Vec<Node>) {
        if safe(node).node_type() == Node::ELEMENT_NODE {
            if let Some(shadow) = safe_el(node.unchecked_ref()).shadow_root() {
                let mut child = safe(&shadow).first_child();
                while let Some(c) = child {
                    child = safe(&c).next_sibling();
                    out.push(c);
                }
            }
        }
        let mut child = safe(node).first_child();
        while let Some(c) = child {
            child = safe(&c).next_sibling();
            out.push(c);
        }
    }

    fn tag_name(&self, node: &Node) -> String {
        safe_el(node.unchecked_ref())
            .local_name()
            .to_ascii_lowercase()
    }

    fn attribute(&self, node: &Node, name: &str) -> Option<String> {
        let element = node.unchecked_ref::<Element>();
        safe_el(element).get_attribute(name)
    }

    fn attributes_renamed(
        &self,
        node: &Node,
        rename: fn(&str) -> Option<&'static str>,
        out: &mut Vec<(&'static str, String)>,
    ) {
        let element = safe_el(node.unchecked_ref());
        for name in element.get_attribute_names().iter() {
            let Some(name) = name.as_string() else {
                continue;
            };
            if let Some(kept) = rename(&name) {
                if let Some(value) = element.get_attribute(&name) {
                    out.push((kept, value));
                }
            }
        }
    }

    fn text(&self, node: &Node) -> String {
        safe(node).node_value().unwrap_or_default()
    }

    fn document_comments(&self, out: &mut Vec<Node>) {
        let mut child = safe(self.document.unchecked_ref()).first_child();
        while let Some(c) = child {
            child = safe(&c).next_sibling();
            if safe(&c).node_type() == Node::COMMENT_NODE {
                out.push(c);
            }
        }
    }

    fn is_css_hidden(&self, node: &Node) -> bool {
        let element = node.unchecked_ref::<Element>();
        match &self.visibility_options {
            Some(options) => {
                !safe_el(element).check_visibility(options) && !self.shown_without_box(element)
            }
            None => self.computed_hidden(element),
        }
    }

    fn hidden_by_ancestor_only(&self, node: &Node) -> bool {
        let Some(style) = self.computed_style(node.unchecked_ref()) else {
            return false;
        };
        !matches!(
            style.get_property_value("display").as_deref(),
            Ok("none") | Err(_)
        )
    }

    fn reads_text_boxes(&self) -> bool {
        self.window.is_some()
    }

    fn texts_apart(&self, before: &Node, after: &Node) -> bool {
        match (self.text_box(before, true), self.text_box(after, false)) {
            (Some(a), Some(b)) => super::drawn_apart(a, b),
            _ => false,
        }
    }

    fn layout_box(&self, node: &Node) -> Option<LayoutBox> {
        self.window.as_ref()?;
        let rect = safe_el(node.unchecked_ref()).get_bounding_client_rect();
        Some(LayoutBox {
            left_px: rect.left() as f32 + self.scroll.0,
            top_px: rect.top() as f32 + self.scroll.1,
            width_px: rect.width() as f32,
            height_px: rect.height() as f32,
        })
    }

    fn disclosure_panel_ids(&self) -> Vec<String> {
        let toggles = safe_doc(&self.document).query_selector_all("[aria-expanded][aria-controls]");
        let count = toggles
            .length()
            .min(crate::lexicon::MAX_DISCLOSURE_TOGGLES as u32);
        (0..count)
            .filter_map(|i| toggles.item(i))
            .filter_map(|t| safe_el(t.unchecked_ref()).get_attribute("aria-controls"))
            .flat_map(|c| {
                c.split_ascii_whitespace()
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    fn drawing_skipped(&self, node: &Node) -> bool {
        // Elements with no box fail the check too; their boxes are empty, which says the same.
        self.skipped_options
            .as_ref()
            .is_some_and(|options| !safe_el(node.unchecked_ref()).check_visibility(options))
    }

    fn page_size(&self) -> Option<PageSize> {
        self.window.as_ref()?;
        // Read only for a page: the walk stops where `document_element` (`page_root`) gives none.
        let document = safe_doc(&self.document);
        let root = document.document_element()?;
        let body = document.body();
        // Widths are judged against the viewport, as in the collector (see collector.js).
        let width = root.client_width();
        let height = root
            .scroll_height()
            .max(body.as_ref().map_or(0, |b| b.scroll_height()));
        Some(PageSize {
            width_px: width as f32,
            height_px: height as f32,
        })
    }

    fn document_url(&self) -> Option<String> {
        let base = safe(self.document.unchecked_ref()).base_uri();
        Some(if base.is_empty() {
            safe_doc(&self.document).url()
        } else {
            base
        })
    }

    fn direction(&self) -> Option<String> {
        let body = safe_doc(&self.document).body()?;
        let style = self.computed_style(&body)?;
        style
            .get_property_value("direction")
            .ok()
            .filter(|d| !d.is_empty())
    }

    fn character_set(&self) -> Option<String> {
        Some(safe_doc(&self.document).character_set())
    }
}

#[wasm_bindgen(module = "/src/collector.js")]
extern "C" {
    /// What `collect` returns: the snapshot stream, layout boxes and page geometry.
    pub type CollectedPage;
    #[wasm_bindgen(catch)]
    fn collect(document: &Document, config: &JsValue) -> Result<Option<CollectedPage>, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn stream(this: &CollectedPage) -> String;
    #[wasm_bindgen(method, getter)]
    fn boxes(this: &CollectedPage) -> Vec<f64>;
    #[wasm_bindgen(method, getter)]
    fn width(this: &CollectedPage) -> f64;
    #[wasm_bindgen(method, getter)]
    fn height(this: &CollectedPage) -> f64;
    #[wasm_bindgen(method, getter)]
    fn url(this: &CollectedPage) -> String;
    #[wasm_bindgen(method, getter, js_name = hasLayout)]
    fn has_layout(this: &CollectedPage) -> bool;
    /// Absent from snapshots recorded before it existed.
    #[wasm_bindgen(method, getter)]
    fn direction(this: &CollectedPage) -> Option<String>;
    /// Elements left out as hidden (absent from older snapshots).
    #[wasm_bindgen(method, getter, js_name = hiddenSkipped)]
    fn hidden_skipped(this: &CollectedPage) -> Option<f64>;
    /// Collected with `includeHidden` (absent from older snapshots).
    #[wasm_bindgen(method, getter, js_name = includesHidden)]
    fn includes_hidden(this: &CollectedPage) -> Option<bool>;
    /// The document's encoding, `document.characterSet` (absent from older snapshots).
    #[wasm_bindgen(method, getter)]
    fn charset(this: &CollectedPage) -> Option<String>;
}

thread_local! {
    /// `lexicon::DISCLOSURE_CLASS_PARTS` as a selector, built once (read per hidden element).
    static DISCLOSURE_SELECTOR: String = crate::lexicon::disclosure_selector();
    /// `lexicon::TAB_PANEL_CLASS_PARTS` as a selector.
    static TAB_PANEL_SELECTOR: String = crate::lexicon::tab_panel_class_selector();
    /// The containers whose content waits for a click or a search (`LiveDom::shown_without_box`):
    /// a closed `<details>`, a tab's panel by its role or its class, the panel a button opens, a
    /// section hidden until found (`lexicon::HIDDEN_UNTIL_FOUND`).
    static OPENED_BY_CLICK: String = TAB_PANEL_SELECTOR.with(|tab_panels| {
        format!(
            "details:not([open]), [role=tabpanel], button + *, [hidden={} i], {tab_panels}",
            crate::lexicon::HIDDEN_UNTIL_FOUND
        )
    });
    /// The collector's configuration, built once from the lexicon and tuning modules.
    static COLLECTOR_CONFIG: JsValue = collector_config();
    /// The same with hidden elements kept (`article::extract_or_hidden`).
    static COLLECTOR_CONFIG_ALL: JsValue = {
        let config = collector_config();
        let _ = js_sys::Reflect::set(&config, &"includeHidden".into(), &JsValue::TRUE);
        config
    };
}

fn string_array(items: &[&str]) -> js_sys::Array {
    items.iter().map(|s| JsValue::from_str(s)).collect()
}

fn collector_config() -> JsValue {
    use crate::{lexicon, tuning};
    let config = js_sys::Object::new();
    let recorded = js_sys::Object::new();
    for (tag, names) in lexicon::RECORDED_ATTRIBUTES {
        let all: Vec<&str> = names
            .iter()
            .chain(lexicon::COMMON_ATTRIBUTES)
            .copied()
            .collect();
        let _ = js_sys::Reflect::set(&recorded, &JsValue::from_str(tag), &string_array(&all));
    }
    let set = |key: &str, value: &JsValue| {
        let _ = js_sys::Reflect::set(&config, &JsValue::from_str(key), value);
    };
    set("pruned", &string_array(lexicon::PRUNED_TAGS));
    set("layoutTags", &string_array(lexicon::LAYOUT_TAGS));
    set("measuredTags", &string_array(lexicon::MEASURED_TAGS));
    set(
        "visibilityChecked",
        &string_array(lexicon::VISIBILITY_CHECKED_TAGS),
    );
    set("blockTags", &string_array(lexicon::BLOCK_TAGS));
    set("shadowHosts", &string_array(lexicon::SHADOW_HOST_TAGS));
    set(
        "accordionHeadings",
        &string_array(lexicon::ACCORDION_HEADINGS),
    );
    set(
        "accordionPanels",
        &string_array(lexicon::ACCORDION_PANEL_TAGS),
    );
    set(
        "accordionHeaderDepth",
        &JsValue::from_f64(lexicon::ACCORDION_HEADER_DEPTH as f64),
    );
    set(
        "cmsRecordPrefixes",
        &string_array(lexicon::CMS_RECORD_PREFIXES),
    );
    set("pageTypes", &string_array(lexicon::PAGE_CONTENT_TYPES));
    set(
        "markupSourceStarts",
        &string_array(lexicon::MARKUP_SOURCE_STARTS),
    );
    set("recorded", &recorded);
    set(
        "lazyImageSuffixes",
        &string_array(&lexicon::LAZY_IMAGE_SUFFIXES),
    );
    DISCLOSURE_SELECTOR.with(|selector| set("disclosure", &JsValue::from_str(selector)));
    TAB_PANEL_SELECTOR.with(|selector| set("tabPanel", &JsValue::from_str(selector)));
    set(
        "commonAttributes",
        &string_array(lexicon::COMMON_ATTRIBUTES),
    );
    // The collector counts raw UTF-16 text length (whitespace included), a cheap stand-in for
    // the weighted text the native walk uses for the same threshold.
    set(
        "layoutMinChars",
        &JsValue::from_f64(tuning::LAYOUT_MIN_TEXT_WEIGHT as f64),
    );
    set(
        "maxNodes",
        &JsValue::from_f64(tuning::MAX_WALK_NODES as f64),
    );
    set(
        "noscriptMinChars",
        &JsValue::from_f64(tuning::NOSCRIPT_MIN_CHARS as f64),
    );
    set(
        "wordGapShare",
        &JsValue::from_f64(tuning::WORD_GAP_SHARE as f64),
    );
    let cjk = js_sys::Array::new();
    for &(first, last) in crate::text::CJK_RANGES {
        cjk.push(&js_sys::Array::of2(&first.into(), &last.into()));
    }
    set("cjkRanges", &cjk);
    config.into()
}

/// Runs the JS collector on `document`: `None` when it is no page (an SVG or XML file, or no
/// root element).
pub fn collect_page(document: &Document) -> Result<Option<CollectedPage>, crate::Error> {
    collect_with(&COLLECTOR_CONFIG, document)
}

fn collect_with(
    config: &'static std::thread::LocalKey<JsValue>,
    document: &Document,
) -> Result<Option<CollectedPage>, crate::Error> {
    config
        .with(|config| collect(document, config))
        .map_err(|e| crate::Error::NotADocument(format!("collector failed: {e:?}")))
}

/// Decodes what the collector returned (in this page, or recorded elsewhere and passed back).
pub fn decode_collected(page: &CollectedPage) -> Result<super::snapshot::Snapshot, crate::Error> {
    let size = page.has_layout().then(|| PageSize {
        width_px: page.width() as f32,
        height_px: page.height() as f32,
    });
    let url = Some(page.url()).filter(|u| !u.is_empty());
    let snapshot = super::snapshot::Snapshot::decode(page.stream(), &page.boxes(), size, url)?;
    Ok(snapshot
        .with_direction(page.direction())
        .with_hidden_skipped(page.hidden_skipped().unwrap_or(0.0) as u32)
        .with_includes_hidden(page.includes_hidden().unwrap_or(false))
        .with_charset(page.charset()))
}

/// Snapshots `document` with the JS collector (one boundary crossing) and decodes it.
pub fn snapshot(document: &Document) -> Result<Option<super::snapshot::Snapshot>, crate::Error> {
    snapshot_with(&COLLECTOR_CONFIG, document)
}

/// The same snapshot with elements hidden by the `hidden` attribute or CSS kept.
pub fn snapshot_including_hidden(
    document: &Document,
) -> Result<Option<super::snapshot::Snapshot>, crate::Error> {
    snapshot_with(&COLLECTOR_CONFIG_ALL, document)
}

fn snapshot_with(
    config: &'static std::thread::LocalKey<JsValue>,
    document: &Document,
) -> Result<Option<super::snapshot::Snapshot>, crate::Error> {
    match collect_with(config, document)? {
        Some(page) => decode_collected(&page).map(Some),
        None => Ok(None),
    }
}

/// A fresh copy of the collector's configuration for JavaScript callers: handing out the cached
/// object would let a caller's edit change what every later extraction collects.
pub fn collector_config_value() -> JsValue {
    collector_config()
}

/// Parses markup with the browser's `DOMParser` (inert: no scripts run, nothing loads) and reads
/// it through the collector. `None` when the browser refuses it.
pub fn parse_markup(markup: &str, _url: Option<&str>) -> Option<crate::page::Page> {
    let parser = web_sys::DomParser::new().ok()?;
    let document = parser
        .parse_from_string(markup, web_sys::SupportedType::TextHtml)
        .ok()?;
    let snapshot = snapshot(&document).ok()??;
    Some(crate::page::Page::read(&snapshot))
}
