//! Listing, collection and landing pages: where the selection density made is a short intro
//! above what the page lists, the run of like siblings (cards, rows, products) or the main
//! landmark holding them becomes the content (`score::select` asks these in turn).

use crate::blocks::{BlockDoc, Stats, NO_BLOCK};
use crate::page::Page;
use crate::score::{in_page_furniture, outermost, Reason};
use crate::tuning::*;

/// Listing and collection pages: the parent of the run of like siblings (cards, rows) with the
/// most text, links included, when that text dwarfs what density selected (an intro line above
/// a grid of product or story links, whose items H(b) counts as link text).
pub(crate) fn dominant_grid(
    doc: &BlockDoc,
    repeated: &[bool],
    noise: &[Option<Reason>],
    selected: f32,
) -> Option<u32> {
    let mut best: Option<(u32, f32)> = None;
    // Each parent is judged once, when its first qualifying item comes up in document order.
    let mut judged = vec![false; doc.blocks.len()];
    for (b, block) in doc.blocks.iter().enumerate() {
        if !repeated[b] || block.parent == NO_BLOCK || noise[b] == Some(Reason::NoiseClass) {
            continue;
        }
        let parent = block.parent;
        if std::mem::replace(&mut judged[parent as usize], true) {
            continue;
        }
        if in_page_furniture(doc, parent) {
            continue;
        }
        if matches!(
            noise[parent as usize],
            Some(Reason::NoiseClass | Reason::VisualEdge)
        ) {
            continue;
        }
        // Link text counts: on listings the item titles are links (a cap on the items' link
        // density, to spare menus, lost most of the gain: listing F1 0.570 -> 0.486).
        let weight: f32 = doc
            .child_blocks(parent)
            .filter(|&c| repeated[c as usize])
            .map(|c| doc.blocks[c as usize].total.text_weight)
            .sum();
        if best.is_none_or(|(_, w)| weight > w) {
            best = Some((parent, weight));
        }
    }
    let (parent, weight) = best?;
    let min_weight = if selected > 0.0 {
        GRID_MIN_TEXT_WEIGHT
    } else {
        GRID_ALONE_MIN_TEXT_WEIGHT
    };
    (selected < GRID_MAX_SELECTED_WEIGHT
        && weight >= min_weight
        && weight >= GRID_OVER_SELECTION * selected)
        .then_some(parent)
}

/// Listing and collection pages whose items come in several runs (a "top rated" carousel, then
/// "latest", then "by category"), none of which outweighs the selection alone as
/// [`dominant_grid`] asks: the main landmark holding a short selection, when the items of all
/// its runs, links included, hold [`LISTING_OVER_SELECTION`] times the selected text.
pub(crate) fn listing_main(
    page: &Page,
    doc: &BlockDoc,
    repeated: &[bool],
    noise: &[Option<Reason>],
    roots: &[u32],
    selected: f32,
) -> Option<u32> {
    if selected >= LISTING_MAX_SELECTED_WEIGHT {
        return None;
    }
    let main = main_holding(page, doc, roots)?;
    let end = doc.blocks[main as usize].end;
    // The outermost items only: a run of sections each holding a run of cards counts once.
    let weight: f32 = outermost(doc, main + 1..end, |b| {
        repeated[b as usize]
            && noise[b as usize] != Some(Reason::NoiseClass)
            && !in_page_furniture(doc, b)
    })
    .map(|b| doc.blocks[b as usize].total.text_weight)
    .sum();
    (weight >= GRID_MIN_TEXT_WEIGHT && weight >= LISTING_OVER_SELECTION * selected).then_some(main)
}

/// The main landmark (`<main>`, `role=main`) that holds every root, if any.
fn main_holding(page: &Page, doc: &BlockDoc, roots: &[u32]) -> Option<u32> {
    let main = doc.self_and_ancestors(*roots.first()?).find(|&m| {
        page.element(doc.blocks[m as usize].node)
            .is_some_and(|e| e.is_main())
    })?;
    let end = doc.blocks[main as usize].end;
    roots.iter().all(|&r| r < end).then_some(main)
}

/// Landing and service pages: sections of prose, none dominant, each one a feature or a step.
/// The main landmark holding the selection becomes it when it holds [`LANDING_OVER_SELECTION`]
/// times the selection's plain text (noise left out): density chose one section of several.
pub(crate) fn landing_main(
    page: &Page,
    doc: &BlockDoc,
    effective: &[Stats],
    roots: &[u32],
) -> Option<u32> {
    let main = main_holding(page, doc, roots)?;
    let selected: f32 = roots
        .iter()
        .map(|&r| effective[r as usize].plain_weight())
        .sum();
    (effective[main as usize].plain_weight() >= LANDING_OVER_SELECTION * selected).then_some(main)
}

