//! Repair of UTF-8 text read as a double-byte Chinese legacy encoding (GBK, GB18030, Big5):
//! a page stored as UTF-8 that still declares its old `charset=gb2312` is decoded by the browser
//! as GBK, and every Chinese character comes out as one or two others ("疫苗" as "鐤嫍"). Such
//! text is encoded back to the declared encoding's bytes, which are the page's UTF-8, and read
//! as UTF-8. A byte the legacy decoder could not pair (shown as U+FFFD) is lost, and with it the
//! character it belonged to. `mojibake.rs` covers the single-byte case (Windows-1252).
//!
//! The table from characters back to byte pairs is built by decoding every pair with the
//! platform's own decoder (the browser's `TextDecoder`, or `encoding_rs` natively), so it is
//! exactly the decoder that garbled the text.

use std::collections::HashMap;

/// Encodings (WHATWG labels, as `document.characterSet` names them) whose decoders pair bytes,
/// those of Chinese pages: the test that leaves true Chinese text alone cheaply
/// ([`common_hanzi_share`]) was measured on Chinese only.
const DOUBLE_BYTE: &[&str] = &["gbk", "gb18030", "big5"];

/// Whether `charset` is one of the double-byte legacy encodings this module repairs.
pub fn is_double_byte(charset: &str) -> bool {
    DOUBLE_BYTE.iter().any(|c| c.eq_ignore_ascii_case(charset))
}

/// Lead bytes of a pair, and trail bytes: every pair any of the encodings above defines.
const LEADS: std::ops::RangeInclusive<u8> = 0x81..=0xFE;
const TRAILS: std::ops::RangeInclusive<u8> = 0x40..=0xFE;

/// The input for building a table: every lead and trail pair, each followed by a newline, so
/// that a decoder that rejects a pair resynchronises at the newline.
fn all_pairs() -> Vec<u8> {
    let mut bytes = Vec::with_capacity(LEADS.len() * TRAILS.len() * 3);
    for lead in LEADS {
        for trail in TRAILS {
            bytes.extend_from_slice(&[lead, trail, b'\n']);
        }
    }
    bytes
}

/// The share of the CJK ideographs of `sample` that are among [`lexicon::COMMON_HANZI`]; `None`
/// without ideographs. Text truly in the legacy encoding reads as Chinese and scores high,
/// garbled UTF-8 low: the cheap test before the table is built.
///
/// [`lexicon::COMMON_HANZI`]: crate::lexicon::COMMON_HANZI
pub fn common_hanzi_share(sample: &str) -> Option<f32> {
    let mut common: Vec<char> = crate::lexicon::COMMON_HANZI
        .iter()
        .flat_map(|s| s.chars())
        .collect();
    common.sort_unstable();
    let (mut ideographs, mut hits) = (0usize, 0usize);
    for c in sample
        .chars()
        .filter(|c| ('\u{3400}'..='\u{9fff}').contains(c))
    {
        ideographs += 1;
        hits += usize::from(common.binary_search(&c).is_ok());
    }
    (ideographs > 0).then(|| hits as f32 / ideographs as f32)
}

/// The input for the bytes a decoder reads alone (GBK's 0x80 as '€'), each on its own line.
fn all_singles() -> Vec<u8> {
    SINGLES.flat_map(|b| [b, b'\n']).collect()
}

/// Bytes beyond ASCII that a decoder may read alone.
const SINGLES: std::ops::RangeInclusive<u8> = 0x80..=0xFF;

/// Characters back to the byte pairs a legacy decoder read them from.
#[derive(Debug, Default)]
pub struct Reencoder {
    pairs: HashMap<char, [u8; 2]>,
    /// Characters the decoder also reads from one byte alone: GBK's 0x80 is '€', as is its pair
    /// A2 E3. Which one the text held is told by the UTF-8 around it ([`Reencoder::reencode`]).
    singles: HashMap<char, u8>,
}

impl Reencoder {
    /// Builds the table from the decoder's output for [`all_pairs`] and [`all_singles`]: a pair
    /// or a lone byte that decodes to one character maps back to it.
    fn from_decoded_pairs(decoded_pairs: &str, decoded_singles: &str) -> Reencoder {
        let mut pairs = HashMap::new();
        let codes = LEADS.flat_map(|lead| TRAILS.map(move |trail| [lead, trail]));
        for (c, code) in one_char_lines(decoded_pairs).zip(codes) {
            if let Some(c) = c {
                pairs.entry(c).or_insert(code);
            }
        }
        let singles = one_char_lines(decoded_singles)
            .zip(SINGLES)
            .filter_map(|(c, byte)| Some((c?, byte)))
            .collect();
        Reencoder { pairs, singles }
    }

