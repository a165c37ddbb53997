//! The article's own HTML read back as tokens: opening tags with their attributes, closing tags
//! and text, entities decoded (`text::decode_entities`). Only what the writer in `render` emits
//! is understood: every text and attribute value escaped, attribute values in double quotes.
//! Anything else is read as text and never panics.

use crate::text::decode_entities;

/// One token of the article's HTML.
#[derive(Debug, PartialEq)]
pub(super) enum Token<'a> {
    Open {
        tag: &'a str,
        attrs: Vec<(&'a str, String)>,
    },
    Close(&'a str),
    Text(String),
}

/// The tokens of `html`, in order.
pub(super) struct Tokens<'a> {
    html: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    pub(super) fn new(html: &'a str) -> Self {
        Tokens { html, at: 0 }
    }

    /// The tag starting at `self.at` (a `<`), and where it ends; `None` when it does not close.
    fn tag(&self) -> Option<(Token<'a>, usize)> {
        let rest = &self.html[self.at + 1..];
        if let Some(closing) = rest.strip_prefix('/') {
            let end = closing.find('>')?;
            let name = closing[..end].trim();
            return Some((Token::Close(name), self.at + 2 + end + 1));
        }
        let name_len = rest
            .find(|c: char| c == '>' || c == '/' || c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let tag = &rest[..name_len];
        if tag.is_empty() {
            return None;
        }
        let mut attrs = Vec::new();
        let mut i = name_len;
        loop {
            let tail = &rest[i..];
            let skipped = tail.len() - tail.trim_start().len();
            i += skipped;
            let tail = &rest[i..];
            if let Some(after) = tail.strip_prefix('>') {
                let end = self.html.len() - after.len();
                return Some((Token::Open { tag, attrs }, end));
            }
            if tail.starts_with('/') {
                i += 1;
                continue;
            }
            let name_len = tail.find(|c: char| c == '=' || c == '>' || c.is_ascii_whitespace())?;
            if name_len == 0 {
                return None;
            }
            let name = &tail[..name_len];
            i += name_len;
            let tail = &rest[i..];
            match tail.strip_prefix("=\"") {
                Some(value) => {
                    let len = value.find('"')?;
                    attrs.push((name, decode_entities(&value[..len]).into_owned()));
                    i += 2 + len + 1;
                }
                None => attrs.push((name, String::new())),
            }
        }
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        if self.at >= self.html.len() {
            return None;
        }
        let rest = &self.html[self.at..];
        if rest.starts_with('<') {
            if let Some((token, end)) = self.tag() {
                self.at = end;
                return Some(token);
            }
            // A `<` that opens no tag is the rest's text.
            self.at = self.html.len();
            return Some(Token::Text(decode_entities(rest).into_owned()));
        }
        let len = rest.find('<').unwrap_or(rest.len());
        self.at += len;
        Some(Token::Text(decode_entities(&rest[..len]).into_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_tags_attributes_and_text() {
        let tokens: Vec<Token> = Tokens::new(
            "<p>a &amp; b<a href=\"x?a=1&amp;b=&quot;2&quot;\" title=\"t\">c</a><br></p>",
        )
        .collect();
        assert_eq!(
            tokens,
            vec![
                Token::Open {
                    tag: "p",
                    attrs: vec![]
                },
                Token::Text("a & b".into()),
                Token::Open {
                    tag: "a",
                    attrs: vec![("href", "x?a=1&b=\"2\"".into()), ("title", "t".into())]
                },
                Token::Text("c".into()),
                Token::Close("a"),
                Token::Open {
                    tag: "br",
                    attrs: vec![]
                },
                Token::Close("p"),
            ]
        );
    }

    #[test]
    fn a_bare_attribute_and_broken_markup_do_not_panic() {
        let tokens: Vec<Token> = Tokens::new("<video controls preload=\"metadata\">").collect();
        assert_eq!(
            tokens,
            vec![Token::Open {
                tag: "video",
                attrs: vec![("controls", String::new()), ("preload", "metadata".into())]
            }]
        );
        for broken in [
            "<",
            "<p",
            "<a href=\"x",
            "</",
            "a < b",
            "<>",
            "<p =>",
            "é<ü",
        ] {
            let _ = Tokens::new(broken).count();
        }
        assert_eq!(
            Tokens::new("a <p").collect::<Vec<_>>(),
            vec![Token::Text("a ".into()), Token::Text("<p".into())]
        );
    }
}
