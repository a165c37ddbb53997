//! Dates a page shows: `<time datetime>` (and `<time pubdate>` anywhere), date-named elements
//! and printed dates near the article's start, labelled dates further down, and the checks that
//! pass over update stamps, lists of posts, poster cards and widgets printing today's date.

use super::dates::{DayOrder, WEEKDAYS};
use super::visible::{short_text, text_of, window, NEAR_NODES};
use crate::lexicon::Named;
use crate::page::{NodeData, Page};
use crate::text::contains_ignore_ascii_case;

/// How many other days a date's siblings in kind print for it to be one of a list's.
const LIST_DATES: usize = 2;
/// A text node longer than this is a sentence that mentions a date, not a printed date.
const MAX_PRINTED_DATE_CHARS: usize = 40;
/// Words that open a line giving the page's date.
const PRINTED_DATE_LABELS: &[&str] = &["posted", "published", "last updated", "updated", "date"];

/// The date of the one element marked up as the publication date (schema.org microdata,
/// `itemprop=datePublished`), from its `content` or `datetime` or its text. A page with several
/// is a list of dated items (a thread's posts, related articles), which one is the page's is
/// left to the rest. `<meta itemprop>` is read with the other `meta` tags.
pub fn itemprop_date(page: &Page) -> Option<String> {
    let mut marked = page
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| match &n.data {
            NodeData::Element(e)
                if e.tag != "meta" && e.attr("itemprop") == Some("datePublished") =>
            {
                Some((i, e))
            }
            _ => None,
        });
    let (i, e) = marked.next()?;
    if marked.next().is_some() {
        return None;
    }
    e.attr("content")
        .or_else(|| e.attr("datetime"))
        .and_then(super::dates::normalize)
        .or_else(|| short_text_date(page, i))
}

/// The page's `<time pubdate>`, else the first `<time datetime>`, then the first date-named
/// element with a date, near the start.
pub fn date(page: &Page, start: u32) -> Option<String> {
    marked_date(page, start).map(|(_, d)| d)
}

/// The date of the page's `<time pubdate>` (HTML5's draft mark of an article's publication
/// time), wherever it is: an article footer's "Published August 13, 2025" far below the
/// headline. Several that give different days are a list of posts: `None`. Read once per page.
fn pubdate_time(page: &Page) -> Option<(usize, String)> {
    page.pubdate.get_or_init(|| find_pubdate_time(page)).clone()
}

fn find_pubdate_time(page: &Page) -> Option<(usize, String)> {
    let mut found: Option<(usize, String)> = None;
    for (i, n) in page.nodes.iter().enumerate() {
        let NodeData::Element(e) = &n.data else {
            continue;
        };
        if e.tag != "time" || e.attr("pubdate").is_none() {
            continue;
        }
        let Some(date) = time_date(page, i) else {
            continue;
        };
        match &found {
            None => found = Some((i, date)),
            Some((_, first)) if first.get(..10) == date.get(..10) => {}
            Some(_) => return None,
        }
    }
    found
}

/// The page's `<time pubdate>` wherever it is, else the first `<time>`, then the first
/// date-named element with a date, near the start.
fn marked_date(page: &Page, start: u32) -> Option<(usize, String)> {
    if let Some(marked) = pubdate_time(page) {
        return Some(marked);
    }
    let range = window(page, start);
    let from_time = range.clone().find_map(|i| Some((i, time_date(page, i)?)));
    from_time.or_else(|| range.clone().find_map(|i| Some((i, named_date(page, i)?))))
}

/// How many elements up a date widget's name is looked for.
const TODAY_WIDGET_DEPTH: usize = 3;
/// How many nodes into a date's element its label or a date widget's name is looked for: a
/// date-named block holds a few wrappers, a label and the date.
const DATE_ELEMENT_NODES: usize = 16;

