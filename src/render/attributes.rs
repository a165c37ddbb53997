//! The attributes the writer outputs: an image's real source, a `srcset`'s safe candidates, and
//! escaping of text and attribute values.

use crate::page::ElementData;
use crate::urls::Resolver;

/// The image's real source: lazy-loading pages keep it in `data-src` behind a placeholder.
pub(crate) fn image_source(e: &ElementData, urls: &Resolver) -> Option<String> {
    let src = e.attr("src").and_then(|u| urls.safe(u, false));
    let lazy = ["data-src", "data-original"]
        .iter()
        .filter_map(|a| e.attr(a))
        .find_map(|u| urls.safe(u, false));
    let placeholder = |s: &str| s.contains("placeholder") || s.ends_with(".gif");
    match (src, lazy) {
        (Some(s), Some(lazy)) if placeholder(&s) => Some(lazy),
        (Some(s), _) => Some(s),
        (None, lazy) => lazy,
    }
}

/// Keeps the candidates of a `srcset` whose URL is safe, made absolute.
pub(super) fn safe_srcset(srcset: &str, urls: &Resolver) -> Option<String> {
    let kept: Vec<String> = srcset
        .split(',')
        .filter_map(|c| {
            let mut parts = c.split_whitespace();
            let url = urls.safe(parts.next()?, false)?;
            let descriptor: Vec<&str> = parts.collect();
            Some(if descriptor.is_empty() {
                url
            } else {
                format!("{url} {}", descriptor.join(" "))
            })
        })
        .collect();
    (!kept.is_empty()).then(|| kept.join(", "))
}

/// Escapes `s` as HTML text or a quoted attribute value.
pub(super) fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn srcset_keeps_only_safe_candidates() {
        assert_eq!(
            safe_srcset("https://a/x.jpg 1x, javascript:x 2x", &Resolver::new(None)).as_deref(),
            Some("https://a/x.jpg 1x")
        );
        assert_eq!(safe_srcset("data:x 1x", &Resolver::new(None)), None);
        assert_eq!(
            safe_srcset(
                "a.jpg 480w,b.jpg 960w",
                &Resolver::new(Some("https://s.org/p/"))
            )
            .as_deref(),
            Some("https://s.org/p/a.jpg 480w, https://s.org/p/b.jpg 960w")
        );
    }

    #[test]
    fn escaping_covers_markup_characters() {
        let mut s = String::new();
        escape_into(&mut s, "<img onerror=\"x\">&'");
        assert_eq!(s, "&lt;img onerror=&quot;x&quot;&gt;&amp;&#39;");
    }
}
