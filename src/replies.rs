//! A thread's replies each print a subject line, "Re: " and the thread's title (phpBB, FluxBB,
//! vBulletin and mail archives). The reader shows the title once, above the text.

use crate::blocks::BlockDoc;
use crate::page::Page;
use crate::selection::Selection;

/// What a reply's subject may add to the title it repeats, in characters: "Re: ", "RE[12]: ".
const REPLY_PREFIX_MAX_CHARS: u32 = 12;

impl Selection {
    /// Drops each kept block that is only a reply's subject line, "Re: " and the page's
    /// `title` (`is_reply_subject`). Lectern's output held 58 such lines on five wcxb-dev
    /// threads, and their truths leave them out: with layout (replay) wcxb-dev 0.87630 ->
    /// 0.87641 (5 pages up, 0536 0.78 -> 0.84, 0535 0.77 -> 0.82), natively 0.87403 -> 0.87415;
    /// nothing down.
    pub fn drop_reply_subjects(&mut self, page: &Page, doc: &BlockDoc, title: &str) {
        let max_chars = title.chars().count() as u32 + REPLY_PREFIX_MAX_CHARS;
        let mut b = 0;
        while b < doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if self.is_kept(b)
                && block.total.chars > 0
                && block
                    .short_text(page, max_chars)
                    .is_some_and(|t| is_reply_subject(&t, title))
            {
                self.drop_kept(b..block.end);
                b = block.end;
            } else {
                b += 1;
            }
        }
    }
}

/// Whether `text` is "Re: " and `title`, letters and digits compared without case: "Re: Turning
/// off all LED of RPi 5", "RE[2]: …", "Re^3: …". "Re: " and something else is a reply that
/// renamed its subject, or a line of a story.
fn is_reply_subject(text: &str, title: &str) -> bool {
    let t = text.trim_start();
    let Some(rest) = t.get(..2).filter(|re| re.eq_ignore_ascii_case("re")) else {
        return false;
    };
    let rest = t[rest.len()..].trim_start();
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

#[cfg(test)]
mod tests {
    use super::is_reply_subject;

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
