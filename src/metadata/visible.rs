//! Metadata printed on the page: headlines, `<time datetime>`, date-named elements, and the
//! labels of Chinese news pages (`作者：`, `来源：`, `责任编辑：`, `发布时间：`); the byline element
//! is read in `byline.rs`. Everything is searched near where the article starts, so a sidebar's
//! dates and bylines do not count.

use crate::page::{NodeData, Page};
use crate::text::fold_whitespace;

/// How far around the article's start (in page nodes) bylines and dates are looked for.
const NEAR_NODES: u32 = 400;
/// A text node longer than this is a sentence that mentions a date, not a printed date.
const MAX_PRINTED_DATE_CHARS: usize = 40;
const DATE_WORDS: &[&str] = &[
    "date",
    "time",
    "published",
    "pubdate",
    "timestamp",
    "dateline",
    "publish",
];
/// Words that open a line giving the page's date.
const PRINTED_DATE_LABELS: &[&str] = &["posted", "published", "last updated", "updated", "date"];
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

/// Text of node `i`'s subtree.
pub fn text_of(page: &Page, i: u32) -> String {
    let end = page.nodes[i as usize].end as usize;
    let mut out = String::new();
    for n in &page.nodes[i as usize + 1..end] {
        if let NodeData::Text(t) = &n.data {
            out.push_str(t);
            out.push(' ');
        }
    }
    fold_whitespace(&out)
}

/// Text of node `i`'s subtree when it is at most `max_chars` long once whitespace is folded, else
/// `None`. It stops reading as soon as the limit is passed, so the big containers near the
/// article cost no more than a short element.
pub(super) fn short_text(page: &Page, i: u32, max_chars: usize) -> Option<String> {
    let end = page.nodes[i as usize].end as usize;
    let mut out = String::new();
    let mut solid = 0;
    for n in &page.nodes[i as usize + 1..end] {
        if let NodeData::Text(t) = &n.data {
            // Characters other than whitespace all survive folding: a lower bound on its length.
            solid += t.chars().filter(|c| !c.is_whitespace()).count();
            if solid > max_chars {
                return None;
            }
            out.push_str(t);
            out.push(' ');
        }
    }
    let text = fold_whitespace(&out);
    (text.chars().count() <= max_chars).then_some(text)
}

/// Texts of the page's `h1` elements: those from `start` on (the article) first, then the rest.
pub fn headlines(page: &Page, start: u32) -> Vec<String> {
    const MAX_HEADLINES: usize = 8;
    let (mut near, other): (Vec<_>, Vec<_>) =
        headings(page, "h1").partition(|(i, _)| i + NEAR_NODES / 4 >= start);
    near.extend(other);
    near.truncate(MAX_HEADLINES);
    near.into_iter().map(|(_, text)| text).collect()
}

/// Texts of the page's `h2` elements, in page order.
pub fn subheadings(page: &Page) -> Vec<String> {
    const MAX_SUBHEADINGS: usize = 40;
    headings(page, "h2")
        .take(MAX_SUBHEADINGS)
        .map(|(_, text)| text)
        .collect()
}

/// The node and text of each `tag` element with a short text.
fn headings<'p>(page: &'p Page, tag: &'p str) -> impl Iterator<Item = (u32, String)> + 'p {
    page.nodes.iter().enumerate().filter_map(move |(i, node)| {
        let NodeData::Element(e) = &node.data else {
            return None;
        };
        if e.tag != tag {
            return None;
        }
        // Documentation generators end headings with a permalink pilcrow (Sphinx's `¶`).
        let text = text_of(page, i as u32);
        let text = text.trim_end_matches('¶').trim_end().to_string();
        (!text.is_empty() && text.chars().count() <= 300).then_some((i as u32, text))
    })
}

pub(super) fn window(page: &Page, start: u32) -> std::ops::Range<usize> {
    let lo = start.saturating_sub(NEAR_NODES) as usize;
    let hi = (start + NEAR_NODES).min(page.nodes.len() as u32) as usize;
    lo..hi
}

