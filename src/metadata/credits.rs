//! Reporters' credits in Chinese news stories: the credit that opens the story ("（记者 张建）",
//! "本报记者 李香才", a line of its own "记者 许雪毅 王橙澄"), Taiwan's dateline ("記者陳木隆／宜蘭
//! 報導", "中國時報 邱俐穎／台北報導") and the signature that closes it ("…的密碼。（李妍）").
//! The labels (`作者：`, `来源：`) are read in `cjk.rs`.

use std::borrow::Cow;

use super::cjk::REPORTER_TITLES;
use super::visible::window;
use crate::page::{NodeData, Page};

/// The reporters a Chinese news story credits in its text: "（记者 张建 周长庆）" opening the
/// first paragraph, "(記者/曹斯)", "本报记者 李香才 ". Photographers' and correspondents' names
/// after `通讯员` are left out. The names, joined by `、`; `None` without such a credit.
pub fn reporter_credit(page: &Page, start: u32) -> Option<String> {
    let end = window(page, start).end;
    cjk_texts(page, start).find_map(|(i, own)| {
        let t = with_parenthesis_closed(page, i, end, own);
        let t: &str = &t;
        // Every mention of the title in turn: a caption's "本报记者郭立亮摄" may come first.
        let mut mentions = REPORTER_TITLES.iter().flat_map(|r| t.match_indices(r));
        mentions.find_map(|(k, r)| {
            let before = t[..k].trim_end();
            // "（记者 张建）", and with the newsroom before the title: "（新华社记者朱旭东）".
            let in_parentheses = before
                .rfind(['（', '('])
                .is_some_and(|b| opening_newsroom(&before[b..]).is_some());
            // "本报记者 李香才" opening a line; "文/记者 汪万里", "欣傳媒╱記者丁彥伶／台北報導".
            let as_line = (before.ends_with("本报") || before.ends_with("本報"))
                && before[..before.len() - "本报".len()].trim_end().is_empty();
            // Also after text and photos credited together: "文/圖記者黃國金", "圖／文 記者X".
            let after_slash = before
                .strip_suffix(['圖', '图', '文'])
                .unwrap_or(before)
                .trim_end()
                .ends_with(SLASHES);
            let rest = &t[k + r.len()..];
            if let Some(name) = run_in_dateline(before, rest) {
                return Some(name);
            }
            // Taiwan's dateline opening a line: "記者陳木隆／宜蘭報導", "〔記者張三／台北報導〕".
            let dateline =
                (before.is_empty() || before.ends_with(OPENING_BRACKETS)) && is_place_report(rest);
            // A line that is only the credit: "记者 许雪毅 王橙澄", "□快報記者 劉峻".
            let credit_line =
                is_credit_line_opening(before) && names_only(rest) && is_own_line(page, i, t);
            if !(in_parentheses || as_line || after_slash || dateline || credit_line) {
                return None;
            }
            let credit = reporters_part(rest.split(CLOSING_BRACKETS).next()?);
            let names: Vec<&str> = credit
                .split(|c: char| c.is_whitespace() || matches!(c, '、' | '，' | ',' | '/' | '／'))
                // A photographer's credit ("（記者盧育君攝）") is a caption's, not the story's.
                .take_while(|n| !n.ends_with(['攝', '摄']))
                .map(|n| n.trim_end_matches('文'))
                .filter(|n| is_han_name(n) && !is_place_report_word(n))
                .collect();
            // "本报记者 李香才 北京报道", "記者陳木隆／宜蘭報導": only the first word is sure to be
            // a name.
            let names = if (in_parentheses && !dateline) || credit_line {
                &names[..]
            } else {
                &names[..names.len().min(1)]
            };
            (!names.is_empty()).then(|| names.join("、"))
        })
    })
}

