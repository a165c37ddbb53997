//! The byline: the element near the article's start that names who wrote it (`itemprop=author`,
//! `rel=author`, an author-named class, a link to an author page, "By Name", a label and the
//! name after it), or an author's card after the article. What such elements print is cleaned
//! to names in `names.rs`; writers named in running text are read in `credit_lines.rs`.

use super::names::{clean_byline, MAX_BYLINE_CHARS};
use super::visible::{in_card_past, short_text, window};
use crate::lexicon::Named;
use crate::page::{NodeData, Page};
use crate::text::fold_whitespace;

/// The most words a forum username has; a person's name after an author link or a label may
/// have one more ("Mary Ann de Vries").
const MAX_USERNAME_WORDS: usize = 3;

/// True when a class or id names an author: a word of [`Named::Byline`], or one containing
/// "author" or "byline" (`blog__authorname`, `postAuthor`).
fn names_author(e: &crate::page::ElementData) -> bool {
    // Not a sign-in box: `#authorization`.
    let contains = |v: &str| {
        let has = |part| crate::text::contains_ignore_ascii_case(v, part);
        (has("author") && !has("authoriz")) || has("byline")
    };
    e.is_named(Named::Byline) || contains(&e.class) || contains(&e.id)
}

/// A short line that starts "By " and a capitalised name ("By Amy Wilhelm").
fn by_line(text: &str) -> bool {
    let mut words = text.split_whitespace().peekable();
    // "Written by", "Posted by", "Started by" (forums): a verb before "by".
    if words
        .peek()
        .is_some_and(|w| BY_VERBS.iter().any(|v| v.eq_ignore_ascii_case(w)))
    {
        words.next();
    }
    words
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("by") || w.eq_ignore_ascii_case("by:"))
        && words
            .next()
            .is_some_and(|w| w.starts_with(char::is_uppercase))
        && text.chars().count() <= MAX_BYLINE_CHARS
}

/// Verbs that come before "by" in a byline.
const BY_VERBS: &[&str] = &["written", "posted", "started", "words", "article", "story"];

/// The byline element near the article's start: `itemprop=author`, `rel=author`, an author- or
/// byline-named class or id, or a short line reading "By Name". Past `article_end` (where the
/// article's last block ends), not one in a card of another work ([`in_card_past`]).
pub fn byline(page: &Page, start: u32, article_end: Option<u32>) -> Option<String> {
    scan(page, window(page, start), Scan::Any, article_end)
}

/// The writers a "By Name" line near the article's start names, when they read as people's
/// names and are not those of `marked` (the page's `meta` or JSON-LD author): printed for
/// readers, the line outranks a marked author that differs, a CMS's account ("Luke Daigle"
/// over "By: Paul Fenaroli").
pub fn by_line_over(
    page: &Page,
    start: u32,
    article_end: Option<u32>,
    marked: &str,
) -> Option<String> {
    scan(page, window(page, start), Scan::ByLines(start), article_end)
        .filter(|n| names_people(n) && !same_people(n, marked))
}

/// Whether one of `a` and `b` names no one the other does not, word for word ("A, B and C"
/// and "A, B, C"; "Ana Ruiz" and "Ana Ruiz, Staff Writer").
fn same_people(a: &str, b: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        let mut w: Vec<String> = crate::metric::tokens(s)
            .into_iter()
            .filter(|w| w != "and")
            .collect();
        w.sort_unstable();
        w.dedup();
        w
    };
    let (a, b) = (words(a), words(b));
    let within = |x: &[String], y: &[String]| x.iter().all(|w| y.binary_search(w).is_ok());
    within(&a, &b) || within(&b, &a)
}

/// For an article with no byline near its start: the author's card after it, an author-named box
/// with the writer's name and bio, or "Written by" and the name. Only the first byline found
/// there counts, and only when it reads as people's names and is outside what lists other
/// people: footers, `<aside>`s, list items (a site's columnists, its experts) and reviews.
/// On wcxb-dev it finds 7 articles' authors, all the truth's, and changes no other byline there
/// (author 0.867 -> 0.877); on daniel-a it gives 1 byline, a wrong one: a blogger whose link
/// heads a sidebar's box of blogs.
pub fn author_card(page: &Page, start: u32) -> Option<String> {
    let after = window(page, start).end..page.nodes.len();
    scan(page, after, Scan::AfterArticle, None)
}

