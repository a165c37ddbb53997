//! The image a `<noscript>` holds for a lazy image just before it. Lazy-loading pages write the
//! image with a placeholder source (a `data:` pixel), set the real one from script, and repeat
//! the image in `<noscript>` for clients without scripts. With scripting on, the browser keeps
//! that markup as raw text and never draws it; read here, it gives the image its source.

use super::{NodeData, Page, NO_NODE};
use crate::text::{decode_entities, find_ignore_ascii_case};

/// The attribute under which the walk keeps the source of a `<noscript>` copy of an image
/// (with a space, so no page attribute has the name); `render::image_source` reads it after the
/// image's own sources.
pub(crate) const NOSCRIPT_SRC: &str = "noscript src";
/// The same for the copy's `srcset`.
pub(crate) const NOSCRIPT_SRCSET: &str = "noscript srcset";

/// The attributes read from a `<noscript>`'s one `<img>`.
#[derive(Debug, Default, PartialEq)]
struct NoscriptImage {
    src: Option<String>,
    srcset: Option<String>,
    alt: Option<String>,
    /// Zero or one pixel wide or high: a tracking pixel, which a `<noscript>` after a script
    /// often holds (the page's images and it may have only a pruned `<script>` between them).
    is_pixel: bool,
}

/// Gives the image that `previous`, the element just before a `<noscript>` holding `markup`,
/// is (or holds alone, with no text) the source, `srcset` and, where it has none, the alt text
/// of the `<noscript>`'s image. Markup with no image or more than one is left alone.
pub(super) fn lend_image(page: &mut Page, previous: u32, markup: &str) {
    if previous == NO_NODE {
        return;
    }
    let Some(target) = single_image(page, previous) else {
        return;
    };
    let Some(image) = the_one_image(markup).filter(|i| !i.is_pixel) else {
        return;
    };
    let NodeData::Element(e) = &mut page.nodes[target as usize].data else {
        return;
    };
    if let Some(src) = image.src {
        e.attrs.push((NOSCRIPT_SRC, src));
    }
    if let Some(srcset) = image.srcset {
        e.attrs.push((NOSCRIPT_SRCSET, srcset));
    }
    if let (Some(alt), None) = (image.alt, e.attr("alt")) {
        e.attrs.push(("alt", alt));
    }
}

/// Node `i` if it is an `<img>`, or the one `<img>` of its subtree when that subtree has no text
/// (a link or `<figure>` wrapping the image alone).
fn single_image(page: &Page, i: u32) -> Option<u32> {
    let subtree = i..page.nodes[i as usize].end;
    if page.texts(i).any(|t| !t.trim().is_empty()) {
        return None;
    }
    let mut images = subtree.filter(|&n| page.tag(n) == "img");
    let image = images.next()?;
    images.next().is_none().then_some(image)
}

/// The attributes of the one `<img>` tag in `markup`, or `None` when it has none or several.
fn the_one_image(markup: &str) -> Option<NoscriptImage> {
    let mut tags = img_tags(markup);
    let tag = tags.next()?;
    if tags.next().is_some() {
        return None;
    }
    let mut image = NoscriptImage::default();
    for (name, value) in attributes(tag) {
        let slot = match name.to_ascii_lowercase().as_str() {
            "src" => &mut image.src,
            "srcset" => &mut image.srcset,
            "alt" => &mut image.alt,
            "width" | "height" => {
                image.is_pixel |= matches!(value.trim(), "0" | "1" | "0px" | "1px");
                continue;
            }
            _ => continue,
        };
        // The first of a repeated attribute counts, as in HTML's parser.
        if slot.is_none() {
            *slot = Some(decode_entities(value).into_owned());
        }
    }
    Some(image)
}

/// What follows `<img` in each `<img …>` tag of `markup`, up to its closing `>`.
fn img_tags(markup: &str) -> impl Iterator<Item = &str> {
    let mut rest = markup;
    std::iter::from_fn(move || loop {
        let start = find_ignore_ascii_case(rest, "<img")?;
        let after = &rest[start + 4..];
        rest = after;
        if after.starts_with(|c: char| c.is_ascii_whitespace() || c == '/' || c == '>') {
            let end = tag_end(after);
            rest = &after[end..];
            return Some(&after[..end]);
        }
    })
}

