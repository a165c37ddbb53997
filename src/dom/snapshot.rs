//! Snapshot backend: a page serialized by the JS collector (`src/collector.js`) in one pass, decoded
//! here into an owned tree with layout. It is the fast browser path (one boundary crossing per
//! extraction), the extension's strict-CSP path, and the way recorded pages replay real layout in
//! native tests.
//!
//! Format: `stream` is a sequence of tokens separated by U+0001. `E<tag>` opens an element and is
//! followed, in the same token, by `U+0002 name U+0002 value` pairs; `T<text>` is a text node;
//! `C<data>` a comment (only a CMS's record of the article, `lexicon::CMS_RECORD_PREFIXES`, with
//! those outside the root written as its first children); `X` closes the open element. `boxes`
//! holds `[token-node index, left, top, width, height]` records in page pixels, for the elements
//! whose layout was read.

use super::{DomSource, LayoutBox, NodeKind, PageSize};
use crate::error::Error;

const TOKEN_SEP: char = '\u{1}';
const FIELD_SEP: char = '\u{2}';
const NONE: u32 = u32::MAX;

/// A byte range of the stream.
type Span = (u32, u32);

#[derive(Debug, Clone, Copy)]
struct SnapNode {
    /// Tag for elements, data for text nodes and comments.
    name: Span,
    kind: NodeKind,
    /// Range of this element's pairs in `Snapshot::attrs`.
    attrs: (u32, u32),
    first_child: u32,
    next_sibling: u32,
    layout: Option<LayoutBox>,
}

/// A decoded page snapshot. Names, texts and attributes stay in the stream (no copies).
#[derive(Debug, Default)]
pub struct Snapshot {
    stream: String,
    nodes: Vec<SnapNode>,
    attrs: Vec<(Span, Span)>,
    size: Option<PageSize>,
    url: Option<String>,
    direction: Option<String>,
    hidden_skipped: u32,
    includes_hidden: bool,
    charset: Option<String>,
}

impl Snapshot {
    /// Sets the encoding the document was decoded with (`document.characterSet`).
    pub fn with_charset(mut self, charset: Option<String>) -> Snapshot {
        self.charset = charset.filter(|c| !c.is_empty());
        self
    }

    /// Sets how many elements the collector left out as hidden.
    pub fn with_hidden_skipped(mut self, count: u32) -> Snapshot {
        self.hidden_skipped = count;
        self
    }

    /// Elements the collector left out as hidden (the walk of a snapshot never sees them).
    pub fn hidden_skipped(&self) -> u32 {
        self.hidden_skipped
    }

    /// Marks a snapshot collected with hidden elements kept (`includeHidden`).
    pub fn with_includes_hidden(mut self, includes: bool) -> Snapshot {
        self.includes_hidden = includes;
        self
    }

    /// Whether the collector kept hidden elements: such a snapshot only yields an article that
    /// passes `article::extract_hidden_page`.
    pub fn includes_hidden(&self) -> bool {
        self.includes_hidden
    }

    /// Sets the body's computed direction the collector read (only `ltr` and `rtl` are kept).
    pub fn with_direction(mut self, direction: Option<String>) -> Snapshot {
        self.direction = direction.filter(|d| d == "ltr" || d == "rtl");
        self
    }

