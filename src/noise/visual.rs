//! Seed 004's visual filter: blocks at the page's edges (header and footer bands, side
//! columns), judged by their layout boxes.

use crate::blocks::{BlockDoc, NormBox, Stats, NO_BLOCK};
use crate::page::Page;
use crate::tuning::{
    EDGE_BAND, EDGE_BAND_MAX_HEIGHT, EDGE_BAND_MAX_HEIGHT_PX, EDGE_BAND_MAX_PLAIN_WEIGHT,
    EDGE_BAND_MIN_LINK_DENSITY, EDGE_BAND_MIN_PAGE_HEIGHT_PX, EDGE_BAND_PROSE_WEIGHT,
    ROW_MAX_NEIGHBOURS, SIDE_COLUMN_EDGE, SIDE_COLUMN_MAX_WIDTH,
};

/// Seed 004's visual filter: a block in the upper half is judged by `<top, width, height>`,
/// one in the lower half by `<bottom, width, height>`; blocks hugging an edge fail. The paper
/// gives no thresholds and no horizontal test; a narrow column at a side edge is the sidebar case.
/// Header and footer bands only exist on pages taller than a couple of screens: on a short page
/// every block is "near the top" (the browser test's one-screen article motivated this).
pub(super) fn is_visual_edge(
    b: &NormBox,
    page_height_px: f32,
    total: &Stats,
    may_be_side_column: bool,
    in_row: impl FnOnce() -> bool,
    in_landmark: bool,
) -> bool {
    let plain_weight = total.plain_weight();
    // A box wholly off the page's width (its offsets clamp to 1) is not at an edge: a carousel's
    // slides wait past the right edge for their turn. With layout (replay) wcxb-dev 0.87747 ->
    // 0.87753 (2835's testimonials 0.83 -> 0.92), nothing else moves on the three dev sets.
    let side_column = may_be_side_column
        && b.left < 1.0
        && b.right < 1.0
        && b.width < SIDE_COLUMN_MAX_WIDTH
        && !centred_in_middle_band(b)
        && !in_row();
    let in_lower_half = b.top > b.bottom;
    let edge_distance = if in_lower_half { b.bottom } else { b.top };
    // A page's footer lies outside its main landmark and its article: what ends one near the
    // page's bottom edge is the content's last part (a grid's last row of cards). With layout
    // (recorded snapshots) wcxb-dev 0.87152 -> 0.87170: 17 pages up (collections 0.37 -> 0.43,
    // 0.73 -> 0.76; an article 0.93 -> 1.00), 8 down (truths without a post's closing "Recent
    // posts" or a reference page's last items: 0.35 -> 0.31, 0.94 -> 0.93). The top band stays
    // for both: a landmark opens with breadcrumbs and bars (exempting the top band instead: 15
    // pages up, 16 down).
    let edge_band = !(in_landmark && in_lower_half)
        && page_height_px >= EDGE_BAND_MIN_PAGE_HEIGHT_PX
        && edge_distance < EDGE_BAND
        && b.height < EDGE_BAND_MAX_HEIGHT
        && b.height * page_height_px < EDGE_BAND_MAX_HEIGHT_PX
        && plain_weight < EDGE_BAND_MAX_PLAIN_WEIGHT
        && (plain_weight < EDGE_BAND_PROSE_WEIGHT
            || total.link_density() >= EDGE_BAND_MIN_LINK_DENSITY)
        && b.width > 0.0;
    side_column || edge_band
}

/// Whether block `b` is a cell of a row of narrow columns across the page: the siblings beside
/// it (their boxes share height, not width), read outwards in document order up to
/// [`ROW_MAX_NEIGHBOURS`] each way and up to the first one that is not, include one reaching the
/// page's middle band, and it and all of them are narrower than a side column may be. The outer
/// cards of a centred row of three sit as near the edges as a sidebar does; a page's side column
/// has the wide main column beside it. With layout (recorded snapshots) wcxb-dev 0.87144 ->
/// 0.87152: 3 pages up (service pages' rows of three cards: 0.91 -> 0.97, 0.77 -> 0.83), none
/// down; the other dev sets unchanged.
pub(super) fn in_row_of_columns(doc: &BlockDoc, b: u32) -> bool {
    let block = &doc.blocks[b as usize];
    let (Some(own), parent) = (block.layout, block.parent) else {
        return false;
    };
    if parent == NO_BLOCK || own.width >= SIDE_COLUMN_MAX_WIDTH {
        return false;
    }
    let beside = |o: &NormBox| {
        let shares_height = o.top < 1.0 - own.bottom && own.top < 1.0 - o.bottom;
        let shares_width = o.left < 1.0 - own.right && own.left < 1.0 - o.right;
        shares_height && !shares_width
    };
    // The next sibling starts where a block's subtree ends; the previous one is the ancestor of
    // the block just before, under the same parent.
    let next = |s: u32| {
        let n = doc.blocks[s as usize].end;
        ((n as usize) < doc.blocks.len() && doc.blocks[n as usize].parent == parent).then_some(n)
    };
    let previous = |s: u32| {
        // The block just before is the parent itself or lies in the previous sibling's subtree.
        doc.self_and_ancestors(s - 1)
            .find(|&p| p == parent || doc.blocks[p as usize].parent == parent)
            .filter(|&p| p != parent)
    };
    let mut reaches_middle = false;
    for step in [&next as &dyn Fn(u32) -> Option<u32>, &previous] {
        let mut s = b;
        for _ in 0..ROW_MAX_NEIGHBOURS {
            let Some(n) = step(s) else { break };
            s = n;
            let Some(o) = doc.blocks[n as usize].layout else {
                continue;
            };
            if !beside(&o) {
                break;
            }
            if o.width >= SIDE_COLUMN_MAX_WIDTH {
                return false;
            }
            reaches_middle |= centred_in_middle_band(&o);
        }
    }
    reaches_middle
}

/// Whether box `b`'s horizontal centre lies at least [`SIDE_COLUMN_EDGE`] of the page's width
/// from either side edge, in the page's middle band, where no side column is.
fn centred_in_middle_band(b: &NormBox) -> bool {
    (SIDE_COLUMN_EDGE..=1.0 - SIDE_COLUMN_EDGE).contains(&(b.left + b.width / 2.0))
}

pub(super) fn page_height_px(page: &Page) -> f32 {
    page.size.map_or(0.0, |s| s.height_px)
}
