//! Text measurement shared by every stage: whitespace folding and CJK-aware character counts.

use crate::tuning::CJK_CHAR_WEIGHT;

/// The blocks of scripts written without spaces between words (Chinese, Japanese, Korean), as
/// inclusive ranges of code points. The collector gets them too (`collectorConfig().cjkRanges`),
/// to tell words apart as the core does.
pub const CJK_RANGES: &[(u32, u32)] = &[
    (0x3040, 0x30FF),   // Hiragana, Katakana
    (0x3400, 0x4DBF),   // CJK Extension A
    (0x4E00, 0x9FFF),   // CJK Unified Ideographs
    (0xAC00, 0xD7AF),   // Hangul syllables
    (0xF900, 0xFAFF),   // CJK Compatibility Ideographs
    (0x20000, 0x2FA1F), // CJK Extensions B and on, Compatibility Supplement
];

/// True for characters of scripts written without spaces between words ([`CJK_RANGES`]).
pub fn is_cjk(c: char) -> bool {
    let c = c as u32;
    CJK_RANGES
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
}

/// A letter or digit of a script that spaces its words: where two runs of text meet with such
/// characters on both sides, only the characters ([`case_breaks`]) or layout tell one word from
/// two.
pub fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() && !is_cjk(c)
}

/// Whether two runs of text that meet at an inline element's edge, the one ending in `before`
/// and the next starting with `after`, are two words: a lowercase letter then a capital
/// (`Gregory|Paragon`, a product card's brand and name), a cased letter then a digit
/// (`Accessories|1385`, a filter and its count), a digit then a capital (`99|VAT`), two
/// capitals (`HOKA|Clifton`), or the end of a sentence or a label then a capital
/// (`regulation.|The`, `Filter:|All`, [`ends_clause`]). The site's CSS sets such runs apart, and
/// a page read without its stylesheets has no layout that does.
///
/// Counted over wcxb-dev's pages, at each such meeting whose pair the truth holds one way only:
/// apart 1,194 times and joined 4 for the first kind, 269 and 17 for the second, 105 and 3 for
/// the third, 117 and 1 for the fourth, 204 and 6 for the last. Most of the joined ones are
/// footnote numbers, `CO₂`'s digit and names in code (`json.|JSONDecoder`), which the walk
/// leaves joined. A lowercase letter then a lowercase one (`un|believable`), a capital then a
/// lowercase one (`B|old`) and a digit then a lowercase letter (`21|st`) are left to layout.
pub fn case_breaks(before: char, after: char) -> bool {
    let cased = before.is_lowercase() || before.is_uppercase();
    (cased && (after.is_uppercase() || after.is_numeric()))
        || (before.is_numeric() && after.is_uppercase())
        || (ends_clause(before) && after.is_uppercase())
}

/// A sentence's or a label's last character: `.`, `!`, `?` or `:`.
pub fn ends_clause(c: char) -> bool {
    matches!(c, '.' | '!' | '?' | ':')
}

/// Punctuation that separates clauses: a sign of running prose (Readability counts commas too).
pub fn is_clause_punct(c: char) -> bool {
    matches!(
        c,
        ',' | '，' | '、' | '。' | '；' | ';' | '．' | '！' | '？'
    )
}

/// Text measurements of one run of text.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TextMeasure {
    /// Non-whitespace characters, CJK characters weighted by [`CJK_CHAR_WEIGHT`].
    pub weight: f32,
    /// Non-whitespace characters, unweighted.
    pub chars: u32,
    /// Clause punctuation marks.
    pub puncts: u32,
    /// CJK characters.
    pub cjk_chars: u32,
}

/// Measures a run of text in one pass.
pub fn measure(s: &str) -> TextMeasure {
    let mut m = TextMeasure::default();
    for c in s.chars().filter(|c| !c.is_whitespace()) {
        m.chars += 1;
        m.cjk_chars += u32::from(!c.is_ascii() && is_cjk(c));
        m.puncts += u32::from(is_clause_punct(c));
    }
    // Counted, then weighed: the same sum as adding each character's weight, in one step.
    m.weight = (m.chars - m.cjk_chars) as f32 + m.cjk_chars as f32 * CJK_CHAR_WEIGHT;
    m
}

/// Folds runs of whitespace to one space and trims both ends.
pub fn fold_whitespace(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    push_folded(&mut out, s);
    out
}

/// Whether `s` shows nothing: only whitespace and characters that print nothing (the soft
/// hyphen, the zero-width space, non-joiner and joiner, the word joiner, a byte-order mark). Page
/// builders write a paragraph of a lone zero-width joiner as a spacer (Webflow's `<p>&zwj;</p>`).
pub fn is_blank(s: &str) -> bool {
    s.chars().all(|c| {
        c.is_whitespace()
            || matches!(
                c,
                '\u{ad}' | '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}'
            )
    })
}