/// A dateline in brackets whose reporter's name runs into the place, without a slash:
/// "【台灣醒報記者潘姿羽台北報導】", "（大紀元記者李明台北報導）". `before` is what precedes the
/// reporter's title, `rest` what follows it. The newsroom must open the bracket: without it, a
/// sentence ("（记者今天在北京报道）") reads the same. The name is what comes before a
/// two-character place ("台北", "綜合"): two or three Han characters, as a longer run cannot be
/// split surely.
fn run_in_dateline(before: &str, rest: &str) -> Option<String> {
    let opened = &before[before.rfind(OPENING_BRACKETS)?..];
    if opening_newsroom(opened).is_none_or(str::is_empty) {
        return None;
    }
    let inside = &rest[..rest.find(CLOSING_BRACKETS)?];
    let run = PLACE_REPORTS
        .iter()
        .find_map(|r| inside.trim_end().strip_suffix(r))?;
    let chars: Vec<char> = run.chars().collect();
    const PLACE_CHARS: usize = 2;
    let name: String = chars[..chars.len().saturating_sub(PLACE_CHARS)]
        .iter()
        .collect();
    ((2..=3).contains(&name.chars().count())
        && run.chars().all(is_han)
        && !has_newsroom_word(&name))
    .then_some(name)
}

/// The writer's credit "文/于雷" ("text by"), on a line of its own or in parentheses
/// ("（文/小易）", 163.com's entertainment desk): the name of two to four Han characters.
/// "文/記者汪萬里" and "文/圖記者黃國金" are [`reporter_credit`]'s.
pub fn writer_credit(page: &Page, start: u32) -> Option<String> {
    cjk_texts(page, start).find_map(|(i, t)| {
        t.match_indices('文').find_map(|(k, mark)| {
            let before = t[..k].trim_end();
            let after = t[k + mark.len()..]
                .trim_start()
                .strip_prefix(SLASHES)?
                .trim_start();
            let end = after.find(|c: char| !is_han(c)).unwrap_or(after.len());
            let (name, closing) = (&after[..end], after[end..].trim_start());
            let placed = if before.ends_with(['（', '(']) {
                closing.starts_with(['）', ')'])
            } else {
                before.is_empty() && closing.is_empty() && is_own_line(page, i, t)
            };
            (placed
                && is_han_name(name)
                && !has_newsroom_word(name)
                && !REPORTER_TITLES.iter().any(|r| name.starts_with(r)))
            .then(|| name.to_string())
        })
    })
}

/// A Taiwanese dateline without the reporter's title: "中國時報 邱俐穎／台北報導", a name of two
/// or three Han characters standing alone before the slash, and not a desk's or an agency's
/// ("國際中心／綜合報導", "北中心／北報導"). The name; `None` without such a line.
pub fn place_report_credit(page: &Page, start: u32) -> Option<String> {
    cjk_texts(page, start).find_map(|(_, t)| {
        t.match_indices(SLASHES).find_map(|(k, _)| {
            let name = t[..k].rsplit(|c: char| !is_han(c)).next()?;
            let from = k - name.len();
            ((2..=3).contains(&name.chars().count())
                && !has_newsroom_word(name)
                && is_place_report(&t[from..]))
            .then(|| name.to_string())
        })
    })
}

/// A credit in brackets naming the newsroom and then the reporter: "【台灣醒報／林歆芳】",
/// "【中廣新聞／陳奕華】" (Taiwanese papers carrying other newsrooms' stories). The name; `None`
/// without such a credit.
pub fn bracketed_credit(page: &Page, start: u32) -> Option<String> {
    cjk_texts(page, start).find_map(|(_, t)| {
        t.split('【').skip(1).find_map(|opened| {
            let inside = opened.split_once('】')?.0;
            let (newsroom, name) = inside.split_once(['／', '/'])?;
            let (newsroom, name) = (newsroom.trim(), name.trim());
            (is_newsroom_name(newsroom)
                && has_newsroom_word(newsroom)
                && is_han_name(name)
                && !has_newsroom_word(name))
            .then(|| name.to_string())
        })
    })
}

