//! A CMS's own record of the article, kept in a comment of the page (`lexicon::is_cms_record`).
//! Founder ENP writes one in its pages:
//!
//! ```text
//! <!--enpproperty <date>2012-01-17 10:36:43.0</date><author>代进</author>
//! <title>格兰仕独揽两项“红顶奖”</title>… /enpproperty-->
//! ```
//!
//! The CMS writes the fields its editors filled in, so they are the article's own title, author
//! and time, where the page's `<title>` may be the site's name alone ("经济参考网") or carry the
//! channel and site after a space, and where the `author` meta may name the site ("南方网") and
//! the page print only the desk editor.

use super::cjk::REPORTER_TITLES;
use super::{dates, names};
use crate::text::{decode_entities, fold_whitespace};

/// The fields of a CMS record that the metadata reads; each is `None` when empty.
#[derive(Debug, Default, PartialEq)]
pub struct CmsRecord {
    pub title: Option<String>,
    pub author: Option<String>,
    /// ISO 8601, as [`dates::normalize`] gives it.
    pub date: Option<String>,
}

pub fn read(record: Option<&str>) -> CmsRecord {
    let Some(record) = record else {
        return CmsRecord::default();
    };
    CmsRecord {
        title: field(record, "title"),
        author: field(record, "author").and_then(|a| names::clean_byline(after_reporter(&a))),
        date: field(record, "date").and_then(|d| dates::normalize(&d)),
    }
}

/// The text of the record's first `<name>…</name>` field: markup inside it dropped, character
/// references decoded, whitespace folded; `None` when it is missing or empty.
fn field(record: &str, name: &str) -> Option<String> {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let from = record.find(&open)? + open.len();
    let to = from + record[from..].find(&close)?;
    let mut text = String::new();
    let mut in_tag = false;
    for c in record[from..to].chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text = fold_whitespace(&decode_entities(&text));
    (!text.is_empty()).then_some(text)
}

/// The name after a reporter's title the CMS keeps with it: "记者 武彩霞", "本报记者 张三".
fn after_reporter(author: &str) -> &str {
    /// A title longer than this ("新华社驻北京记者") is part of a sentence, not a title.
    const MAX_TITLE_CHARS: usize = 8;
    REPORTER_TITLES
        .iter()
        .find_map(|t| {
            let k = author.find(t)?;
            (author[..k].chars().count() + 2 <= MAX_TITLE_CHARS).then(|| &author[k + t.len()..])
        })
        .map(str::trim_start)
        .filter(|rest| !rest.is_empty())
        .unwrap_or(author)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_of_a_founder_enp_record() {
        let record = "enpproperty <articleid>6308775</articleid><date>2011-12-14 18:10:52.0</date>\
            <author>记者 武彩霞</author><title>地铁故障演练：区间内&amp;停车</title><keyword></keyword>\
            <subtitle></subtitle> /enpproperty";
        assert_eq!(
            read(Some(record)),
            CmsRecord {
                title: Some("地铁故障演练：区间内&停车".into()),
                author: Some("武彩霞".into()),
                date: Some("2011-12-14T18:10:00".into()),
            }
        );
    }

    #[test]
    fn empty_and_missing_fields_are_none() {
        let record = "enpproperty <date></date><author> </author><title>标题<br/>第二行</title>";
        let found = read(Some(record));
        assert_eq!(found.title.as_deref(), Some("标题 第二行"));
        assert_eq!((found.author, found.date), (None, None));
        // A field left open is no field.
        assert_eq!(read(Some("enpproperty <title>标题")).title, None);
        assert_eq!(read(None), CmsRecord::default());
    }

    #[test]
    fn people_com_cn_writes_the_fraction_of_a_second_after_a_colon() {
        let found = read(Some("enpproperty <date>2026-07-03 10:30:45:123456</date>"));
        assert_eq!(
            found.date.as_deref().map(|d| &d[..16]),
            Some("2026-07-03T10:30")
        );
    }

    #[test]
    fn a_name_keeps_what_only_looks_like_a_title() {
        assert_eq!(after_reporter("本报记者 张三"), "张三");
        assert_eq!(after_reporter("记者"), "记者");
        assert_eq!(after_reporter("李明"), "李明");
    }
}
