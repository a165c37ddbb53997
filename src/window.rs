//! Seed 001's title-anchored window, a second opinion on where the article starts and ends.
//!
//! The title is located again in the body; from it, the page is read downward as lines (here:
//! blocks with text of their own, in document order). The first content line opens a run; a run
//! closes when no content line follows within `WINDOW_LINES` lines; several runs may form and the
//! one with the most text wins. The first run marks where the article starts. The paper labels
//! lines with a small neural network; here a line is content by seed 004's densities (enough
//! plain text, few links).

use crate::blocks::{BlockDoc, NO_BLOCK};
use crate::metadata::visible::text_of;
use crate::page::{NodeData, Page};
use crate::tuning::{
    WINDOW_BOX_MAX_LINES, WINDOW_LINES, WINDOW_LINE_MAX_LINK_DENSITY, WINDOW_LINE_MIN_WEIGHT,
};

/// Tags the title is looked for in, and how far into the page (nodes).
const TITLE_TAGS: &[&str] = &[
    "h1", "h2", "h3", "header", "div", "p", "span", "strong", "b",
];
const TITLE_SEARCH_NODES: usize = 20_000;

/// The runs of content lines below the title: block-index ranges `[first, last]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Runs {
    /// The first run: where the article starts, right below its title.
    pub first: (u32, u32),
    /// The run with the most text (seed 001's winner).
    pub largest: (u32, u32),
}

/// The runs below block `anchor` (the title, located by [`locate_title`]), if any follows it.
pub fn runs_below(doc: &BlockDoc, anchor: u32) -> Option<Runs> {
    let mut first: Option<(u32, u32)> = None;
    let mut best: Option<(u32, u32, f32)> = None;
    let mut run: Option<(u32, u32, f32)> = None;
    let mut since_content = 0usize;
    // Where the link lines since the run's last content line lie: `Some(Some(box))` while all
    // of them are in one child `box` of the run's parent element.
    let mut gap_box: Option<Option<u32>> = None;
    let mut close = |r: (u32, u32, f32)| {
        first.get_or_insert((r.0, r.1));
        best = better(best, r);
    };
    for (b, block) in doc.blocks.iter().enumerate().skip(anchor as usize + 1) {
        let own = &block.own;
        if own.text_weight <= 0.0 {
            continue;
        }
        let content = own.plain_weight() >= WINDOW_LINE_MIN_WEIGHT
            && own.link_density() <= WINDOW_LINE_MAX_LINK_DENSITY;
        if !content {
            // Short lines without links (list items, table cells, code) neither open a run
            // nor close one; lines made of links do.
            if own.link_density() <= WINDOW_LINE_MAX_LINK_DENSITY {
                continue;
            }
            since_content += 1;
            // Once the gap is mixed or too long for a box, where its lines lie no longer matters.
            let open_gap = gap_box != Some(None) && since_content <= WINDOW_BOX_MAX_LINES;
            if let Some(r) = run.filter(|_| open_gap) {
                // The box under the run's parent element that holds this link line.
                let held = child_holding(doc, doc.blocks[r.1 as usize].parent, b as u32);
                gap_box = match gap_box {
                    None => Some(held),
                    Some(g) if g == held => Some(g),
                    Some(_) => Some(None),
                };
            }
            continue;
        }
        let b = b as u32;
        // One box of links inside the body's flow (a "related" panel between two paragraphs)
        // parts no run: the paragraphs on either side of it are children of one element.
        if since_content > WINDOW_LINES {
            let one_box = gap_box.flatten().is_some() && since_content <= WINDOW_BOX_MAX_LINES;
            if let Some(r) =
                run.take_if(|r| !one_box || doc.blocks[r.1 as usize].parent != block.parent)
            {
                close(r);
            }
        }
        since_content = 0;
        gap_box = None;
        run = Some(match run {
            Some((first, _, weight)) => (first, b, weight + own.plain_weight()),
            None => (b, b, own.plain_weight()),
        });
    }
    if let Some(r) = run {
        close(r);
    }
    let (a, b, _) = best?;
    Some(Runs {
        first: first?,
        largest: (a, b),
    })
}

/// The child block of `parent` whose subtree holds block `b`, if `b` lies under `parent`.
fn child_holding(doc: &BlockDoc, parent: u32, mut b: u32) -> Option<u32> {
    while b != NO_BLOCK {
        let up = doc.blocks[b as usize].parent;
        if up == parent {
            return Some(b);
        }
        b = up;
    }
    None
}

fn better(best: Option<(u32, u32, f32)>, run: (u32, u32, f32)) -> Option<(u32, u32, f32)> {
    match best {
        Some(b) if b.2 >= run.2 => Some(b),
        _ => Some(run),
    }
}

