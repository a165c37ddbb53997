//! The readerable check: does the page hold a block of running text worth a reader view?
//! Cheap: one pass over the block document's own statistics.

use crate::blocks::BlockDoc;
use crate::lexicon;
use crate::page::Page;
use crate::tuning::{READERABLE_MIN_BLOCK_WEIGHT, READERABLE_MIN_SCORE};

/// Readability.js's test, on fused blocks and CJK-weighted text: sum sqrt(length - min) over
/// blocks of running text that are not named like boilerplate; readerable past a score.
pub fn is_probably_readerable(page: &Page, doc: &BlockDoc) -> bool {
    let mut score = 0.0f32;
    for block in &doc.blocks {
        let own = &block.own;
        let plain = own.plain_weight();
        if plain < READERABLE_MIN_BLOCK_WEIGHT {
            continue;
        }
        if let Some(e) = page.element(block.node) {
            if e.is_named(lexicon::NOISE_WORDS) {
                continue;
            }
        }
        score += (plain - READERABLE_MIN_BLOCK_WEIGHT).sqrt();
        if score > READERABLE_MIN_SCORE {
            return true;
        }
    }
    false
}
