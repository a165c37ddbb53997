//! Repair of doubly encoded text: UTF-8 bytes read as Windows-1252 (or Latin-1) and encoded
//! again, so "ó" is served as "Ã³" and "’" as "â€™". Some sites store every page so (daniel-a's
//! nto.pl, the Python docs' titles in wcxb-dev); a browser shows the garbled text as served, a
//! reader view should not. A page is repaired only when it holds several such sequences
//! (`tuning::MOJIBAKE_MIN_SEQUENCES`).
//!
//! Control characters are read too ([`mend_controls`]): a page in UTF-8 that holds the C1
//! controls U+0080..=U+009F was written in Windows-1252 and served as UTF-8 ("don\u{92}t"),
//! and a C0 control in a page's text is a typesetter's mark (QuarkXPress's discretionary hyphen
//! is U+001F: "Hanusz\u{1f}kiewicza" on daniel-a's nto.pl).

/// Windows-1252's characters for bytes 0x80..=0x9F, `None` where the byte has none (a browser
/// then decodes it as the C1 control of the same number, which Latin-1 covers).
const CP1252_HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// The byte that `c` stands for when bytes were read as Windows-1252 or Latin-1.
fn as_byte(c: char) -> Option<u8> {
    match u32::from(c) {
        n @ 0..=0xFF => Some(n as u8),
        _ => CP1252_HIGH
            .iter()
            .position(|&x| x == Some(c))
            .map(|i| 0x80 + i as u8),
    }
}

/// The character a garbled sequence opening with `first` stands for, with the sequence's
/// length: a UTF-8 lead byte (0xC2..=0xF4) and its continuation bytes (from `following`),
/// decoding to a character beyond ASCII.
fn sequence_at(first: char, following: std::str::Chars) -> Option<(char, usize)> {
    let lead = as_byte(first)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut bytes = [lead, 0, 0, 0];
    let mut following = following;
    for slot in &mut bytes[1..len] {
        let b = as_byte(following.next()?)?;
        if !(0x80..=0xBF).contains(&b) {
            return None;
        }
        *slot = b;
    }
    let decoded = std::str::from_utf8(&bytes[..len]).ok()?.chars().next()?;
    Some((decoded, len))
}

/// The characters of `s` with each garbled sequence read as the one it stands for, marked
/// `true`; every other character as itself.
fn decoded(s: &str) -> impl Iterator<Item = (char, bool)> + '_ {
    let mut rest = s.chars();
    std::iter::from_fn(move || {
        let c = rest.next()?;
        Some(match sequence_at(c, rest.clone()) {
            Some((decoded, len)) => {
                rest.nth(len - 2);
                (decoded, true)
            }
            None => (c, false),
        })
    })
}

/// Whether `s` may hold a garbled sequence: every lead character (U+00C2..=U+00F4) is
/// encoded with a leading 0xC3 byte. A fast test for the common case of clean text.
fn may_hold(s: &str) -> bool {
    s.as_bytes().contains(&0xC3)
}

/// How many garbled sequences `s` holds.
pub fn count(s: &str) -> usize {
    if !may_hold(s) {
        return 0;
    }
    decoded(s).filter(|&(_, garbled)| garbled).count()
}

/// `s` with every garbled sequence decoded; `None` when there is none.
pub fn repair(s: &str) -> Option<String> {
    if !may_hold(s) {
        return None;
    }
    let mut changed = false;
    let repaired: String = decoded(s)
        .map(|(c, garbled)| {
            changed |= garbled;
            c
        })
        .collect();
    changed.then_some(repaired)
}

/// Whether `c` is a control character that text never means to show: a C0 control other than
/// the whitespace ones (tab, line feed, vertical tab, form feed, carriage return), DEL, or a C1
/// control.
fn is_stray_control(c: char) -> bool {
    matches!(c, '\0'..='\u{8}' | '\u{e}'..='\u{1f}' | '\u{7f}'..='\u{9f}')
}