/// The block of the first short element whose text is the title (case and whitespace folded),
/// an `h1` before any other tag. daniel-a 0.891 -> 0.894 (native; 39 pages up, 7 down on the
/// three sets): the mega-menu entries that named the page above its headline no longer hold the
/// title.
pub fn locate_title(page: &Page, doc: &BlockDoc, title: &str) -> Option<u32> {
    let want = fold(title);
    if want.is_empty() {
        return None;
    }
    let max_len = want.len() * 2;
    // Lowercasing makes at most two characters of one (İ): a text of fewer than half the title's
    // characters cannot hold it.
    let min_solid = want
        .chars()
        .filter(|c| !c.is_whitespace())
        .count()
        .div_ceil(2);
    let holds_title = |i: usize, tags: &[&str]| {
        let node = &page.nodes[i];
        let NodeData::Element(e) = &node.data else {
            return false;
        };
        // Cheap bound before reading the text: a container of the whole page is not the title.
        let end = node.end as usize;
        if !tags.contains(&e.tag.as_str()) || end.saturating_sub(i) > 64 {
            return false;
        }
        // Each character other than whitespace is at least a byte of the folded text.
        let solid: usize = page.measures[i..end].iter().map(|m| m.chars as usize).sum();
        if solid < min_solid || solid > max_len {
            return false;
        }
        // `text_of` folds whitespace already.
        let text = text_of(page, i as u32).to_lowercase();
        text.len() <= max_len && text.contains(&want)
    };
    let searched = page.nodes.len().min(TITLE_SEARCH_NODES);
    // The headline element first: a menu entry above it may name the page too.
    let found = (0..searched)
        .find(|&i| holds_title(i, &["h1"]))
        .or_else(|| (0..searched).find(|&i| holds_title(i, TITLE_TAGS)))?;
    doc.owner.get(found).copied()
}

fn fold(s: &str) -> String {
    crate::text::fold_whitespace(s).to_lowercase()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::dom::html::HtmlDocument;

    fn run_texts(html: &str, title: &str) -> Option<(String, String)> {
        let page = Page::read(&HtmlDocument::parse(html, None));
        let doc = BlockDoc::build(&page);
        let anchor = locate_title(&page, &doc, title)?;
        let (first, last) = runs_below(&doc, anchor)?.largest;
        let text = |b: u32| text_of(&page, doc.blocks[b as usize].node);
        Some((text(first), text(last)))
    }

    const P: &str = "The river rose through the night, and by morning the lower town was under \
                     water while volunteers carried sandbags along the quay.";

    #[test]
    fn the_run_starts_below_the_title_and_ends_before_far_text() {
        let links: String = (0..60)
            .map(|i| format!("<li><a href=/x{i}>Other story {i}</a></li>"))
            .collect();
        let html = format!(
            "<body><p>{P} (teaser above the title)</p><h1>Flood in the lower town</h1>\
             <p>{P} one</p><p>{P} two</p><ul>{links}</ul><p>{P} far below</p></body>"
        );
        let (first, last) = run_texts(&html, "Flood in the Lower Town").expect("run");
        assert!(first.ends_with("one"), "{first}");
        assert!(last.ends_with("two"), "{last}");
    }

    #[test]
    fn a_box_of_links_between_two_paragraphs_parts_no_run() {
        let links: String = (0..8)
            .map(|i| format!("<li><a href=/x{i}>Related story {i}</a></li>"))
            .collect();
        let html = format!(
            "<body><h1>Flood in the lower town</h1><div class=body><p>{P} one</p>\
             <aside><ul>{links}</ul></aside><p>{P} two</p></div>\
             <div class=more><ul>{links}</ul></div><p>{P} far below</p></body>"
        );
        let (first, last) = run_texts(&html, "Flood in the lower town").expect("run");
        assert!(first.ends_with("one"), "{first}");
        assert!(last.ends_with("two"), "{last}");
        // The same links as loose lines of the body, not one box, still part the run.
        let loose: String = (0..8)
            .map(|i| format!("<p><a href=/x{i}>Related story {i}</a></p>"))
            .collect();
        let html = format!(
            "<body><h1>Flood in the lower town</h1><div class=body><p>{P} one</p><p>{P} and \
             more</p>{loose}<p>{P} two</p></div></body>"
        );
        let (_, last) = run_texts(&html, "Flood in the lower town").expect("run");
        assert!(last.ends_with("more"), "{last}");
    }

    #[test]
    fn the_headline_is_found_before_a_menu_entry_that_names_the_page() {
        let html = format!(
            "<body><div class=menu><span>Free legal forms</span><p>{P} (menu blurb)</p></div>\
             <h1>Free legal forms</h1><p>{P} one</p></body>"
        );
        let (first, _) = run_texts(&html, "Free Legal Forms").expect("run");
        assert!(first.ends_with("one"), "{first}");
    }

    #[test]
    fn no_title_in_the_body_means_no_opinion() {
        let html = format!("<body><p>{P}</p></body>");
        assert_eq!(run_texts(&html, "Something else entirely"), None);
    }
}
