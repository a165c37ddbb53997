//! The pipeline's public face: options in, an [`Article`] (or no article) out.
//! walk (page) -> fuse (blocks) -> score (selection) -> render + metadata.

use serde::{Deserialize, Serialize};

use crate::blocks::BlockDoc;
use crate::dom::snapshot::Snapshot;
use crate::dom::DomSource;
use crate::language;
use crate::lexicon;
use crate::lines::ShortLines;
use crate::metadata;
use crate::page::Page;
use crate::render;
use crate::score::{self, Selection};
use crate::tails::Opening;
use crate::text;

/// Extraction options. Every field has a default; unknown fields are refused.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct Options {
    /// Attach the per-block decisions (`explain`) to the article. Default: false.
    pub explain: bool,
    /// Base URL for relative links when the document has none (native use). Default: none.
    pub url: Option<String>,
    /// How the browser build reads a live page. Default: `snapshot`.
    pub walker: Walker,
    /// The template of the page's site (seed 003), learnt from the leaves of other pages of the
    /// site (`siteTemplate` in JavaScript: their `pageLeaves`, most recent last): an article's
    /// leaves that it holds are dropped. Default: none.
    #[serde(deserialize_with = "crate::site_template::deserialize")]
    pub site_template: Option<std::sync::Arc<crate::site_template::SiteTemplate>>,
    /// Attach the body as Markdown (`markdown`): CommonMark, with GitHub's tables and
    /// strikethrough. Default: false.
    pub markdown: bool,
}

/// How a live page is read in the browser.
#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum Walker {
    /// A JS collector snapshots the page in one pass; one boundary crossing (the fast path).
    #[default]
    Snapshot,
    /// Per-node web-sys calls on the live DOM (slower; same result).
    Dom,
}

impl Options {
    /// The option names JavaScript may pass.
    pub const FIELDS: &'static [&'static str] =
        &["explain", "url", "walker", "siteTemplate", "markdown"];
}

/// The extracted article. Keys follow Readability.js's `parse()` result, plus `leadImageUrl`.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Article {
    pub title: Option<String>,
    pub byline: Option<String>,
    pub dir: Option<String>,
    pub lang: Option<String>,
    /// Sanitized HTML of the main content.
    pub content: String,
    /// Plain text of the main content, paragraphs separated by blank lines; a code block
    /// (`<pre>`) is one paragraph that keeps its lines and indentation.
    pub text_content: String,
    /// Characters in `text_content` (Unicode scalar values, so CJK counts per character).
    pub length: usize,
    /// The page's own description, or else the body's first paragraph of prose.
    pub excerpt: Option<String>,
    pub site_name: Option<String>,
    pub published_time: Option<String>,
    pub lead_image_url: Option<String>,
    /// The body as Markdown (what `content` holds), when `Options::markdown` is set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub markdown: Option<String>,
    /// Per-block decisions, when `Options::explain` is set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explain: Option<Explain>,
}

/// Why the article is what it is: the block document and each block's verdict.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Explain {
    pub elements_seen: u32,
    pub blocks: usize,
    /// Share of elements that fusion removed (seed 004 reports 62.8%).
    pub fusion_rate: f32,
    pub truncated: bool,
    pub decisions: Vec<BlockDecision>,
}

#[derive(Debug, Clone, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BlockDecision {
    pub path: String,
    pub tag: String,
    pub kept: bool,
    pub reason: &'static str,
    pub score: f32,
    pub text_weight: f32,
    pub link_density: f32,
    /// Border box in page pixels, when the backend has layout: [left, top, width, height].
    pub box_px: Option<[f32; 4]>,
}

/// Extracts the article of any document backend.
pub fn extract<D: DomSource>(dom: &D, options: &Options) -> Option<Article> {
    read_and_extract(dom, options).1
}