/// Which elements [`scan`] reads.
#[derive(Clone, Copy, PartialEq)]
enum Scan {
    /// Every kind of byline element.
    Any,
    /// Past the article, with [`author_card`]'s limits.
    AfterArticle,
    /// Only lines reading "By Name", none in furniture or in another story's `<article>` than
    /// the one holding the node where the article starts (a teaser's, a related post's).
    ByLines(u32),
}

/// The first byline among the elements in `range`; past `article_end`, none may be in a card
/// of another work.
fn scan(
    page: &Page,
    range: std::ops::Range<usize>,
    kind: Scan,
    article_end: Option<u32>,
) -> Option<String> {
    let after_article = kind == Scan::AfterArticle;
    let by_lines = match kind {
        Scan::ByLines(start) => Some(start),
        _ => None,
    };
    for i in range {
        let NodeData::Element(e) = &page.nodes[i].data else {
            continue;
        };
        let Some(text) = short_text(page, i as u32, MAX_BYLINE_CHARS * 2) else {
            let name = by_lines
                .is_none()
                .then(|| author_box_name(page, i as u32, after_article, article_end))
                .flatten();
            if name.is_some() {
                return name;
            }
            continue;
        };
        let by = !matches!(e.tag.as_str(), "html" | "body") && by_line(&text);
        let named = by
            || by_lines.is_none()
                && (e
                    .attr("itemprop")
                    .is_some_and(|v| v.eq_ignore_ascii_case("author"))
                    || e.attr("rel")
                        .is_some_and(|v| v.eq_ignore_ascii_case("author"))
                    || names_author(e)
                    || (e.tag == "a"
                        && e.attr("href").is_some_and(is_author_url)
                        && text.split_whitespace().count() <= MAX_USERNAME_WORDS + 1)
                    || (e.is_named(Named::Username)
                        && text.split_whitespace().count() <= MAX_USERNAME_WORDS));
        // After the article, a card of another work (a book, a story) names its own author.
        let other_work = || in_card_past(page, i as u32, article_end);
        if !named {
            if by_lines.is_some() {
                continue;
            }
            if let Some(name) = name_after_label(page, i, &text).filter(|_| !other_work()) {
                return (!after_article || names_people(&name)).then_some(name);
            }
            continue;
        }
        // "By Event Type" heads a menu's list, and a menu's filters ("Category Bracelets Rings")
        // sit in author-named classes: on the 2,406 dev pages, 9 bylines from menus, none right.
        // A comment's author-named class names a reader (wcxb-dev 4682), not the writer.
        if in_menu_or_comment(page, i as u32)
            || ((after_article || by_lines.is_some()) && in_furniture(page, i as u32))
            || by_lines.is_some_and(|start| in_other_story(page, i as u32, start))
            || other_work()
        {
            continue;
        }
        // A story's section or topic shown in the byline's box is no part of a name.
        let name = match without_category_links(page, i as u32) {
            Some(rest) => clean_byline(&rest).and_then(without_section_lead),
            None => clean_byline(&text),
        };
        if let Some(name) = name {
            return (!after_article || names_people(&name)).then_some(name);
        }
    }
    None
}

/// The name an author's box opens with, when the box is too long to be a byline: its first
/// line, where that reads as one person's name, before the bio ("Lauren Vetter" / "Lauren Vetter
/// is a growth-focused marketing professional…"). Not a post's or product's `<article>` or list
/// item, which CMSs class `author-<name>` after whoever posted it (Squarespace, WordPress), nor
/// one in a menu or a comment, nor past the article in furniture (`in_furniture`) or in a card
/// of another work (`in_card_past`). Most elements are named otherwise, so the name is asked
/// first. With layout (replay) wcxb-dev author 664 -> 665 of 739; two bylines that ran on into
/// the writer's title ("Cort Honey Home- and Digital-Security Expert") now end with the name.
/// No other byline on the 2,406 dev pages changes, replayed or native.
fn author_box_name(
    page: &Page,
    i: u32,
    after_article: bool,
    article_end: Option<u32>,
) -> Option<String> {
    let e = page.element(i)?;
    if !names_author(e)
        || matches!(e.tag.as_str(), "article" | "main" | "body" | "html" | "li")
        || in_menu_or_comment(page, i)
        || (after_article && in_furniture(page, i))
        || in_card_past(page, i, article_end)
    {
        return None;
    }
    let first = fold_whitespace(page.texts(i).find(|t| !t.trim().is_empty())?);
    let first = first.trim();
    // A label ("Written By") is no name: cleaning a byline leaves a name as it is.
    (first.split_whitespace().count() <= 4
        && names_people(first)
        && clean_byline(first).as_deref() == Some(first))
    .then(|| first.to_string())
}

