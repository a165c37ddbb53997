//! The page's metadata on its own: title, byline, date, site, language, direction, excerpt and
//! lead image, for pages with an article and without one (a thread whose posts are not in the
//! served page, a store's grid). Where there is an article the fields are the article's, so
//! `metadata` and `extract` never disagree.

use serde::Serialize;

use crate::article::{read_and_extract, Article, Options};
use crate::dom::DomSource;
use crate::page::{NodeData, Page};

/// What `metadata` returns: the keys of [`Article`] that describe the page, not its body.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PageMetadata {
    pub title: Option<String>,
    pub byline: Option<String>,
    pub dir: Option<String>,
    pub lang: Option<String>,
    pub excerpt: Option<String>,
    pub site_name: Option<String>,
    pub published_time: Option<String>,
    pub lead_image_url: Option<String>,
    /// True when the page has an article (`extract` gives one).
    pub has_article: bool,
}

impl From<&Article> for PageMetadata {
    fn from(a: &Article) -> Self {
        PageMetadata {
            title: a.title.clone(),
            byline: a.byline.clone(),
            dir: a.dir.clone(),
            lang: a.lang.clone(),
            excerpt: a.excerpt.clone(),
            site_name: a.site_name.clone(),
            published_time: a.published_time.clone(),
            lead_image_url: a.lead_image_url.clone(),
            has_article: true,
        }
    }
}

/// The metadata of a document: its article's when it has one, else read from the page alone.
pub fn metadata<D: DomSource>(dom: &D, options: &Options) -> PageMetadata {
    let (page, article) = read_and_extract(dom, options);
    describe(&page, article.as_ref())
}

/// The metadata of `page` given what extraction found in it: the article's fields, or without
/// one the page's own.
pub fn describe(page: &Page, article: Option<&Article>) -> PageMetadata {
    article.map_or_else(|| without_article(page), PageMetadata::from)
}

/// The metadata of a page with no article. Bylines and printed dates are looked for around its
/// first `h1` (the headline, where one is shown), else from the top of the page.
fn without_article(page: &Page) -> PageMetadata {
    let start = page
        .nodes
        .iter()
        .position(|n| matches!(&n.data, NodeData::Element(e) if e.tag == "h1"))
        .unwrap_or(0) as u32;
    let meta = crate::metadata::read(page, start, None);
    PageMetadata {
        title: meta.title,
        byline: meta.byline,
        dir: meta.dir,
        lang: meta.lang,
        excerpt: meta.excerpt,
        site_name: meta.site_name,
        published_time: meta.published_time,
        lead_image_url: meta.lead_image_url,
        has_article: false,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::dom::html::HtmlDocument;

    fn of(html: &str) -> PageMetadata {
        let doc = HtmlDocument::parse(html, Some("https://forum.example.org/t/scope/1555"));
        metadata(&doc, &Options::default())
    }

    #[test]
    fn a_page_without_an_article_still_has_its_metadata() {
        // A forum thread whose posts come by script: only the head and a headline are served.
        let m = of(
            r#"<html lang="en"><head><title>Best first telescope? - Site Feedback - Astronomy</title>
            <meta property="og:site_name" content="Astronomy">
            <meta property="article:published_time" content="2025-02-20T14:19:26+00:00">
            </head><body><h1>Best first telescope?</h1><div id="app"></div></body></html>"#,
        );
        assert!(!m.has_article);
        assert_eq!(m.title.as_deref(), Some("Best first telescope?"));
        assert_eq!(m.site_name.as_deref(), Some("Astronomy"));
        assert_eq!(
            m.published_time.as_deref(),
            Some("2025-02-20T14:19:26+00:00")
        );
        assert_eq!(m.lang.as_deref(), Some("en"));
    }

    #[test]
    fn with_an_article_the_fields_are_the_articles() {
        let prose = "<p>The harbour office expects the next high tide shortly after midnight, \
                     a little higher than the last one, and asks boat owners to check their \
                     moorings before the evening.</p>";
        let html = format!(
            "<html><head><title>Tide warning | Harbour Times</title></head><body><article>\
             <h1>Tide warning</h1><p class=byline>By Maren Holt</p>{}</article></body></html>",
            prose.repeat(4)
        );
        let doc = HtmlDocument::parse(&html, None);
        let article = crate::extract(&doc, &Options::default()).expect("article");
        let m = metadata(&doc, &Options::default());
        assert!(m.has_article);
        assert_eq!(m, PageMetadata::from(&article));
        assert_eq!(m.byline.as_deref(), Some("Maren Holt"));
    }
}
