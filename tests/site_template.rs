//! A site's template (seed 003): what other pages of the site repeat inside their articles goes
//! from the next one, once three of them repeat it; what they do not repeat stays.
#![cfg(not(target_arch = "wasm32"))]

use std::sync::Arc;

use lectern::dom::html::HtmlDocument;
use lectern::page::Page;
use lectern::site_template::{page_fingerprints, SiteTemplate};
use lectern::{extract_html, Options};

const PROMO: &str = "Download our hockey app for the iPhone for the latest scores, news and \
    video from every game of the season.";
const RULES: &str = "Comments are moderated. Keep them civil and on topic, and do not post \
    the same comment twice.";

/// Story `n` of the site: its own headline and paragraphs, then the site's promo and rules
/// inside the same wrapper. `og:type` is `kind`.
fn story(n: usize, kind: &str) -> String {
    let prose = |k: usize| {
        format!(
            "Story {n}, paragraph {k}: the council met on day {n} to debate item {k} of the \
             budget, and after a long hearing it voted to fund the library, the pool repairs \
             and a study of traffic on the ring road before the spring."
        )
    };
    format!(
        "<html><head><title>Story {n} - Harbour Times</title>\
         <meta property='og:type' content='{kind}'></head><body>\
         <nav><a href='/'>Home</a> <a href='/news'>News</a></nav>\
         <div class='story'><h1>Story {n}</h1><p>{}</p><p>{}</p><p>{}</p>\
         <p>{PROMO}</p><p>{RULES}</p></div></body></html>",
        prose(1),
        prose(2),
        prose(3)
    )
}

fn leaves(html: &str) -> Vec<String> {
    page_fingerprints(&Page::read(&HtmlDocument::parse(html, None)))
}

/// The article text of `html`, extracted with the template learnt from `others`.
fn text_with(html: &str, others: &[String]) -> String {
    let pages: Vec<Vec<String>> = others.iter().map(|p| leaves(p)).collect();
    let template = SiteTemplate::learn_hex(&pages).expect("fingerprints");
    let options = Options {
        site_template: Some(Arc::new(template)),
        ..Options::default()
    };
    extract_html(html, &options).expect("article").text_content
}

#[test]
fn what_three_other_pages_repeat_leaves_the_article() {
    let page = story(0, "article");
    let plain = extract_html(&page, &Options::default())
        .unwrap()
        .text_content;
    assert!(plain.contains(PROMO) && plain.contains(RULES), "{plain}");
    let others: Vec<String> = (1..=3).map(|n| story(n, "article")).collect();
    let text = text_with(&page, &others);
    assert!(!text.contains(PROMO) && !text.contains(RULES), "{text}");
    // The story's own text, headline and paragraphs, stays.
    assert!(
        text.contains("Story 0, paragraph 1") && text.contains("paragraph 3"),
        "{text}"
    );
}

#[test]
fn two_pages_are_not_yet_a_template() {
    let others: Vec<String> = (1..=2).map(|n| story(n, "article")).collect();
    let text = text_with(&story(0, "article"), &others);
    assert!(text.contains(PROMO), "{text}");
}

#[test]
fn only_the_last_ten_pages_count() {
    // Three pages with the promo, then ten without it: it has left the site's template.
    let mut others: Vec<String> = (1..=3).map(|n| story(n, "article")).collect();
    others.extend((4..=13).map(|n| story(n, "article").replace(PROMO, "")));
    let text = text_with(&story(0, "article"), &others);
    assert!(text.contains(PROMO), "{text}");
    assert!(!text.contains(RULES), "{text}");
}

#[test]
fn a_page_read_before_under_other_addresses_keeps_its_text() {
    // Three copies of the same story (a print version, a link with tracking parameters): the
    // whole story recurs, which is no site's template.
    let page = story(0, "article");
    let copies = vec![page.clone(); 3];
    let text = text_with(&page, &copies);
    assert!(
        text.contains("Story 0, paragraph 1") && text.contains(PROMO),
        "{text}"
    );
}

#[test]
fn pages_that_are_not_articles_keep_their_text() {
    // A store's pages repeat their shipping terms and field labels, and these are their content.
    let others: Vec<String> = (1..=3).map(|n| story(n, "website")).collect();
    let text = text_with(&story(0, "website"), &others);
    assert!(text.contains(PROMO), "{text}");
}

#[test]
fn fingerprints_are_stable_and_malformed_ones_refused() {
    let a = leaves(&story(0, "article"));
    assert_eq!(a, leaves(&story(0, "article")));
    assert!(a
        .iter()
        .all(|h| h.len() == 16 && h.chars().all(|c| c.is_ascii_hexdigit())));
    // Case and spacing do not change a leaf; its words do.
    let shouted = story(0, "article").replace(PROMO, &PROMO.to_uppercase().replace(' ', "  "));
    assert_eq!(a, leaves(&shouted));
    assert_ne!(a, leaves(&story(0, "article").replace("hockey", "soccer")));
    for bad in ["xyz", "12", "0123456789abcdefg"] {
        let err = SiteTemplate::learn_hex(&[vec![bad.to_string()]]).unwrap_err();
        assert!(err.contains(bad), "{err}");
    }
}