/// Makes `main` the one root and keeps the link-dense items of its runs and the wrappers around
/// them (a section whose only text is its cards' links).
pub(crate) fn take_main(
    doc: &BlockDoc,
    roots: &mut Vec<u32>,
    noise: &mut [Option<Reason>],
    repeated: &[bool],
    main: u32,
) {
    roots.clear();
    roots.push(main);
    noise[main as usize] = None;
    // Clearing an item's subtree clears the items nested in it too.
    let items: Vec<u32> = outermost(doc, main + 1..doc.blocks[main as usize].end, |c| {
        repeated[c as usize] && noise[c as usize] != Some(Reason::NoiseClass)
    })
    .collect();
    for c in items {
        keep_link_dense_subtree(doc, noise, c);
        let up = doc.self_and_ancestors(doc.blocks[c as usize].parent);
        for a in up.take_while(|&a| a != main) {
            if noise[a as usize] == Some(Reason::LinkDense) {
                noise[a as usize] = None;
            }
        }
    }
}

/// A collection page's grid of products beside the prose density chose (a category's buying
/// guide): the parent of a run of like siblings, at least [`PRICED_GRID_MIN_ITEMS`] of them, that
/// nearly all print a price, outside the selection and the page's furniture. The products are
/// what the page lists; the guide does not make them page furniture.
pub(crate) fn priced_grid(
    page: &Page,
    doc: &BlockDoc,
    repeated: &[bool],
    noise: &[Option<Reason>],
    roots: &[u32],
) -> Option<u32> {
    // A product's own page (`og:type` "product", not "product.group"): its priced grids are
    // other products, related or recently viewed.
    let one_product = page
        .head
        .metas
        .iter()
        .any(|(k, v)| k == "og:type" && v.trim().to_ascii_lowercase().ends_with("product"));
    if one_product {
        return None;
    }
    let mut judged = vec![false; doc.blocks.len()];
    let selected = |b: u32| {
        roots
            .iter()
            .any(|&r| r <= b && b < doc.blocks[r as usize].end)
    };
    for (b, block) in doc.blocks.iter().enumerate() {
        let parent = block.parent;
        if !repeated[b] || parent == NO_BLOCK {
            continue;
        }
        if std::mem::replace(&mut judged[parent as usize], true)
            || selected(parent)
            || in_page_furniture(doc, parent)
            || matches!(
                noise[parent as usize],
                Some(Reason::NoiseClass | Reason::VisualEdge)
            )
        {
            continue;
        }
        let items: Vec<u32> = doc
            .child_blocks(parent)
            .filter(|&c| repeated[c as usize])
            .collect();
        let priced = items
            .iter()
            .filter(|&&c| {
                prints_price(&crate::metadata::visible::text_of(
                    page,
                    doc.blocks[c as usize].node,
                ))
            })
            .count();
        if items.len() >= PRICED_GRID_MIN_ITEMS
            && priced as f32 >= PRICED_GRID_MIN_SHARE * items.len() as f32
        {
            return Some(parent);
        }
    }
    None
}

/// Whether `text` prints a price: a currency sign next to a number ("$79.00", "$ 79", "59,99
/// €").
fn prints_price(text: &str) -> bool {
    const CURRENCY: &[char] = &['$', '€', '£', '¥', '₹', '₽', '₩'];
    let chars: Vec<char> = text.chars().collect();
    let digit_at = |k: usize| chars.get(k).is_some_and(char::is_ascii_digit);
    let space_at = |k: usize| chars.get(k).is_some_and(|c| c.is_whitespace());
    chars.iter().enumerate().any(|(i, c)| {
        CURRENCY.contains(c)
            && (digit_at(i + 1)
                || (space_at(i + 1) && digit_at(i + 2))
                || (i >= 1 && digit_at(i - 1))
                || (i >= 2 && space_at(i - 1) && digit_at(i - 2)))
    })
}

/// Makes `grid` a root (replacing roots inside it) and keeps its link-dense items.
pub(crate) fn take_grid(
    doc: &BlockDoc,
    roots: &mut Vec<u32>,
    noise: &mut [Option<Reason>],
    repeated: &[bool],
    grid: u32,
) {
    let end = doc.blocks[grid as usize].end;
    // Inside a selected subtree already, only its items' link density was in the way.
    let inside = roots
        .iter()
        .any(|&r| r <= grid && grid < doc.blocks[r as usize].end);
    if !inside {
        roots.retain(|&r| !(grid < r && r < end));
        roots.push(grid);
        roots.sort_unstable();
    }
    noise[grid as usize] = None;
    for c in doc.child_blocks(grid).filter(|&c| repeated[c as usize]) {
        keep_link_dense_subtree(doc, noise, c);
    }
}

/// Clears the link-dense verdict of block `b` and of every block inside it (a run's items, a
/// table cell given back with its row).
pub(crate) fn keep_link_dense_subtree(doc: &BlockDoc, noise: &mut [Option<Reason>], b: u32) {
    for n in &mut noise[b as usize..doc.blocks[b as usize].end as usize] {
        if *n == Some(Reason::LinkDense) {
            *n = None;
        }
    }
}