/// The page `dom` reads as, and its article: for callers that use the page too (`metadata`
/// reads the metadata of a page without an article from it).
pub fn read_and_extract<D: DomSource>(dom: &D, options: &Options) -> (Page, Option<Article>) {
    let page = Page::read(dom);
    let article = extract_or_hidden(
        &page,
        page.hidden_skipped,
        || Some(Page::read_including_hidden(dom)),
        options,
    );
    (page, article)
}

/// The page a collector's snapshot reads as, and its article, as [`read_and_extract`] for a
/// document. The collector leaves out what the browser hides and the walk may hide more (classes
/// such as `hide`, `lexicon::is_hiding_class`); failing an article, the page is read with its
/// hidden elements: collected again with them (`collect_hidden`) where the collector left some
/// out, else the same snapshot with nothing hidden by class.
pub fn read_and_extract_snapshot(
    snapshot: &Snapshot,
    collect_hidden: impl FnOnce() -> Option<Snapshot>,
    options: &Options,
) -> (Page, Option<Article>) {
    let page = Page::read(snapshot);
    let hidden = snapshot.hidden_skipped() + page.hidden_skipped;
    let article = extract_or_hidden(
        &page,
        hidden,
        || read_snapshot_hidden(snapshot, collect_hidden),
        options,
    );
    (page, article)
}

/// The page of `snapshot` with its hidden elements: those hidden by class are in the snapshot;
/// those the collector left out need it to collect the page again (`collect_hidden`).
fn read_snapshot_hidden(
    snapshot: &Snapshot,
    collect_hidden: impl FnOnce() -> Option<Snapshot>,
) -> Option<Page> {
    if snapshot.hidden_skipped() == 0 {
        Some(Page::read_including_hidden(snapshot))
    } else {
        Some(Page::read_including_hidden(&collect_hidden()?))
    }
}

/// The article of the visible `page`; failing that, when `hidden_skipped` elements were left out
/// as hidden, the page may keep its content hidden until its scripts run (streamed server
/// rendering puts it in `<div hidden>`, content gates in `display: none`): the page read with
/// them (`read_hidden`) gives it, held to [`extract_hidden_page`].
pub fn extract_or_hidden(
    page: &Page,
    hidden_skipped: u32,
    read_hidden: impl FnOnce() -> Option<Page>,
    options: &Options,
) -> Option<Article> {
    extract_page(page, options)
        .or_else(|| {
            if hidden_skipped == 0 {
                return None;
            }
            extract_hidden_page(&read_hidden()?, options)
        })
        .or_else(|| extract_short_page(page, options))
}

/// A page with a little visible text and nothing that reads like an article (a note, a stub, a
/// test page) is its own article: all its visible text, as Readability.js gives it, rather than
/// nothing. Pages with no visible text, or with more than [`SHORT_PAGE_MAX_CHARS`] of it, stay
/// without an article.
///
/// [`SHORT_PAGE_MAX_CHARS`]: crate::tuning::SHORT_PAGE_MAX_CHARS
fn extract_short_page(page: &Page, options: &Options) -> Option<Article> {
    let doc = BlockDoc::build(page);
    let selection = score::select_whole_page(page, &doc)?;
    build_article(page, page, &doc, selection, options)
}

/// An article from a page read with its hidden elements, taken only when long enough to be one:
/// hidden menus and dialogs stay too short.
pub fn extract_hidden_page(page: &Page, options: &Options) -> Option<Article> {
    extract_page(page, options).filter(|a| a.length >= crate::tuning::HIDDEN_ARTICLE_MIN_CHARS)
}

/// Extracts the article of an already-walked page. When the visible page has none but a large
/// `<noscript>` holds markup (content served for clients without scripts), that markup is parsed
/// and extracted instead, with the page's own metadata.
pub fn extract_page(page: &Page, options: &Options) -> Option<Article> {
    extract_body(page, page, options).or_else(|| {
        let markup = page.head.noscript_html.iter().max_by_key(|m| m.len())?;
        let inner = parse_markup(markup, page.url.as_deref())?;
        extract_body(&inner, page, options)
    })
}

