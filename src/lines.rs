//! The short kept blocks' texts, read once for the passes that look among them for a line of
//! furniture: a control's label, a stamp, a reply's subject, a poster's card, a prompt. Read
//! again by each pass, they cost a few percent of the whole extraction.

use crate::blocks::BlockDoc;
use crate::page::Page;
use crate::selection::Selection;
use crate::tuning::LINE_MAX_CHARS;

/// The text of each block that the selection keeps and that holds at most [`LINE_MAX_CHARS`]
/// characters, by block. The passes only drop blocks, so what is kept when it is read holds
/// all that any of them will look at.
pub struct ShortLines {
    texts: Vec<Option<String>>,
}

impl ShortLines {
    pub fn read(page: &Page, doc: &BlockDoc, selection: &Selection) -> ShortLines {
        let texts = doc
            .blocks
            .iter()
            .enumerate()
            .map(|(b, block)| {
                (selection.is_kept(b as u32) && (1..=LINE_MAX_CHARS).contains(&block.total.chars))
                    .then(|| block.short_text(page, LINE_MAX_CHARS))
                    .flatten()
            })
            .collect();
        ShortLines { texts }
    }

    /// The text of block `b` when it holds at most `max_chars` characters (and at most
    /// [`LINE_MAX_CHARS`]) and was kept when the texts were read.
    pub fn get(&self, doc: &BlockDoc, b: u32, max_chars: u32) -> Option<&str> {
        (doc.blocks[b as usize].total.chars <= max_chars)
            .then(|| self.texts[b as usize].as_deref())
            .flatten()
    }
}

impl Selection {
    /// Drops each kept block whose whole text is at most `max_chars` long and a line that
    /// `is_line` takes (given the block too), with all inside it.
    pub(crate) fn drop_lines(
        &mut self,
        doc: &BlockDoc,
        lines: &ShortLines,
        max_chars: u32,
        mut is_line: impl FnMut(&crate::blocks::Block, &str) -> bool,
    ) {
        let mut b = 0;
        while b < doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if self.is_kept(b)
                && lines
                    .get(doc, b, max_chars)
                    .is_some_and(|t| is_line(block, t))
            {
                self.drop_kept(b..block.end);
                b = block.end;
            } else {
                b += 1;
            }
        }
    }
}
