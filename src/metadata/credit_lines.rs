//! A writer named in a line of text rather than in a byline element: beside the story's date
//! ("2025-12-17 · Trond Teigen"), or in a sentence saying who wrote the post ("This post was
//! written by …").

use super::byline::{in_menu_or_comment, names_people};
use super::names::{bare_date, clean_byline, MAX_BYLINE_CHARS, ROLE_NOUNS};
use super::visible::{short_text, window};
use crate::page::{NodeData, Page};
use crate::text::strip_prefix_ignore_ascii_case;

/// A line near the article's start that gives its date and, beside it, who wrote it, with no
/// label or marked element: "2025-12-17 · Trond Teigen", "Aaron Ricadela | Senior Writer | July
/// 2, 2025", "Wine 101 / December 14, 2025 / Matt Check". The line's parts are split at the
/// marks between them; one is a date, one alone reads as people's names, and any others are
/// job titles or come before the date (a category). A line holding a heading is the headline's
/// block, not a credit line.
pub fn dated_credit(page: &Page, start: u32, published: Option<&str>) -> Option<String> {
    for i in window(page, start) {
        let NodeData::Element(e) = &page.nodes[i].data else {
            continue;
        };
        if matches!(e.tag.as_str(), "html" | "body") {
            continue;
        }
        let Some(text) = short_text(page, i as u32, MAX_BYLINE_CHARS + 40) else {
            continue;
        };
        let Some(name) = name_beside_date(&text, published) else {
            continue;
        };
        let end = page.nodes[i].end as usize;
        let holds_heading = page.nodes[i..end].iter().any(
            |n| matches!(&n.data, NodeData::Element(e) if crate::lexicon::is_heading_tag(&e.tag)),
        );
        if holds_heading || in_menu_or_comment(page, i as u32) {
            continue;
        }
        return clean_byline(&name);
    }
    None
}

/// The one part of a credit line that names people, when another part is a date (see
/// [`dated_credit`]).
fn name_beside_date(line: &str, published: Option<&str>) -> Option<String> {
    let parts: Vec<&str> = line
        .split(['|', '·', '•', '—', '–'])
        .flat_map(|p| p.split(" / "))
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let date = parts.iter().position(|p| bare_date(p))?;
    let day = |d: &str| d.get(..10).map(str::to_string);
    if let Some(published) = published {
        let printed = super::dates::normalize(parts[date])?;
        if day(&printed) != day(published) {
            return None;
        }
    }
    let mut name = None;
    for (k, part) in parts.iter().enumerate() {
        let role = part
            .split_whitespace()
            .last()
            .is_some_and(|w| ROLE_NOUNS.contains(&w));
        if k == date || role || bare_date(part) {
            continue;
        }
        // "Mahua Das in Project Management": the name, and the section it was filed in.
        let person = part.split_once(" in ").map_or(*part, |(who, _)| who);
        if names_people(person) {
            if name.is_some() {
                return None;
            }
            name = Some(person.to_string());
        } else if k > date {
            return None;
        }
    }
    name
}

/// A sentence that says who wrote the piece ("This post was written by Vanessa Mendez, MD,
/// gastroenterologist, …"), anywhere outside menus and comments: the name up to its first comma
/// or full stop, when it reads as people's names ("Our Product Research Team" does not).
pub fn written_by_note(page: &Page) -> Option<String> {
    for (i, n) in page.nodes.iter().enumerate() {
        let NodeData::Element(e) = &n.data else {
            continue;
        };
        if !matches!(e.tag.as_str(), "p" | "em" | "i" | "div" | "span") {
            continue;
        }
        // Only an element whose own text opens "This" is read (most are passed over unread).
        let opens_this = page.nodes.get(i + 1).is_some_and(|first| {
            matches!(&first.data, NodeData::Text(t)
                if strip_prefix_ignore_ascii_case(t.trim_start(), "this ").is_some())
        });
        if !opens_this {
            continue;
        }
        let Some(text) = short_text(page, i as u32, WRITTEN_BY_NOTE_CHARS) else {
            continue;
        };
        let Some(rest) = WRITTEN_BY_NOTES
            .iter()
            .find_map(|note| strip_prefix_ignore_ascii_case(&text, note))
        else {
            continue;
        };
        if in_menu_or_comment(page, i as u32) {
            continue;
        }
        // Initials keep their stop ("Julian K. Arni"); another word's ends the name.
        let mut end = rest.find(',').unwrap_or(rest.len());
        if let Some(stop) = rest[..end].match_indices(". ").map(|(k, _)| k).find(|&k| {
            rest[..k]
                .rsplit(' ')
                .next()
                .is_some_and(|w| w.chars().count() > 1)
        }) {
            end = stop;
        }
        let name = rest[..end].trim_end_matches('.').trim();
        let opener = name.split_whitespace().next().unwrap_or("");
        if NOT_NAME_OPENERS.contains(&opener) || !names_people(name) {
            return None;
        }
        return clean_byline(name);
    }
    None
}