/// Words of a desk's, an agency's or a paper's name, not a person's: "北中心／北報導",
/// "中央社／台北報導", "（人民日报）", "（央视新闻）".
const NEWSROOM_WORDS: &[&str] = &[
    "中心", "社", "組", "组", "部", "網", "网", "报", "報", "刊", "新闻", "新聞",
];

/// The reporters who sign a Chinese story at its end, in parentheses closing its last
/// paragraph ("…的密碼。（李妍）", "（记者 张建 通讯员 李静）"): the names, joined by `、`. An
/// agency or a paper ("（新华社）"), "（完）" and anything but names are no signature.
pub fn closing_signature(text: &str) -> Option<String> {
    let last = text.trim_end().rsplit("\n\n").next()?.trim_end();
    let inner = last.strip_suffix(['）', ')'])?;
    let open = inner.rfind(['（', '('])?;
    signature_names(inner[open..].trim_start_matches(['（', '(']))
}

/// The reporters a newswire's dateline names in parentheses after "电" (dispatch), without
/// their title: "中新網蘭州1月11日電 (張道正)". The names, joined by `、`; `None` without them.
pub fn dateline_signature(page: &Page, start: u32) -> Option<String> {
    cjk_texts(page, start).find_map(|(_, t)| {
        t.match_indices(['电', '電']).find_map(|(k, sent)| {
            let dated = t[..k].trim_end_matches(['专', '專']).ends_with('日');
            let after = t[k + sent.len()..].trim_start();
            let inner = after.strip_prefix(['（', '('])?;
            let close = inner.find(['）', ')'])?;
            dated.then(|| signature_names(&inner[..close])).flatten()
        })
    })
}

/// The names a signature in parentheses holds, its reporter's title and who are not reporters
/// left out: `None` unless all it holds is a few names (no agency, no "完").
fn signature_names(credit: &str) -> Option<String> {
    let credit = credit.trim();
    if credit.chars().count() > SIGNATURE_MAX_CHARS {
        return None;
    }
    let credit = REPORTER_TITLES
        .iter()
        .find_map(|r| credit.strip_prefix(r))
        .unwrap_or(credit);
    let mut names: Vec<&str> = name_words(reporters_part(credit)).collect();
    // What they did, after the names: "（李军伟 编译）" compiled the story, "（嵇南涛 编辑）"
    // edited it (an editor's credit is a byline where nothing else is, as "责任编辑：" is);
    // who only took its photos is not its author.
    match names.last() {
        Some(role) if AUTHOR_ROLES.contains(role) => {
            names.pop();
        }
        Some(role) if PHOTO_ROLES.contains(role) => return None,
        _ => {}
    }
    let all_names = names
        .iter()
        .all(|n| is_han_name(n) && !has_newsroom_word(n));
    (!names.is_empty() && all_names).then(|| names.join("、"))
}

/// A credit up to the first of those it names who are not reporters: correspondents (`通讯员`),
/// trainees (`实习生`) and photographers (`摄影`).
fn reporters_part(credit: &str) -> &str {
    const NOT_REPORTERS: &[&str] = &["通讯员", "通訊員", "实习生", "實習生", "摄影", "攝影"];
    NOT_REPORTERS
        .iter()
        .filter_map(|w| credit.find(w))
        .min()
        .map_or(credit, |end| &credit[..end])
}

/// Roles after the names in a signature, of those who made the story: compiled, translated,
/// put together, reported, edited.
const AUTHOR_ROLES: &[&str] = &[
    "编译", "編譯", "翻译", "翻譯", "整理", "综合", "綜合", "撰稿", "报道", "報導", "编辑", "編輯",
    "责编", "責編",
];

/// Roles after the names in a signature, of those who only took its photos.
const PHOTO_ROLES: &[&str] = &["摄", "攝", "摄影", "攝影"];