/// Whether `s` reads as people's names: each of its names, between commas and "and", two to four
/// capitalised words ("Ray Ansari", "Moses Kim and Kate Shokurova"), not a handle ("Vadim"), a
/// company ("SmartCat") or a title.
pub(super) fn names_people(s: &str) -> bool {
    s.split(", ").flat_map(|p| p.split(" and ")).all(|name| {
        let words: Vec<&str> = name.split_whitespace().collect();
        (2..=4).contains(&words.len()) && words.iter().all(|w| w.starts_with(char::is_uppercase))
    })
}

/// Whether element `i` is in an `<article>` that does not hold node `start`: another story's.
fn in_other_story(page: &Page, i: u32, start: u32) -> bool {
    page.ancestors(i)
        .any(|a| page.tag(a) == "article" && !(a..page.nodes[a as usize].end).contains(&start))
}

/// Whether element `i` is in a `<footer>`, an `<aside>`, a list item or a review (named so), where
/// a page lists people other than the article's writer.
fn in_furniture(page: &Page, i: u32) -> bool {
    page.self_and_ancestors(i).any(|j| {
        page.element(j).is_some_and(|e| {
            matches!(e.tag.as_str(), "footer" | "aside" | "li") || e.is_named(Named::Review)
        })
    })
}

/// Whether element `i` is a menu or navigation, or inside one (`<nav>`, ARIA's `menu`,
/// `menubar` and `navigation` roles), or is in a comment or a comment section (named so).
pub(super) fn in_menu_or_comment(page: &Page, i: u32) -> bool {
    page.self_and_ancestors(i).any(|j| {
        page.element(j).is_some_and(|e| {
            e.tag == "nav"
                || e.is_named(Named::Comment)
                || e.attr("role")
                    .is_some_and(|r| MENU_ROLES.iter().any(|m| r.trim().eq_ignore_ascii_case(m)))
        })
    })
}

const MENU_ROLES: &[&str] = &["menu", "menubar", "navigation"];

/// A byline split over two elements: a label alone ("Written by", "By", "Author:") and the name
/// in the text that follows it.
fn name_after_label(page: &Page, i: usize, text: &str) -> Option<String> {
    // The longest labels are 10 bytes ("written by", "автор") with a colon of up to 3, and
    // "contributors" (12) with an ASCII one: longer texts are not labels, and are not
    // lowercased to find out.
    if text.len() > 13 {
        return None;
    }
    let bare = text.trim_end_matches([':', '：']);
    let label = bare.trim().to_lowercase();
    // "Contributors" alone is also a menu's link to the site's writers; with its colon it
    // introduces names.
    let colon = bare.len() < text.len();
    let is_label = NAME_LABELS.contains(&label.as_str())
        || (colon && COLON_NAME_LABELS.contains(&label.as_str()));
    if !is_label {
        return None;
    }
    let end = page.nodes[i].end;
    let text_after = |from: u32| {
        (from..page.nodes.len() as u32)
            .take(NAME_LOOKAHEAD_NODES)
            .find_map(|j| match &page.nodes[j as usize].data {
                NodeData::Text(t) if !t.trim().is_empty() => Some((j, fold_whitespace(t))),
                _ => None,
            })
    };
    let (mut at, mut next) = text_after(end)?;
    // An avatar's initials before the name they stand for ("CP", then "Chengcheng Pei").
    if let Some((j, name)) = text_after(at + 1).filter(|(_, name)| initials_of(&next, name)) {
        (at, next) = (j, name);
    }
    // A story's section printed after the label ("By" over "Wedding Checklists"): the writer's
    // name is elsewhere.
    if in_category_link(page, at, end) {
        return None;
    }
    let words = next.split_whitespace().count();
    (words <= MAX_USERNAME_WORDS + 1 && next.starts_with(char::is_uppercase))
        .then(|| clean_byline(&next))?
}

/// The text of element `i` without what its links to categories or tags hold, when it holds
/// any: a story's section or topic shown where its byline is ("Personal finance January 27,
/// 2025" in a `byline` box), which no byline names.
fn without_category_links(page: &Page, i: u32) -> Option<String> {
    let end = page.nodes[i as usize].end;
    let mut found = false;
    let mut out = String::new();
    for j in i + 1..end {
        if let NodeData::Text(t) = &page.nodes[j as usize].data {
            if in_category_link(page, j, i) {
                found = true;
            } else {
                crate::text::push_folded(&mut out, t);
            }
        }
    }
    found.then_some(out)
}

