//! Stamps left in the text: when the page was written or changed ("Updated March 5, 2026"), how
//! long it takes to read ("5 min read"), who wrote it ("Written by Cassidy Horton") and who
//! edited it ("责任编辑：AP0015"). The reader shows the date and the byline apart, from the
//! metadata.

use crate::blocks::BlockDoc;
use crate::furniture::is_dateline;
use crate::lexicon;
use crate::lines::ShortLines;
use crate::selection::Selection;
use crate::tuning::{STAMP_MAX_BLOCKS, STAMP_MAX_CHARS, WRITER_NAME_MAX_WORDS};

impl Selection {
    /// A stamp of when the page was written or changed ("Updated March 5, 2026", "Last updated
    /// on 2025-03-25", `is_stamp`) or of how long it takes to read (`is_reading_time`),
    /// wherever it stands in the text: the reader shows the date from the metadata. More than
    /// [`STAMP_MAX_BLOCKS`] are a listing's cards' dates, which stay: a list of repositories is
    /// its names, descriptions and dates.
    pub fn drop_stamps(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        // One stamp, however many wrappers hold it (`find_lines` does not look inside a line).
        let stamps = self.find_lines(doc, lines, STAMP_MAX_CHARS, STAMP_MAX_BLOCKS + 1, |_, t| {
            (is_stamp(t) || is_reading_time(t)).then_some(())
        });
        if stamps.len() <= STAMP_MAX_BLOCKS {
            self.drop_blocks(doc, stamps.into_iter().map(|(b, ())| b));
        }
    }

    /// A line that only says who wrote the page or a post (`is_writer_line`), wherever it
    /// stands: the reader shows the byline apart. Lectern's output held 24 such lines on 8
    /// pages, none in a truth: with layout (replay) wcxb-dev 0.87673 -> 0.87677 (4 pages up, a
    /// product's reviews 0.94 -> 1.00) and readability-pages 0.97013 -> 0.97015, natively the
    /// same pages; nothing down.
    /// So does a Chinese story's editor's credit on a line of its own (`is_editor_credit`):
    /// with layout (replay) daniel-a 0.93134 -> 0.93136 (21cn.com 0.940 -> 0.953,
    /// xinhuanet.com), natively 0.93059 -> 0.93062 (and nen.com.cn), none down.
    pub fn drop_writer_lines(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        self.drop_lines(doc, lines, STAMP_MAX_CHARS, |_, t| {
            is_writer_line(t) || is_editor_credit(t)
        });
    }
}

/// Whether `text` is only a stamp of when the page was written or changed: "Updated March 5,
/// 2026", "Last updated on 2025-03-25", "Published on: 12 March 2025". The reader shows the
/// date from the metadata. A forum post's "Posted March 19, 2024" is not one: the threads'
/// truths keep it about as often as not.
fn is_stamp(text: &str) -> bool {
    let t = text.trim().to_lowercase();
    let Some(rest) = lexicon::STAMP_LABELS
        .iter()
        .find_map(|label| t.strip_prefix(label))
    else {
        return false;
    };
    let rest = rest.trim_start();
    let rest = rest
        .strip_prefix("on")
        .filter(|r| !r.starts_with(char::is_alphanumeric))
        .unwrap_or(rest);
    let rest = rest.trim_start().trim_start_matches(':');
    is_only_date(rest)
}

