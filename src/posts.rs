//! What a forum prints around each post of a thread and is not the discussion: a reply's
//! subject line ("Re: " and the thread's title), the poster's card ("Joined: Feb 2011",
//! "Posts: 96"), and notes on a post ("Reactions: felixen", "Originally Posted by HOSTLAR").

use crate::blocks::BlockDoc;
use crate::lexicon;
use crate::lines::ShortLines;
use crate::selection::Selection;
use crate::tuning::{POSTER_LINE_MAX_CHARS, POSTER_STAT_MIN_LINES};

/// What a reply's subject may add to the title it repeats, in characters: "Re: ", "RE[12]: ".
const REPLY_PREFIX_MAX_CHARS: u32 = 12;

/// The longest line about a post (`is_post_note`): "Reactions: Ann, Bo, Cy and 12 others".
const POST_NOTE_MAX_CHARS: u32 = 80;

/// The most words of who likes a post: a name ("JackieJim likes this"), or a count and a noun
/// ("1 person likes this").
const POST_NOTE_MAX_NAME_WORDS: usize = 3;

impl Selection {
    /// Drops each kept block that is only a reply's subject line, "Re: " and the page's
    /// `title` (`is_reply_subject`). Lectern's output held 58 such lines on five wcxb-dev
    /// threads, and their truths leave them out: with layout (replay) wcxb-dev 0.87630 ->
    /// 0.87641 (5 pages up, 0536 0.78 -> 0.84, 0535 0.77 -> 0.82), natively 0.87403 -> 0.87415;
    /// nothing down.
    pub fn drop_reply_subjects(&mut self, doc: &BlockDoc, lines: &ShortLines, title: &str) {
        let max_chars = title.chars().count() as u32 + REPLY_PREFIX_MAX_CHARS;
        self.drop_lines(doc, lines, max_chars, |_, t| is_reply_subject(t, title));
    }

    /// Drops the lines a forum prints about a post rather than in it (`is_post_note`): who
    /// reacted to it ("Reactions: felixen", "TedToToe and WiSK like this.", "1 person likes
    /// this.") and whose words a quote gives ("Originally Posted by HOSTLAR"; the quote stays).
    /// Lectern's output held 21 such lines on 9 wcxb-dev threads, none of them in a truth:
    /// with layout (replay) wcxb-dev 0.87660 -> 0.87662 (9 pages up, 4311 0.993 -> 0.999, 0533
    /// 0.838 -> 0.842), natively 0.87433 -> 0.87435; nothing down.
    pub fn drop_post_notes(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        self.drop_lines(doc, lines, POST_NOTE_MAX_CHARS, |_, t| is_post_note(t));
    }

    /// Drops the lines of the posters' cards that a thread prints beside each post (phpBB's
    /// "Joined: Sun Dec 17, 2023 11:18 am", MyBB's "Posts: 96" / "Threads: 11" / "Reputation:
    /// 1", XenForo's "Trophy Points:" above its figure): each line that is one of
    /// `lexicon::POSTER_STAT_LABELS` and a short value, where the selection holds at least
    /// [`POSTER_STAT_MIN_LINES`] of them; with them, a figure on the line after a bare label, and
    /// a "Location: …" line next to one. A page's single "Posts: 12" stays, and so does
    /// "Location: Boston, Massachusetts" in a list of schools, which the truths keep. With
    /// layout (replay) wcxb-dev 0.87641 -> 0.87654 (6 threads up, 0520 0.86 -> 0.94, 0536 0.84
    /// -> 0.88), natively 0.87415 -> 0.87427; nothing down.
    pub fn drop_poster_cards(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        let found: Vec<(u32, u32, Line)> = self
            .find_lines(doc, lines, POSTER_LINE_MAX_CHARS, usize::MAX, |_, t| {
                poster_line(t)
            })
            .into_iter()
            .map(|(b, line)| (b, doc.blocks[b as usize].end, line))
            .collect();
        let stats = found
            .iter()
            .filter(|l| matches!(l.2, Line::Stat { .. }))
            .count();
        if stats < POSTER_STAT_MIN_LINES {
            return;
        }
        // Lines of one card are next to each other: no block lies between them.
        let next_to = |k: usize, j: usize| {
            let (a, z) = if k < j { (k, j) } else { (j, k) };
            found[a].1 == found[z].0
        };
        let is_stat = |k: usize| matches!(found[k].2, Line::Stat { .. });
        for k in 0..found.len() {
            let (start, end, line) = found[k];
            let drop = match line {
                Line::Stat { .. } => true,
                Line::Figure => {
                    k > 0 && found[k - 1].2 == Line::Stat { bare: true } && next_to(k - 1, k)
                }
                Line::Location => {
                    (k > 0 && is_stat(k - 1) && next_to(k - 1, k))
                        || (k + 1 < found.len() && is_stat(k + 1) && next_to(k, k + 1))
                }
            };
            if drop {
                self.drop_kept(start..end);
            }
        }
    }
}

