//! schema.org JSON-LD (`<script type="application/ld+json">`): the article's headline, authors,
//! dates, publisher, image, language and description. Objects may sit at the top level, in
//! arrays, or in an `@graph`; authors may be names, Person objects or `@id` references.

use serde_json::Value;

/// Types whose fields describe the page's article (schema.org CreativeWork kinds seen on news,
/// blog, Q&A and documentation pages).
const ARTICLE_TYPES: &[&str] = &[
    "Article",
    "NewsArticle",
    "BlogPosting",
    "Report",
    "ReportageNewsArticle",
    "AnalysisNewsArticle",
    "OpinionNewsArticle",
    "ScholarlyArticle",
    "TechArticle",
    "LiveBlogPosting",
    "SocialMediaPosting",
    "DiscussionForumPosting",
    "Recipe",
    "HowTo",
    "Review",
    "QAPage",
    "Question",
];

/// Types of a written article (news, blog, report), as opposed to a discussion.
const WRITTEN_TYPES: &[&str] = &[
    "Article",
    "NewsArticle",
    "BlogPosting",
    "Report",
    "ReportageNewsArticle",
    "AnalysisNewsArticle",
    "OpinionNewsArticle",
    "ScholarlyArticle",
    "TechArticle",
    "LiveBlogPosting",
];

/// Types of a discussion, whose replies are the content.
const DISCUSSION_TYPES: &[&str] = &[
    "DiscussionForumPosting",
    "SocialMediaPosting",
    "QAPage",
    "Question",
];

/// What the page's JSON-LD says about its article.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct JsonLd {
    pub headline: Option<String>,
    pub authors: Vec<String>,
    pub date_published: Option<String>,
    pub date_modified: Option<String>,
    pub publisher: Option<String>,
    pub image: Option<String>,
    pub language: Option<String>,
    pub description: Option<String>,
    /// Some object is a written article (news, blog), and none a discussion.
    pub written: bool,
    /// Some object is a discussion (forum thread, Q&A).
    pub discussion: bool,
}

fn types(v: &Value) -> Vec<&str> {
    match v.get("@type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

/// Every object in the document, depth first (bounded: pages embed big catalogues).
fn objects<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
    const MAX_OBJECTS: usize = 2000;
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if out.len() >= MAX_OBJECTS {
            return;
        }
        match v {
            Value::Object(map) => {
                out.push(v);
                stack.extend(map.values().rev());
            }
            Value::Array(a) => stack.extend(a.iter().rev()),
            _ => {}
        }
    }
}

fn text(v: Option<&Value>) -> Option<String> {
    let s = match v? {
        Value::String(s) => s.clone(),
        Value::Array(a) => return a.iter().find_map(|x| text(Some(x))),
        Value::Object(o) => return text(o.get("name").or_else(|| o.get("@value"))),
        _ => return None,
    };
    // Script text is not decoded by the HTML parser, and sites escape JSON-LD strings as markup.
    let s = crate::text::fold_whitespace(&crate::text::decode_entities(&s));
    (!s.is_empty()).then_some(s)
}

fn url(v: Option<&Value>) -> Option<String> {
    match v? {
        Value::String(s) => Some(s.trim().to_string()).filter(|s| !s.is_empty()),
        Value::Array(a) => a.iter().find_map(|x| url(Some(x))),
        Value::Object(o) => url(o.get("url").or_else(|| o.get("contentUrl"))),
        _ => None,
    }
}

fn names(v: Option<&Value>, all: &[&Value]) -> Vec<String> {
    let Some(v) = v else { return Vec::new() };
    match v {
        Value::Array(a) => a.iter().flat_map(|x| names(Some(x), all)).collect(),
        Value::Object(o) => {
            if let Some(name) = text(o.get("name")) {
                return vec![name];
            }
            // A reference to a Person described elsewhere in the graph.
            let id = o.get("@id").and_then(Value::as_str);
            all.iter()
                .find(|x| {
                    x.get("@id").and_then(Value::as_str) == id
                        && id.is_some()
                        && x.get("name").is_some()
                })
                .and_then(|x| text(x.get("name")))
                .into_iter()
                .collect()
        }
        other => text(Some(other)).into_iter().collect(),
    }
}

