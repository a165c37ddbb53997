//! Metadata: title (seed 001: `<title>` split on site separators, checked against the page's
//! headlines), and the fields that `<meta>` tags give directly. In: the page. Out: strings.

use crate::lexicon::TITLE_SEPARATORS;
use crate::page::{NodeData, Page};
use crate::text::fold_whitespace;

/// Metadata found in the page.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Metadata {
    pub title: Option<String>,
    pub byline: Option<String>,
    pub site_name: Option<String>,
    pub published_time: Option<String>,
    pub excerpt: Option<String>,
    pub lead_image_url: Option<String>,
    pub lang: Option<String>,
    pub dir: Option<String>,
}

pub fn read(page: &Page) -> Metadata {
    let meta = |keys: &[&str]| -> Option<String> {
        keys.iter().find_map(|k| {
            page.head
                .metas
                .iter()
                .find(|(key, v)| key == k && !v.trim().is_empty())
                .map(|(_, v)| fold_whitespace(v))
        })
    };
    let headlines = headlines(page);
    let og_title = meta(&["og:title", "twitter:title"]);
    Metadata {
        title: choose_title(&page.head.title, og_title.as_deref(), &headlines),
        byline: meta(&["author", "article:author", "dc.creator", "byl"]),
        site_name: meta(&["og:site_name", "application-name"]),
        published_time: meta(&[
            "article:published_time",
            "datepublished",
            "dc.date",
            "pubdate",
        ]),
        excerpt: meta(&["description", "og:description", "twitter:description"]),
        lead_image_url: meta(&["og:image", "twitter:image", "og:image:url"])
            .and_then(|u| crate::urls::Resolver::new(page.url.as_deref()).safe(&u, false)),
        lang: page.head.lang.clone().filter(|l| !l.trim().is_empty()),
        dir: page
            .head
            .dir
            .clone()
            .filter(|d| matches!(d.as_str(), "ltr" | "rtl" | "auto")),
    }
}

/// Texts of the page's first `h1` elements (the headline candidates of seed 001).
fn headlines(page: &Page) -> Vec<String> {
    const MAX_HEADLINES: usize = 4;
    let mut out = Vec::new();
    for (i, node) in page.nodes.iter().enumerate() {
        if out.len() >= MAX_HEADLINES {
            break;
        }
        let NodeData::Element(e) = &node.data else {
            continue;
        };
        if e.tag != "h1" {
            continue;
        }
        let mut text = String::new();
        for n in &page.nodes[i + 1..node.end as usize] {
            if let NodeData::Text(t) = &n.data {
                text.push_str(t);
            }
        }
        let text = fold_whitespace(&text);
        if !text.is_empty() {
            out.push(text);
        }
    }
    out
}

/// Seed 001: the article title is the segment of `<title>` before the site separator; the
/// segment that agrees with a headline (`h1`, `og:title`) wins, else the longest one.
pub fn choose_title(raw: &str, og_title: Option<&str>, headlines: &[String]) -> Option<String> {
    const MIN_HEADLINE_CHARS: usize = 8;
    let raw = fold_whitespace(raw);
    let candidates: Vec<String> = og_title
        .map(fold_whitespace)
        .into_iter()
        .chain(headlines.iter().cloned())
        .filter(|h| !h.is_empty())
        .collect();
    if raw.is_empty() {
        return candidates.into_iter().next();
    }
    let raw_lower = raw.to_lowercase();
    if candidates.iter().any(|h| h.to_lowercase() == raw_lower) {
        return Some(raw);
    }
    // A headline that the <title> contains is the title without the site's part.
    if let Some(h) = candidates
        .iter()
        .find(|h| h.chars().count() >= MIN_HEADLINE_CHARS && raw_lower.contains(&h.to_lowercase()))
    {
        return Some(h.clone());
    }
    let segments = split_title(&raw);
    let agrees = |segment: &str| {
        let s = segment.to_lowercase();
        candidates.iter().any(|h| {
            let h = h.to_lowercase();
            h.contains(&s) || s.contains(&h)
        })
    };
    segments
        .iter()
        .find(|s| agrees(s))
        .or_else(|| segments.iter().max_by_key(|s| s.chars().count()))
        .cloned()
}

/// Splits a title on the first separator kind that occurs in it.
fn split_title(raw: &str) -> Vec<String> {
    for sep in TITLE_SEPARATORS {
        if raw.contains(sep) {
            let parts: Vec<String> = raw
                .split(sep)
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect();
            if parts.len() > 1 {
                return parts;
            }
        }
    }
    vec![raw.to_string()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_drops_the_site_part() {
        let t = choose_title("Headline of the day - News Center - Sohu", None, &[]);
        assert_eq!(t.as_deref(), Some("Headline of the day"));
    }

    #[test]
    fn title_prefers_the_segment_matching_the_headline() {
        let h = vec!["Short one".to_string()];
        assert_eq!(
            choose_title("Site name | Short one", None, &h).as_deref(),
            Some("Short one")
        );
    }

    #[test]
    fn headline_inside_the_title_wins_over_the_whole_title() {
        let h = vec!["River breaks its banks".to_string()];
        let t = choose_title("River breaks its banks | The Valley Courier", None, &h);
        assert_eq!(t.as_deref(), Some("River breaks its banks"));
    }

    #[test]
    fn cjk_separator_is_recognised() {
        let t = choose_title("北京今日降雪｜新闻中心", None, &[]);
        assert_eq!(t.as_deref(), Some("北京今日降雪"));
    }
}