/// How a sentence naming the piece's writer opens (lowercase).
const WRITTEN_BY_NOTES: &[&str] = &[
    "this post was written by ",
    "this article was written by ",
    "this story was written by ",
    "this blog post was written by ",
    "this piece was written by ",
    "this guide was written by ",
];
/// The longest such sentence read: a name and a title after it.
const WRITTEN_BY_NOTE_CHARS: usize = 240;
/// Words that open a team's description, not a name.
const NOT_NAME_OPENERS: &[&str] = &["Our", "The", "A", "An"];

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn dated(html: &str, published: Option<&str>) -> Option<String> {
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(html, None));
        dated_credit(&page, 0, published)
    }

    #[test]
    fn a_line_of_the_date_and_a_name_credits_the_writer() {
        // The name after the date, or before it with a job title; a category before the date.
        let html = "<h1>Offline first</h1><div><span>2025-12-17</span><span>·</span>\
                    <a title=\"Trond Teigen\"><div>Trond Teigen</div></a></div><p>Text.</p>";
        assert_eq!(
            dated(html, Some("2025-12-17T00:00:00Z")).as_deref(),
            Some("Trond Teigen")
        );
        assert_eq!(dated(html, None).as_deref(), Some("Trond Teigen"));
        let html = "<header><h1>How AI is changing care</h1>\
                    <p>Aaron Ricadela | Senior Writer | July 2, 2025</p></header><p>Text.</p>";
        assert_eq!(dated(html, None).as_deref(), Some("Aaron Ricadela"));
        let html = "<div><a href=/c/wine-101>Wine Basics 101</a> / <span>December 14, 2025</span> \
                    / <a href=/team/matt>Matt Check</a></div><h1>Wine for beginners</h1>";
        assert_eq!(dated(html, None).as_deref(), Some("Matt Check"));
        let html = "<h1>Pricing guide</h1><p>Dec 26, 2025 <span>&bull;</span> <img src=a.png> \
                    Mahua Das in <a href=/blog/pm>Project Management</a></p>";
        assert_eq!(dated(html, None).as_deref(), Some("Mahua Das"));
        // A teaser's line gives another day than the page's; a release's kind is no one.
        let html = "<h1>How to relax</h1><div>December 8, 2025 / Mental Health</div><p>Text.</p>";
        assert_eq!(dated(html, Some("2025-07-02")), None);
        assert_eq!(
            dated("<h1>Study</h1><p>Media Release | Jan. 16, 2012</p>", None),
            None
        );
        // Two names, or words after the date that name no one, make no credit.
        assert_eq!(
            dated("<h1>T</h1><p>May 2, 2025 | Ann Lee | Bob Ray</p>", None),
            None
        );
        assert_eq!(
            dated("<h1>T</h1><p>May 2, 2025 | 5 comments</p>", None),
            None
        );
    }

    fn note(html: &str) -> Option<String> {
        written_by_note(&crate::page::Page::read(
            &crate::dom::html::HtmlDocument::parse(html, None),
        ))
    }

    #[test]
    fn a_sentence_saying_who_wrote_the_post_names_the_writer() {
        assert_eq!(
            note(
                "<h1>Plant-based eating</h1><p><em>This post was written by <a href=/dr>Vanessa \
                 Mendez, MD</a>, gastroenterologist.</em></p><p>Diet is one of the ...</p>"
            )
            .as_deref(),
            Some("Vanessa Mendez")
        );
        assert_eq!(
            note("<div class=bio>This article was written by Julian K. Arni. He builds.</div>")
                .as_deref(),
            Some("Julian K. Arni")
        );
        // A team, or a writer who is not named, is no byline.
        assert_eq!(
            note("<p>This article was written by Our Product Research Team Get to know them!</p>"),
            None
        );
        assert_eq!(
            note("<p>This article was written by a human, me, with a light edit.</p>"),
            None
        );
    }
}