/// Whether `text` only says how long the page takes to read ("4 min read time"), perhaps after
/// its date or who wrote it ("Dec 18, 2025 2 min read", "By Kyle Howells 15 min read",
/// "Bridgestone Team | 5 min read"): the reader shows the date and the byline apart. With
/// layout (replay) wcxb-dev 0.87734 -> 0.87735, 5 pages up; one down by 0.001 (4051, whose
/// truth keeps the date of "12 Nov 2025 8 min read"). Natively the same pages.
fn is_reading_time(text: &str) -> bool {
    use crate::text::strip_suffix_ignore_ascii_case as strip;
    let t = text.trim().trim_end_matches(|c: char| !c.is_alphanumeric());
    let Some(rest) = READING_TIME_ENDS.iter().find_map(|e| strip(t, e)) else {
        return false;
    };
    let Some(rest) = READING_TIME_UNITS
        .iter()
        .find_map(|u| strip(rest.trim_end(), u))
    else {
        return false;
    };
    let rest = rest.trim_end();
    let before = rest.trim_end_matches(|c: char| c.is_ascii_digit());
    if before.len() == rest.len() {
        return false;
    }
    let before = before.trim_end_matches(|c: char| c.is_whitespace() || "|•·-–—,".contains(c));
    before.is_empty()
        || is_only_date(&before.to_lowercase())
        || reads_as_name(
            crate::text::strip_prefix_ignore_ascii_case(before, "by ").unwrap_or(before),
        )
}

/// How a reading time ends, and its units, longest first.
const READING_TIME_ENDS: &[&str] = &["reading time", "read time", "read"];
const READING_TIME_UNITS: &[&str] = &["minutes", "minute", "mins", "min"];

/// Whether `name` reads as a writer's or a team's name: at most [`WRITER_NAME_MAX_WORDS`]
/// words, the first capitalised, and no digits ("Cassidy Horton", "Bridgestone Team").
fn reads_as_name(name: &str) -> bool {
    let words = name.split_whitespace().count();
    (1..=WRITER_NAME_MAX_WORDS).contains(&words)
        && name.trim_start().starts_with(char::is_uppercase)
        && !name.contains(|c: char| c.is_ascii_digit())
}

/// Whether `text`, lower case, is nothing but a date and time ("mar 8, 2026", "september 16th,
/// 2023 at 09:27 am"): "mar 8, 2026 python" is a repository's card.
fn is_only_date(text: &str) -> bool {
    let only_date = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .all(|w| {
            // A number, or a day's ordinal ("September 16th").
            w.bytes().all(|b| b.is_ascii_digit())
                || crate::metadata::dates::day_number(w).is_some()
                || crate::metadata::dates::names_month_or_weekday(w)
                || lexicon::STAMP_WORDS.contains(&w)
        });
    only_date && is_dateline(text)
}

/// Whether `text` only says who wrote the page or a post, and perhaps when: one of
/// `lexicon::WRITER_LABELS` and a name of at most [`WRITER_NAME_MAX_WORDS`] words, the first
/// capitalised, and no digits ("Written by Cassidy Horton", "Posted by Laurie Ann", "Written by
/// Faith Cox on Jul 5th 2022"). The reader shows the byline apart. A line that says more
/// ("Posted by Tony in Recipes") is left, and so is "By …", which the truths keep more often
/// than not.
fn is_writer_line(text: &str) -> bool {
    let t = text.trim();
    let Some(rest) = lexicon::WRITER_LABELS
        .iter()
        .find_map(|label| crate::text::strip_prefix_ignore_ascii_case(t, label))
    else {
        return false;
    };
    let (name, when) = match rest.split_once(" on ") {
        Some((name, when)) => (name, Some(when)),
        None => (rest, None),
    };
    reads_as_name(name) && when.is_none_or(|when| is_only_date(&when.to_lowercase()))
}

/// Whether `text` is only a Chinese story's editor's credit, perhaps in brackets: one of
/// `lexicon::EDITOR_TITLES`, a colon or a space, and a name of at most [`EDITOR_NAME_MAX_CHARS`]
/// characters with no sentence's punctuation ("责任编辑：AP0015", "（責任編輯 余淩雲）",
/// "[编辑：杨洁]"). The reader leaves out who edited the story, as the truths do.
fn is_editor_credit(text: &str) -> bool {
    let t = text
        .trim()
        .trim_start_matches(['(', '（', '[', '【'])
        .trim_end_matches([')', '）', ']', '】']);
    let Some(rest) = lexicon::EDITOR_TITLES
        .iter()
        .find_map(|label| t.strip_prefix(label))
    else {
        return false;
    };
    let Some(name) = rest
        .strip_prefix(['：', ':', ' ', '\u{3000}'])
        .map(str::trim)
    else {
        return false;
    };
    (1..=EDITOR_NAME_MAX_CHARS).contains(&name.chars().count())
        && !name.contains(['。', '，', '！', '？', ',', '.', '、'])
}