/// The longest signature read in parentheses (`closing_signature`): a few names.
const SIGNATURE_MAX_CHARS: usize = 24;

fn has_newsroom_word(name: &str) -> bool {
    NEWSROOM_WORDS.iter().any(|w| name.contains(w))
}

/// A CJK Unified Ideograph: what Chinese names are written in.
pub(super) fn is_han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// The text nodes near `start` (`window`) that hold more than ASCII, with their indices: most
/// pages have no CJK text near the article, and plain ASCII holds no Chinese credit.
fn cjk_texts(page: &Page, start: u32) -> impl Iterator<Item = (usize, &str)> {
    window(page, start).filter_map(|i| match &page.nodes[i].data {
        NodeData::Text(t) if !t.is_ascii() => Some((i, t.as_str())),
        _ => None,
    })
}

/// Text node `i`'s text `own`, and when it leaves a parenthesis open ("新华网北京１月１７日电（"
/// before a link on 记者), the text nodes after it up to [`CREDIT_MAX_NODES`] of them: a credit
/// whose parts sit in elements of their own, as it reads.
fn with_parenthesis_closed<'a>(page: &Page, i: usize, end: usize, own: &'a str) -> Cow<'a, str> {
    let open = |t: &str| t.rfind(['（', '(']) > t.rfind(['）', ')']);
    if !open(own) {
        return Cow::Borrowed(own);
    }
    let mut t = own.to_string();
    let next_texts = (i + 1..end).filter_map(|j| match &page.nodes[j].data {
        NodeData::Text(next) => Some(next),
        NodeData::Element(_) => None,
    });
    for next in next_texts.take(CREDIT_MAX_NODES) {
        t.push_str(next);
        if !open(&t) {
            break;
        }
    }
    Cow::Owned(t)
}

/// How many text nodes after an open parenthesis are read for a credit.
const CREDIT_MAX_NODES: usize = 4;

/// Brackets around a Taiwanese dateline ("〔記者張三／台北報導〕"). Only parentheses hold a
/// credit of names: jfdaily.com's "【记者即时播报】" is a column's name.
const OPENING_BRACKETS: [char; 4] = ['（', '(', '〔', '【'];
const CLOSING_BRACKETS: [char; 4] = ['）', ')', '〕', '】'];

/// What opens a bracket before a reporter's title: the bracket alone, or the bracket and a
/// newsroom of at most six Han characters ("（新华社", "（本报", "（中新网"). The newsroom's name
/// (empty for the bracket alone); `None` for anything else.
fn opening_newsroom(opened: &str) -> Option<&str> {
    let name = opened[opened.chars().next().map_or(0, char::len_utf8)..].trim();
    is_newsroom_name(name).then_some(name)
}

/// A newsroom's name as a credit writes it: at most six Han characters, or none.
fn is_newsroom_name(name: &str) -> bool {
    name.chars().count() <= 6 && name.chars().all(is_han)
}

/// Whether `rest`, what follows a reporter's title, is a name, a slash, and the place the
/// report is from, at most four Han characters, then "report" ("陳木隆／宜蘭報導", "／綜合報導"):
/// the form of a Taiwanese dateline.
fn is_place_report(rest: &str) -> bool {
    let line: String = rest.chars().take(16).collect();
    line.split_once(SLASHES).is_some_and(|(name, place)| {
        let place = place.trim_start();
        is_han_name(name.trim())
            && PLACE_REPORTS.iter().any(|report| {
                place.find(report).is_some_and(|p| {
                    let where_from = &place[..p];
                    (1..=4).contains(&where_from.chars().count()) && where_from.chars().all(is_han)
                })
            })
    })
}

