//! Stamps left in the text: when the page was written or changed ("Updated March 5, 2026"), and
//! who wrote it ("Written by Cassidy Horton"). The reader shows the date and the byline apart,
//! from the metadata.

use crate::blocks::BlockDoc;
use crate::furniture::is_dateline;
use crate::lexicon;
use crate::lines::ShortLines;
use crate::selection::Selection;
use crate::tuning::{STAMP_MAX_BLOCKS, STAMP_MAX_CHARS, WRITER_NAME_MAX_WORDS};

impl Selection {
    /// A stamp of when the page was written or changed ("Updated March 5, 2026", "Last updated
    /// on 2025-03-25", `is_stamp`), wherever it stands in the text: the reader shows the date
    /// from the metadata. More than [`STAMP_MAX_BLOCKS`] are a listing's cards' dates, which
    /// stay: a list of repositories is its names, descriptions and dates.
    pub fn drop_stamps(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        // One stamp, however many wrappers hold it (`find_lines` does not look inside a line).
        let stamps = self.find_lines(doc, lines, STAMP_MAX_CHARS, STAMP_MAX_BLOCKS + 1, |_, t| {
            is_stamp(t).then_some(())
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
    pub fn drop_writer_lines(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        self.drop_lines(doc, lines, STAMP_MAX_CHARS, |_, t| is_writer_line(t));
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
    let words = name.split_whitespace().count();
    (1..=WRITER_NAME_MAX_WORDS).contains(&words)
        && name.trim_start().starts_with(char::is_uppercase)
        && !name.contains(|c: char| c.is_ascii_digit())
        && when.is_none_or(|when| is_only_date(&when.to_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::{is_stamp, is_writer_line};

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
        ] {
            assert!(!is_stamp(text), "{text}");
        }
    }
}