/// Parses markup into a page: html5ever natively, the browser's DOMParser in wasm.
fn parse_markup(markup: &str, url: Option<&str>) -> Option<Page> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(Page::read(&crate::dom::html::HtmlDocument::parse(
        markup, url,
    )));
    #[cfg(target_arch = "wasm32")]
    return crate::dom::live::parse_markup(markup, url);
}

/// The article whose body comes from `body` and whose metadata comes from `meta_page`.
fn extract_body(body: &Page, meta_page: &Page, options: &Options) -> Option<Article> {
    let doc = BlockDoc::build(body);
    let selection = score::select(body, &doc);
    if selection.roots.is_empty() {
        return None;
    }
    build_article(body, meta_page, &doc, selection, options)
}

/// The article of a selection: its metadata, the title window's second opinion, comments and
/// repeats dropped, then rendering.
fn build_article(
    body: &Page,
    meta_page: &Page,
    doc: &BlockDoc,
    mut selection: Selection,
    options: &Options,
) -> Option<Article> {
    let body_start = selection
        .roots
        .first()
        .map_or(0, |&r| doc.blocks[r as usize].node);
    let same_page = std::ptr::eq(body, meta_page);
    // Where the article's last block ends: what follows may be other stories' cards.
    let article_end = |selection: &Selection| {
        selection
            .roots
            .iter()
            .map(|&r| body.nodes[doc.blocks[r as usize].node as usize].end)
            .max()
            .filter(|_| same_page)
    };
    let mut meta = metadata::read(
        meta_page,
        if same_page { body_start } else { 0 },
        article_end(&selection),
    );
    if !same_page {
        // The body came from elsewhere (a `<noscript>` copy): its byline and date are there.
        meta.byline = meta
            .byline
            .or_else(|| metadata::byline::byline(body, body_start, None));
        meta.published_time = meta
            .published_time
            .or_else(|| metadata::shown_dates::date(body, body_start));
    }
    score::widen_discussion(body, doc, &mut selection, meta.is_discussion);
    // A whole-page selection (a short page) has no container for the window to second-guess.
    let title = meta
        .title_in_page
        .as_deref()
        .filter(|_| selection.container.is_some());
    let runs = title.and_then(|t| {
        let anchor = crate::window::locate_title(body, doc, t)?;
        Some((anchor, crate::window::runs_below(doc, anchor)?))
    });
    let mut opens_with_headline = false;
    if let Some((anchor, runs)) = runs {
        let inward_ok = meta.is_article || meta.is_dated;
        if selection.refocus(body, doc, anchor, runs.first, inward_ok) && same_page {
            // The byline and date are looked up near where the article now starts.
            let start = doc.blocks[selection.roots[0] as usize].node;
            let again = metadata::read(meta_page, start, article_end(&selection));
            meta.byline = again.byline;
            meta.published_time = again.published_time;
            meta.is_dated = again.is_dated;
        }
        // Only a headline element is trusted to open the article: a title found in some other
        // element can sit anywhere (a landing page's closing call to action).
        if matches!(body.tag(doc.blocks[anchor as usize].node), "h1" | "header") {
            opens_with_headline = true;
            selection.trim_before(doc, anchor, runs.first);
        }
        if crate::tuning::WINDOW_TRIMS_END {
            selection.trim_after(body, doc, runs.largest);
        }
    }
    // Articles drop their comments; so do dated pages that do not say they are discussions.
    // Their datelines go too (a forum post's date line is the post's). Not where the text opens
    // in a comment: a link aggregator's thread, marked as an article, whose story is a link
    // (with layout, replay, wcxb-dev 0575 0.66 -> 0.98 on Lobsters; one daniel-a page whose
    // pick is a comment anyway 0.071 -> 0.079; nothing else moves, natively too).
    if (meta.is_article || (meta.is_dated && !meta.is_discussion))
        && !selection.opens_inside(body, doc, lexicon::Named::Comment)
    {
        selection.drop_trailing_comments(body, doc);
        selection.drop_after_headings(
            body,
            doc,
            &lexicon::NEWS_LIST_HEADINGS,
            false,
            Opening::Never,
        );
        selection.drop_donation_appeal(body, doc);
    }
    // A news feed under the story: also where only a printed date says the page is dated.
    // So does the dateline, where a headline opens the text and the text prints few dates (a
    // listing's entries print theirs): with layout (replay) daniel-a 0.92987 -> 0.92998
    // (indianexpress.com 0.90 -> 0.92, upi.com 0.96 -> 0.98), wcxb-dev 4 pages by 0.003 at most
    // either way; without the two conditions two wcxb-dev listings lost their dated lines.
    if meta.is_article || (meta.published_time.is_some() && !meta.is_discussion) {
        let dated_story = meta.is_article
            || meta.is_dated
            || (opens_with_headline
                && selection.dated_lines(body, doc) < crate::tuning::STORY_MAX_DATED_LINES);
        if dated_story {
            selection.drop_leading_datelines(body, doc);
        }
        selection.drop_dated_teasers(body, doc);
    }
    // Any page that is not a discussion drops the comments a heading announces, and the customer
    // reviews that follow a product's description (the WCXB truths leave them out; native
    // wcxb-dev product 0.594 -> 0.630, 30 pages up, 4 down: a movers directory whose entries are
    // classed "reviews").
    if !meta.is_discussion {
        selection.drop_after_headings(body, doc, &lexicon::COMMENT_HEADINGS, true, Opening::Any);
        selection.drop_trailing_reviews(body, doc);
    }
    selection.drop_after_headings(body, doc, &lexicon::RELATED_HEADINGS, false, Opening::Minor);
    selection.drop_inline_related(body, doc);
    selection.drop_trailing_forms(body, doc);
    // The passes that look for a line of furniture read the short blocks' texts once.
    let lines = ShortLines::read(body, doc, &selection);
    selection.drop_control_labels(body, doc, &lines);
    selection.drop_loose_control_labels(body, doc);
    selection.drop_stamps(doc, &lines);
    selection.drop_writer_lines(doc, &lines);
    if let Some(title) = &meta.title {
        selection.drop_reply_subjects(doc, &lines, title);
    }
    selection.drop_poster_cards(doc, &lines);
    selection.drop_post_notes(doc, &lines);
    selection.drop_reader_prompts(doc, &lines);
    selection.drop_tables_of_contents(body, doc);
    selection.drop_shop_policies(body, doc);
    selection.drop_closing_notice(body, doc);
    selection.drop_closing_line(body, doc);
    selection.drop_repeats(body, doc);
    selection.drop_quoted_copies(body, doc);
    if let Some(template) = &options.site_template {
        if meta.is_article || (meta.is_dated && !meta.is_discussion) {
            selection.drop_template(body, doc, template);
        }
    }
    let rendered = render::render(body, doc, &selection, meta.title_in_page.as_deref());
    if rendered.text.trim().is_empty() {
        return None;
    }
    let excerpt = meta.excerpt.or_else(|| first_prose(&rendered.text));
    // A Chinese story signed at its end ("…的密碼。（李妍）") names its reporter there; failing
    // a reporter, the editors it credits where it ends ("( 編輯： 劉威 楊倩 )").
    let byline = meta
        .byline
        .or_else(|| metadata::credits::closing_signature(&rendered.text))
        .or_else(|| {
            article_end(&selection).and_then(|end| metadata::cjk::closing_editors(body, end))
        });
    // Its first letters tell the script it is written in: its language and direction.
    let letters = language::Letters::count(&rendered.text);
    Some(Article {
        title: meta.title,
        byline,
        dir: language::article_direction(meta.dir, &letters),
        lang: language::article_language(meta.lang, &letters),
        length: text::char_len(&rendered.text),
        markdown: options.markdown.then(|| render::markdown(&rendered.html)),
        content: rendered.html,
        text_content: rendered.text,
        excerpt,
        site_name: meta.site_name,
        published_time: meta.published_time,
        lead_image_url: meta
            .lead_image_url
            .or_else(|| crate::images::largest_content_image(body, doc, &selection)),
        explain: options.explain.then(|| explain(body, doc, &selection)),
    })
}