/// The byte index of the `>` closing a tag whose attributes start `s`, skipping quoted values;
/// the end of `s` when there is none.
fn tag_end(s: &str) -> usize {
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return i,
            _ => {}
        }
    }
    s.len()
}

/// The `(name, value)` pairs of a tag's attribute text, as HTML's tokenizer reads them: a value
/// in double or single quotes, or unquoted up to a space; a name alone has an empty value.
fn attributes(mut s: &str) -> impl Iterator<Item = (&str, &str)> {
    std::iter::from_fn(move || {
        s = s.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '/');
        if s.is_empty() {
            return None;
        }
        let name_end = s
            .find(|c: char| c.is_ascii_whitespace() || c == '=' || c == '/')
            .unwrap_or(s.len())
            .max(1);
        let name = &s[..name_end];
        s = s[name_end..].trim_start_matches(|c: char| c.is_ascii_whitespace());
        let Some(after_eq) = s.strip_prefix('=') else {
            return Some((name, ""));
        };
        let after_eq = after_eq.trim_start_matches(|c: char| c.is_ascii_whitespace());
        let (value, rest) = match after_eq.chars().next() {
            Some(q @ ('"' | '\'')) => {
                let inner = &after_eq[1..];
                match inner.find(q) {
                    Some(k) => (&inner[..k], &inner[k + 1..]),
                    None => (inner, ""),
                }
            }
            _ => {
                let k = after_eq
                    .find(|c: char| c.is_ascii_whitespace())
                    .unwrap_or(after_eq.len());
                (&after_eq[..k], &after_eq[k..])
            }
        };
        s = rest;
        Some((name, value))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(src: &str, srcset: Option<&str>, alt: Option<&str>) -> NoscriptImage {
        NoscriptImage {
            src: Some(src.to_string()),
            srcset: srcset.map(str::to_string),
            alt: alt.map(str::to_string),
            is_pixel: false,
        }
    }

    #[test]
    fn reads_the_one_images_attributes_in_any_quoting() {
        assert_eq!(
            the_one_image(
                r#" <IMG class=x SRC="/a.jpg?w=1&amp;h=2" alt='Weir at dusk' srcset=/a2.jpg&#32;2x> "#
            ),
            Some(image(
                "/a.jpg?w=1&h=2",
                Some("/a2.jpg 2x"),
                Some("Weir at dusk")
            ))
        );
        assert_eq!(
            the_one_image("<img decoding=async src=/b.png alt=\"a > b\"/>"),
            Some(image("/b.png", None, Some("a > b")))
        );
        assert_eq!(
            the_one_image("<img src='/c.jpg' src='/d.jpg'>"),
            Some(image("/c.jpg", None, None))
        );
    }

    #[test]
    fn a_tracking_pixel_is_told_apart() {
        let pixel =
            the_one_image("<img height=\"1\" width=\"1\" src=\"https://t.example/tr?id=7\"/>");
        assert!(pixel.is_some_and(|p| p.is_pixel));
        let photo = the_one_image("<img width=\"1200\" height=\"800\" src=\"/weir.jpg\">");
        assert!(photo.is_some_and(|p| !p.is_pixel));
    }

    #[test]
    fn markup_without_an_image_or_with_several_gives_none() {
        assert_eq!(
            the_one_image("<p>Enable JavaScript to see the map.</p>"),
            None
        );
        assert_eq!(the_one_image("<imgur-embed src=x>"), None);
        assert_eq!(the_one_image("<img src=/a.jpg><img src=/b.jpg>"), None);
        assert_eq!(the_one_image(""), None);
    }

    #[test]
    fn a_tag_cut_short_is_read_to_its_end() {
        assert_eq!(
            the_one_image("<img src=\"/a.jpg"),
            Some(image("/a.jpg", None, None))
        );
        assert_eq!(the_one_image("<img"), None);
    }
}
