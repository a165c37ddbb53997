//! Metadata printed on the page: headlines and the texts of short elements, and the window near
//! the article's start they are searched in, so a sidebar's headings and bylines do not count.
//! Shown dates are read in `shown_dates.rs`, the byline element in `byline.rs`, Chinese news
//! conventions in `cjk.rs` (labels) and `credits.rs` (reporters' credits).

use crate::lexicon::is_block_tag;
use crate::page::{NodeData, Page};
use crate::text::{push_folded, TextJoiner};
use crate::tuning::{SHORT_TEXT_MIN_NODES, SHORT_TEXT_NODES_PER_CHAR};

/// How far around the article's start (in page nodes) bylines and dates are looked for.
pub(super) const NEAR_NODES: u32 = 400;
/// Text of node `i`'s subtree, a space between any two text nodes: an author card laid out by
/// its stylesheet ("Written by<a>Name</a>", a name beside its share buttons) reads as words apart.
pub fn text_of(page: &Page, i: u32) -> String {
    let mut out = String::new();
    for t in page.texts(i) {
        push_folded(&mut out, t);
    }
    out
}

/// Text of block element `i` for the tests of short blocks (a label, a dateline, a heading), whose
/// callers know it holds at most `max_chars` characters other than whitespace: `None` when its
/// subtree has more nodes than such a text needs ([`holds_few_nodes`]).
pub fn short_block_text(page: &Page, i: u32, max_chars: u32) -> Option<String> {
    holds_few_nodes(page, i, max_chars).then(|| text_of(page, i))
}

/// Whether node `i`'s subtree has at most [`SHORT_TEXT_NODES_PER_CHAR`] nodes per character of
/// a `max_chars` text, plus [`SHORT_TEXT_MIN_NODES`]: a label in a few elements, not a word at the
/// bottom of a chain of thousands of empty ones (a hostile page's nesting), whose every block
/// would otherwise be read down to the bottom, at a cost quadratic in the depth.
fn holds_few_nodes(page: &Page, i: u32, max_chars: u32) -> bool {
    let nodes = page.nodes[i as usize].end - i;
    nodes <= max_chars.saturating_mul(SHORT_TEXT_NODES_PER_CHAR) + SHORT_TEXT_MIN_NODES
}

/// Text of a headline's subtree as shown (see [`TextJoiner`]): a word styled in parts stays one
/// word, while block elements and `<br>` separate what they hold from the text around them.
/// Only headlines are read so: elsewhere `text_of`'s spaces keep laid-out parts apart. wcxb-dev
/// title matches +3, readability-pages +1; bylines read so lost 4.
fn shown_text(page: &Page, i: u32) -> String {
    let mut joiner = TextJoiner::default();
    // Ends of the block elements entered, innermost last.
    let mut block_ends: Vec<u32> = Vec::new();
    for j in i + 1..page.nodes[i as usize].end {
        while block_ends.last().is_some_and(|&end| end <= j) {
            block_ends.pop();
            joiner.break_line();
        }
        let node = &page.nodes[j as usize];
        match &node.data {
            NodeData::Text(t) => joiner.push(t),
            NodeData::Element(e) if e.tag == "br" => joiner.break_line(),
            NodeData::Element(e) if is_block_tag(&e.tag) => {
                joiner.break_line();
                block_ends.push(node.end);
            }
            NodeData::Element(_) => {}
        }
    }
    joiner.out
}

/// Text of node `i`'s subtree when it is at most `max_chars` long once whitespace is folded, else
/// `None`. It stops reading as soon as the limit is passed, so the big containers near the
/// article cost no more than a short element; a subtree of more nodes than such a text needs
/// ([`holds_few_nodes`]) is not read at all.
pub(super) fn short_text(page: &Page, i: u32, max_chars: usize) -> Option<String> {
    if !holds_few_nodes(page, i, max_chars as u32) {
        return None;
    }
    let (start, end) = (i as usize + 1, page.nodes[i as usize].end as usize);
    let mut out = String::new();
    let mut solid = 0;
    for (n, measure) in page.nodes[start..end]
        .iter()
        .zip(&page.measures[start..end])
    {
        if let NodeData::Text(t) = &n.data {
            // Characters other than whitespace all survive folding: a lower bound on its length.
            solid += measure.chars as usize;
            if solid > max_chars {
                return None;
            }
            push_folded(&mut out, t);
        }
    }
    (out.chars().count() <= max_chars).then_some(out)
}

