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
    /// The kept blocks, in document order, whose whole text is at most `max_chars` long and a
    /// line that `read` makes something of (given the block too), with what it made; at most
    /// `limit` of them. A block found is not looked into: the blocks inside it print the same
    /// line again.
    pub(crate) fn find_lines<T>(
        &self,
        doc: &BlockDoc,
        lines: &ShortLines,
        max_chars: u32,
        limit: usize,
        mut read: impl FnMut(&crate::blocks::Block, &str) -> Option<T>,
    ) -> Vec<(u32, T)> {
        let mut found = Vec::new();
        let mut b = 0;
        while b < doc.blocks.len() as u32 && found.len() < limit {
            let block = &doc.blocks[b as usize];
            let line = self
                .is_kept(b)
                .then(|| lines.get(doc, b, max_chars))
                .flatten()
                .and_then(|t| read(block, t));
            match line {
                Some(line) => {
                    found.push((b, line));
                    b = block.end;
                }
                None => b += 1,
            }
        }
        found
    }

    /// Drops each kept block whose whole text is at most `max_chars` long and a line that
    /// `is_line` takes (given the block too), with all inside it.
    pub(crate) fn drop_lines(
        &mut self,
        doc: &BlockDoc,
        lines: &ShortLines,
        max_chars: u32,
        mut is_line: impl FnMut(&crate::blocks::Block, &str) -> bool,
    ) {
        let found = self.find_lines(doc, lines, max_chars, usize::MAX, |block, t| {
            is_line(block, t).then_some(())
        });
        self.drop_blocks(doc, found.into_iter().map(|(b, ())| b));
    }
}
