//! Text the browser decoded wrongly, read again: doubly encoded UTF-8 (`mojibake.rs`) and UTF-8
//! decoded with a double-byte legacy encoding (`double_byte.rs`).

use super::{NodeData, Page};
use crate::double_byte;
use crate::mojibake;
use crate::text;
use crate::tuning::{
    DOUBLE_BYTE_MAX_BAD_SHARE, DOUBLE_BYTE_MAX_COMMON_SHARE, DOUBLE_BYTE_MIN_CHARS,
    DOUBLE_BYTE_SAMPLE_BYTES, MOJIBAKE_MAX_ROUNDS, MOJIBAKE_MIN_SEQUENCES,
};

impl Page {
    /// Decodes doubly encoded UTF-8 (`mojibake.rs`) in the text, the title and the metadata of
    /// a page that holds at least [`MOJIBAKE_MIN_SEQUENCES`] garbled sequences.
    pub(super) fn repair_mojibake(&mut self) {
        // Text garbled twice over (a doubly encoded page that the browser read as Windows-1252
        // again, its charset declared too late to count) takes a second round.
        for _ in 0..MOJIBAKE_MAX_ROUNDS {
            let texts = self.nodes.iter().filter_map(|n| match &n.data {
                NodeData::Text(t) => Some(t.as_str()),
                NodeData::Element(_) => None,
            });
            let mut seen = 0;
            for t in std::iter::once(self.head.title.as_str()).chain(texts) {
                seen += mojibake::count(t);
                if seen >= MOJIBAKE_MIN_SEQUENCES {
                    break;
                }
            }
            if seen < MOJIBAKE_MIN_SEQUENCES {
                return;
            }
            self.mend_texts(mojibake::repair);
        }
    }

    /// Reads the C1 controls in the text, the title and the metadata as Windows-1252's
    /// characters and drops the other control characters (`mojibake::mend_controls`).
    pub(super) fn mend_controls(&mut self) {
        self.mend_texts(mojibake::mend_controls);
    }

    /// Replaces the text, the title and the metadata with what `repair` makes of them, where it
    /// makes something (`None`: left as it is). Text measures follow.
    fn mend_texts(&mut self, repair: impl Fn(&str) -> Option<String>) {
        let mend = |s: &mut String| {
            if let Some(repaired) = repair(s) {
                *s = repaired;
            }
        };
        for (node, measure) in self.nodes.iter_mut().zip(&mut self.measures) {
            if let NodeData::Text(t) = &mut node.data {
                if let Some(repaired) = repair(t) {
                    *measure = text::measure(&repaired);
                    *t = repaired;
                }
            }
        }
        mend(&mut self.head.title);
        self.head.metas.iter_mut().for_each(|(_, v)| mend(v));
        self.head.json_ld.iter_mut().for_each(mend);
    }

    /// Reads again as UTF-8 the text, the title and the metadata of a page that the browser
    /// decoded with a double-byte legacy encoding (`double_byte.rs`) when its text is garbled
    /// UTF-8 ([`DOUBLE_BYTE_MIN_CHARS`], [`DOUBLE_BYTE_MAX_BAD_SHARE`]).
    pub(super) fn repair_double_byte(&mut self, charset: &str) {
        if !double_byte::is_double_byte(charset) {
            return;
        }
        let mut sample = self.head.title.clone();
        for n in &self.nodes {
            if sample.len() >= DOUBLE_BYTE_SAMPLE_BYTES {
                break;
            }
            if let NodeData::Text(t) = &n.data {
                if !t.is_ascii() {
                    sample.push_str(t);
                    sample.push('\n');
                }
            }
        }
        // Text that reads as Chinese is what the declared encoding says it is.
        if double_byte::common_hanzi_share(&sample)
            .is_none_or(|share| share >= DOUBLE_BYTE_MAX_COMMON_SHARE)
        {
            return;
        }
        let Some(table) = double_byte::reencoder(charset) else {
            return;
        };
        if table.is_garbled(&sample, DOUBLE_BYTE_MIN_CHARS, DOUBLE_BYTE_MAX_BAD_SHARE) {
            self.mend_texts(|s| table.repair(s));
        }
    }
}
