//! The attributes the writer outputs: an image's real source and `srcset` (safe candidates only),
//! an embedded player's address without autoplay, and escaping of text and attribute values.

use crate::lexicon::{OTHER_LAZY_SRC, OTHER_LAZY_SRCSET};
use crate::page::noscript::{NOSCRIPT_SRC, NOSCRIPT_SRCSET};
use crate::page::picture::PICTURE_SRCSET;
use crate::page::ElementData;
use crate::text::{contains_ignore_ascii_case, strip_suffix_ignore_ascii_case};
use crate::urls::Resolver;

/// Where lazy-loading pages keep an image's real source behind a placeholder: lazysizes and
/// most scripts (`data-src`), jQuery Lazy Load (`data-original`), WP Rocket and a3 Lazy Load
/// (`data-lazy-src`), Slider Revolution (`data-lazyload`), then the image a `<noscript>` after
/// it holds, then the sources other scripts keep (`lexicon::other_lazy_image_attribute`).
const LAZY_SOURCES: [&str; 6] = [
    "data-src",
    "data-original",
    "data-lazy-src",
    "data-lazyload",
    NOSCRIPT_SRC,
    OTHER_LAZY_SRC,
];

/// The same for a `srcset`.
const LAZY_SRCSETS: [&str; 4] = [
    "data-srcset",
    "data-lazy-srcset",
    NOSCRIPT_SRCSET,
    OTHER_LAZY_SRCSET,
];

/// Characters no image address holds but templates and code do: a source a script fills in
/// (`{{ image.url }}`, `${src}`) or an expression, kept in an attribute Lectern reads. (A `$`
/// alone is an address's: Scene7's `?$Large-1x$`.)
const NOT_IN_ADDRESSES: [char; 6] = ['{', '}', '<', '>', '"', '`'];

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
/// [`is_placeholder`] names). Without one, the largest candidate of its [`image_srcset`]: an
/// image may have only a `srcset`, its own, a lazy one or its `<picture>`'s, which the browser
/// draws, and the Markdown and the lead image need an address.
pub(crate) fn image_source(e: &ElementData, urls: &Resolver) -> Option<String> {
    let src = safe_src(e, urls);
    if src.as_deref().is_some_and(|s| !is_placeholder(s)) {
        return src;
    }
    lazy_source(e, urls)
        .or_else(|| largest_candidate(&image_srcset(e, urls)?))
        .or(src)
}

/// The image's own `src`, where safe (a stand-in file or not).
fn safe_src(e: &ElementData, urls: &Resolver) -> Option<String> {
    e.attr("src").and_then(|u| urls.safe(u, false))
}

/// The image's lazy source, where safe. Of lazy sources, a placeholder of its own (a script's
/// "fallback-src") gives way to a later one.
fn lazy_source(e: &ElementData, urls: &Resolver) -> Option<String> {
    // Each attribute of a name: the walk may keep several under one of its own.
    let mut lazy = LAZY_SOURCES
        .iter()
        .flat_map(|&a| e.attrs.iter().filter(move |(n, _)| *n == a))
        .map(|(_, u)| u.as_str())
        .filter(|u| !u.contains(NOT_IN_ADDRESSES) && !u.trim().contains(char::is_whitespace))
        .filter_map(|u| urls.safe(u, false));
    let first = lazy.next()?;
    if !is_placeholder(&first) {
        return Some(first);
    }
    Some(lazy.find(|u| !is_placeholder(u)).unwrap_or(first))
}

/// The image's `srcset`, or where it has none with a safe candidate, the lazy one; where it has
/// no source at all but a placeholder, what its `<picture>`'s sources give. Beside a source of
/// the image's own, theirs would take its place: a source for other screens (`media`), or a
/// stand-in file of their own.
pub(super) fn image_srcset(e: &ElementData, urls: &Resolver) -> Option<String> {
    let safe = |a: &str| {
        e.attrs
            .iter()
            .filter(|(n, s)| *n == a && !s.contains(NOT_IN_ADDRESSES))
            .find_map(|(_, s)| safe_srcset(s, urls))
    };
    std::iter::once("srcset")
        .chain(LAZY_SRCSETS)
        .find_map(safe)
        .or_else(|| {
            let own = safe_src(e, urls).is_some_and(|s| !is_placeholder(&s));
            if own || lazy_source(e, urls).is_some() {
                None
            } else {
                safe(PICTURE_SRCSET)
            }
        })
}

/// The `(address, descriptors)` candidates of a `srcset`, as HTML reads them: an address runs
/// to the next space (a comma inside it stays: `/upload/f_auto,q_auto/a.jpg`), and a comma
/// that ends it or the descriptors after it ends the candidate.
fn srcset_candidates(srcset: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = srcset;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == ',');
        if rest.is_empty() {
            return None;
        }
        let end = rest
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let url = &rest[..end];
        rest = &rest[end..];
        let trimmed = url.trim_end_matches(',');
        if trimmed.len() < url.len() {
            return Some((trimmed, ""));
        }
        // Descriptors run to a comma outside parentheses.
        let mut depth = 0u32;
        let end = rest
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                c == ',' && depth == 0
            })
            .map_or(rest.len(), |(i, _)| i);
        let descriptors = rest[..end].trim();
        rest = &rest[end..];
        Some((url, descriptors))
    })
}

