//! Chinese news conventions (the seeds' test sites and daniel-a's zh pages are Chinese news):
//! the labels before an author, a source and a date (`作者：`, `来源：`, `责任编辑：`, `发布时间：`, in simplified and traditional
//! characters), read from the text near where the article starts. Reporters' credits are read
//! in `credits.rs`.

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
}