    /// Decodes a collector snapshot. `size` is the laid-out page size, `None` without layout.
    pub fn decode(
        stream: String,
        boxes: &[f64],
        size: Option<PageSize>,
        url: Option<String>,
    ) -> Result<Snapshot, Error> {
        let mut snap = Snapshot {
            stream: String::new(),
            nodes: Vec::new(),
            attrs: Vec::new(),
            size,
            url,
            direction: None,
            hidden_skipped: 0,
            includes_hidden: false,
            charset: None,
        };
        // (node, its last child so far)
        let mut open: Vec<(u32, u32)> = Vec::new();
        let mut pos = 0usize;
        for token in stream.split(TOKEN_SEP) {
            let start = pos;
            pos += token.len() + TOKEN_SEP.len_utf8();
            let Some(kind) = token.as_bytes().first().copied() else {
                continue;
            };
            let body_start = start + 1;
            match kind {
                b'E' => {
                    let mut fields = token[1..].split(FIELD_SEP);
                    let mut at = body_start;
                    let mut span = |field: &str| -> Span {
                        let s = (at as u32, (at + field.len()) as u32);
                        at += field.len() + FIELD_SEP.len_utf8();
                        s
                    };
                    let name = span(fields.next().unwrap_or_default());
                    let first_attr = snap.attrs.len() as u32;
                    while let (Some(n), Some(v)) = (fields.next(), fields.next()) {
                        let pair = (span(n), span(v));
                        snap.attrs.push(pair);
                    }
                    let attrs = (first_attr, snap.attrs.len() as u32);
                    let i = snap.push(&mut open, name, NodeKind::Element, attrs);
                    open.push((i, NONE));
                }
                b'T' | b'C' => {
                    if open.is_empty() {
                        return Err(Error::InvalidSnapshot(
                            "text or a comment outside the root".into(),
                        ));
                    }
                    let name = (body_start as u32, (start + token.len()) as u32);
                    let kind = if kind == b'T' {
                        NodeKind::Text
                    } else {
                        NodeKind::Comment
                    };
                    snap.push(&mut open, name, kind, (0, 0));
                }
                b'X' => {
                    if open.pop().is_none() {
                        return Err(Error::InvalidSnapshot(
                            "it closes more elements than it opens".into(),
                        ));
                    }
                }
                other => {
                    return Err(Error::InvalidSnapshot(format!(
                        "token kind {:?}",
                        other as char
                    )));
                }
            }
        }
        for record in boxes.chunks_exact(5) {
            if let Some(node) = snap.nodes.get_mut(record[0] as usize) {
                node.layout = Some(LayoutBox {
                    left_px: record[1] as f32,
                    top_px: record[2] as f32,
                    width_px: record[3] as f32,
                    height_px: record[4] as f32,
                });
            }
        }
        snap.stream = stream;
        Ok(snap)
    }

    fn push(
        &mut self,
        open: &mut [(u32, u32)],
        name: Span,
        kind: NodeKind,
        attrs: (u32, u32),
    ) -> u32 {
        let i = self.nodes.len() as u32;
        if let Some((parent, last)) = open.last_mut() {
            if *last == NONE {
                self.nodes[*parent as usize].first_child = i;
            } else {
                self.nodes[*last as usize].next_sibling = i;
            }
            *last = i;
        }
        self.nodes.push(SnapNode {
            name,
            kind,
            attrs,
            first_child: NONE,
            next_sibling: NONE,
            layout: None,
        });
        i
    }

    fn str(&self, span: Span) -> &str {
        &self.stream[span.0 as usize..span.1 as usize]
    }
}

/// A recorded snapshot as JSON: what `collectSnapshot` returns in the browser, with `boxes` as an
/// array. Recorded pages replay real layout in native tests.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct SnapshotJson {
    stream: String,
    boxes: Vec<f64>,
    width: f64,
    height: f64,
    url: String,
    has_layout: bool,
    #[serde(default)]
    direction: Option<String>,
    #[serde(default)]
    hidden_skipped: u32,
    #[serde(default)]
    includes_hidden: bool,
    #[serde(default)]
    charset: Option<String>,
}

#[cfg(not(target_arch = "wasm32"))]
impl Snapshot {
    /// Decodes a snapshot recorded as JSON.
    pub fn from_json(json: &str) -> Result<Snapshot, Error> {
        let s: SnapshotJson =
            serde_json::from_str(json).map_err(|e| Error::InvalidSnapshot(format!("JSON: {e}")))?;
        let size = s.has_layout.then_some(PageSize {
            width_px: s.width as f32,
            height_px: s.height as f32,
        });
        let url = Some(s.url).filter(|u| !u.is_empty());
        Ok(Snapshot::decode(s.stream, &s.boxes, size, url)?
            .with_direction(s.direction)
            .with_hidden_skipped(s.hidden_skipped)
            .with_includes_hidden(s.includes_hidden)
            .with_charset(s.charset))
    }
}

impl DomSource for Snapshot {
    type Node = u32;

    fn document_element(&self) -> Option<u32> {
        self.nodes
            .first()
            .filter(|n| n.kind == NodeKind::Element)
            .map(|_| 0)
    }

    fn kind(&self, node: &u32) -> NodeKind {
        match self.nodes.get(*node as usize) {
            Some(n) => n.kind,
            None => NodeKind::Other,
        }
    }

    fn push_children(&self, node: &u32, out: &mut Vec<u32>) {
        let mut child = self
            .nodes
            .get(*node as usize)
            .map_or(NONE, |n| n.first_child);
        while child != NONE {
            out.push(child);
            child = self.nodes[child as usize].next_sibling;
        }
    }

    fn tag_name(&self, node: &u32) -> String {
        self.nodes
            .get(*node as usize)
            .map_or_else(String::new, |n| self.str(n.name).to_ascii_lowercase())
    }