/// `name` without the words that led into a section taken out of it ("Jen Carlson in").
fn without_section_lead(mut name: String) -> Option<String> {
    while let Some((head, last)) = name.rsplit_once(' ') {
        if !SECTION_LEADS.iter().any(|w| w.eq_ignore_ascii_case(last)) {
            break;
        }
        name.truncate(head.len());
    }
    clean_byline(&name)
}

/// Words before a story's section in a byline: "in", "under", "filed".
const SECTION_LEADS: &[&str] = &["in", "under", "filed"];

/// Whether node `j` is inside a category or tag link ([`is_category_link`]) that begins at or
/// after node `from`.
fn in_category_link(page: &Page, j: u32, from: u32) -> bool {
    page.ancestors(j)
        .take_while(|&a| a >= from)
        .any(|a| page.element(a).is_some_and(is_category_link))
}

/// Whether `e` is a link marked as a category or a tag (`rel=tag`, `rel=category`). A link
/// whose address alone says so may still name the writer (`/category/reporter/<name>`, "By
/// Debbie Emery" to `/category/tags/staff` on daniel-a).
fn is_category_link(e: &crate::page::ElementData) -> bool {
    e.tag == "a" && e.attr_has_word("rel", &["tag", "category"])
}

/// Whether `initials` (two or three capitals, alone) are the first letters of `name`'s words.
fn initials_of(initials: &str, name: &str) -> bool {
    let firsts: String = name
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .collect();
    (2..=3).contains(&initials.chars().count())
        && initials.chars().all(char::is_uppercase)
        && firsts == initials
}

/// Labels that stand alone before an author's name.
const NAME_LABELS: &[&str] = &[
    "by",
    "written by",
    "posted by",
    "words by",
    "article by",
    "story by",
    "author",
    "authors",
    "autor",
    "автор",
    "作者",
];
/// Labels that introduce names only with their colon ("Contributors: Janet Loughrey").
const COLON_NAME_LABELS: &[&str] = &["contributor", "contributors"];
/// How many nodes after a byline label its name may start.
const NAME_LOOKAHEAD_NODES: usize = 8;

/// Whether a link goes to an author's page: a path segment `author`, `authors` (WordPress and
/// most CMSs), or the same word in other languages.
fn is_author_url(href: &str) -> bool {
    let path = href.split(['?', '#']).next().unwrap_or("");
    let path = path.split_once("://").map_or(path, |(_, rest)| rest);
    let mut segments = path
        .split('/')
        .skip_while(|s| s.contains('.') || s.is_empty());
    // The segment must be followed by a name (`/author/jane-doe/`), not end the path.
    let mut prev_author = false;
    for seg in segments.by_ref() {
        if prev_author && !seg.is_empty() {
            return true;
        }
        prev_author = AUTHOR_PATH_SEGMENTS
            .iter()
            .any(|a| a.eq_ignore_ascii_case(seg));
    }
    false
}