/// Texts of the page's `h1` elements: those from `start` on (the article) first, then the rest.
/// An `h1` that links to the site's home page is its logo, not a headline ("Playful Tones" over a
/// post, "Bogleheads.org" over a thread): on wcxb-dev, 4 of the 60 such `h1`s are the title.
pub fn headlines(page: &Page, start: u32) -> Vec<String> {
    const MAX_HEADLINES: usize = 8;
    let (mut near, other): (Vec<_>, Vec<_>) = headings(page, "h1")
        .filter(|(i, _)| !links_home(page, *i))
        .partition(|(i, _)| i + NEAR_NODES / 4 >= start);
    near.extend(other);
    near.truncate(MAX_HEADLINES);
    near.into_iter().map(|(_, text)| text).collect()
}

/// Whether element `i` is inside a link to a home page, or holds one.
fn links_home(page: &Page, i: u32) -> bool {
    // A logo's link wraps the heading or sits just inside it.
    const MAX_DEPTH: usize = 3;
    let is_home_link = |j: u32| {
        page.element(j)
            .is_some_and(|e| e.tag == "a" && e.attr("href").is_some_and(is_home_address))
    };
    let end = page.nodes[i as usize].end;
    page.ancestors(i)
        .take(MAX_DEPTH)
        .chain(i + 1..end)
        .any(is_home_link)
}

/// Whether `href` names a site's root: `/`, `./`, `index.html`, `https://example.org/`.
fn is_home_address(href: &str) -> bool {
    let href = href.trim();
    // A query or a fragment may follow the host straight away ("https://example.org?p=12").
    fn after_host(rest: &str) -> &str {
        rest.find(['/', '?', '#']).map_or("", |k| &rest[k..])
    }
    let path = match href.split_once("://") {
        Some((_, rest)) => after_host(rest),
        None => href.strip_prefix("//").map_or(href, after_host),
    };
    let path = path.trim_start_matches("./").trim_start_matches('/');
    matches!(path, "" | "index.html" | "index.php" | "index.htm")
        && !href.is_empty()
        && !href.starts_with('#')
}

/// Texts of the page's `h2` elements, in page order.
pub fn subheadings(page: &Page) -> Vec<String> {
    const MAX_SUBHEADINGS: usize = 40;
    headings(page, "h2")
        .take(MAX_SUBHEADINGS)
        .map(|(_, text)| text)
        .collect()
}

/// The node and text of each `tag` element with a short text.
fn headings<'p>(page: &'p Page, tag: &'p str) -> impl Iterator<Item = (u32, String)> + 'p {
    page.nodes.iter().enumerate().filter_map(move |(i, node)| {
        let NodeData::Element(e) = &node.data else {
            return None;
        };
        if e.tag != tag {
            return None;
        }
        // Documentation generators end headings with a permalink pilcrow (Sphinx's `¶`).
        let text = shown_text(page, i as u32);
        let text = text.trim_end_matches('¶').trim_end();
        let text = without_source_host(text).to_string();
        (!text.is_empty() && text.chars().count() <= 300).then_some((i as u32, text))
    })
}

/// `headline` without an aggregator's credit of its source at the end: the host in brackets and
/// the count of comments after it ("Stanford Grads Find Their Degrees No Longer Guarantee Jobs
/// (latimes.com) 87", Slashdot's, as Hacker News and Lobsters print it too). wcxb-dev title
/// match +2, none down.
fn without_source_host(headline: &str) -> &str {
    let rest = headline.trim_end_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
    let Some(inner) = rest.strip_suffix(')') else {
        return headline;
    };
    let Some((head, host)) = inner.rsplit_once('(') else {
        return headline;
    };
    let labels: Vec<&str> = host.trim().split('.').collect();
    let is_host = labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        && labels
            .last()
            .is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
    let head = head.trim_end();
    if is_host && !head.is_empty() {
        head
    } else {
        headline
    }
}

/// Whether node `i` lies past the article's end (`article_end`, where its last block ends) in a
/// card of another work, whose author line is not the article's: a sidebar of books after it.
pub(super) fn in_card_past(page: &Page, i: u32, article_end: Option<u32>) -> bool {
    article_end.is_some_and(|end| i >= end) && in_card(page, i)
}

