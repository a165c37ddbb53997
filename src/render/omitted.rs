//! What the writer leaves out of what the selection keeps: links that are marks or counters, not
//! words.

use crate::lexicon;
use crate::page::{ElementData, NodeData, Page};
use crate::urls::Resolver;

/// A link named for comments whose text is only a number: a comment counter beside a paragraph
/// or a headline ("0" glued to each paragraph's first word otherwise).
pub(super) fn is_comment_count(page: &Page, i: u32, e: &ElementData) -> bool {
    e.tag == "a"
        && e.is_named(lexicon::Named::Comment)
        && crate::metadata::visible::text_of(page, i)
            .trim()
            .chars()
            .all(|c| c.is_ascii_digit())
}

/// A link to a place in this page that holds no word and no image: a heading's permalink
/// ("¶", "#", "§", an icon), a footnote's way back ("↩", Wikipedia's "^"), a toggle ("[-]").
/// In the reader it reads as a stray mark after the heading ("Quickstart¶"), and it leads
/// out of the reader to the page. A footnote's mark in the text ("*", "†") stays.
/// The cheap tests first: most links hold a word, and only then is the address resolved.
pub(super) fn is_bare_anchor(page: &Page, i: u32, e: &ElementData, urls: &Resolver) -> bool {
    e.tag == "a"
        && !page.nodes[i as usize + 1..page.nodes[i as usize].end as usize]
            .iter()
            .any(|n| match &n.data {
                NodeData::Text(t) => t
                    .chars()
                    .any(|c| c.is_alphanumeric() || lexicon::NOTE_MARKS.contains(&c)),
                NodeData::Element(c) => c.tag == "img",
            })
        && e.attr("href").is_some_and(|href| is_in_page(href, urls))
}

/// Whether `href` is a place in the document itself: a fragment, or the document's address
/// with one.
fn is_in_page(href: &str, urls: &Resolver) -> bool {
    let href = href.trim();
    if href.starts_with('#') {
        return true;
    }
    let (Some(target), Some(base)) = (urls.resolve(href), urls.base()) else {
        return false;
    };
    target
        .split_once('#')
        .is_some_and(|(page, _)| page == base.split('#').next().unwrap_or(""))
}
