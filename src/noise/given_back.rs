//! What is given back after the content is chosen: link-dense blocks that are part of it (a
//! list under its own heading, an item's headline, a sentence whose words are mostly links).

use super::{ends_a_sentence, ends_with_colon, is_list_block};
use crate::blocks::{BlockDoc, NO_BLOCK};
use crate::lexicon;
use crate::listing::keep_link_dense_subtree;
use crate::page::Page;
use crate::selection::Reason;
use crate::tuning::{HEADING_WRAPPER_MAX_CHARS, INDEX_MIN_ITEMS, ROW_CELL_MAX_LINKS};

/// A list of links under its own heading is a section of the page (an index's "A", a
/// documentation page's "Load data"), not a menu: once the content is chosen, such lists and
/// what is in them are no longer link-dense. Not before: their link text would lower the score
/// of the container they are in (measured: the index then lost its container). Native wcxb-dev
/// listing 0.601 -> 0.614 (Wikipedia's index of languages 0.15 -> 0.79, its category page 0.09
/// -> 0.57), forum 0.740 -> 0.743; 15 pages up, 4 down (a movers directory 0.63 -> 0.53).
/// A list after the heading's one introducing paragraph counts too (documentation's "See
/// also" under a heading and a line): documentation 0.911 -> 0.913, 11 pages up, 3 down by
/// under 0.01. So does a list after any kept line that ends with a colon ("Many patches were
/// sent for review:"): wcxb-dev 0.854 -> 0.855 with layout, 14 pages up (a changelog post
/// 0.73 -> 0.83), 2 down by 0.01.
/// A large index that opens with its own heading is one too ([`index_blocks`], at least
/// [`INDEX_MIN_ITEMS`] entries): Wikipedia's "Pages in category" section, whose heading is
/// inside it. With layout (replay) wcxb-dev 0.87414 -> 0.87446: a category page 0.57 -> 0.95,
/// a movers directory 0.55 -> 0.62, a store index 0.14 -> 0.17; nothing down on the 2,406 pages.
/// From ten entries up it also keeps news pages' short "More from..." lists (daniel-a 0.9242
/// -> 0.9238). Letting such an index follow a heading outside it, as a list may, lost on both
/// sets (wcxb-dev 0.87405, daniel-a 0.9240).
pub(crate) fn keep_headed_lists(page: &Page, doc: &BlockDoc, noise: &mut [Option<Reason>]) {
    // The latest two child blocks seen of each block, to find a block's previous siblings.
    let mut last_children = vec![(NO_BLOCK, NO_BLOCK); doc.blocks.len()];
    let mut in_headed_list = vec![false; doc.blocks.len()];
    let (index, list_items) = index_blocks(page, doc);
    let opens_with_heading = |b: u32| {
        doc.child_blocks(b)
            .next()
            .is_some_and(|c| is_heading_block(page, doc, c))
    };
    let kept = |b: u32, noise: &[Option<Reason>]| b != NO_BLOCK && noise[b as usize].is_none();
    let shown_heading =
        |b: u32, noise: &[Option<Reason>]| kept(b, noise) && is_heading_block(page, doc, b);
    for (b, block) in doc.blocks.iter().enumerate() {
        if block.parent == NO_BLOCK {
            continue;
        }
        let siblings = &mut last_children[block.parent as usize];
        let (previous, before) = *siblings;
        *siblings = (b as u32, previous);
        // Right under the heading; after a line that ends with a colon; or after a heading's
        // one introducing paragraph. Read only for a link-dense list.
        let headed = |noise: &[Option<Reason>]| {
            shown_heading(previous, noise)
                || (kept(previous, noise) && {
                    let node = doc.blocks[previous as usize].node;
                    ends_with_colon(page, node)
                        || (page.tag(node) == "p" && shown_heading(before, noise))
                })
        };
        in_headed_list[b] = in_headed_list[block.parent as usize]
            || (noise[b] == Some(Reason::LinkDense)
                && ((is_list_block(page, doc, b as u32) && headed(noise))
                    || (index[b]
                        && opens_with_heading(b as u32)
                        && list_items[b] >= INDEX_MIN_ITEMS)));
        if in_headed_list[b] && noise[b] == Some(Reason::LinkDense) {
            noise[b] = None;
        }
    }
}