/// The longest editor's name in a credit (`is_editor_credit`), in characters: a name in
/// characters, or a newsroom's login ("AP0015", "rubyhuang").
const EDITOR_NAME_MAX_CHARS: usize = 12;

#[cfg(test)]
mod tests {
    use super::{is_editor_credit, is_reading_time, is_stamp, is_writer_line};

    #[test]
    fn a_writer_line_is_a_label_and_a_name_only() {
        for text in [
            "Written by Cassidy Horton",
            "Posted by Laurie Ann",
            "Written by Faith Cox on Jul 5th 2022",
            "written by HomeAdvisor",
        ] {
            assert!(is_writer_line(text), "{text}");
        }
        for text in [
            "By Cassidy Horton",
            "Posted by Tony in Recipes and Home Cooking",
            "Written by the council's budget office in 2024",
            "Written by hand",
            "Written by Faith Cox on the train",
            "Written by",
        ] {
            assert!(!is_writer_line(text), "{text}");
        }
    }

    #[test]
    fn a_reading_time_stands_alone_or_after_a_date_or_a_name() {
        for text in [
            "4 min read time",
            "By Kyle Howells 15 min read",
            "Dec 18, 2025 2 min read",
            "Bridgestone Team | 5 min read",
            "By Workzone Team\u{2022} 4 mins read",
            "12 minutes reading time",
        ] {
            assert!(is_reading_time(text), "{text}");
        }
        for text in [
            "min read",
            "Why we read 5 min a day",
            "The lesson takes 5 min read aloud",
            "Part of our series on sleep and the brain 5 min read",
        ] {
            assert!(!is_reading_time(text), "{text}");
        }
    }

    #[test]
    fn an_editor_credit_is_a_label_and_a_name_only() {
        for text in [
            "责任编辑：AP0015",
            "（責任編輯 余淩雲）",
            "[编辑：杨洁]",
            "[责任编辑:肖春芳]",
        ] {
            assert!(is_editor_credit(text), "{text}");
        }
        for text in [
            "编辑部认为，这个问题需要讨论。",
            "编辑：",
            "编辑手记",
            "责任编辑：张颖。本文仅代表作者观点",
        ] {
            assert!(!is_editor_credit(text), "{text}");
        }
    }

    #[test]
    fn a_stamp_is_a_label_and_a_date_only() {
        for text in [
            "Updated March 5, 2026",
            "Last updated on 2025-03-25",
            "Published on: 12 March 2025",
            "Updated: Thu Jan. 12 2012 06:21:15",
            "Last Updated on November 15, 2025 at 10:15 AM",
            "Last updated on September 16th, 2023 at 09:27 am",
            "Last reviewed January 2023",
            "Page last updated: 3 March 2025",
            "ΔΗΜΟΣΙΕΥΣΗ: 07/12/2011, 07:07",
            "Ενημέρωση: 05/01/2012 14:02",
            "Dodano: 3 stycznia 2012, 16:07",
            "Обновлено в 18:28 мск",
        ] {
            assert!(is_stamp(text), "{text}");
        }
        for text in [
            "Updated Mar 8, 2026 Python",
            "Updated 9 days ago • 1.14M • 1.03k",
            "Posted March 19, 2024",
            "Updated guidance for 2026",
            "Published",
            "Published by Penguin in March 2024",
            "Ημερομηνία δημοσίευσης: 14 Νοεμβρίου 2011",
            "Dodano: 3 stycznia 2012, 13:45 Autor: (mk)",
        ] {
            assert!(!is_stamp(text), "{text}");
        }
    }
}