    fn attribute(&self, node: &u32, name: &str) -> Option<String> {
        let n = self.nodes.get(*node as usize)?;
        self.attrs[n.attrs.0 as usize..n.attrs.1 as usize]
            .iter()
            .find(|(k, _)| self.str(*k) == name)
            .map(|(_, v)| self.str(*v).to_string())
    }

    /// One pass over the element's recorded pairs (the collector records only the attributes
    /// the walk reads).
    fn attributes_of(
        &self,
        node: &u32,
        names: &[&'static str],
        out: &mut Vec<(&'static str, String)>,
    ) {
        let Some(n) = self.nodes.get(*node as usize) else {
            return;
        };
        for &(k, v) in &self.attrs[n.attrs.0 as usize..n.attrs.1 as usize] {
            if let Some(&name) = names.iter().find(|&&name| self.str(k) == name) {
                out.push((name, self.str(v).to_string()));
            }
        }
    }

    fn attributes_renamed(
        &self,
        node: &u32,
        rename: fn(&str) -> Option<&'static str>,
        out: &mut Vec<(&'static str, String)>,
    ) {
        let Some(n) = self.nodes.get(*node as usize) else {
            return;
        };
        for &(k, v) in &self.attrs[n.attrs.0 as usize..n.attrs.1 as usize] {
            if let Some(kept) = rename(self.str(k)) {
                out.push((kept, self.str(v).to_string()));
            }
        }
    }

    fn text(&self, node: &u32) -> String {
        self.nodes
            .get(*node as usize)
            .filter(|n| n.kind != NodeKind::Element)
            .map_or_else(String::new, |n| self.str(n.name).to_string())
    }

    /// The collector leaves hidden elements out of the snapshot.
    fn is_css_hidden(&self, _node: &u32) -> bool {
        false
    }

    fn layout_box(&self, node: &u32) -> Option<LayoutBox> {
        self.nodes.get(*node as usize)?.layout
    }

    fn page_size(&self) -> Option<PageSize> {
        self.size
    }

    fn document_url(&self) -> Option<String> {
        self.url.clone()
    }

    fn direction(&self) -> Option<String> {
        self.direction.clone()
    }

    fn character_set(&self) -> Option<String> {
        self.charset.clone()
    }

    fn node_count_hint(&self) -> usize {
        self.nodes.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_elements_attributes_text_and_boxes() {
        let stream = "Ehtml\u{1}Ebody\u{1}Ep\u{2}class\u{2}lead\u{1}THello\u{1}X\u{1}X\u{1}X";
        let snap = Snapshot::decode(
            stream.to_string(),
            &[2.0, 10.0, 20.0, 300.0, 40.0],
            None,
            None,
        )
        .unwrap();
        assert_eq!(snap.tag_name(&2), "p");
        assert_eq!(snap.attribute(&2, "class").as_deref(), Some("lead"));
        assert_eq!(snap.text(&3), "Hello");
        assert_eq!(snap.layout_box(&2).unwrap().width_px, 300.0);
        let mut kids = Vec::new();
        snap.push_children(&1, &mut kids);
        assert_eq!(kids, [2]);
    }

    #[test]
    fn a_comment_is_a_node_of_its_own_whose_data_is_its_text() {
        let stream = "Ehtml\u{1}Cenpproperty <title>标题</title>\u{1}Ebody\u{1}THi\u{1}X\u{1}X";
        let snap =
            Snapshot::decode(stream.to_string(), &[2.0, 0.0, 0.0, 9.0, 9.0], None, None).unwrap();
        assert_eq!(snap.kind(&1), NodeKind::Comment);
        assert_eq!(snap.text(&1), "enpproperty <title>标题</title>");
        // Node indices count the comment: the box is the body's.
        assert_eq!(snap.tag_name(&2), "body");
        assert!(snap.layout_box(&2).is_some());
        assert_eq!(snap.kind(&3), NodeKind::Text);
    }

    #[test]
    fn malformed_streams_are_errors_not_panics() {
        assert!(Snapshot::decode("X".to_string(), &[], None, None).is_err());
        assert!(Snapshot::decode("Tloose".to_string(), &[], None, None).is_err());
        assert!(Snapshot::decode("Cloose".to_string(), &[], None, None).is_err());
        assert!(Snapshot::decode("Qodd".to_string(), &[], None, None).is_err());
        assert!(Snapshot::decode("".to_string(), &[9.0, 1.0], None, None).is_ok());
    }
}