/// The headlines of the items a listing is made of (a card's title: `<a><h2>` or `<h3><a>`) are
/// link text only, so link-dense by themselves; once the content is chosen, a heading with at most
/// one link whose parent is not noise is given back (a heading of several links is a
/// breadcrumb). With layout wcxb-dev 0.860 -> 0.862 (listing 0.662 -> 0.679, collection 0.688
/// -> 0.694, documentation 0.921 -> 0.924; 87 pages up, by up to 0.25, 43 down, all but two by
/// under 0.07: other stories' headlines in a teaser list left under an article); daniel-a and
/// readability-pages within 0.001. Limited to pages that do not say they are articles, it kept
/// half the gain: listings call themselves articles too.
pub(crate) fn keep_item_headlines(page: &Page, doc: &BlockDoc, noise: &mut [Option<Reason>]) {
    for (b, block) in doc.blocks.iter().enumerate() {
        if noise[b] == Some(Reason::LinkDense)
            && block.parent != NO_BLOCK
            && noise[block.parent as usize].is_none()
            && block.total.links <= 1
            && lexicon::is_heading_tag(page.tag(block.node))
        {
            noise[b] = None;
        }
    }
}

/// A paragraph written as a sentence whose words are mostly links ("This resort features in my
/// top 10 lists of the best hotels in the world, the best luxury hotels and …") is link-dense by
/// itself; once the content is chosen, such a `p` between two paragraphs of its parent that are
/// not noise is given back: it is a sentence of the text they are in. A teaser box's
/// run-together headlines also end with a full stop, but stand apart, not between paragraphs.
/// With layout (replay) daniel-a 0.93094 -> 0.93098 (5 pages up: we-dwoje.pl's "Czytaj też:",
/// cnn.com; one down), readability-pages 0.97015 -> 0.97021 (lemonde-1's "Lire :"), wcxb-dev
/// 6 pages up and 2 down by under 0.002. So is an item between two items (a reference list's
/// `^ "Le 15 Mai" .`): readability-pages 0.97021 -> 0.97024, 4 pages up, nothing else moves;
/// and a list is read whole, so an item need not end a sentence (a link among an article's
/// list of tools or issues, "duplicate content"): with layout (replay) wcxb-dev 0.87937 ->
/// 0.87940 (20 pages up, 3 down by under 0.0003), readability-pages 0.97347 -> 0.97353 (4 up).
pub(crate) fn keep_flanked_blocks(page: &Page, doc: &BlockDoc, noise: &mut [Option<Reason>]) {
    // Each parent's children are read once, and judged on the noise as it stood before this
    // pass: a run of such sentences is not given back one by one from its ends.
    let mut given_back = Vec::new();
    // One buffer for every parent's children: this runs on every page, for every block.
    let mut with_text: Vec<u32> = Vec::new();
    for p in 0..doc.blocks.len() as u32 {
        if noise[p as usize].is_some() {
            continue;
        }
        with_text.clear();
        with_text.extend(
            doc.child_blocks(p)
                .filter(|&c| doc.blocks[c as usize].total.text_weight > 0.0),
        );
        for w in with_text.windows(3) {
            let (before, b, after) = (w[0], w[1], w[2]);
            let node = doc.blocks[b as usize].node;
            let tag = page.tag(node);
            let flanks = |c: u32| {
                noise[c as usize].is_none() && page.tag(doc.blocks[c as usize].node) == tag
            };
            if noise[b as usize] == Some(Reason::LinkDense)
                && matches!(tag, "p" | "li")
                && flanks(before)
                && flanks(after)
                && (tag == "li" || ends_a_sentence(page, node))
            {
                given_back.push(b);
            }
        }
    }
    for b in given_back {
        noise[b as usize] = None;
    }
}

