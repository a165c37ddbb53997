//! Snapshot backend: a page serialized by the JS collector (`src/collector.js`) in one pass, decoded
//! here into an owned tree with layout. It is the fast browser path (one boundary crossing per
//! extraction), the extension's strict-CSP path, and the way recorded pages replay real layout in
//! native tests.
//!
//! Format: `stream` is a sequence of tokens separated by U+0001. `E<tag>` opens an element and is
//! followed, in the same token, by `U+0002 name U+0002 value` pairs; `T<text>` is a text node;
//! `X` closes the open element. `boxes` holds `[token-node index, left, top, width, height]`
//! records in page pixels, for the elements whose layout was read.

use super::{DomSource, LayoutBox, NodeKind, PageSize};
use crate::error::Error;

const TOKEN_SEP: char = '\u{1}';
const FIELD_SEP: char = '\u{2}';

#[derive(Debug)]
struct SnapNode {
    /// Tag for elements, data for text nodes.
    name: String,
    is_text: bool,
    attrs: Vec<(String, String)>,
    children: Vec<u32>,
    layout: Option<LayoutBox>,
}

/// A decoded page snapshot.
#[derive(Debug, Default)]
pub struct Snapshot {
    nodes: Vec<SnapNode>,
    size: Option<PageSize>,
    url: Option<String>,
}

impl Snapshot {
    /// Decodes a collector snapshot. `size` is the laid-out page size, `None` without layout.
    pub fn decode(
        stream: &str,
        boxes: &[f64],
        size: Option<PageSize>,
        url: Option<String>,
    ) -> Result<Snapshot, Error> {
        let mut snap = Snapshot {
            nodes: Vec::new(),
            size,
            url,
        };
        let mut open: Vec<u32> = Vec::new();
        for token in stream.split(TOKEN_SEP) {
            let Some(kind) = token.chars().next() else {
                continue;
            };
            let body = &token[kind.len_utf8()..];
            match kind {
                'E' => {
                    let mut fields = body.split(FIELD_SEP);
                    let tag = fields.next().unwrap_or_default().to_ascii_lowercase();
                    let mut attrs = Vec::new();
                    while let (Some(n), Some(v)) = (fields.next(), fields.next()) {
                        attrs.push((n.to_string(), v.to_string()));
                    }
                    let i = snap.push(
                        &open,
                        SnapNode {
                            name: tag,
                            is_text: false,
                            attrs,
                            children: Vec::new(),
                            layout: None,
                        },
                    );
                    open.push(i);
                }
                'T' => {
                    if open.is_empty() {
                        return Err(Error::NotADocument("snapshot text outside the root".into()));
                    }
                    snap.push(
                        &open,
                        SnapNode {
                            name: body.to_string(),
                            is_text: true,
                            attrs: Vec::new(),
                            children: Vec::new(),
                            layout: None,
                        },
                    );
                }
                'X' => {
                    if open.pop().is_none() {
                        return Err(Error::NotADocument(
                            "snapshot closes more elements than it opens".into(),
                        ));
                    }
                }
                _ => return Err(Error::NotADocument(format!("snapshot token kind {kind:?}"))),
            }
        }
        for record in boxes.chunks_exact(5) {
            let i = record[0] as usize;
            if let Some(node) = snap.nodes.get_mut(i) {
                node.layout = Some(LayoutBox {
                    left_px: record[1] as f32,
                    top_px: record[2] as f32,
                    width_px: record[3] as f32,
                    height_px: record[4] as f32,
                });
            }
        }
        Ok(snap)
    }

    fn push(&mut self, open: &[u32], node: SnapNode) -> u32 {
        let i = self.nodes.len() as u32;
        if let Some(&parent) = open.last() {
            self.nodes[parent as usize].children.push(i);
        }
        self.nodes.push(node);
        i
    }
}

impl DomSource for Snapshot {
    type Node = u32;

    fn document_element(&self) -> Option<u32> {
        self.nodes.first().filter(|n| !n.is_text).map(|_| 0)
    }

    fn kind(&self, node: &u32) -> NodeKind {
        match self.nodes.get(*node as usize) {
            Some(n) if n.is_text => NodeKind::Text,
            Some(_) => NodeKind::Element,
            None => NodeKind::Other,
        }
    }

    fn push_children(&self, node: &u32, out: &mut Vec<u32>) {
        if let Some(n) = self.nodes.get(*node as usize) {
            out.extend_from_slice(&n.children);
        }
    }

    fn tag_name(&self, node: &u32) -> String {
        self.nodes
            .get(*node as usize)
            .map_or_else(String::new, |n| n.name.clone())
    }

    fn attribute(&self, node: &u32, name: &str) -> Option<String> {
        let n = self.nodes.get(*node as usize)?;
        n.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }

    /// The collector already resolved URL attributes against the document's base URL.
    fn url_attribute(&self, node: &u32, name: &str) -> Option<String> {
        self.attribute(node, name)
    }

    fn text(&self, node: &u32) -> String {
        self.nodes
            .get(*node as usize)
            .filter(|n| n.is_text)
            .map_or_else(String::new, |n| n.name.clone())
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_elements_attributes_text_and_boxes() {
        let stream = "Ehtml\u{1}Ebody\u{1}Ep\u{2}class\u{2}lead\u{1}THello\u{1}X\u{1}X\u{1}X";
        let snap = Snapshot::decode(stream, &[2.0, 10.0, 20.0, 300.0, 40.0], None, None).unwrap();
        assert_eq!(snap.tag_name(&2), "p");
        assert_eq!(snap.attribute(&2, "class").as_deref(), Some("lead"));
        assert_eq!(snap.text(&3), "Hello");
        assert_eq!(snap.layout_box(&2).unwrap().width_px, 300.0);
        let mut kids = Vec::new();
        snap.push_children(&1, &mut kids);
        assert_eq!(kids, [2]);
    }

    #[test]
    fn malformed_streams_are_errors_not_panics() {
        assert!(Snapshot::decode("X", &[], None, None).is_err());
        assert!(Snapshot::decode("Tloose", &[], None, None).is_err());
        assert!(Snapshot::decode("Qodd", &[], None, None).is_err());
        assert!(Snapshot::decode("", &[9.0, 1.0], None, None).is_ok());
    }
}
