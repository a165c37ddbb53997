//! Every word list Lectern uses, in one module: tag classes and attribute allowlists in `tags`,
//! headings and phrases in `phrases`, class and id words in `classes`, icon fonts' glyphs in
//! `icons`, and here what hides or reveals content and the title's separators.

mod classes;
mod icons;
mod phrases;
mod tags;
pub use classes::*;
pub use icons::*;
pub use phrases::*;
pub use tags::*;

/// React's streamed server rendering sends each late part of the page in `<div hidden
/// id="S:1c">` for its script to move into place: content as served, hidden only until scripts
/// run (the benchmark cuts them, and a reader view opens before or without them).
pub fn is_streamed_segment(id: &str) -> bool {
    id.strip_prefix("S:")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The state of the `hidden` attribute that leaves content for the reader to find (HTML:
/// `hidden="until-found"`): a collapsed section that find-in-page and a link to a fragment open,
/// as Wikipedia's mobile pages collapse theirs. The browser skips drawing what is inside it
/// (`content-visibility: hidden`), but it is the page's content, read as shown, as a closed
/// `<details>`'s is.
pub const HIDDEN_UNTIL_FOUND: &str = "until-found";

/// Whether a `hidden` attribute of this value hides its element: any value but
/// [`HIDDEN_UNTIL_FOUND`] (in any case, as HTML reads the attribute).
pub fn hidden_attribute_hides(value: &str) -> bool {
    !value.eq_ignore_ascii_case(HIDDEN_UNTIL_FOUND)
}

/// The ARIA role of a tab's panel: hidden until its tab is clicked, and content like the shown
/// panel (a quickstart's other languages, a product's specifications), so read as shown, as a
/// closed `<details>` is. wcxb-dev: documentation 0.904 -> 0.910 natively (9 pages up, 5 down:
/// some truths keep only the first panel).
pub const TAB_PANEL_ROLE: &str = "tabpanel";

/// Tab panels named so by their class, with or without the role (Bootstrap's `tab-pane`,
/// `tab__content`): read as shown, as a `role="tabpanel"` is. Browser-recorded wcxb-dev 0.87384
/// -> 0.87414 (2890 0.64 -> 0.88, 4284 0.88 -> 0.99, 0627 0.79 -> 0.91; 2889 0.95 -> 0.94).
pub const TAB_PANEL_CLASS_PARTS: &[&str] = &[
    "tab-pane",
    "tab-panel",
    "tabpanel",
    "tab__pane",
    "tab__panel",
    "tab__content",
];

/// Whether an element with this `role` and `class` attribute is a tab's panel: by its role
/// ([`TAB_PANEL_ROLE`]) or by its class ([`TAB_PANEL_CLASS_PARTS`]). The walk reads such a
/// panel hidden or not; `drop_repeats` tells one panel's lines from another's.
pub fn is_tab_panel(role: Option<&str>, class: &str) -> bool {
    role.map(str::trim) == Some(TAB_PANEL_ROLE) || class_holds_part(class, TAB_PANEL_CLASS_PARTS)
}

/// [`TAB_PANEL_CLASS_PARTS`] as a CSS selector, for the browser.
pub fn tab_panel_class_selector() -> String {
    class_parts_selector(TAB_PANEL_CLASS_PARTS)
}

/// Accordion and "read more" panels, hidden until their toggle is clicked, are named so in their
/// class or an ancestor's (any part of it, in any case: `cmp-accordion__panel`,
/// `a-expander-content`); the walks also take the panels that a toggle's `aria-controls` names
/// (ARIA's accordion and disclosure patterns: `DomSource::disclosure_panel_ids`). Their content
/// is read as shown: FAQ answers, course descriptions, product details. An FAQ's answers wait so
/// whatever the widget (`faq__answer`, `faq-answer` hidden inline): with "faq", browser-recorded
/// wcxb-dev 0.87368 -> 0.87384 (0132 0.60 -> 0.85, 4026 0.71 -> 0.91; 0649 and 3060 down, whose
/// truths leave their FAQs out).
pub const DISCLOSURE_CLASS_PARTS: &[&str] = &["accordion", "expander", "faq"];

/// At most this many toggles name disclosure panels by `aria-controls` (a bound on a hostile
/// page; the collector's `MAX_DISCLOSURE_TOGGLES` is the same).
pub const MAX_DISCLOSURE_TOGGLES: usize = 200;

/// Whether a class attribute names a disclosure panel ([`DISCLOSURE_CLASS_PARTS`]).
pub fn is_disclosure_class(class: &str) -> bool {
    class_holds_part(class, DISCLOSURE_CLASS_PARTS)
}

/// Whether a class attribute holds any of `parts`, in any case: the test that
/// [`class_parts_selector`] gives the browser.
fn class_holds_part(class: &str, parts: &[&str]) -> bool {
    parts
        .iter()
        .any(|part| crate::text::contains_ignore_ascii_case(class, part))
}

/// Class words that hide an element in the common CSS frameworks (Bootstrap's `d-none`,
/// Foundation's `hide`, `sr-only` and `visually-hidden` text for screen readers, WordPress's
/// `screen-reader-text`). With the page's stylesheets missing (a page saved or served without
/// them, as the benchmark serves pages) the browser shows such elements; the class says what the
/// author meant. Native F1, wcxb-dev 0.850 -> 0.851 (41 pages up, 15 down: 4757 0.00 -> 0.86,
/// 4758 0.48 -> 1.00, 4848 0.89 -> 0.37 whose truth holds overlays opened by a click),
/// daniel-a 0.910 and readability-pages 0.967 unchanged.
/// Invision Community's `ipsHide` (its forums' share menus, "Link to post / Share on other
/// sites", shown under every post without the stylesheet): with layout (replay) wcxb-dev
/// 0.875479 -> 0.875497 (8 forum pages: 1658 0.87 -> 0.90, 0543 0.98 -> 0.99; 0550 0.78 ->
/// 0.75, where the thread's selection then reaches replies its truth leaves out).
/// Webflow's `w-condition-invisible` (a CMS field's conditional visibility), Drupal's
/// `element-invisible`, `screen-reader-only` as `sr-only`, Bootstrap 5's
/// `visually-hidden-focusable` (skip links), Magnific Popup's `mfp-hide` (a pop-up's content)
/// and Contact Form 7's `screen-reader-response`: with layout (replay) wcxb-dev 0.875497 ->
/// 0.875556 (0151 0.90 -> 0.98, a Webflow post whose hidden CMS fields repeat its text; 0694
/// 0.80 -> 0.81, 4896 0.79 -> 0.80; 4480 0.84 -> 0.83, whose truth keeps a star rating's
/// screen-reader line), daniel-a and readability-pages unchanged.
/// And the US Web Design System's `usa-sr-only`, SUIT's `u-hiddenVisually` and
/// `u-visually-hidden`, `is-screenreader-only`, `is-vishidden`, `no-display`, Amazon's
/// `aok-hidden`, `hideme`, Lity's `lity-hide` and MediaWiki's `mw-hidden-catlinks`: wcxb-dev
/// 0.875557 -> 0.875573 with layout (8 pages up, an Amazon product 0.955 -> 0.965; another
/// 0.661 -> 0.658), daniel-a one page up by 0.001. Plain `screenreader` is a shop's class for
/// its product cards' names (4757 0.86 -> 0.63, 4760 0.53 -> 0.00): left out.
/// MediaWiki's `mw-jump-link` ("Jump to navigation", "Jump to search": skip links its
/// stylesheet clips to a pixel until they have the focus), which its older skins put inside the
/// article's column, where they led Wikipedia's and Gentoo's articles: with layout (replay)
/// wcxb-dev 0.87940 both ways (4415 0.758 -> 0.764; 0683 0.984 -> 0.983, whose truth keeps
/// them), readability-pages 0.97353 -> 0.97355 (two Wikipedia pages).
/// Plain `hidden` (Tailwind's, but also a script's switch for panels it shows: tab-like lists,
/// swatches the truth holds) lost as much as it gained and moved a readerable verdict: left out.
pub const HIDING_CLASS_WORDS: &[&str] = &[
    "hide",
    "d-none",
    "is-hidden",
    "u-hidden",
    "visually-hidden",
    "visuallyhidden",
    "sr-only",
    "screen-reader-text",
    "display-none",
    "ipsHide",
    "w-condition-invisible",
    "element-invisible",
    "screen-reader-only",
    "mfp-hide",
    "visually-hidden-focusable",
    "screen-reader-response",
    "usa-sr-only",
    "u-hiddenVisually",
    "u-visually-hidden",
    "is-screenreader-only",
    "is-vishidden",
    "no-display",
    "aok-hidden",
    "hideme",
    "lity-hide",
    "mw-hidden-catlinks",
    "mw-jump-link",
];

/// Whether a class attribute hides its element ([`HIDING_CLASS_WORDS`]), unless a responsive
/// class shows it again at some width (`hidden md:block`, `d-none d-lg-flex`).
pub fn is_hiding_class(class: &str) -> bool {
    let mut hides = false;
    for t in class.split_ascii_whitespace() {
        if HIDING_CLASS_WORDS.iter().any(|w| w.eq_ignore_ascii_case(t)) {
            hides = true;
        } else if t.contains([':', '@']) || (t.starts_with("d-") && t.len() > 2) {
            return false;
        }
    }
    hides
}

/// A highlighter's line of code: Shiki and its kin wrap each line in `<span class="line">`, and
/// minified pages drop the line breaks between them (the site's CSS sets the lines apart).
pub fn is_code_line_class(class: &str) -> bool {
    class
        .split_ascii_whitespace()
        .any(|t| t.eq_ignore_ascii_case("line"))
}

/// Types of document (`document.contentType`) besides XML that may be pages
/// ([`is_page_content_type`]): HTML, and prose shown as text (a `.txt` or Markdown file, an RFC).
pub const PAGE_CONTENT_TYPES: &[&str] = &[
    "text/html",
    "text/plain",
    "text/markdown",
    "text/x-markdown",
];

/// Whether a document of this type may be a page to read: [`PAGE_CONTENT_TYPES`], or XML the
/// browser parsed (XHTML, or a stylesheet's output: the root's namespace says which). Not JSON,
/// scripts or styles, which the browser also shows as text, nor images and media.
pub fn is_page_content_type(content_type: &str) -> bool {
    PAGE_CONTENT_TYPES.contains(&content_type) || content_type.ends_with("xml")
}

/// How a whole document's source starts ([`is_markup_source`]), lowercase.
pub const MARKUP_SOURCE_STARTS: &[&str] = &["<?xml", "<!doctype", "<html", "<rss", "<feed"];

/// Whether a text file's text is a document's markup source (an XML declaration, a doctype, or
/// a feed's or a page's root element): Chromium shows a feed served as `application/rss+xml` as
/// a `text/plain` file of its source. A Markdown file that opens with a tag (a README's
/// `<p align="center">`, served as text) is prose.
pub fn is_markup_source(text: &str) -> bool {
    let text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    let head: String = text
        .chars()
        .take(9)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    MARKUP_SOURCE_STARTS.iter().any(|s| head.starts_with(s))
}

/// [`DISCLOSURE_CLASS_PARTS`] as a CSS selector, for `Element.closest` in the browser.
pub fn disclosure_selector() -> String {
    class_parts_selector(DISCLOSURE_CLASS_PARTS)
}

/// A selector matching a class attribute that holds any of `parts`, in any case.
fn class_parts_selector(parts: &[&str]) -> String {
    parts
        .iter()
        .map(|part| format!("[class*={part} i]"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The 200 most frequent characters of modern Chinese text, most frequent first (the ranking of
/// published character-frequency lists, e.g. Jun Da's for modern Chinese). They make a fifth or
/// more of the ideographs of every daniel-a Chinese page, simplified or traditional, and under a
/// twentieth of the same text as UTF-8 garbled by a GBK or Big5 decoder (`double_byte.rs`).
pub const COMMON_HANZI: &[&str] = &[
    "的一是不了在人有我他这个们中来上大为和国地到以说时要就出会可也你对生能而子那得于",
    "着下自之年过发后作里用道行所然家种事成方多经么去法学如都同现当没动面起看定天分还",
    "进好小部其些主样理心她本前开但因只从想实日军者意无力它与长把机十民第公此已工使情",
    "明性知全三又关点正业外将两高间由问很最重并物手应战向头文体政美相见被利什二等产或",
    "新己制身果加西斯月话合回特代内信表化老给世位次度门任常先海通教儿原东声提立及比员",
];

/// How the comment starts in which a CMS records the article's title, author and date. Founder's
/// ENP, the CMS of many Chinese news sites (people.com.cn, xinhuanet.com, china.com.cn,
/// southcn.com, gmw.cn), writes `<!--enpproperty <date>…</date><author>…</author>… -->` in
/// every article page (9 of daniel-a's 210 Chinese pages, readability-pages' gmw).
pub const CMS_RECORD_PREFIXES: &[&str] = &["enpproperty"];

/// At most this much of a CMS record is kept (its fields come first; an abstract may follow).
pub const MAX_CMS_RECORD_BYTES: usize = 8192;

/// Whether a comment's data is a CMS's record of the article ([`CMS_RECORD_PREFIXES`]).
pub fn is_cms_record(data: &str) -> bool {
    let data = data.trim_start();
    CMS_RECORD_PREFIXES.iter().any(|p| {
        data.get(..p.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(p))
    })
}

/// Separators between an article title and the site name in `<title>` (seed 001, plus CJK forms).
pub const TITLE_SEPARATORS: &[&str] = &[
    " | ", " - ", " – ", " — ", " · ", " • ", " :: ", " » ", " / ", "｜", "丨", "－", "_", " : ",
    "|", " -", "- ", "——", "-",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_html_xml_and_prose_shown_as_text() {
        for page in [
            "text/html",
            "application/xhtml+xml",
            "text/xml",
            "text/plain",
            "text/markdown",
        ] {
            assert!(is_page_content_type(page), "{page}");
        }
        for file in [
            "application/json",
            "text/javascript",
            "text/css",
            "image/png",
            "video/mp4",
        ] {
            assert!(!is_page_content_type(file), "{file}");
        }
        assert!(is_markup_source("\u{feff}\n<?xml version='1.0'?><rss>"));
        assert!(is_markup_source("<!DOCTYPE html><title>x</title>"));
        assert!(is_markup_source(
            "<feed xmlns='http://www.w3.org/2005/Atom'>"
        ));
        assert!(!is_markup_source(
            "<p align=\"center\"><img src=\"logo.png\"></p>\n\n# Lectern"
        ));
        assert!(!is_markup_source(
            "Network Working Group. This memo uses <angle> brackets."
        ));
    }

    #[test]
    fn headings_match_in_any_case_greek_final_sigma_included() {
        for heading in [
            "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ",
            "Διαβάστε επίσης:",
            "ΣΧΟΛΙΑ (0)",
            "Related Articles",
            "Новости по теме:",
            "Комментарии (4)",
            "Обсуждение статьи",
            "Обсуждение материала",
            "SHARE YOUR OPINION",
            "Σχολιάστε το άρθρο:",
        ] {
            assert!(
                RELATED_HEADINGS.matches(heading) || COMMENT_HEADINGS.matches(heading),
                "{heading}"
            );
        }
        assert!(!RELATED_HEADINGS.matches("Διαβάστε το άρθρο"));
    }

    #[test]
    fn a_closed_comments_notice_opens_them_and_a_story_about_closing_does_not() {
        assert!(COMMENT_HEADINGS.matches("Comments are closed."));
        assert!(COMMENT_HEADINGS.matches("Comments are now closed for this story"));
        assert!(!COMMENT_HEADINGS.matches("Public comments closed on the ring road plan"));
    }

    #[test]
    fn hiding_classes_hide_unless_a_breakpoint_shows_the_element_again() {
        assert!(is_hiding_class("productView-info hide"));
        assert!(is_hiding_class("label sr-only"));
        assert!(is_hiding_class("D-NONE"));
        assert!(is_hiding_class("ipsPadding ipsHide cPostShareMenu"));
        assert!(is_hiding_class("blog-meta w-condition-invisible"));
        assert!(is_hiding_class("element-invisible"));
        assert!(is_hiding_class("a-section aok-hidden"));
        assert!(!is_hiding_class("screenreader"));
        assert!(!is_hiding_class("d-none d-lg-flex"));
        assert!(!is_hiding_class("overlay hide show@medium"));
        assert!(!is_hiding_class("hidden md:block"));
        // A word of a class name is not the class.
        assert!(!is_hiding_class("field field-label-hidden"));
        assert!(!is_hiding_class("overflow-hidden"));
        assert!(!is_hiding_class(""));
    }
}