/// Parses one JSON-LD script as publishers write them: some wrap it in a CDATA section (kept
/// as text in HTML) or leave raw line breaks and tabs inside its strings, which JSON forbids and
/// search engines' readers accept. Other broken JSON is `None`.
fn parse_script(script: &str) -> Option<Value> {
    let mut s = script.trim();
    for (open, close) in [("//<![CDATA[", "//]]>"), ("<![CDATA[", "]]>")] {
        if let Some(inner) = s.strip_prefix(open) {
            s = inner.trim_end().strip_suffix(close).unwrap_or(inner).trim();
        }
    }
    let s = s.trim_end_matches(';');
    serde_json::from_str(s).ok().or_else(|| {
        // Outside strings a control character is whitespace; inside, a line break becomes a space.
        let spaced: String = s
            .chars()
            .map(|c| if c.is_ascii_control() { ' ' } else { c })
            .collect();
        serde_json::from_str(&spaced).ok()
    })
}

/// Reads the JSON-LD scripts of a page; broken JSON is skipped.
pub fn read(scripts: &[String]) -> JsonLd {
    let docs: Vec<Value> = scripts.iter().filter_map(|s| parse_script(s)).collect();
    let mut all = Vec::new();
    for d in &docs {
        objects(d, &mut all);
    }
    // A question is the article of a Q&A page only: on an article with an FAQ block, the
    // questions come first in the graph but the Article is what the page is, and an FAQPage's
    // questions (a service page's "How much does it cost?") are never the page's own.
    let is_question = |o: &&Value| types(o).iter().any(|t| matches!(*t, "Question" | "QAPage"));
    let is_article = |o: &&Value| types(o).iter().any(|t| ARTICLE_TYPES.contains(t));
    let has = |kinds: &[&str]| {
        all.iter()
            .any(|o| types(o).iter().any(|t| kinds.contains(t)))
    };
    // Several questions are an FAQ too when no FAQPage gathers them (Webflow writes each of
    // its FAQ's questions as a script of its own); a Q&A page has one.
    let questions = all
        .iter()
        .filter(|o| types(o).contains(&"Question"))
        .count();
    let faq_only = (has(&["FAQPage"]) || questions > 1) && !has(&["QAPage"]);
    let article = all
        .iter()
        .find(|o| is_article(o) && !is_question(o))
        .or_else(|| {
            all.iter()
                .find(|o| is_article(o) && !(faq_only && is_question(o)))
        })
        .or_else(|| all.iter().find(|o| o.get("datePublished").is_some()));
    // An FAQ's questions make no discussion of the page.
    let discussion = all.iter().any(|o| {
        types(o)
            .iter()
            .any(|t| DISCUSSION_TYPES.contains(t) && !(faq_only && *t == "Question"))
    });
    let written = has(WRITTEN_TYPES) && !discussion;
    let Some(a) = article else {
        return JsonLd {
            written,
            discussion,
            ..JsonLd::default()
        };
    };
    let mut authors = names(a.get("author").or_else(|| a.get("creator")), &all);
    authors.dedup();
    JsonLd {
        // A QAPage's headline is its question's.
        headline: text(a.get("headline"))
            .or_else(|| text(a.get("name")))
            .or_else(|| text(a.get("mainEntity").and_then(|q| q.get("name")))),
        authors,
        date_published: text(a.get("datePublished"))
            .or_else(|| text(a.get("dateCreated")))
            .or_else(|| text(a.get("uploadDate"))),
        date_modified: text(a.get("dateModified")),
        publisher: a
            .get("publisher")
            .and_then(|p| text(p.get("name")).or_else(|| text(Some(p)))),
        image: url(a.get("image")).or_else(|| url(a.get("thumbnailUrl"))),
        language: text(a.get("inLanguage")),
        description: text(a.get("description")),
        written,
        discussion,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_are_read_as_publishers_write_them() {
        let cdata =
            "\n  <![CDATA[\n  {\"@type\":\"NewsArticle\",\"headline\":\"Tide tables\"}\n  ]]>\n";
        assert_eq!(
            read(&[cdata.to_string()]).headline.as_deref(),
            Some("Tide tables")
        );
        let commented = "//<![CDATA[\n{\"@type\":\"Article\",\"headline\":\"Kelp\"}\n//]]>";
        assert_eq!(
            read(&[commented.to_string()]).headline.as_deref(),
            Some("Kelp")
        );
        // A raw line break inside a string (JSON forbids it) leaves the rest readable.
        let raw = "{\"@type\":\"DiscussionForumPosting\",\"headline\":\"Stream tonight\",\n\
            \"description\":\"First line.\n\nSecond line.\",\"datePublished\":\"2024-02-21 13:00:00\"}";
        let got = read(&[raw.to_string()]);
        assert_eq!(got.headline.as_deref(), Some("Stream tonight"));
        assert_eq!(got.date_published.as_deref(), Some("2024-02-21 13:00:00"));
        // Broken otherwise, it is still skipped.
        assert_eq!(
            read(&["{\"@type\":\"Article\",".to_string()]).headline,
            None
        );
    }

    #[test]
    fn the_article_wins_over_the_questions_of_its_faq() {
        let faq = r#"{"@type":"FAQPage","mainEntity":[{"@type":"Question",
            "name":"What is the best tax software?","acceptedAnswer":{"@type":"Answer","text":"It depends."}}]}"#;
        let article = r#"{"@type":"Article","headline":"The Best Tax Prep Software of 2025",
            "author":{"@type":"Person","name":"Ann Lee"}}"#;
        let got = read(&[faq.to_string(), article.to_string()]);
        assert_eq!(
            got.headline.as_deref(),
            Some("The Best Tax Prep Software of 2025")
        );
        assert_eq!(got.authors, vec!["Ann Lee".to_string()]);
        // Alone, an FAQ's questions are still not the page's headline; a Q&A page's question is.
        assert_eq!(read(&[faq.to_string()]).headline, None);
        let qa = r#"{"@type":"QAPage","mainEntity":{"@type":"Question",
            "name":"Why does my telescope not focus?","text":"It will not focus."}}"#;
        assert_eq!(
            read(&[qa.to_string()]).headline.as_deref(),
            Some("Why does my telescope not focus?")
        );
    }

    #[test]
    fn questions_without_an_faq_page_are_an_faq_and_one_question_is_a_discussion() {
        // Webflow writes each question of a service page's FAQ as a script of its own.
        let question = |q: &str| {
            format!(
                r#"{{"@type":"Question","name":"{q}","acceptedAnswer":{{"@type":"Answer",
                "text":"Yes."}}}}"#
            )
        };
        let faq = [
            question("Can I manage large content with the CMS?"),
            question("Can I localize my site?"),
        ];
        let got = read(&faq);
        assert_eq!(got.headline, None);
        assert!(!got.discussion, "an FAQ is no discussion");
        // One question alone is a question asked: the page is its discussion.
        let got = read(&faq[..1]);
        assert_eq!(
            got.headline.as_deref(),
            Some("Can I manage large content with the CMS?")
        );
        assert!(got.discussion);
    }

    #[test]
    fn article_in_a_graph_with_author_reference() {
        let ld = r##"{"@context":"https://schema.org","@graph":[
            {"@type":"WebSite","name":"Courier"},
            {"@type":"Person","@id":"#maren","name":"Maren Holt"},
            {"@type":["NewsArticle"],"headline":"River breaks its banks","author":{"@id":"#maren"},
             "datePublished":"2026-03-14T07:00:00Z","publisher":{"@type":"Organization","name":"The Valley Courier"},
             "image":[{"@type":"ImageObject","url":"https://c.example/a.jpg"}]}]}"##;
        let got = read(&[ld.to_string()]);
        assert_eq!(got.headline.as_deref(), Some("River breaks its banks"));
        assert_eq!(got.authors, vec!["Maren Holt".to_string()]);
        assert_eq!(got.date_published.as_deref(), Some("2026-03-14T07:00:00Z"));
        assert_eq!(got.publisher.as_deref(), Some("The Valley Courier"));
        assert_eq!(got.image.as_deref(), Some("https://c.example/a.jpg"));
    }

    #[test]
    fn several_authors_and_broken_scripts() {
        let ld = r#"[{"@type":"BlogPosting","author":[{"name":"A. One"},"B. Two"]}]"#;
        let got = read(&["{not json".to_string(), ld.to_string()]);
        assert_eq!(
            got.authors,
            vec!["A. One".to_string(), "B. Two".to_string()]
        );
        assert_eq!(read(&[]), JsonLd::default());
    }
}