/// The date of the one element marked up as the publication date (schema.org microdata,
/// `itemprop=datePublished`), from its `content` or `datetime` or its text. A page with several
/// is a list of dated items (a thread's posts, related articles), which one is the page's is
/// left to the rest. `<meta itemprop>` is read with the other `meta` tags.
pub fn itemprop_date(page: &Page) -> Option<String> {
    let mut marked = page
        .nodes
        .iter()
        .enumerate()
        .filter_map(|(i, n)| match &n.data {
            NodeData::Element(e)
                if e.tag != "meta" && e.attr("itemprop") == Some("datePublished") =>
            {
                Some((i, e))
            }
            _ => None,
        });
    let (i, e) = marked.next()?;
    if marked.next().is_some() {
        return None;
    }
    e.attr("content")
        .or_else(|| e.attr("datetime"))
        .and_then(super::dates::normalize)
        .or_else(|| super::dates::normalize(&short_text(page, i as u32, 120)?))
}

/// The first `<time datetime>`, then the first date-named element with a date, near the start.
pub fn date(page: &Page, start: u32) -> Option<String> {
    marked_date(page, start).map(|(_, d)| d)
}

fn marked_date(page: &Page, start: u32) -> Option<(usize, String)> {
    let range = window(page, start);
    let from_time = range.clone().find_map(|i| Some((i, time_date(page, i)?)));
    from_time.or_else(|| range.clone().find_map(|i| Some((i, named_date(page, i)?))))
}

/// The date of node `i` when it is a `<time>` element: its `datetime`, else its text.
fn time_date(page: &Page, i: usize) -> Option<String> {
    let NodeData::Element(e) = &page.nodes[i].data else {
        return None;
    };
    if e.tag != "time" {
        return None;
    }
    e.attr("datetime")
        .and_then(super::dates::normalize)
        .or_else(|| super::dates::normalize(&text_of(page, i as u32)))
}

/// The date of node `i` when it is an element named for a date (`class="post-date"`) with a
/// short text that reads as one.
fn named_date(page: &Page, i: usize) -> Option<String> {
    let NodeData::Element(e) = &page.nodes[i].data else {
        return None;
    };
    if !e.is_named(DATE_WORDS) {
        return None;
    }
    super::dates::normalize(&short_text(page, i as u32, 120)?)
}

/// The date a reader sees by the headline, when it is not an update stamp: the first
/// `<time>`, date-named element or printed date near the start. `None` as well when `marked`
/// (the metadata's date) is printed there too, so the page shows its metadata date.
pub fn shown_date_other_than(page: &Page, start: u32, marked: &str) -> Option<String> {
    let (i, shown) = marked_date(page, start)
        .or_else(|| window(page, start).find_map(|i| Some((i, printed_date_at(page, i)?))))?;
    let same_day = |d: &str| d.get(..10) == marked.get(..10);
    if same_day(&shown) || labelled_as_update(page, i) {
        return None;
    }
    let also_printed = window(page, start).any(|k| {
        time_date(page, k)
            .or_else(|| named_date(page, k))
            .or_else(|| printed_date_at(page, k))
            .is_some_and(|d| same_day(&d))
    });
    (!also_printed).then_some(shown)
}

/// Whether the words or class names just around node `i` call its date an update
/// ("Updated", "Last modified", `class="updated"`).
fn labelled_as_update(page: &Page, i: usize) -> bool {
    const BEFORE: usize = 6;
    const AFTER: usize = 3;
    let around = &page.nodes[i.saturating_sub(BEFORE)..(i + AFTER).min(page.nodes.len())];
    around.iter().any(|n| {
        let words = match &n.data {
            NodeData::Text(t) => t.as_str(),
            NodeData::Element(e) => e.class.as_str(),
        };
        let words = words.to_ascii_lowercase();
        words.contains("updat") || words.contains("modif")
    })
}

