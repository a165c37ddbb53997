//! Chinese news conventions (the seeds' test sites and daniel-a's zh pages are Chinese news):
//! the labels before an author, a source and a date (`作者：`, `来源：`, `责任编辑：`, `发布时间：`, in simplified and traditional
//! characters), read from the text near where the article starts, and the editors' credit
//! where it ends ("( 編輯： 劉威 楊倩 )"). Reporters' credits are read in `credits.rs`.

use super::visible::{in_card_past, window};
use crate::page::{NodeData, Page};

/// Labels before an author and a date on Chinese news pages, strongest first, in simplified
/// and traditional characters (Hong Kong and Taiwan pages: `記者`, `責任編輯`, `來源`).
const CJK_AUTHOR_LABELS: &[&str] = &[
    "作者：",
    "作者:",
    "记者：",
    "记者:",
    "記者：",
    "記者:",
    "责任编辑：",
    "责任编辑:",
    "責任編輯：",
    "責任編輯:",
    "编辑：",
    "编辑:",
    "編輯：",
    "編輯:",
];
const CJK_SOURCE_LABELS: &[&str] = &["来源：", "来源:", "來源：", "來源:"];
const CJK_DATE_LABELS: &[&str] = &[
    "发布时间：",
    "发布时间:",
    "發布時間：",
    "發佈時間：",
    "时间：",
    "時間：",
    "日期：",
    "发表于",
    "發表於",
];

/// "Reporter", in simplified and traditional characters.
pub(super) const REPORTER_TITLES: &[&str] = &["记者", "記者"];

/// Chinese news conventions in the text near the article's start: the author (`作者：`,
/// `记者：`, `责任编辑：`), the source (`来源：`) and the date (`发布时间：` or a bare
/// `2023年5月1日 08:00` / `2023-05-01 08:00`).
pub struct CjkLabels {
    pub author: Option<String>,
    pub source: Option<String>,
    pub date: Option<String>,
    /// The date came after a label (`发布时间：`), not from a bare date line.
    pub date_labelled: bool,
}

fn after_label(text: &str, labels: &[&str]) -> Option<String> {
    labels.iter().find_map(|label| {
        let k = text.find(label)?;
        let rest = text[k + label.len()..].trim_start();
        // "作者：记者 武彩霞": the name after the reporter's title.
        let rest = REPORTER_TITLES
            .iter()
            .find_map(|t| rest.strip_prefix(t))
            .unwrap_or(rest)
            .trim_start();
        let value: String = rest
            .chars()
            .take_while(|c| {
                !c.is_whitespace()
                    && !matches!(
                        c,
                        '|' | '｜' | '，' | '。' | '　' | '(' | '（' | ')' | '）' | '】' | ']'
                    )
            })
            .take(20)
            .collect();
        // An empty label followed by the next one ("作者： 责任编辑：易清"): the next one's value.
        let value = value.rsplit(['：', ':']).next().unwrap_or_default();
        (!value.is_empty()).then(|| value.to_string())
    })
}

/// For a byline holding a Chinese author label ("本文栏目： 消费 作者： 李宝花", "(责任编辑：
/// 江波)"): the name after the strongest label, or an empty string for a label alone. `None`
/// without such a label.
pub(super) fn labelled_author(byline: &str) -> Option<String> {
    CJK_AUTHOR_LABELS
        .iter()
        .any(|l| byline.contains(l))
        .then(|| after_label(byline, CJK_AUTHOR_LABELS).unwrap_or_default())
}

