//! The attributes the writer outputs: an image's real source and `srcset` (safe candidates only),
//! an embedded player's address without autoplay, and escaping of text and attribute values.

use crate::page::noscript::{NOSCRIPT_SRC, NOSCRIPT_SRCSET};
use crate::page::ElementData;
use crate::text::{contains_ignore_ascii_case, strip_suffix_ignore_ascii_case};
use crate::urls::Resolver;

/// Where lazy-loading pages keep an image's real source behind a placeholder: lazysizes and
/// most scripts (`data-src`), jQuery Lazy Load (`data-original`), WP Rocket and a3 Lazy Load
/// (`data-lazy-src`), Slider Revolution (`data-lazyload`), then the image a `<noscript>` after
/// it holds.
const LAZY_SOURCES: [&str; 5] = [
    "data-src",
    "data-original",
    "data-lazy-src",
    "data-lazyload",
    NOSCRIPT_SRC,
];

/// The same for a `srcset`.
const LAZY_SRCSETS: [&str; 3] = ["data-srcset", "data-lazy-srcset", NOSCRIPT_SRCSET];

/// Words in the path of the file a lazy-loading page draws until the real image loads (a
/// "placeholder", `lazy_tlo.png`, `blank-f2c3.png`, Slider Revolution's `dummy.png`,
/// `spacer.png`, `jeg-empty.png`, `image-ratio-holder.svg`, `noimage_100_70.png`,
/// `lazy-loading-14x9.png`, `/plugins/stat-lazy-load/images/328x185-00000000.png`), matched
/// ignoring case. In the three dev sets' pages, 199 images with a lazy source draw one of these,
/// on 16 pages (131 of them `lazy_tlo.png`, one news group's); natively the reader showed the
/// stand-in for 9 of them.
const PLACEHOLDER_WORDS: [&str; 10] = [
    "holder",
    "lazy",
    "blank",
    "dummy",
    "spacer",
    "pixel",
    "empty",
    "transparent",
    "noimage",
    "loading",
];

/// Whether an image address is a lazy-loading page's stand-in: a `.gif` (a pixel) or a file
/// whose path names one ([`PLACEHOLDER_WORDS`]). Only the path counts, not the host or the
/// query. Read only where the image has a lazy source beside it, so a photo whose name has one
/// of the words (a Pixel phone's) shows that source, which is the same photo.
fn is_placeholder(url: &str) -> bool {
    let path = url.split_once("://").map_or(url, |(_, rest)| {
        rest.find(['/', '?', '#']).map_or("", |i| &rest[i..])
    });
    let path = path.split(['?', '#']).next().unwrap_or_default();
    strip_suffix_ignore_ascii_case(path, ".gif").is_some()
        || PLACEHOLDER_WORDS
            .iter()
            .any(|w| contains_ignore_ascii_case(path, w))
}

/// The image's real source: lazy-loading pages keep it in a `data-` attribute or a `<noscript>`
/// copy of the image, behind a placeholder (a `data:` pixel, which is never safe, or a file
/// [`is_placeholder`] names).
pub(crate) fn image_source(e: &ElementData, urls: &Resolver) -> Option<String> {
    let src = e.attr("src").and_then(|u| urls.safe(u, false));
    let lazy = LAZY_SOURCES
        .iter()
        .filter_map(|a| e.attr(a))
        .find_map(|u| urls.safe(u, false));
    match (src, lazy) {
        (Some(s), Some(lazy)) if is_placeholder(&s) => Some(lazy),
        (Some(s), _) => Some(s),
        (None, lazy) => lazy,
    }
}

/// The image's `srcset`, or where it has none with a safe candidate, the lazy one.
pub(super) fn image_srcset(e: &ElementData, urls: &Resolver) -> Option<String> {
    std::iter::once("srcset")
        .chain(LAZY_SRCSETS)
        .filter_map(|a| e.attr(a))
        .find_map(|s| safe_srcset(s, urls))
}

/// An embedded player's address without the query parameter that starts it playing
/// (`autoplay=1`, as YouTube, Vimeo and Dailymotion read it): in the reader a video plays only
/// when the reader asks, as a `<video>` does.
pub(super) fn without_autoplay(url: String) -> String {
    let Some((base, rest)) = url.split_once('?') else {
        return url;
    };
    let (query, fragment) = match rest.split_once('#') {
        Some((q, f)) => (q, Some(f)),
        None => (rest, None),
    };
    let is_autoplay = |p: &&str| {
        p.split_once('=')
            .is_some_and(|(k, v)| k.eq_ignore_ascii_case("autoplay") && v != "0" && v != "false")
    };
    if !query.split('&').any(|p| is_autoplay(&p)) {
        return url;
    }
    let kept: Vec<&str> = query.split('&').filter(|p| !is_autoplay(p)).collect();
    let mut out = base.to_string();
    if !kept.is_empty() {
        out.push('?');
        out.push_str(&kept.join("&"));
    }
    if let Some(f) = fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

/// Keeps the candidates of a `srcset` whose URL is safe, made absolute.
fn safe_srcset(srcset: &str, urls: &Resolver) -> Option<String> {
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
/// ` name="value"` for each attribute, the values escaped.
pub(super) fn push_attributes(out: &mut String, attrs: &[(&str, String)]) {
    for (name, value) in attrs {
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        escape_into(out, value);
        out.push('"');
    }
}

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
    fn an_embedded_player_does_not_start_itself() {
        let clean = |u: &str| without_autoplay(u.to_string());
        assert_eq!(
            clean("https://www.youtube.com/embed/x?rel=1&autoplay=1&mute=1#t=5"),
            "https://www.youtube.com/embed/x?rel=1&mute=1#t=5"
        );
        assert_eq!(
            clean("https://player.vimeo.com/video/1?autoplay=true"),
            "https://player.vimeo.com/video/1"
        );
        for kept in [
            "https://www.youtube.com/embed/x?autoplay=0",
            "https://www.youtube.com/embed/x?rel=0",
            "https://www.youtube.com/embed/x",
        ] {
            assert_eq!(clean(kept), kept);
        }
    }

    #[test]
    fn a_placeholder_is_named_by_its_path_only() {
        for stand_in in [
            "https://s.polskatimes.pl/g/lazy_tlo.png",
            "https://assets.example.com/assets/blank-f2c3362333e2.png",
            "https://n.com/wp-content/plugins/revslider/sr6/assets/assets/dummy.png",
            "https://w.com/plugins/stat-lazy-load/images/328x185-00000000.png",
            "https://w.com/img/Image-Ratio-Holder.svg?v=2",
            "https://w.com/p/1x1.gif",
        ] {
            assert!(is_placeholder(stand_in), "{stand_in}");
        }
        for photo in [
            "https://pixel.example.com/photos/weir.jpg",
            "https://example.com/photos/weir.jpg?style=blank",
            "https://example.com/photos/weir.jpg#lazy",
            "https://example.com/gif/weir.png",
            "https://img.example.com?src=/assets/blank.png",
        ] {
            assert!(!is_placeholder(photo), "{photo}");
        }
    }

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