    /// The bytes `c` was read from, given the UTF-8 sequence being rebuilt (`pending`
    /// continuation bytes still expected) and the first byte of the next character's bytes. A
    /// character with a lone byte of its own comes from that byte where the sequence expects a
    /// continuation byte and the pair would break it.
    fn bytes_of(&self, c: char, pending: u32, next: Option<u8>) -> Option<&[u8]> {
        let pair = self.pairs.get(&c).map(|p| &p[..]);
        let Some(single) = self.singles.get(&c) else {
            return pair;
        };
        let single = std::slice::from_ref(single);
        // After the pair's first byte (a continuation byte) ends the sequence, its second
        // starts another that the next byte must continue.
        let pair_fits = pair.is_some_and(|p| {
            pending == 1 && is_continuation(p[0]) && next.is_some_and(is_continuation)
        });
        if pending >= 1 && is_continuation(single[0]) && !pair_fits {
            Some(single)
        } else {
            pair.or(Some(single))
        }
    }

    /// `s` encoded back and read as UTF-8, with the counts of characters it held beyond ASCII
    /// and of those the reading could not decode. Characters the table lacks (U+FFFD for bytes
    /// the decoder dropped) are left out.
    fn reencode(&self, s: &str) -> (String, usize, usize) {
        let mut bytes = Vec::with_capacity(s.len());
        // Continuation bytes the UTF-8 sequence being rebuilt still expects.
        let mut pending = 0u32;
        let mut chars = s.chars().peekable();
        while let Some(c) = chars.next() {
            let next = chars.peek().and_then(|&n| {
                if n.is_ascii() {
                    Some(n as u8)
                } else {
                    self.pairs.get(&n).map(|p| p[0])
                }
            });
            let ascii = [c as u8];
            let encoded = if c.is_ascii() {
                Some(&ascii[..])
            } else {
                self.bytes_of(c, pending, next)
            };
            for &b in encoded.into_iter().flatten() {
                pending = match b {
                    _ if is_continuation(b) => pending.saturating_sub(1),
                    0xC0..=0xDF => 1,
                    0xE0..=0xEF => 2,
                    0xF0..=0xF7 => 3,
                    _ => 0,
                };
                bytes.push(b);
            }
        }
        let read = String::from_utf8_lossy(&bytes);
        let (mut wide, mut bad) = (0, 0);
        for c in read.chars().filter(|c| !c.is_ascii()) {
            wide += 1;
            bad += usize::from(c == char::REPLACEMENT_CHARACTER);
        }
        let text = read.replace(char::REPLACEMENT_CHARACTER, "");
        (text, wide, bad)
    }

    /// Whether `sample` (the page's text) reads as UTF-8 once encoded back: at least
    /// `min_chars` characters beyond ASCII come out, at most `max_bad_share` of them
    /// undecodable. Text truly in the legacy encoding comes out as almost nothing but errors.
    pub fn is_garbled(&self, sample: &str, min_chars: usize, max_bad_share: f32) -> bool {
        let (_, wide, bad) = self.reencode(sample);
        wide >= min_chars && (bad as f32) <= max_bad_share * wide as f32
    }

    /// `s` encoded back and read as UTF-8; `None` when it is ASCII (nothing to repair).
    pub fn repair(&self, s: &str) -> Option<String> {
        if s.is_ascii() {
            return None;
        }
        Some(self.reencode(s).0)
    }
}

/// The table for `charset`, built with the platform's decoder; `None` for other encodings or
/// where the platform lacks the decoder.
pub fn reencoder(charset: &str) -> Option<Reencoder> {
    if !is_double_byte(charset) {
        return None;
    }
    let pairs = decode_with_platform(charset, &all_pairs())?;
    let singles = decode_with_platform(charset, &all_singles())?;
    Some(Reencoder::from_decoded_pairs(&pairs, &singles))
}

/// A UTF-8 continuation byte (10xxxxxx).
fn is_continuation(b: u8) -> bool {
    (0x80..0xC0).contains(&b)
}

/// Per line of `decoded`, its character when it holds exactly one beyond ASCII and U+FFFD.
fn one_char_lines(decoded: &str) -> impl Iterator<Item = Option<char>> + '_ {
    decoded.split('\n').map(|line| {
        let mut chars = line.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c != char::REPLACEMENT_CHARACTER && !c.is_ascii() => Some(c),
            _ => None,
        }
    })
}

