//! Native backend: parsed HTML (html5ever through `scraper`, its depth capped by `html_parse`),
//! no layout. Used by `cargo test`, the evaluation tool, and any native caller.

use ego_tree::NodeId;
use scraper::{Html, Node};
use url::Url;

use super::{DomSource, LayoutBox, NodeKind, PageSize};

/// A parsed HTML document.
pub struct HtmlDocument {
    html: Html,
    base: Option<Url>,
}

impl HtmlDocument {
    /// Parses `source`; relative links resolve against `url` (or the document's `<base href>`).
    pub fn parse(source: &str, url: Option<&str>) -> HtmlDocument {
        let html = super::html_parse::parse_document(source);
        let mut base = url.and_then(|u| Url::parse(u).ok());
        let base_selector = scraper::Selector::parse("base[href]").expect("static selector");
        if let Some(href) = html
            .select(&base_selector)
            .next()
            .and_then(|b| b.attr("href"))
        {
            base = match &base {
                Some(b) => b.join(href).ok().or(Some(b.clone())),
                None => Url::parse(href).ok(),
            };
        }
        HtmlDocument { html, base }
    }
}

/// Decodes raw page bytes the way a browser would: BOM, then `<meta charset>`, then UTF-8,
/// falling back to windows-1252.
pub fn decode(bytes: &[u8]) -> String {
    if let Some((enc, bom_len)) = encoding_rs::Encoding::for_bom(bytes) {
        return enc
            .decode_without_bom_handling(&bytes[bom_len..])
            .0
            .into_owned();
    }
    let head = &bytes[..bytes.len().min(4096)];
    let head_lower = String::from_utf8_lossy(head).to_ascii_lowercase();
    if let Some(pos) = head_lower.find("charset=") {
        let label: String = head_lower[pos + 8..]
            .trim_start_matches(['"', '\''])
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
            .collect();
        if let Some(enc) = encoding_rs::Encoding::for_label(label.as_bytes()) {
            // A page that declares UTF-16 in a meta tag is really ASCII-compatible (HTML spec).
            let enc = if enc == encoding_rs::UTF_16LE || enc == encoding_rs::UTF_16BE {
                encoding_rs::UTF_8
            } else {
                enc
            };
            // Bytes that are valid UTF-8 with non-ASCII text are UTF-8 whatever the page declares
            // (re-encoded copies keep their old `charset=gb2312`); text in a legacy encoding is
            // almost never valid UTF-8 by accident.
            if enc != encoding_rs::UTF_8 && !bytes.is_ascii() {
                if let Ok(s) = std::str::from_utf8(bytes) {
                    return s.to_string();
                }
            }
            return enc.decode_without_bom_handling(bytes).0.into_owned();
        }
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => encoding_rs::WINDOWS_1252
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
    }
}

/// True when an inline `style` hides the element (the only CSS a parsed document has).
fn inline_style_hides(style: &str) -> bool {
    let compact: String = style
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    compact.split(';').any(|decl| {
        let decl = decl.trim_end_matches("!important");
        decl == "display:none" || decl == "visibility:hidden"
    })
}

impl DomSource for HtmlDocument {
    type Node = NodeId;

    fn document_element(&self) -> Option<NodeId> {
        Some(self.html.root_element().id())
    }

    fn kind(&self, node: &NodeId) -> NodeKind {
        match self.html.tree.get(*node).map(|n| n.value()) {
            Some(Node::Element(_)) => NodeKind::Element,
            Some(Node::Text(_)) => NodeKind::Text,
            Some(Node::Comment(_)) => NodeKind::Comment,
            _ => NodeKind::Other,
        }
    }

    fn push_children(&self, node: &NodeId, out: &mut Vec<NodeId>) {
        if let Some(n) = self.html.tree.get(*node) {
            out.extend(n.children().map(|c| c.id()));
        }
    }

    fn tag_name(&self, node: &NodeId) -> String {
        match self.html.tree.get(*node).map(|n| n.value()) {
            Some(Node::Element(e)) => e.name().to_ascii_lowercase(),
            _ => String::new(),
        }
    }

    fn attribute(&self, node: &NodeId, name: &str) -> Option<String> {
        match self.html.tree.get(*node)?.value() {
            Node::Element(e) => e.attr(name).map(str::to_string),
            _ => None,
        }
    }

    fn attributes_renamed(
        &self,
        node: &NodeId,
        rename: fn(&str) -> Option<&'static str>,
        out: &mut Vec<(&'static str, String)>,
    ) {
        if let Some(Node::Element(e)) = self.html.tree.get(*node).map(|n| n.value()) {
            for (name, value) in e.attrs() {
                if let Some(kept) = rename(name) {
                    out.push((kept, value.to_string()));
                }
            }
        }
    }

    fn text(&self, node: &NodeId) -> String {
        match self.html.tree.get(*node).map(|n| n.value()) {
            Some(Node::Text(t)) => t.to_string(),
            Some(Node::Comment(c)) => c.to_string(),
            _ => String::new(),
        }
    }

    fn document_comments(&self, out: &mut Vec<NodeId>) {
        let comments = self.html.tree.root().children();
        out.extend(comments.filter(|c| c.value().is_comment()).map(|c| c.id()));
    }

    fn is_css_hidden(&self, node: &NodeId) -> bool {
        self.attribute(node, "style")
            .is_some_and(|s| inline_style_hides(&s))
    }

    fn layout_box(&self, _node: &NodeId) -> Option<LayoutBox> {
        None
    }

    fn page_size(&self) -> Option<PageSize> {
        None
    }

    fn node_count_hint(&self) -> usize {
        self.html.tree.values().len()
    }

    fn document_url(&self) -> Option<String> {
        self.base.as_ref().map(|u| u.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_honours_meta_charset() {
        let bytes = b"<meta charset=\"gbk\"><p>\xc4\xe3\xba\xc3</p>";
        assert!(decode(bytes).contains("你好"));
    }

    #[test]
    fn valid_utf8_wins_over_a_stale_legacy_declaration() {
        let page = "<meta charset=\"gb2312\"><p>你好，世界</p>";
        assert!(decode(page.as_bytes()).contains("你好，世界"));
    }

    #[test]
    fn inline_style_detects_hiding() {
        assert!(inline_style_hides("color: red; display : none"));
        assert!(inline_style_hides("visibility:hidden !important"));
        assert!(!inline_style_hides("display:block"));
    }

    #[test]
    fn base_href_sets_the_base_url() {
        let doc = HtmlDocument::parse(
            "<base href='/static/'><a href='x'>y</a>",
            Some("https://example.org/a/b"),
        );
        assert_eq!(
            doc.document_url().as_deref(),
            Some("https://example.org/static/")
        );
        let plain = HtmlDocument::parse("<a href='x'>y</a>", Some("https://example.org/a/b"));
        assert_eq!(
            plain.document_url().as_deref(),
            Some("https://example.org/a/b")
        );
    }
}