/// True when the page probably has an article worth a reader view. A page that keeps its text
/// hidden until its scripts run is judged with it, as `extract` reads it ([`extract_or_hidden`]).
pub fn is_probably_readerable<D: DomSource>(dom: &D) -> bool {
    let page = Page::read(dom);
    let hidden = page.hidden_skipped;
    readerable_or_hidden(&page, hidden, || Some(Page::read_including_hidden(dom)))
}

/// [`is_probably_readerable`] for a collector's snapshot: `collect_hidden` collects the page
/// again with what the collector left out as hidden ([`read_and_extract_snapshot`]).
pub fn is_snapshot_readerable(
    snapshot: &Snapshot,
    collect_hidden: impl FnOnce() -> Option<Snapshot>,
) -> bool {
    let page = Page::read(snapshot);
    let hidden = snapshot.hidden_skipped() + page.hidden_skipped;
    readerable_or_hidden(&page, hidden, || {
        read_snapshot_hidden(snapshot, collect_hidden)
    })
}

fn readerable_or_hidden(
    page: &Page,
    hidden_skipped: u32,
    read_hidden: impl FnOnce() -> Option<Page>,
) -> bool {
    let readerable = |page: &Page| {
        let doc = BlockDoc::build(page);
        crate::readerable::is_probably_readerable(page, &doc)
    };
    readerable(page) || (hidden_skipped > 0 && read_hidden().is_some_and(|p| readerable(&p)))
}