/// The first short text near the start that reads as a date ("Dec 12, 2025", "Published
/// October 14, 2025"), for pages that mark their date up in no way.
pub fn printed_date(page: &Page, start: u32) -> Option<String> {
    window(page, start)
        .find_map(|i| printed_date_at(page, i))
        .or_else(|| (start as usize..page.nodes.len()).find_map(|i| labelled_date_at(page, i)))
}

/// A date anywhere after the start that a label says is the page's ("Posted on April 13, 2023",
/// "Last updated: November 13, 2025"): an author box or footer line far below the headline.
/// wcxb-dev: 4 dated pages found, none wrong; on pages without a dated truth it finds only
/// such labelled lines (documentation's "Last updated").
fn labelled_date_at(page: &Page, i: usize) -> Option<String> {
    let NodeData::Text(t) = &page.nodes[i].data else {
        return None;
    };
    // The labels are ASCII: compare bytes, without a lowercased copy of every text node.
    let head = t.trim_start().as_bytes();
    PRINTED_DATE_LABELS
        .iter()
        .any(|l| head.len() >= l.len() && head[..l.len()].eq_ignore_ascii_case(l.as_bytes()))
        .then(|| printed_date_at(page, i))?
}

fn printed_date_at(page: &Page, i: usize) -> Option<String> {
    let NodeData::Text(t) = &page.nodes[i].data else {
        return None;
    };
    // A byline line may print the date as one of its parts: "Ana Ruiz | Senior Writer | July 2,
    // 2025" (each part is then read as a line of its own).
    t.split(['|', '·', '•']).find_map(|part| {
        let part = part.trim();
        if part.len() < 8
            || part.chars().count() > MAX_PRINTED_DATE_CHARS
            || !part.contains(|c: char| c.is_ascii_digit())
        {
            return None;
        }
        super::dates::normalize(part)
    })
}

/// Chinese news conventions in the text near the article's start: the author (`作者：`,
/// `记者：`, `责任编辑：`), the source (`来源：`) and the date (`发布时间：` or a bare
/// `2023年5月1日 08:00` / `2023-05-01 08:00`).
pub struct CjkLabels {
    pub author: Option<String>,
    pub source: Option<String>,
    pub date: Option<String>,
}

