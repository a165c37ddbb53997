//! Stamps of time left in the text: when the page was written or changed ("Updated March 5,
//! 2026"). The reader shows the date apart, from the metadata.

use crate::blocks::BlockDoc;
use crate::furniture::is_dateline;
use crate::lexicon;
use crate::page::Page;
use crate::selection::Selection;
use crate::tuning::{STAMP_MAX_BLOCKS, STAMP_MAX_CHARS};

impl Selection {
    /// A stamp of when the page was written or changed ("Updated March 5, 2026", "Last updated
    /// on 2025-03-25", `is_stamp`), wherever it stands in the text: the reader shows the date
    /// from the metadata. More than [`STAMP_MAX_BLOCKS`] are a listing's cards' dates, which
    /// stay: a list of repositories is its names, descriptions and dates.
    pub fn drop_stamps(&mut self, page: &Page, doc: &BlockDoc) {
        let mut stamps = Vec::new();
        let mut b = 0;
        while b < doc.blocks.len() as u32 && stamps.len() <= STAMP_MAX_BLOCKS {
            let block = &doc.blocks[b as usize];
            if self.is_kept(b)
                && block.total.chars > 0
                && block
                    .short_text(page, STAMP_MAX_CHARS)
                    .is_some_and(|t| is_stamp(&t))
            {
                stamps.push(b);
                // One stamp, however many wrappers hold it: the blocks inside print it again.
                b = block.end;
            } else {
                b += 1;
            }
        }
        if stamps.len() <= STAMP_MAX_BLOCKS {
            for b in stamps {
                self.drop_kept(b..doc.blocks[b as usize].end);
            }
        }
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
    // Nothing but the date and time: "Updated Mar 8, 2026 Python" is a repository's card.
    let only_date = rest
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .all(|w| {
            // A number, or a day's ordinal ("September 16th").
            w.bytes().all(|b| b.is_ascii_digit())
                || crate::metadata::dates::day_number(w).is_some()
                || crate::metadata::dates::names_month_or_weekday(w)
                || lexicon::STAMP_WORDS.contains(&w)
        });
    only_date && is_dateline(rest)
}

#[cfg(test)]
mod tests {
    use super::is_stamp;

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