/// Whether `s` is only unfilled template placeholders: one or more `{{ expression }}` (Vue,
/// Angular, Handlebars, Liquid), with nothing but whitespace around and between them. Scripts
/// fill them in once they run; a page read before that (its scripts off or not run yet, a
/// document parsed from its HTML) shows `{{priceAnchor.price}}` where the price goes.
pub fn is_template_placeholder(s: &str) -> bool {
    let mut rest = s.trim();
    if rest.is_empty() {
        return false;
    }
    while !rest.is_empty() {
        let Some(inner) = rest.strip_prefix("{{") else {
            return false;
        };
        let Some(close) = inner.find("}}") else {
            return false;
        };
        let expression = &inner[..close];
        if expression.trim().is_empty() || expression.contains(['{', '}', '\n']) {
            return false;
        }
        rest = inner[close + 2..].trim_start();
    }
    true
}

/// Appends the words of `s` to `out`, one space between words (and before the first when `out`
/// has text already): several runs of text folded as one, without joining them first.
pub fn push_folded(out: &mut String, s: &str) {
    // Words are copied whole, not a character at a time.
    for word in s.split(char::is_whitespace).filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
}

/// Joins the text nodes of a subtree as a browser shows them: whitespace folds to one space, and
/// two nodes meet without a space unless whitespace or a block boundary lies between them, so an
/// initial styled apart ("Planning <span>C</span>ycle") stays inside its word (wcxb-dev 0468).
#[derive(Debug, Default)]
pub struct TextJoiner {
    pub out: String,
    gap: bool,
}

impl TextJoiner {
    /// Appends a text node's data.
    pub fn push(&mut self, s: &str) {
        let mut words = s.split(char::is_whitespace).filter(|w| !w.is_empty());
        let Some(first) = words.next() else {
            self.gap |= !s.is_empty();
            return;
        };
        if !self.out.is_empty() && (self.gap || s.starts_with(char::is_whitespace)) {
            self.out.push(' ');
        }
        self.out.push_str(first);
        for word in words {
            self.out.push(' ');
            self.out.push_str(word);
        }
        self.gap = s.ends_with(char::is_whitespace);
    }

    /// Marks a block boundary or line break: the next text starts after a space.
    pub fn break_line(&mut self) {
        self.gap = true;
    }
}

/// Whether `haystack` contains `needle`, ignoring ASCII case, without lowercasing a copy. An
/// empty needle is contained, as with `str::contains`.
pub fn contains_ignore_ascii_case(haystack: &str, needle: &str) -> bool {
    find_ignore_ascii_case(haystack, needle).is_some()
}

/// The byte index where `needle` first occurs in `haystack`, ignoring ASCII case; an empty
/// needle occurs at 0, as with `str::find`. With an ASCII needle the index is a character
/// boundary (no byte of a multi-byte character is ASCII).
pub fn find_ignore_ascii_case(haystack: &str, needle: &str) -> Option<usize> {
    // `windows(0)` panics: the empty needle is answered before it.
    if needle.is_empty() {
        return Some(0);
    }
    haystack
        .as_bytes()
        .windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

/// `s` without `prefix`, when it opens with it ignoring ASCII case.
pub fn strip_prefix_ignore_ascii_case<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    s.get(..prefix.len())
        .filter(|head| head.eq_ignore_ascii_case(prefix))
        .map(|_| &s[prefix.len()..])
}

/// `s` without `suffix`, when it ends with it ignoring ASCII case.
pub fn strip_suffix_ignore_ascii_case<'a>(s: &'a str, suffix: &str) -> Option<&'a str> {
    let start = s.len().checked_sub(suffix.len())?;
    s.get(start..)
        .filter(|tail| tail.eq_ignore_ascii_case(suffix))
        .map(|_| &s[..start])
}

/// Length in Unicode scalar values (what a reader counts as characters, CJK included).
pub fn char_len(s: &str) -> usize {
    s.chars().count()
}