/// Which blocks are an index: a list, or a wrapper with no text of its own around indexes, the
/// headings over them and the paragraphs introducing them (Wikipedia's category page: a
/// section's heading, its "The following 180 pages" line, then columns of lettered lists);
/// and how many list items each block holds. Read from the innermost block out, as the blocks
/// are in document order.
fn index_blocks(page: &Page, doc: &BlockDoc) -> (Vec<bool>, Vec<usize>) {
    let mut index = vec![false; doc.blocks.len()];
    let mut items = vec![0; doc.blocks.len()];
    for b in (0..doc.blocks.len()).rev() {
        let block = &doc.blocks[b];
        let tag = page.tag(block.node);
        items[b] += usize::from(tag == "li");
        if block.parent != NO_BLOCK {
            items[block.parent as usize] += items[b];
        }
        index[b] = matches!(tag, "ul" | "ol")
            || (block.own.text_weight == 0.0
                && doc.child_blocks(b as u32).any(|c| index[c as usize])
                && doc.child_blocks(b as u32).all(|c| {
                    index[c as usize]
                        || page.tag(doc.blocks[c as usize].node) == "p"
                        || is_heading_block(page, doc, c)
                }));
    }
    (index, items)
}

/// A heading, or a short wrapper that opens with one (Wikipedia's `div.mw-heading` around an
/// `h2` and its "[edit]" link).
fn is_heading_block(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let block = &doc.blocks[b as usize];
    lexicon::is_heading_tag(page.tag(block.node))
        || (block.total.chars <= HEADING_WRAPPER_MAX_CHARS
            && doc
                .child_blocks(b)
                .next()
                .is_some_and(|c| lexicon::is_heading_tag(page.tag(doc.blocks[c as usize].node))))
}

/// A table row is read whole: a cell that is mostly links (a flag's name linking to its page
/// beside the flag's description, a book's title and author beside its rank, a product's name
/// in a comparison table) is link-dense by itself, and left out it shifts the row's other cells
/// under the wrong column. So once the content is chosen, a link-dense cell of at most
/// [`ROW_CELL_MAX_LINKS`] links, in a row that is not noise, is given back with what is
/// link-dense inside it when the row holds at least as many cells that are neither. A layout
/// table's column of navigation holds more links, and a bar of links laid out as a row ("Prev |
/// Up | Part II | Home | Next") is mostly link cells: both stay out. With layout (replay)
/// wcxb-dev 0.87893 -> 0.87937 (11 up: Goodreads' list of books 0.21 -> 0.83, which kept only
/// the ranks; a comparison table 0.944 -> 0.996, Gentoo's USE flags 0.982 -> 0.984; 3 down by
/// under 0.008, truths without an arXiv id after "Cite as:" or a table's product names),
/// readability-pages 0.97343 -> 0.97347 (links-in-tables 0.995 -> 1.000), daniel-a one page's
/// contact table 0.966 -> 0.962; natively the same pages.
pub(crate) fn keep_row_cells(page: &Page, doc: &BlockDoc, noise: &mut [Option<Reason>]) {
    let is_cell = |b: u32| matches!(page.tag(doc.blocks[b as usize].node), "td" | "th");
    let mut given_back = Vec::new();
    let mut link_cells: Vec<u32> = Vec::new();
    for (r, row) in doc.blocks.iter().enumerate() {
        if noise[r].is_some() || page.tag(row.node) != "tr" {
            continue;
        }
        let r = r as u32;
        let kept_cells = doc
            .child_blocks(r)
            .filter(|&c| {
                is_cell(c)
                    && noise[c as usize].is_none()
                    && doc.blocks[c as usize].total.text_weight > 0.0
            })
            .count();
        link_cells.clear();
        link_cells.extend(doc.child_blocks(r).filter(|&c| {
            is_cell(c)
                && noise[c as usize] == Some(Reason::LinkDense)
                && doc.blocks[c as usize].total.links <= ROW_CELL_MAX_LINKS
        }));
        if kept_cells > 0 && link_cells.len() <= kept_cells {
            given_back.extend_from_slice(&link_cells);
        }
    }
    // With what is in the cell and link-dense by itself (the author's line under a title).
    for c in given_back {
        keep_link_dense_subtree(doc, noise, c);
    }
}