#[cfg(target_arch = "wasm32")]
fn decode_with_platform(charset: &str, bytes: &[u8]) -> Option<String> {
    let decoder = web_sys::TextDecoder::new_with_label(charset).ok()?;
    decoder.decode_with_u8_array(bytes).ok()
}

#[cfg(not(target_arch = "wasm32"))]
fn decode_with_platform(charset: &str, bytes: &[u8]) -> Option<String> {
    let encoding = encoding_rs::Encoding::for_label(charset.as_bytes())?;
    Some(encoding.decode_without_bom_handling(bytes).0.into_owned())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    const ZH: &str =
        "疫苗泡沫破灭复牌跌停，重庆啤酒估值或推倒重来。2011年12月09日 08:20 来源：每经网";

    /// `text`'s UTF-8 bytes as the legacy decoder for `charset` reads them.
    fn garble(text: &str, charset: &str) -> String {
        decode_with_platform(charset, text.as_bytes()).unwrap()
    }

    /// The share of `original`'s characters that `repaired` holds.
    fn kept_share(original: &str, repaired: &str) -> f32 {
        let kept = original.chars().filter(|&c| repaired.contains(c)).count();
        kept as f32 / original.chars().count() as f32
    }

    #[test]
    fn utf8_read_as_gbk_is_read_again() {
        let garbled = garble(ZH, "gbk");
        assert_ne!(garbled, ZH);
        let table = reencoder("GBK").unwrap();
        assert!(table.is_garbled(&garbled, 10, 0.5));
        let repaired = table.repair(&garbled).unwrap();
        // Bytes the decoder could not pair are lost with their characters (here the last one
        // before each run of ASCII); the rest is back.
        assert!(kept_share(ZH, &repaired) >= 0.8, "{repaired}");
        assert!(repaired.contains("重庆啤酒估值"), "{repaired}");
        assert!(
            !repaired.contains(char::REPLACEMENT_CHARACTER),
            "{repaired}"
        );
    }

    #[test]
    fn a_lone_byte_the_decoder_read_alone_is_put_back_alone() {
        // GBK's decoder reads 0x80 alone as '€', which the pair A2 E3 also gives: the third
        // byte of 一 (E4 B8 80), 开 (E5 BC 80), 技 (E6 8A 80) and 需 (E9 9C 80).
        let text = "谷歌开发出一款计算机，这款技术可能不需要人类来教它，一站又一站。";
        let table = reencoder("gbk").unwrap();
        let garbled = garble(text, "gbk");
        assert!(garbled.contains('€'), "{garbled}");
        let repaired = table.repair(&garbled).unwrap();
        for c in ['开', '一', '技', '需'] {
            assert!(repaired.contains(c), "{c} in {repaired}");
        }
        assert!(!repaired.contains('丢'), "{repaired}");
    }

    #[test]
    fn utf8_read_as_big5_is_read_again() {
        let text = "新華社北京電，國務院總理今天主持召開常務會議，研究部署經濟工作。";
        let table = reencoder("big5").unwrap();
        let garbled = garble(text, "big5");
        assert!(table.is_garbled(&garbled, 10, 0.5));
        // Big5's decoder rejects more pairs than GBK's: about half the characters come back.
        let repaired = table.repair(&garbled).unwrap();
        assert!(kept_share(text, &repaired) >= 0.5, "{repaired}");
        assert!(repaired.contains("今天"), "{repaired}");
    }

    #[test]
    fn text_in_the_legacy_encoding_is_not_garbled() {
        let table = reencoder("gbk").unwrap();
        // Real GBK text, as the browser decodes it, encodes back to bytes that are not UTF-8.
        assert!(!table.is_garbled(ZH, 10, 0.5));
        assert!(!table.is_garbled("中文 text", 1, 0.5));
        assert_eq!(table.repair("plain ASCII"), None);
    }

    #[test]
    fn true_chinese_reads_as_chinese_and_garbled_text_does_not() {
        assert!(common_hanzi_share(ZH).unwrap() >= 0.2);
        let traditional = "新華社北京電，國務院總理今天主持召開常務會議，研究部署經濟工作。";
        assert!(common_hanzi_share(traditional).unwrap() >= 0.2);
        for charset in ["gbk", "big5"] {
            let garbled = garble(ZH, charset);
            assert!(common_hanzi_share(&garbled).unwrap() < 0.1, "{garbled}");
        }
        assert_eq!(common_hanzi_share("no ideographs"), None);
    }

    #[test]
    fn single_byte_and_unknown_encodings_have_no_table() {
        assert!(reencoder("windows-1252").is_none());
        assert!(reencoder("utf-8").is_none());
        assert!(reencoder("no-such-encoding").is_none());
    }
}