/// Whether `text`, read from text node `i`, is a line of its own: between two `<br>`s, or all
/// the text of the block it is in; not a link among others ("新華社記者看廣西" in a menu) or a
/// part of a headline.
fn is_own_line(page: &Page, i: usize, text: &str) -> bool {
    let parent = page.nodes[i].parent;
    if parent == crate::page::NO_NODE {
        return false;
    }
    let is_br = |n: Option<u32>| n.is_none_or(|n| page.tag(n) == "br");
    let next = page.nodes[i].end;
    let next = (next < page.nodes[parent as usize].end).then_some(next);
    let previous = page
        .children(parent)
        .take_while(|&c| c as usize != i)
        .last();
    if (previous.is_some() || next.is_some()) && is_br(previous) && is_br(next) {
        return true;
    }
    // A line's block is its paragraph, a few levels up at most.
    const MAX_DEPTH: usize = 4;
    let block = page
        .ancestors(i as u32)
        .take(MAX_DEPTH)
        .find(|&p| crate::lexicon::is_block_tag(page.tag(p)));
    let max_chars = text.chars().count() as u32;
    block
        .and_then(|b| super::visible::short_block_text(page, b, max_chars))
        .is_some_and(|line| line.trim() == crate::text::fold_whitespace(text).trim())
}

/// The slashes between a credit's parts ("記者陳木隆／宜蘭報導", "欣傳媒╱記者丁彥伶").
const SLASHES: [char; 3] = ['／', '/', '╱'];

/// Marks that papers set before a credit line ("□快報記者 劉峻").
const CREDIT_MARKS: [char; 6] = ['□', '■', '●', '◎', '◆', '★'];

/// What opens a line that is only a credit: nothing, a mark, and a newsroom of at most six Han
/// characters ("快報", "新华社").
fn is_credit_line_opening(before: &str) -> bool {
    is_newsroom_name(before.trim().trim_start_matches(CREDIT_MARKS).trim_start())
}

/// Whether `rest`, what follows a reporter's title, is one to four names and nothing else: not a
/// sentence ("記者今天獲悉，…"), nor a place's report ("北京报道") or a photo's credit.
fn names_only(rest: &str) -> bool {
    const MAX_NAMES: usize = 4;
    let words: Vec<&str> = name_words(rest).collect();
    // "记者 张三 北京报道": the place's report may close the line.
    let names = match words.split_last() {
        Some((last, names)) if is_place_report_word(last) => names,
        _ => &words[..],
    };
    (1..=MAX_NAMES).contains(&names.len())
        && !rest.contains(['，', ','])
        && names
            .iter()
            .all(|w| is_han_name(w) && !w.ends_with(['摄', '攝', '电', '電']))
}

/// "北京报道", "台北報導": a place's report, which a credit line may end with.
fn is_place_report_word(word: &str) -> bool {
    PLACE_REPORTS.iter().any(|r| word.ends_with(r))
}

/// "Report" after the place a story is from ("台北報導", "北京报道").
const PLACE_REPORTS: &[&str] = &["报道", "報導", "報道"];

/// The words of a list of names: "许雪毅 王橙澄", "李明、王芳".
fn name_words(list: &str) -> impl Iterator<Item = &str> {
    list.split(|c: char| c.is_whitespace() || matches!(c, '、' | '，' | ','))
        .filter(|w| !w.is_empty())
}