/// The candidate of a `srcset` for the widest screen: the largest width (`1200w`), else the
/// largest density (`2x`; none is `1x`); the first of equals.
fn largest_candidate(srcset: &str) -> Option<String> {
    let size = |descriptors: &str| -> (f64, f64) {
        let mut width = 0.0;
        let mut density = 1.0;
        for d in descriptors.split_ascii_whitespace() {
            let value = |unit: char| d.strip_suffix(unit)?.parse::<f64>().ok();
            if let Some(w) = value('w') {
                width = w;
            } else if let Some(x) = value('x') {
                density = x;
            }
        }
        (width, density)
    };
    srcset_candidates(srcset)
        .map(|(url, d)| (url, size(d)))
        .fold(None::<(&str, (f64, f64))>, |best, (url, s)| match best {
            Some((_, b)) if b >= s => best,
            _ => Some((url, s)),
        })
        .map(|(url, _)| url.to_string())
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
    let kept: Vec<String> = srcset_candidates(srcset)
        .filter_map(|(url, descriptors)| {
            let url = urls.safe(url, false)?;
            // Descriptors are a width, a density or a height: nothing of them is an address.
            let descriptors: Vec<&str> = descriptors.split_ascii_whitespace().collect();
            Some(if descriptors.is_empty() {
                url
            } else {
                format!("{url} {}", descriptors.join(" "))
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
    fn srcset_addresses_run_to_a_space_and_keep_their_commas() {
        fn candidates(s: &str) -> Vec<(&str, &str)> {
            srcset_candidates(s).collect()
        }
        // Cloudinary's transformations are a comma-separated path segment.
        assert_eq!(
            candidates("/up/f_auto,q_auto/a.jpg 600w, /up/f_auto,q_auto/b.jpg 1200w"),
            [
                ("/up/f_auto,q_auto/a.jpg", "600w"),
                ("/up/f_auto,q_auto/b.jpg", "1200w")
            ]
        );
        // A comma that ends an address ends the candidate, which has no descriptor then; one
        // inside it is the address's.
        assert_eq!(
            candidates(" a.jpg, b.jpg 2x ,, c.jpg,d.jpg"),
            [("a.jpg", ""), ("b.jpg", "2x"), ("c.jpg,d.jpg", "")]
        );
        assert_eq!(candidates(" , "), Vec::<(&str, &str)>::new());
        assert_eq!(
            safe_srcset(
                "/up/w_120,c_limit/a.png 120w, /up/w_240,c_limit/a.png 240w",
                &Resolver::new(Some("https://m.example.com/p/"))
            )
            .as_deref(),
            Some(
                "https://m.example.com/up/w_120,c_limit/a.png 120w, \
                 https://m.example.com/up/w_240,c_limit/a.png 240w"
            )
        );
    }

    #[test]
    fn the_largest_candidate_is_the_widest_else_the_densest_else_the_first() {
        let largest = |s: &str| largest_candidate(s);
        assert_eq!(
            largest("a.jpg 600w, c.jpg 1200w, b.jpg 900w").as_deref(),
            Some("c.jpg")
        );
        assert_eq!(
            largest("a.jpg, b.jpg 2x, c.jpg 1.5x").as_deref(),
            Some("b.jpg")
        );
        assert_eq!(largest("a.jpg, b.jpg").as_deref(), Some("a.jpg"));
        assert_eq!(largest(""), None);
    }

    fn image(attrs: &[(&'static str, &str)]) -> ElementData {
        let mut e = ElementData::default();
        e.tag = "img".into();
        e.attrs = attrs.iter().map(|&(n, v)| (n, v.to_string())).collect();
        e
    }

    #[test]
    fn an_image_without_a_source_of_its_own_takes_its_largest_srcset_candidate() {
        let urls = Resolver::new(Some("https://example.org/a/"));
        let source = |attrs: &[(&'static str, &str)]| image_source(&image(attrs), &urls);
        let srcset = |attrs: &[(&'static str, &str)]| image_srcset(&image(attrs), &urls);
        let pixel = "data:image/gif;base64,R0lGOD";
        assert_eq!(
            source(&[("srcset", "/s.jpg 300w, /l.jpg 900w")]).as_deref(),
            Some("https://example.org/l.jpg")
        );
        assert_eq!(
            source(&[("src", pixel), ("data-srcset", "/l.jpg 2x")]).as_deref(),
            Some("https://example.org/l.jpg")
        );
        // A stand-in file gives way to the srcset the browser draws instead.
        assert_eq!(
            source(&[("src", "/spacer.gif"), ("srcset", "/l.jpg 900w")]).as_deref(),
            Some("https://example.org/l.jpg")
        );
        // A lazy-loading script's own attribute, and a placeholder of its own after it.
        assert_eq!(
            source(&[
                ("src", pixel),
                (OTHER_LAZY_SRC, "/blank.gif"),
                (OTHER_LAZY_SRC, "/n.jpg")
            ])
            .as_deref(),
            Some("https://example.org/n.jpg")
        );
        // A template's source is no address.
        assert_eq!(source(&[(OTHER_LAZY_SRC, "{{ item.src }}")]), None);
        assert_eq!(srcset(&[(OTHER_LAZY_SRCSET, "{{ item.srcset }} 2x")]), None);
        // A picture's sources stand in for an image without a source...
        assert_eq!(
            source(&[("src", pixel), (PICTURE_SRCSET, "/p.webp 1x, /p2.webp 2x")]).as_deref(),
            Some("https://example.org/p2.webp")
        );
        // ...but not beside one: their srcset would take its place.
        let own = image(&[("src", "/own.jpg"), (PICTURE_SRCSET, "/Spacer.png")]);
        assert_eq!(image_srcset(&own, &urls), None);
        assert_eq!(
            image_source(&own, &urls).as_deref(),
            Some("https://example.org/own.jpg")
        );
    }

    #[test]
    fn escaping_covers_markup_characters() {
        let mut s = String::new();
        escape_into(&mut s, "<img onerror=\"x\">&'");
        assert_eq!(s, "&lt;img onerror=&quot;x&quot;&gt;&amp;&#39;");
    }
}