/// Whether `text` is a line about a post: "Reactions: …", "Originally Posted by …", or who
/// likes it, a name or a count ("JackieJim likes this.", "1 reader likes this.") or a list
/// ("TedToToe and WiSK like this.", "Ann, Bo and 3 others like this"). "The output will look
/// like this" shows what follows.
fn is_post_note(text: &str) -> bool {
    use crate::text::{strip_prefix_ignore_ascii_case as opens, strip_suffix_ignore_ascii_case};
    let t = text.trim().trim_end_matches(['.', '!']);
    if opens(t, "reactions:").is_some() || opens(t, "originally posted by ").is_some() {
        return true;
    }
    if let Some(who) = strip_suffix_ignore_ascii_case(t, " likes this") {
        return who.split_whitespace().count() <= POST_NOTE_MAX_NAME_WORDS;
    }
    strip_suffix_ignore_ascii_case(t, " like this").is_some_and(|who| {
        crate::text::contains_ignore_ascii_case(who, " and ")
            || strip_suffix_ignore_ascii_case(who, " others").is_some()
    })
}

/// Whether `text` is "Re: " and `title`, letters and digits compared without case: "Re: Turning
/// off all LED of RPi 5", "RE[2]: …", "Re^3: …". "Re: " and something else is a reply that
/// renamed its subject, or a line of a story.
fn is_reply_subject(text: &str, title: &str) -> bool {
    let Some(rest) = crate::text::strip_prefix_ignore_ascii_case(text.trim_start(), "re") else {
        return false;
    };
    let rest = rest.trim_start();
    // A count of the replies before it: "Re[2]:", "Re^2:", "Re(2):".
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || "[]()^".contains(c));
    let Some(subject) = rest.trim_start().strip_prefix(':') else {
        return false;
    };
    let key = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<String>()
    };
    let title = key(title);
    !title.is_empty() && key(subject) == title
}

/// A short line of a post, as `drop_poster_cards` reads it.
#[derive(Clone, Copy, PartialEq)]
enum Line {
    /// One of the poster's figures, "Posts: 96"; `bare` when the figure is on a line of its own
    /// ("Trophy Points:" then "103").
    Stat { bare: bool },
    /// "Location: Kooskia, ID".
    Location,
    /// Only a figure: "103", "1,204".
    Figure,
}

/// What `text`, a short line, is of a poster's card, if anything.
fn poster_line(text: &str) -> Option<Line> {
    let t = text.trim();
    if !t.is_empty()
        && t.chars()
            .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
    {
        return Some(Line::Figure);
    }
    let (label, value) = t.split_once(':')?;
    let (label, value) = (label.trim(), value.trim());
    if label.eq_ignore_ascii_case("location") {
        return (!value.is_empty()).then_some(Line::Location);
    }
    lexicon::POSTER_STAT_LABELS
        .iter()
        .any(|l| label.eq_ignore_ascii_case(l))
        .then_some(Line::Stat {
            bare: value.is_empty(),
        })
}

#[cfg(test)]
mod tests {
    use super::{is_post_note, is_reply_subject, poster_line, Line};

    #[test]
    fn a_posters_card_is_read_line_by_line() {
        for (text, line) in [
            (
                "Joined: Sun Dec 17, 2023 11:18 am",
                Some(Line::Stat { bare: false }),
            ),
            ("Join Date: Aug 2008", Some(Line::Stat { bare: false })),
            ("Posts: 4,198", Some(Line::Stat { bare: false })),
            ("Trophy Points:", Some(Line::Stat { bare: true })),
            ("1,204", Some(Line::Figure)),
            ("Location: Zone 6b", Some(Line::Location)),
            ("Location:", None),
            ("Posts", None),
            ("Note: posts are moderated", None),
        ] {
            assert!(poster_line(text) == line, "{text}");
        }
    }

    #[test]
    fn a_post_note_says_who_reacted_or_whose_words_a_quote_gives() {
        for text in [
            "Reactions: felixen",
            "Originally Posted by HOSTLAR",
            "JackieJim likes this.",
            "1 person likes this.",
            "TedToToe and WiSK like this.",
            "Ann, Bo and 3 others like this",
        ] {
            assert!(is_post_note(text), "{text}");
        }
        for text in [
            "The output will look like this",
            "It looks like this",
            "Nobody in the council chamber really likes this",
            "Reactions were mixed.",
        ] {
            assert!(!is_post_note(text), "{text}");
        }
    }

    #[test]
    fn a_reply_subject_is_re_and_the_title() {
        let title = "Turning off all LED of RPi 5";
        for text in [
            "Re: Turning off all LED of RPi 5",
            "RE: turning off all LED of RPi 5",
            "Re[2]: Turning off all LED of RPi 5",
            "Re^3: Turning off all LED of RPi 5",
            "  Re : Turning off all LED of RPi 5",
        ] {
            assert!(is_reply_subject(text, title), "{text}");
        }
        for text in [
            "Turning off all LED of RPi 5",
            "Re: Turning off the power LED only",
            "Regarding: Turning off all LED of RPi 5",
            "Re:",
            "Reply",
        ] {
            assert!(!is_reply_subject(text, title), "{text}");
        }
        assert!(!is_reply_subject("Re: ", ""));
    }
}