/// Whether node `i` is inside a widget that prints the day the page is read ("Friday, December
/// 19, 2025" in `p#todays-date`), up to [`TODAY_WIDGET_DEPTH`] elements up, or holds one within
/// its first few nodes (a date-named block around it).
fn in_today_widget(page: &Page, i: usize) -> bool {
    let named_today = |n: &crate::page::PageNode| {
        matches!(&n.data, NodeData::Element(e)
            if contains_ignore_ascii_case(&e.id, "today") || contains_ignore_ascii_case(&e.class, "today"))
    };
    let inside = (page.nodes[i].end as usize).min(i + DATE_ELEMENT_NODES);
    if page.nodes[i..inside].iter().any(named_today) {
        return true;
    }
    page.self_and_ancestors(i as u32)
        .take(TODAY_WIDGET_DEPTH)
        .any(|node| named_today(&page.nodes[node as usize]))
}

/// Whether node `i` is inside a `blockquote`: someone else's words, with their own date (an
/// embedded post's "March 3, 2026", a forum reply quoting an earlier post), not the page's.
fn quoted(page: &Page, i: usize) -> bool {
    page.ancestors(i as u32)
        .any(|a| page.tag(a) == "blockquote")
}

/// The longest text of a date's element read as a date: a label, a date and a time.
const DATE_TEXT_CHARS: usize = 120;

/// The date element `i`'s short text reads as ([`DATE_TEXT_CHARS`]), if any.
fn short_text_date(page: &Page, i: usize) -> Option<String> {
    printed(page, &short_text(page, i as u32, DATE_TEXT_CHARS)?)
}

/// The date a text of the page prints, all-numeric ones read in the page's order.
fn printed(page: &Page, text: &str) -> Option<String> {
    super::dates::normalize_in(text, || day_order(page))
}

/// The order the page writes numeric dates in, by the most of its short texts that show it
/// (a number over 12); `None` when they do not tell or split evenly. Read once per page.
fn day_order(page: &Page) -> Option<DayOrder> {
    *page.day_order.get_or_init(|| {
        let (mut day_first, mut month_first) = (0u32, 0u32);
        for n in &page.nodes {
            let NodeData::Text(t) = &n.data else {
                continue;
            };
            match super::dates::written_order(t) {
                Some(DayOrder::DayFirst) => day_first += 1,
                Some(DayOrder::MonthFirst) => month_first += 1,
                None => {}
            }
        }
        match day_first.cmp(&month_first) {
            std::cmp::Ordering::Greater => Some(DayOrder::DayFirst),
            std::cmp::Ordering::Less => Some(DayOrder::MonthFirst),
            std::cmp::Ordering::Equal => None,
        }
    })
}

/// The date of node `i` when it is a `<time>` element: its `datetime`, else its text.
fn time_date(page: &Page, i: usize) -> Option<String> {
    let NodeData::Element(e) = &page.nodes[i].data else {
        return None;
    };
    if e.tag != "time" || in_today_widget(page, i) || quoted(page, i) {
        return None;
    }
    e.attr("datetime")
        .and_then(super::dates::normalize)
        .or_else(|| printed(page, &text_of(page, i as u32)))
}

/// The date of node `i` when it is an element named for a date (`class="post-date"`) with a
/// short text that reads as one.
fn named_date(page: &Page, i: usize) -> Option<String> {
    let NodeData::Element(e) = &page.nodes[i].data else {
        return None;
    };
    if !e.is_named(Named::Date) || in_today_widget(page, i) || quoted(page, i) {
        return None;
    }
    short_text_date(page, i)
}

/// The date a reader sees by the headline, when it is not an update stamp: the first
/// `<time>`, date-named element or printed date near the start. `None` as well when `marked`
/// (the metadata's date) is printed there too, so the page shows its metadata date.
pub fn shown_date_other_than(page: &Page, start: u32, marked: &str) -> Option<String> {
    let (i, shown) = marked_date(page, start).or_else(|| {
        window(page, start)
            .filter(|&i| i >= start as usize || !names_weekday(page, i))
            .find_map(|i| Some((i, printed_date_at(page, i)?)))
    })?;
    let same_day = |d: &str| d.get(..10) == marked.get(..10);
    if same_day(&shown) || labelled_as_update(page, i, false) || in_dated_list(page, i, &shown) {
        return None;
    }
    let also_printed = window(page, start).any(|k| {
        time_date(page, k)
            .or_else(|| named_date(page, k))
            .or_else(|| printed_date_at(page, k))
            .is_some_and(|d| same_day(&d))
            && !labelled_as_update(page, k, true)
    });
    (!also_printed).then_some(shown)
}