const AUTHOR_PATH_SEGMENTS: &[&str] = &[
    "author", "authors", "autor", "autoren", "auteur", "auteurs", "autore", "writer", "writers",
];

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_category_or_tag_link_is_no_part_of_a_byline() {
        let read = |html: &str| {
            let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(html, None));
            byline(&page, 0, None)
        };
        // The section follows a "By" label; the writer is named further on.
        assert_eq!(
            read(
                "<h1>Budget agreed</h1><div><h2>By</h2><div><a href=/checklists/ rel=tag>Checklists</a>                 </div><a href=/author/ana/ rel=author>Ana Ruiz</a></div><p>Text.</p>"
            )
            .as_deref(),
            Some("Ana Ruiz")
        );
        // The section inside the byline's box, and the word that led into it.
        assert_eq!(
            read(
                "<h1>Budget agreed</h1><p class=byline>By <a href=/p/ana>Ana Ruiz</a> in                  <a href=/arts rel=\"category tag\">Arts</a> on January 16, 2012</p><p>Text.</p>"
            )
            .as_deref(),
            Some("Ana Ruiz")
        );
        // A box of a topic and a date names no one.
        assert_eq!(
            read(
                "<h1>Budget agreed</h1><div class=byline><a href=/tag/tax rel=tag>Personal finance</a>                  <span>January 27, 2025</span></div><p>Text.</p>"
            ),
            None
        );
        // Marked by its address alone, a link may hold the name (`/category/reporter/<name>`).
        assert_eq!(
            read(
                "<h1>Budget agreed</h1><span class=author>By <a href=/category/reporter/ana-ruiz>                 Ana Ruiz</a></span><p>Text.</p>"
            )
            .as_deref(),
            Some("Ana Ruiz")
        );
    }

    #[test]
    fn an_author_page_link_or_a_label_before_a_name_is_a_byline() {
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Budget agreed</h1><div><a href=/topics/budget>Budget</a> \
             <a href=\"https://example.org/authors/maren-holt/\">Maren Holt</a></div><p>Text.</p>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Maren Holt"));
        assert!(is_author_url("/author/jane-doe"));

        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Budget agreed</h1><div><p>Written by</p><p>Edzel Tabing</p></div><p>Text.</p>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Edzel Tabing"));
        // An avatar's initials come between the label and the name they stand for.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Budget agreed</h1><div><p>Author</p><div><div><div><div><span>EJ</span></div>\
             </div><div><div><span>Edzel Jones</span></div><span>Staff Engineer</span></div>\
             </div></div></div><p>Text.</p>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Edzel Jones"));
        assert!(!initials_of("AP", "Reuters staff") && !initials_of("E", "Edzel"));

        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Budget agreed</h1><ul><li>Written by <address>Ana Ruiz</address></li></ul>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Ana Ruiz"));
        // A menu's "By Event Type" heads a list of links; the byline is the article's own.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<div role=menu><h4>By Event Type</h4><ul><li><a href=/c>Conferences</a></li></ul></div>\
             <h1>Budget agreed</h1><p class=byline>By Ana Ruiz</p><p>Text.</p>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Ana Ruiz"));
        // A comment's author is a reader's name.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Budget agreed</h1><p>Text.</p><ol><li class=comment>\
             <div class=comment-author-name>reader42</div><p>Nice.</p></li></ol>",
            None,
        ));
        assert_eq!(byline(&page, 0, None), None);
        assert!(by_line("Started by Biology Forums, June 04, 2024"));

        // An author's card after a long article, past the window around its start.
        let body = "<p>A paragraph of the story.</p>".repeat(300);
        let html = format!(
            "<h1>Budget agreed</h1>{body}<ul><li class=author>Kim Experts</li></ul>\
             <div class=author-bio><span class=author-name>Emma Ryan</span></div>"
        );
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(&html, None));
        assert_eq!(byline(&page, 0, None), None);
        assert_eq!(author_card(&page, 0).as_deref(), Some("Emma Ryan"));
        // A handle, or a name in a list of others, is not taken so far from the start.
        let html = format!("<h1>Budget agreed</h1>{body}<div class=author>Vadim</div>");
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(&html, None));
        assert_eq!(author_card(&page, 0), None);
        assert!(!by_line("Written in the margins"));
        assert!(!is_author_url("/authors/"));
        assert!(!is_author_url("https://author.example.org/posts/1"));

        // "Contributors:" introduces names; "Contributors" alone is a menu's link.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>Low light plants</h1><div><strong>Contributors:</strong> Janet Loughrey</div>",
            None,
        ));
        assert_eq!(byline(&page, 0, None).as_deref(), Some("Janet Loughrey"));
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<ul><li><a href=/contributors>Contributors</a></li><li><a href=/ads>Advertise</a></li>\
             </ul><h1>Low light plants</h1><p>Text.</p>",
            None,
        ));
        assert_eq!(byline(&page, 0, None), None);
    }

    #[test]
    fn an_author_box_too_long_for_a_byline_gives_the_name_it_opens_with() {
        let body = "<p>A paragraph of the story.</p>".repeat(300);
        let bio = "is a growth-focused marketing professional who has written about search, \
                   email and the economics of small online shops for a decade, and who now \
                   teaches a course on pricing at a business school in her home town.";
        let read = |card: &str| {
            let html = format!("<h1>Budget agreed</h1>{body}{card}");
            let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(&html, None));
            author_card(&page, 0)
        };
        assert_eq!(
            read(&format!(
                "<div class=blog_author-text><div>Lauren Vetter</div><p>Lauren Vetter {bio}</p></div>"
            ))
            .as_deref(),
            Some("Lauren Vetter")
        );
        // A post that a CMS classes after its poster, and a box that opens with no name.
        assert_eq!(
            read(&format!(
                "<article class='entry author-jennifer-charles'><h2>Live Jobs</h2><p>{bio}</p></article>"
            )),
            None
        );
        assert_eq!(
            read(&format!(
                "<div class=author-box><p>About the author: she {bio}</p></div>"
            )),
            None
        );
    }
}