fn after_label(text: &str, labels: &[&str]) -> Option<String> {
    labels.iter().find_map(|label| {
        let k = text.find(label)?;
        let rest = text[k + label.len()..].trim_start();
        // "作者：记者 武彩霞": the name after the reporter's title.
        let rest = ["记者", "記者"]
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

pub fn cjk_labels(page: &Page, start: u32) -> CjkLabels {
    let mut text = String::new();
    for i in window(page, start) {
        if let NodeData::Text(t) = &page.nodes[i].data {
            text.push_str(t.trim());
            text.push(' ');
        }
    }
    let date = CJK_DATE_LABELS
        .iter()
        .find_map(|l| text.find(l).map(|k| &text[k + l.len()..]))
        .and_then(|rest| super::dates::normalize(&rest.chars().take(40).collect::<String>()))
        .or_else(|| {
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
        author: after_label(&text, CJK_AUTHOR_LABELS),
        source: after_label(&text, CJK_SOURCE_LABELS),
        date,
    }
}

/// The reporters a Chinese news story credits in its text: "（记者 张建 周长庆）" opening the
/// first paragraph, "(記者/曹斯)", "本报记者 李香才 ". Photographers' and correspondents' names
/// after `通讯员` are left out. The names, joined by `、`; `None` without such a credit.
pub fn reporter_credit(page: &Page, start: u32) -> Option<String> {
    const REPORTER: &[&str] = &["记者", "記者"];
    const NOT_REPORTERS: &[&str] = &["通讯员", "通訊員", "实习生", "實習生", "摄影", "攝影"];
    window(page, start).find_map(|i| {
        let NodeData::Text(t) = &page.nodes[i].data else {
            return None;
        };
        REPORTER.iter().find_map(|r| {
            let k = t.find(r)?;
            let before = t[..k].trim_end();
            let in_parentheses = before.ends_with(['（', '(']);
            // "本报记者 李香才" opening a line; "文/记者 汪万里", "欣傳媒╱記者丁彥伶／台北報導".
            let as_line = (before.ends_with("本报") || before.ends_with("本報"))
                && before[..before.len() - "本报".len()].trim_end().is_empty();
            let after_slash = before.ends_with(['/', '／', '╱']);
            if !(in_parentheses || as_line || after_slash) {
                return None;
            }
            let rest = &t[k + r.len()..];
            let credit = rest.split(['）', ')']).next()?;
            let credit = NOT_REPORTERS
                .iter()
                .filter_map(|w| credit.find(w))
                .min()
                .map_or(credit, |end| &credit[..end]);
            let names: Vec<&str> = credit
                .split(|c: char| c.is_whitespace() || matches!(c, '、' | '，' | ',' | '/' | '／'))
                .take_while(|n| !n.ends_with(['攝', '摄']))
                .map(|n| n.trim_end_matches('文'))
                .filter(|n| is_han_name(n))
                .collect();
            // A photographer's credit ("（記者盧育君攝）") is a caption's, not the story's.
            if credit.trim_end().ends_with(['攝', '摄']) && names.is_empty() {
                return None;
            }
            // "本报记者 李香才 北京报道": only the first word is sure to be a name.
            let names = if in_parentheses {
                &names[..]
            } else {
                &names[..names.len().min(1)]
            };
            (!names.is_empty()).then(|| names.join("、"))
        })
    })
}

/// Two to four Han characters: the length of a Chinese personal name.
fn is_han_name(word: &str) -> bool {
    let n = word.chars().count();
    (2..=4).contains(&n) && word.chars().all(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn reporter_credits_name_the_story_s_authors() {
        let credit = |body: &str| {
            let html = format!("<h1>标题</h1>{body}<p>正文。</p>");
            let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(&html, None));
            reporter_credit(&page, 0)
        };
        for (body, names) in [
            (
                "<p>新华网北京12月9日电（记者张建 周长庆）国家海洋局9日发布消息。</p>",
                Some("张建、周长庆"),
            ),
            (
                "<p>（記者 李慧婷/文 通訊員 史貝貝/圖）海南省。</p>",
                Some("李慧婷"),
            ),
            ("<p>本报记者 李香才 北京报道</p>", Some("李香才")),
            ("<p>欣傳媒╱記者丁彥伶／台北報導</p>", Some("丁彥伶")),
            // A photographer's credit under a picture, and a reporter named in a sentence.
            ("<p>圖說：流感進入高峰。（記者鄭名娟攝）</p>", None),
            ("<p>记者9日从国家海洋局获悉，南海。</p>", None),
        ] {
            assert_eq!(credit(body).as_deref(), names, "{body}");
        }
    }

    #[test]
    fn cjk_labels_are_read_from_the_text() {
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>北京今日降雪</h1><p>2023年5月1日 08:00 来源：新华社 作者：李明</p><p>正文。</p>",
            None,
        ));
        let labels = cjk_labels(&page, 0);
        assert_eq!(labels.author.as_deref(), Some("李明"));
        assert_eq!(labels.source.as_deref(), Some("新华社"));
        assert_eq!(labels.date.as_deref(), Some("2023-05-01T08:00:00"));
        // Traditional characters, as Hong Kong and Taiwan pages print them.
        let page = crate::page::Page::read(&crate::dom::html::HtmlDocument::parse(
            "<h1>台北今日降雨</h1><p>發布時間：2012年1月17日 10:37 來源：中央社</p>\
             <p>正文。</p><p>[責任編輯：劉沛]</p>",
            None,
        ));
        let labels = cjk_labels(&page, 0);
        assert_eq!(labels.author.as_deref(), Some("劉沛"));
        assert_eq!(labels.source.as_deref(), Some("中央社"));
        assert_eq!(labels.date.as_deref(), Some("2012-01-17T10:37:00"));
    }
}