/// Two to four Han characters: the length of a Chinese personal name.
pub(super) fn is_han_name(word: &str) -> bool {
    let n = word.chars().count();
    (2..=4).contains(&n) && word.chars().all(is_han)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// A story page: a headline, `body`, then a paragraph.
    fn story(body: &str) -> Page {
        let html = format!("<h1>标题</h1>{body}<p>正文。</p>");
        Page::read(&crate::dom::html::HtmlDocument::parse(&html, None))
    }

    #[test]
    fn reporter_credits_name_the_story_s_authors() {
        let credit = |body: &str| reporter_credit(&story(body), 0);
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
            ("<p>文/圖記者黃國金、華瑩實習生楊金運</p>", Some("黃國金")),
            ("<p>圖／文 記者王小明</p>", Some("王小明")),
            // A credit in elements of its own (huanqiu.com links the title).
            (
                "<p>新华网北京１月１７日电（<a href='/zhuanti/'><font>记者</font></a>吴俊宽、高鹏）\
                 国家体育总局１７日发表白皮书。</p>",
                Some("吴俊宽、高鹏"),
            ),
            ("<p>記者陳木隆／宜蘭報導</p>", Some("陳木隆")),
            (
                "<p>〔記者張文雄／台北報導〕行政院今天宣布。</p>",
                Some("張文雄"),
            ),
            // A photo's credit first, then the story's.
            (
                "<p>本报记者郭立亮摄湖南日报12月15日讯(记者柳德新通讯员彭娟)今天8时。</p>",
                Some("柳德新"),
            ),
            // A bracketed dateline with the name run into the place, no slash.
            ("<p>【台灣醒報記者潘姿羽台北報導】春節期間。</p>", Some("潘姿羽")),
            ("<p>（大紀元記者李明台北報導）行政院今天宣布。</p>", Some("李明")),
            ("<p>【中廣新聞記者陳昭妤綜合報導】流感病例頻傳。</p>", Some("陳昭妤")),
            // Too long a run to split, and a sentence in brackets, with no newsroom to open it.
            ("<p>【台灣醒報記者歐陽明新竹縣報導】今天。</p>", None),
            ("<p>（记者今天在北京报道）今天。</p>", None),
            (
                "<p>新華網南京１月１７日專電（新華社記者朱旭東）江蘇省從１５日開始執行。</p>",
                Some("朱旭東"),
            ),
            // A line that is only the credit, after a mark and a newsroom.
            ("<p>记者 许雪毅 王橙澄</p><p>“像等待一场天籁的洗礼。</p>", Some("许雪毅、王橙澄")),
            ("<p>□快報記者 劉峻</p>", Some("劉峻")),
            ("<p>之一。<br><br>□快報記者 劉峻<br><br><b>記者調查</b></p>", Some("劉峻")),
            // The same words as a link in a menu, or after a column's name in brackets.
            ("<td><a>城市論壇</a> <a>新華社記者看廣西</a></td>", None),
            ("<p>【<b>记者即时播报</b>】途牛发布春节出游调查报告。</p>", None),
            ("<p>记者 张三 北京报道</p>", Some("张三")),
            ("<p>昨天，快報記者走訪南京市多家醫院發現。</p>", None),
            // A reporter who learns or visits is no dateline, nor a sentence with a slash.
            ("<p>記者今天獲悉，自山東省煙臺市起實行。</p>", None),
            ("<p>记者昨日/今日走访了多家医院报道此事。</p>", None),
            ("<p>【记者即时播报】途牛发布春节出游调查报告。</p>", None),
            // A photographer's credit under a picture, and a reporter named in a sentence.
            ("<p>圖說：流感進入高峰。（記者鄭名娟攝）</p>", None),
            ("<p>记者9日从国家海洋局获悉，南海。</p>", None),
        ] {
            assert_eq!(credit(body).as_deref(), names, "{body}");
        }
    }

    #[test]
    fn a_writer_s_credit_on_its_own_line_or_in_parentheses_names_the_writer() {
        let credit = |body: &str| writer_credit(&story(body), 0);
        for (body, name) in [
            ("<p>文/于雷</p><p>平板電腦已經成為主流。</p>", Some("于雷")),
            (
                "<p>网易娱乐1月17日报道 (文/小易)近日，作家韩寒。</p>",
                Some("小易"),
            ),
            ("<p>（文／王小明）今天。</p>", Some("王小明")),
            // Text and photos, a reporter's credit, a sentence, and words around a slash.
            ("<p>文/圖</p>", None),
            ("<p>文/記者汪萬里</p>", None),
            ("<p>文/于雷 平板電腦已經成為主流。</p>", None),
            ("<p>他會說中文/英文兩種語言。</p>", None),
            ("<p>（英文/中文）版本。</p>", None),
        ] {
            assert_eq!(credit(body).as_deref(), name, "{body}");
        }
    }

    #[test]
    fn a_dateline_without_the_reporters_title_names_the_reporter() {
        for (body, name) in [
            (
                "<p>2012-01-12 中國時報 邱俐穎／台北報導</p>",
                Some("邱俐穎"),
            ),
            ("<p>王嘉源／綜合報導</p>", Some("王嘉源")),
            // A desk, a source before a name, and a slash inside a sentence.
            ("<p>國際中心／綜合報導</p>", None),
            ("<p>北中心／北報導</p>", None),
            ("<p>中廣新聞／楊菁惠</p>", None),
            ("<p>他說今天/明天報導此事。</p>", None),
        ] {
            assert_eq!(
                place_report_credit(&story(body), 0).as_deref(),
                name,
                "{body}"
            );
        }
    }

    #[test]
    fn a_bracketed_credit_names_the_newsroom_then_the_reporter() {
        let credit = |body: &str| bracketed_credit(&story(body), 0);
        assert_eq!(
            credit("<p>2012-01-12</p><p>【台灣醒報／林歆芳】為響應母乳哺育政策。</p>").as_deref(),
            Some("林歆芳")
        );
        assert_eq!(
            credit("<p>【中廣新聞／陳奕華】中風高居。</p>").as_deref(),
            Some("陳奕華")
        );
        // No name, a column's name, a desk in place of a name, a sentence in brackets.
        for body in [
            "<p>【台灣醒報／】流浪狗。</p>",
            "<p>【明報專訊】你願意。</p>",
            "<p>【中央社／綜合報導】天冷。</p>",
            "<p>【編者按：本文/圖片由讀者提供】內容。</p>",
        ] {
            assert_eq!(credit(body), None, "{body}");
        }
    }

    #[test]
    fn a_dateline_names_its_reporters_in_parentheses() {
        let credit = |body: &str| dateline_signature(&story(body), 0);
        assert_eq!(
            credit("<p>中新網蘭州1月11日電 (張道正)正在此間召開的會議上。</p>").as_deref(),
            Some("張道正")
        );
        assert_eq!(
            credit("<p>新华网北京1月17日专电（李明 王芳）国家体育总局。</p>").as_deref(),
            Some("李明、王芳")
        );
        // An agency, a sentence, a phone or a power plant in parentheses are not reporters.
        for body in [
            "<p>中新网1月11日电（新华社）消息。</p>",
            "<p>1月11日电（记者从有关部门获悉，今年）</p>",
            "<p>用户可拨打电 (话咨询)。</p>",
            "<p>核电（大亚湾）站今日。</p>",
        ] {
            assert_eq!(credit(body), None, "{body}");
        }
    }

    #[test]
    fn a_signature_closing_the_story_names_its_reporters() {
        for (text, names) in [
            ("第一段。\n\n保障的密碼。（李妍）", Some("李妍")),
            ("正文。（记者 张建 通讯员 李静）", Some("张建")),
            ("正文。\n\n（鄒春霞 實習生 楊金運）", Some("鄒春霞")),
            // A role after the names: who compiled or edited the story signs it.
            ("正文。\n\n(李军伟 编译)", Some("李军伟")),
            ("正文。\n\n（王芳、李明 整理）", Some("王芳、李明")),
            ("正文。\n\n(嵇南涛 编辑)", Some("嵇南涛")),
            // The end mark, an agency, a paper, a photo and English are not signatures.
            ("正文。（完）", None),
            ("正文。（新华社）", None),
            ("正文。（人民日报）", None),
            ("正文。（图片来源：网络）", None),
            ("The end (Reuters)", None),
        ] {
            assert_eq!(closing_signature(text).as_deref(), names, "{text}");
        }
    }
}