/// The per-block decisions for a page, whether or not it has an article.
pub fn explain_page(page: &Page) -> Explain {
    let doc = BlockDoc::build(page);
    let selection = score::select(page, &doc);
    explain(page, &doc, &selection)
}

fn explain(page: &Page, doc: &BlockDoc, selection: &Selection) -> Explain {
    let decisions = doc
        .blocks
        .iter()
        .enumerate()
        .filter(|(_, b)| b.total.text_weight > 0.0)
        .take(crate::tuning::MAX_EXPLAIN_BLOCKS)
        .map(|(i, b)| {
            let layout = page.element(b.node).and_then(|e| e.layout);
            BlockDecision {
                path: doc.path(page, b.node),
                tag: page.tag(b.node).to_string(),
                kept: selection.is_kept(i as u32),
                reason: selection.reasons[i].as_str(),
                score: selection.scores[i],
                text_weight: b.total.text_weight,
                link_density: b.total.link_density(),
                box_px: layout.map(|l| [l.left_px, l.top_px, l.width_px, l.height_px]),
            }
        })
        .collect();
    Explain {
        elements_seen: page.elements_seen,
        blocks: doc.blocks.len(),
        fusion_rate: doc.fusion_rate(page),
        truncated: page.truncated,
        decisions,
    }
}

/// The first paragraph of prose in `text`, for the excerpt: at least
/// `tuning::EXCERPT_MIN_WEIGHT` of text, with a sentence's or a clause's mark. Failing one, its
/// first paragraph that is not code (a code block keeps its lines).
fn first_prose(text: &str) -> Option<String> {
    let mut lines = text.split("\n\n").filter(|p| !p.contains('\n'));
    let first = lines.clone().next();
    lines
        .find(|p| {
            text::measure(p).weight >= crate::tuning::EXCERPT_MIN_WEIGHT
                && p.contains(|c| matches!(c, '.' | '!' | '?' | '…') || text::is_clause_punct(c))
        })
        .or(first)
        .map(str::to_string)
}
