//! The readerable check: does the page hold a block of running text worth a reader view?
//! Cheap: one pass over the block document's own statistics.

use crate::blocks::BlockDoc;
use crate::lexicon;
use crate::page::Page;
use crate::tuning::{READERABLE_MIN_BLOCK_WEIGHT, READERABLE_MIN_SCORE};

/// Readability.js's test, on fused blocks and CJK-weighted text: sum sqrt(length - min) over
/// blocks of running text that are not named like boilerplate; readerable past a score.
pub fn is_probably_readerable(page: &Page, doc: &BlockDoc) -> bool {
    score(page, doc, READERABLE_MIN_SCORE) > READERABLE_MIN_SCORE
}

/// The readerable score, counted until it passes `enough`.
pub fn score(page: &Page, doc: &BlockDoc, enough: f32) -> f32 {
    let mut score = 0.0f32;
    for block in &doc.blocks {
        let own = &block.own;
        let plain = own.plain_weight();
        if plain < READERABLE_MIN_BLOCK_WEIGHT {
            continue;
        }
        if let Some(e) = page.element(block.node) {
            if e.is_named(lexicon::Named::Noise) {
                continue;
            }
        }
        score += (plain - READERABLE_MIN_BLOCK_WEIGHT).sqrt();
        if score > enough {
            break;
        }
    }
    score
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::dom::html::HtmlDocument;

    fn readerable(body: &str) -> bool {
        crate::is_probably_readerable(&HtmlDocument::parse(
            &format!("<!doctype html><title>t</title><body>{body}</body>"),
            None,
        ))
    }

    fn paragraphs(n: usize, sentence: &str, repeat: usize) -> String {
        (0..n)
            .map(|_| format!("<p>{}</p>", sentence.repeat(repeat)))
            .collect()
    }

    #[test]
    fn a_few_paragraphs_of_running_text_are_readerable() {
        let sentence = "The committee met again on Tuesday to weigh the new budget. ";
        assert!(readerable(&paragraphs(4, sentence, 4)));
    }

    #[test]
    fn short_paragraphs_and_link_lists_are_not() {
        let links: String = (0..40)
            .map(|i| format!("<li><a href=/p{i}>A long enough link title number {i}</a></li>"))
            .collect();
        let short = paragraphs(6, "Sign in to continue. ", 2);
        assert!(!readerable(&format!("<ul>{links}</ul>{short}")));
    }

    #[test]
    fn text_in_blocks_named_like_boilerplate_does_not_count() {
        let sentence = "The committee met again on Tuesday to weigh the new budget. ";
        let text = paragraphs(4, sentence, 4).replace("<p>", "<p class=sidebar-item>");
        assert!(!readerable(&text));
    }

    #[test]
    fn cjk_text_counts_by_characters() {
        // 60 characters per paragraph: under the 140-character floor as raw length, above it
        // weighted (a CJK character weighs two).
        let sentence = "委员会周二再次开会讨论新的预算方案并听取了各方面的意见和建议。";
        assert!(readerable(&paragraphs(4, sentence, 3)));
        assert!(!readerable(&paragraphs(4, "Short line of text. ", 3)));
    }
}