/// The labels in the text near `start`; past `article_end` (where the article's last block ends),
/// none from a card of another work ([`super::visible::in_card_past`]).
pub fn labels(page: &Page, start: u32, article_end: Option<u32>) -> CjkLabels {
    let mut text = String::new();
    for i in window(page, start) {
        if let NodeData::Text(t) = &page.nodes[i].data {
            // Past the article, a card of another work (a book in a sidebar) is not its credit.
            if !t.is_ascii() && in_card_past(page, i as u32, article_end) {
                continue;
            }
            text.push_str(t.trim());
            text.push(' ');
        }
    }
    // Every label is CJK: plain ASCII text (most pages) holds none, only a bare date.
    let cjk = !text.is_ascii();
    let labelled_date = CJK_DATE_LABELS
        .iter()
        .filter(|_| cjk)
        .find_map(|l| text.find(l).map(|k| &text[k + l.len()..]))
        .and_then(|rest| super::dates::normalize(&rest.chars().take(40).collect::<String>()));
    let date_labelled = labelled_date.is_some();
    let date = labelled_date.or_else(|| {
        // A bare date with the CJK marks or a time, as news pages print under the headline.
        text.char_indices()
            .filter(|&(_, c)| c.is_ascii_digit())
            .map(|(k, _)| k)
            .filter(|&k| k == 0 || !text[..k].ends_with(|c: char| c.is_ascii_digit()))
            .find_map(|k| {
                let s: String = text[k..].chars().take(22).collect();
                (s.contains('年') || s.contains(':')).then(|| super::dates::normalize(&s))?
            })
    });
    CjkLabels {
        author: cjk.then(|| after_label(&text, CJK_AUTHOR_LABELS)).flatten(),
        source: cjk.then(|| after_label(&text, CJK_SOURCE_LABELS)).flatten(),
        date,
        date_labelled,
    }
}

/// The last text nodes of the article read for its editor's credit, which may close the story
/// inside its last block.
const CLOSING_INSIDE_TEXTS: usize = 5;

/// How much other text (characters) may stand between the article's end and its editor's
/// credit: a share bar's labels and the story's related links (daniel-a's zh pages: 0 to 54 on
/// xinhuanet, past a share bar; 212 and 411 on ifeng, past related links), not another story.
const CLOSING_GAP_CHARS: usize = 500;

/// A credit line is short: "( 編輯： 劉威 楊倩 )", "[责任编辑：李琳]".
const CLOSING_CREDIT_MAX_CHARS: usize = 40;

/// The editors a Chinese story credits where it ends, "( 編輯： 劉威 楊倩 )", "[责任编辑：
/// 李琳]", "責任編輯  呂放", in a short text among the article's last ones or just after them
/// (past a share bar or the story's related links, within [`CLOSING_GAP_CHARS`] of other
/// text), outside the cards of other works: the names, joined by `、`.
/// Only names of two to four Han characters: an editor's code ("责任编辑：AP0015") or a user name
/// is none. The labels near the headline ([`labels`]) are read first; this is for the stories
/// that credit only their editor, at the end.
pub fn closing_editors(page: &Page, article_end: u32) -> Option<String> {
    let text_at = |i: usize| match &page.nodes[i].data {
        NodeData::Text(t) if !t.trim().is_empty() => Some((i, t.trim())),
        _ => None,
    };
    let end = (article_end as usize).min(page.nodes.len());
    let mut inside: Vec<(usize, &str)> = (0..end)
        .rev()
        .filter_map(text_at)
        .take(CLOSING_INSIDE_TEXTS)
        .collect();
    inside.reverse();
    let mut gap = 0;
    let after = (end..page.nodes.len()).filter_map(text_at);
    for (i, text) in inside.into_iter().chain(after) {
        let past = i >= end;
        if !(past && in_card_past(page, i as u32, Some(article_end))) {
            if let Some(names) = editor_credit(text) {
                return Some(names);
            }
        }
        if past {
            gap += text.chars().count();
            if gap > CLOSING_GAP_CHARS {
                return None;
            }
        }
    }
    None
}