/// Decodes the character references that escape text twice over (JSON-LD and `content`
/// attributes written with `&amp;`): the named ones for markup characters and numeric ones.
pub fn decode_entities(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains('&') {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(k) = rest.find('&') {
        out.push_str(&rest[..k]);
        rest = &rest[k..];
        // Byte search: a multi-byte character may follow the `&`.
        let end = rest.bytes().take(12).position(|b| b == b';');
        let decoded = end.and_then(|e| {
            let name = &rest[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                _ => {
                    let n = name.strip_prefix('#')?;
                    let code = match n.strip_prefix(['x', 'X']) {
                        Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                        None => n.parse().ok()?,
                    };
                    char::from_u32(code).filter(|c| *c != '\0')
                }
            }?;
            Some((c, e + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_change_or_a_letter_and_a_digit_break_words() {
        for (before, after) in [
            ('y', 'P'),
            ('s', '1'),
            ('9', 'V'),
            ('A', 'C'),
            ('я', 'К'),
            ('.', 'T'),
            (':', 'A'),
        ] {
            assert!(case_breaks(before, after), "{before}|{after}");
        }
        // A syllable, an ordinal's letters, a capital then its word, a number's digits, a
        // domain's end.
        for (before, after) in [('n', 'b'), ('1', 's'), ('B', 'o'), ('2', '0'), ('.', 'c')] {
            assert!(!case_breaks(before, after), "{before}|{after}");
        }
    }

    #[test]
    fn decode_entities_reads_markup_and_numeric_references() {
        assert_eq!(decode_entities("Maria &amp; Kat"), "Maria & Kat");
        assert_eq!(decode_entities("O&#39;Neil &#x4E2D;"), "O'Neil 中");
        assert_eq!(
            decode_entities("AT&T & co &bogus; &#0;"),
            "AT&T & co &bogus; &#0;"
        );
        assert_eq!(decode_entities("李&明明明明明明;"), "李&明明明明明明;");
    }

    #[test]
    fn strips_a_prefix_or_suffix_ignoring_ascii_case() {
        assert_eq!(
            strip_prefix_ignore_ascii_case("RE: Budget", "re"),
            Some(": Budget")
        );
        assert_eq!(strip_prefix_ignore_ascii_case("Regarding", "re:"), None);
        assert_eq!(strip_prefix_ignore_ascii_case("Ré", "re"), None);
        assert_eq!(strip_prefix_ignore_ascii_case("r", "re"), None);
        assert_eq!(
            strip_suffix_ignore_ascii_case("Ann LIKES this", " likes this"),
            Some("Ann")
        );
        assert_eq!(strip_suffix_ignore_ascii_case("это", "to"), None);
        assert_eq!(strip_suffix_ignore_ascii_case("this", " likes this"), None);
    }

    #[test]
    fn ignoring_ascii_case_agrees_with_contains_and_find_on_lowercased_text() {
        for (haystack, needle) in [
            ("Last Updated:", "updat"),
            ("post-author", "AUTHOR"),
            ("authorization", "byline"),
            ("", "a"),
            ("ab", "abc"),
            ("Accordion", ""),
            ("", ""),
        ] {
            assert_eq!(
                contains_ignore_ascii_case(haystack, needle),
                haystack
                    .to_ascii_lowercase()
                    .contains(&needle.to_ascii_lowercase()),
                "{haystack:?} {needle:?}"
            );
            assert_eq!(
                find_ignore_ascii_case(haystack, needle),
                haystack
                    .to_ascii_lowercase()
                    .find(&needle.to_ascii_lowercase()),
                "{haystack:?} {needle:?}"
            );
        }
    }

    #[test]
    fn joiner_spaces_text_nodes_as_shown() {
        let join = |runs: &[&str]| {
            let mut j = TextJoiner::default();
            for run in runs {
                match *run {
                    "|" => j.break_line(),
                    r => j.push(r),
                }
            }
            j.out
        };
        assert_eq!(join(&["Planning ", "C", "ycle"]), "Planning Cycle");
        assert_eq!(
            join(&["Category", ":", "Programming languages"]),
            "Category:Programming languages"
        );
        assert_eq!(
            join(&["  Breaking", "", " news\n", "today "]),
            "Breaking news today"
        );
        assert_eq!(join(&["one", "|", "two", "  ", "three"]), "one two three");
        assert_eq!(join(&["|", " lead"]), "lead");
    }

    #[test]
    fn fold_whitespace_collapses_and_trims() {
        assert_eq!(fold_whitespace("  a \n\t b  "), "a b");
        assert_eq!(fold_whitespace("\n\n"), "");
        assert_eq!(fold_whitespace("\u{a0}標題\u{3000} 全文 "), "標題 全文");
        let mut out = String::new();
        for run in ["  Breaking", "", " news\n", "today "] {
            push_folded(&mut out, run);
        }
        assert_eq!(out, "Breaking news today");
    }

    #[test]
    fn only_unfilled_placeholders_are_a_template_placeholder() {
        assert!(is_template_placeholder(
            "{{priceAnchor.priceWrapper.info.totalPrice}}"
        ));
        assert!(is_template_placeholder(
            "  {{ price | currency }} {{ unit }}\n"
        ));
        assert!(!is_template_placeholder("Original Price: {{price}}"));
        assert!(!is_template_placeholder("{{price}} off"));
        assert!(!is_template_placeholder("{{ }}"));
        assert!(!is_template_placeholder("{{ a }"));
        assert!(!is_template_placeholder("{{ {a: 1} }}"));
        assert!(!is_template_placeholder(""));
    }

    #[test]
    fn a_text_of_invisible_characters_is_blank() {
        assert!(is_blank(" \u{200d}\n\u{feff}\u{a0}"));
        assert!(is_blank(""));
        assert!(!is_blank("\u{200d}a"));
        // A joiner inside an emoji or a word is part of what is shown.
        assert!(!is_blank("👩\u{200d}💻"));
    }

    #[test]
    fn measure_weights_cjk_and_counts_punctuation() {
        let m = measure("新闻，今天。 ab");
        assert_eq!(m.chars, 8);
        assert_eq!(m.cjk_chars, 4);
        assert_eq!(m.puncts, 2);
        assert!((m.weight - (4.0 * CJK_CHAR_WEIGHT + 4.0)).abs() < 1e-6);
    }
}