/// Whether the date at node `i` is the first item's of a list of posts, newest first (a
/// carousel of related posts, each with its `<time class="summary-item-date">`): elements of
/// the same tag and class after it print [`LIST_DATES`] or more other days, all earlier. A
/// thread's posts go the other way, oldest first, and the first post's date is the page's.
fn in_dated_list(page: &Page, i: usize, shown: &str) -> bool {
    // A printed date's element is its text's parent.
    let at = match page.nodes[i].data {
        NodeData::Element(_) => i,
        NodeData::Text(_) => page.nodes[i].parent as usize,
    };
    let Some(NodeData::Element(own)) = page.nodes.get(at).map(|n| &n.data) else {
        return false;
    };
    let Some(day) = shown.get(..10) else {
        return false;
    };
    if own.class.trim().is_empty() {
        return false;
    }
    let mut others: Vec<String> = Vec::new();
    let end = (i + NEAR_NODES as usize).min(page.nodes.len());
    for k in page.nodes[at].end as usize..end {
        let NodeData::Element(e) = &page.nodes[k].data else {
            continue;
        };
        if e.tag != own.tag || e.class != own.class {
            continue;
        }
        let date = time_date(page, k).or_else(|| short_text_date(page, k));
        if let Some(d) = date.as_deref().and_then(|d| d.get(..10)) {
            if d > day {
                return false;
            }
            if d < day && !others.iter().any(|o| o == d) {
                others.push(d.to_string());
            }
        }
    }
    others.len() >= LIST_DATES
}

/// Whether the words or class names just around node `i` call its date an update
/// ("Updated", "Last modified", `class="updated"`); with `words_only`, the words alone: themes
/// put the publication date in `class="updated"` too. What follows the date counts only inside
/// its own element: the next element may be an update stamp of its own ("Posted: Jan 11, 2012"
/// then "Last Updated: Jan 12, 2012").
fn labelled_as_update(page: &Page, i: usize, words_only: bool) -> bool {
    const BEFORE: usize = 6;
    const AFTER: usize = 3;
    // An element's own text may hold the label ("Last Updated: April 1, 2025" in a date-named
    // block); a text's, what follows it in its element.
    let end = match page.nodes[i].data {
        NodeData::Element(_) => (page.nodes[i].end as usize).min(i + DATE_ELEMENT_NODES),
        NodeData::Text(_) => {
            let parent = page.nodes.get(page.nodes[i].parent as usize);
            (i + AFTER).min(parent.map_or(page.nodes.len(), |p| p.end as usize))
        }
    };
    let around = &page.nodes[i.saturating_sub(BEFORE)..end];
    around.iter().any(|n| {
        let words = match &n.data {
            NodeData::Text(t) => t.as_str(),
            NodeData::Element(e) if !words_only => e.class.as_str(),
            NodeData::Element(_) => "",
        };
        contains_ignore_ascii_case(words, "updat") || contains_ignore_ascii_case(words, "modif")
    })
}

/// Words that label a date of a member's profile beside a post ("Joined: Dec 11, 2021").
const PROFILE_DATE_LABELS: &[&str] = &[
    "joined",
    "registered",
    "member since",
    "founded",
    "last seen",
    "last visit",
    "last active",
];

/// Whether the text at node `i`, or a text among the few nodes before it in its element,
/// labels its date as a profile's: a forum's poster card ("<strong>Joined:</strong> Dec 11,
/// 2021"), not the post's.
fn labelled_as_profile(page: &Page, i: usize) -> bool {
    const BEFORE: usize = 3;
    fn label(t: &str) -> &str {
        t.trim().trim_end_matches(':').trim_end()
    }
    // The label opens the date's own text, or is the whole of a text before it.
    let own = matches!(&page.nodes[i].data,
        NodeData::Text(t) if opens_with_label(label(t), PROFILE_DATE_LABELS));
    // Before it inside its own element: `<dd><strong>Joined:</strong> Dec 11, 2021</dd>`.
    let from = i
        .saturating_sub(BEFORE)
        .max((page.nodes[i].parent as usize).saturating_add(1))
        .min(i);
    own || page.nodes[from..i].iter().any(|n| match &n.data {
        NodeData::Text(t) => {
            let t = label(t);
            PROFILE_DATE_LABELS
                .iter()
                .any(|l| t.eq_ignore_ascii_case(l))
        }
        NodeData::Element(_) => false,
    })
}