/// The names in a short credit line of an editor: the title, a colon or a space, then one to
/// three names up to a closing bracket or the line's end.
fn editor_credit(text: &str) -> Option<String> {
    if text.is_ascii() || text.chars().count() > CLOSING_CREDIT_MAX_CHARS {
        return None;
    }
    let (k, title) = crate::lexicon::EDITOR_TITLES
        .iter()
        .filter_map(|title| text.rfind(title).map(|k| (k, title.len())))
        .max_by_key(|&(k, _)| k)?;
    let rest = &text[k + title..];
    let rest = rest
        .strip_prefix(['：', ':'])
        .or_else(|| rest.starts_with(char::is_whitespace).then_some(rest))?;
    let names: Vec<&str> = rest
        .split([')', '）', ']', '】'])
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    ((1..=3).contains(&names.len()) && names.iter().all(|n| super::credits::is_han_name(n)))
        .then(|| names.join("、"))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn every_label_is_cjk_so_ascii_text_is_passed_over() {
        let lists = [
            CJK_AUTHOR_LABELS,
            CJK_SOURCE_LABELS,
            CJK_DATE_LABELS,
            REPORTER_TITLES,
        ];
        for label in lists.concat() {
            assert!(!label.is_ascii(), "{label}");
        }
    }

    #[test]
    fn cjk_labels_are_read_from_the_text() {
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>北京今日降雪</h1><p>2023年5月1日 08:00 来源：新华社 作者：李明</p><p>正文。</p>",
            None,
        ));
        let found = labels(&page, 0, None);
        assert_eq!(found.author.as_deref(), Some("李明"));
        assert_eq!(found.source.as_deref(), Some("新华社"));
        assert_eq!(found.date.as_deref(), Some("2023-05-01T08:00:00"));
        // Traditional characters, as Hong Kong and Taiwan pages print them.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>台北今日降雨</h1><p>發布時間：2012年1月17日 10:37 來源：中央社</p>\
             <p>正文。</p><p>[責任編輯：劉沛]</p>",
            None,
        ));
        let found = labels(&page, 0, None);
        assert_eq!(found.author.as_deref(), Some("劉沛"));
        assert_eq!(found.source.as_deref(), Some("中央社"));
        assert_eq!(found.date.as_deref(), Some("2012-01-17T10:37:00"));
    }

    /// The page of `html`, and where its `<article>` ends.
    fn story(html: &str) -> (crate::page::Page, u32) {
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(html, None));
        let article = page
            .nodes
            .iter()
            .position(|n| matches!(&n.data, NodeData::Element(e) if e.tag == "article"))
            .expect("an article");
        let end = page.nodes[article].end;
        (page, end)
    }

    #[test]
    fn the_editors_closing_a_story_are_read_past_its_share_bar() {
        let (page, end) = story(
            "<article><h1>戒煙產品效果有限</h1><p>研究人員表示，替代療法效果有限。</p></article>\
             <div>分享到： <a href=/w>新華微博</a></div><p>( 編輯： 劉威 楊倩 )</p>",
        );
        assert_eq!(closing_editors(&page, end).as_deref(), Some("劉威、楊倩"));
        // Inside the story's last block, and with a space in place of the colon.
        let (page, end) = story("<article><p>正文。</p><p>責任編輯  呂放</p></article>");
        assert_eq!(closing_editors(&page, end).as_deref(), Some("呂放"));
    }

    #[test]
    fn an_editors_code_a_sentence_or_a_far_credit_is_no_editor() {
        for credit in [
            "[责任编辑：AP0015]",
            "[责任编辑：rubyhuang]",
            "本报编辑部整理",
            "编辑：李琳 2012年",
        ] {
            let (page, end) = story(&format!("<article><p>正文。</p><p>{credit}</p></article>"));
            assert_eq!(closing_editors(&page, end), None, "{credit}");
        }
        // Past another story's worth of text, a credit is not this story's.
        let other = "另一篇报道的正文。".repeat(60);
        let (page, end) = story(&format!(
            "<article><p>正文。</p></article><p>{other}</p><p>[责任编辑：李琳]</p>"
        ));
        assert_eq!(closing_editors(&page, end), None);
    }
}