/// Whether node `i` is in a card of another story, book or post: it, or one of its nearest
/// ancestors, follows a heading that links elsewhere ("<h3><a href=/books/1614.html>話語操縱術
/// </a></h3><div class=author>作者：凱倫．伯格</div>" in a sidebar of books).
fn in_card(page: &Page, i: u32) -> bool {
    const MAX_DEPTH: usize = 3;
    page.self_and_ancestors(i).take(MAX_DEPTH).any(|j| {
        let parent = page.nodes[j as usize].parent;
        if parent == crate::page::NO_NODE {
            return false;
        }
        let previous = page
            .children(parent)
            .take_while(|&c| c != j)
            .filter(|&c| page.element(c).is_some())
            .last();
        previous.is_some_and(|h| {
            matches!(page.tag(h), "h2" | "h3" | "h4" | "h5" | "h6")
                && (h + 1..page.nodes[h as usize].end).any(|d| page.tag(d) == "a")
        })
    })
}

pub(super) fn window(page: &Page, start: u32) -> std::ops::Range<usize> {
    let lo = start.saturating_sub(NEAR_NODES) as usize;
    let hi = (start + NEAR_NODES).min(page.nodes.len() as u32) as usize;
    lo..hi
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dom::html::HtmlDocument;

    fn first(page: &Page, tag: &str) -> u32 {
        page.nodes
            .iter()
            .position(|n| matches!(&n.data, NodeData::Element(e) if e.tag == tag))
            .expect("element") as u32
    }

    #[test]
    fn a_short_block_is_read_unless_it_holds_a_deep_chain() {
        let page = Page::read(&HtmlDocument::parse(
            "<body><p>Intro.</p><aside><span><b>Share</b> this</span></aside></body>",
            None,
        ));
        let label = short_block_text(&page, first(&page, "aside"), 30);
        assert_eq!(label.as_deref(), Some("Share this"));
        // One word under a thousand empty elements: not a short block's text to read.
        let deep = format!(
            "<body><section>{}word</section></body>",
            "<div>".repeat(1000)
        );
        let page = Page::read(&HtmlDocument::parse(&deep, None));
        assert_eq!(short_block_text(&page, first(&page, "section"), 30), None);
        assert_eq!(
            short_block_text(&page, first(&page, "section"), 1000).as_deref(),
            Some("word")
        );
    }

    #[test]
    fn a_logo_linking_home_is_not_a_headline() {
        let headlines = |html: &str| {
            let page = Page::read(&HtmlDocument::parse(html, Some("https://example.org/a/b")));
            headlines(&page, 0)
        };
        let logo = |link: &str| {
            headlines(&format!(
                "<body><a href=\"{link}\"><h1>Playful Tones</h1></a><article><h1>Reflections\
                 </h1><p>Text.</p></article></body>"
            ))
        };
        for home in [
            "/",
            "./",
            "index.html",
            "https://example.org",
            "//example.org/",
        ] {
            assert_eq!(logo(home), ["Reflections"], "{home}");
        }
        for elsewhere in [
            "/blog/",
            "#",
            "https://example.org/about",
            "//example.org/p?x=1",
            "https://example.org?p=12",
            "https://example.org/?p=12",
        ] {
            assert_eq!(
                logo(elsewhere),
                ["Playful Tones", "Reflections"],
                "{elsewhere}"
            );
        }
        // The link inside the heading.
        let inner = headlines("<body><h1><a href=\"/\">The Book</a></h1><h1>Ownership</h1></body>");
        assert_eq!(inner, ["Ownership"]);
    }

    #[test]
    fn an_aggregators_credit_of_the_source_is_not_the_headline() {
        let headline = |h1: &str| {
            let html = format!("<body><h1>{h1}</h1><p>Text.</p></body>");
            let page = Page::read(&HtmlDocument::parse(&html, None));
            headlines(&page, 0)
        };
        assert_eq!(
            headline("<a href='/s/1'>Grads Find No Jobs</a> <a href='https://latimes.com/x'>(latimes.com)</a> <span>87</span>"),
            ["Grads Find No Jobs"]
        );
        assert_eq!(
            headline("Grads Find No Jobs (news.bbc.co.uk)"),
            ["Grads Find No Jobs"]
        );
        // Brackets that hold no host name stay.
        for kept in [
            "Release notes (v1.2)",
            "Living in the (U.S.)",
            "The Reader (2008)",
        ] {
            assert_eq!(headline(kept), [kept]);
        }
    }
}