/// Whether `text` opens with one of `labels` (ASCII), in any case, without a lowercased copy of
/// every text node.
fn opens_with_label(text: &str, labels: &[&str]) -> bool {
    labels
        .iter()
        .any(|l| crate::text::strip_prefix_ignore_ascii_case(text, l).is_some())
}

/// The first short text near the start that reads as a date ("Dec 12, 2025", "Published
/// October 14, 2025"), else a labelled date further down, for pages that mark their date up in
/// no way.
pub fn printed_date(page: &Page, start: u32) -> Option<String> {
    printed_date_near(page, start)
        .or_else(|| (start as usize..page.nodes.len()).find_map(|i| labelled_date_at(page, i)))
}

/// The first short text near the start that reads as a date.
pub fn printed_date_near(page: &Page, start: u32) -> Option<String> {
    window(page, start).find_map(|i| printed_date_at(page, i))
}

/// A date anywhere after the start that a label says is the page's ("Posted on April 13, 2023",
/// "Last updated: November 13, 2025"), or that follows a byline: an author box or footer line
/// far below the headline. wcxb-dev: 4 dated pages found, none wrong; on pages without a dated
/// truth it finds only such labelled lines (documentation's "Last updated"). The byline: 1 more
/// page right, no other date changed on the 2,406 dev pages.
fn labelled_date_at(page: &Page, i: usize) -> Option<String> {
    let NodeData::Text(t) = &page.nodes[i].data else {
        return None;
    };
    (opens_with_label(t.trim_start(), PRINTED_DATE_LABELS) || after_byline(page, i))
        .then(|| printed_date_at(page, i))?
}

/// Words that open a byline ("By Ana Ruiz", "Written by Ana Ruiz", an interviewer's "Interview
/// by Ana Ruiz").
const BYLINE_LABELS: &[&str] = &["by ", "written by", "interview by"];

/// Whether a byline's text comes just before the text at node `i`, in its element or the one
/// around it: an author box's "Written by Ana Ruiz" then "April 8, 2024", which may sit at the
/// article's foot.
fn after_byline(page: &Page, i: usize) -> bool {
    const BEFORE: usize = 5;
    let Some(around) = page
        .nodes
        .get(page.nodes[i].parent as usize)
        .map(|parent| parent.parent)
    else {
        return false;
    };
    let from = i
        .saturating_sub(BEFORE)
        .max((around as usize).saturating_add(1))
        .min(i);
    page.nodes[from..i].iter().any(
        |n| matches!(&n.data, NodeData::Text(t) if opens_with_label(t.trim_start(), BYLINE_LABELS)),
    )
}

fn printed_date_at(page: &Page, i: usize) -> Option<String> {
    let NodeData::Text(t) = &page.nodes[i].data else {
        return None;
    };
    if in_today_widget(page, i) || labelled_as_profile(page, i) || quoted(page, i) {
        return None;
    }
    // A byline line may print the date as one of its parts: "Ana Ruiz | Senior Writer | July 2,
    // 2025" (each part is then read as a line of its own).
    t.split(['|', '·', '•']).find_map(|part| {
        let part = part.trim();
        if part.len() < 8
            || part.chars().count() > MAX_PRINTED_DATE_CHARS
            || !part.contains(|c: char| c.is_ascii_digit())
        {
            return None;
        }
        printed(page, part)
    })
}

/// Whether the text at node `i` names a weekday: above the headline, such a printed date is
/// the site's masthead giving the day it is read, not a shown date to set against the
/// metadata's. wcxb-dev: 1 page right, no other date changed on the 2,406 dev pages; applied
/// to pages without a metadata date too, it took 7 daniel-a pages' only date away.
fn names_weekday(page: &Page, i: usize) -> bool {
    matches!(&page.nodes[i].data,
        NodeData::Text(t) if WEEKDAYS.iter().any(|d| contains_ignore_ascii_case(t, d)))
}