/// `s` with each C1 control read as the Windows-1252 character of its byte ("\u{92}" as "’")
/// and every other control character dropped (one that Windows-1252 leaves undefined, a C0
/// control, DEL); `None` when `s` holds none. A browser shows none of them. A C1 control in a
/// garbled sequence (UTF-8 read as Latin-1: "â\u{80}\u{94}" for "—") shows the text was
/// misread, so the text's sequences are decoded first, however few the page holds.
pub fn mend_controls(s: &str) -> Option<String> {
    // The fast test for clean text, on bytes: a control is an ASCII byte, or a C1 control,
    // encoded as 0xC2 and a continuation byte equal to its code point (U+0085 is C2 85).
    let bytes = s.as_bytes();
    let holds = bytes.iter().enumerate().any(|(i, &b)| match b {
        0xC2 => bytes
            .get(i + 1)
            .is_some_and(|&n| is_stray_control(char::from(n))),
        _ => b.is_ascii() && is_stray_control(char::from(b)),
    });
    holds.then(|| {
        let decoded = repair(s);
        decoded
            .as_deref()
            .unwrap_or(s)
            .chars()
            .filter_map(|c| match u32::from(c) {
                n @ 0x80..=0x9F => CP1252_HIGH[(n - 0x80) as usize],
                _ if is_stray_control(c) => None,
                _ => Some(c),
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_c1_controls_as_windows_1252_and_drops_other_controls() {
        assert_eq!(
            mend_controls("don\u{92}t \u{93}go\u{94} \u{96} now\u{85}").as_deref(),
            Some("don’t “go” – now…")
        );
        assert_eq!(
            mend_controls("Hanusz\u{1f}kiewicza\u{7f} \u{8d}x").as_deref(),
            Some("Hanuszkiewicza x")
        );
        assert_eq!(
            mend_controls("headsets\u{e2}\u{80}\u{94}driven").as_deref(),
            Some("headsets—driven")
        );
        for s in [
            "tab\there\nline\r\n\u{b}\u{c}",
            "São Paulo “quoted” – ok",
            "",
        ] {
            assert_eq!(mend_controls(s), None, "{s:?}");
        }
    }

    #[test]
    fn decodes_utf8_read_as_windows_1252() {
        assert_eq!(
            repair("Investorâ€™s Guide").as_deref(),
            Some("Investor’s Guide")
        );
        assert_eq!(
            repair("itertools â€” Functions").as_deref(),
            Some("itertools — Functions")
        );
        assert_eq!(repair("crÃ¨me brÃ»lÃ©e").as_deref(), Some("crème brûlée"));
    }

    #[test]
    fn decodes_utf8_read_as_latin_1() {
        // "ą" is C4 85; Latin-1 reads 0x85 as the control U+0085, Windows-1252 as "…".
        assert_eq!(
            repair("obowi\u{c4}\u{85}zk\u{c3}\u{b3}w").as_deref(),
            Some("obowiązków")
        );
        assert_eq!(repair("obowiÄ…zkÃ³w").as_deref(), Some("obowiązków"));
        assert_eq!(
            repair("Ð\u{a0}Ð¾Ñ\u{81}Ñ\u{81}Ð¸Ñ\u{8f}").as_deref(),
            Some("Россия")
        );
    }

    #[test]
    fn leaves_clean_text_alone() {
        for s in [
            "São Paulo",
            "Ångström",
            "Ça va? À bientôt",
            "naïve café",
            "中文 text",
            "NÃO",
        ] {
            assert_eq!(repair(s), None, "{s}");
            assert_eq!(count(s), 0, "{s}");
        }
    }

    #[test]
    fn counts_sequences() {
        assert_eq!(count("Ã©tÃ© â€” Ã\u{a0}"), 4);
        // A lead character without continuation is no sequence.
        assert_eq!(count("Ã and Ã"), 0);
    }
}
