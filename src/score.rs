//! Scoring: a [`BlockDoc`] becomes a [`Selection`], the set of blocks that make the main content.
//! Noise blocks are marked first (`noise/`: seed 004's density and visual filters, class
//! hints), then the content container is the block with the highest composite density H(b)
//! (seed 000), and its siblings that read like content join it. Listing, collection and landing
//! pages then widen it to what they list (`listing.rs`); a thread's post widens to the thread.

use crate::blocks::{BlockDoc, Stats, NO_BLOCK};
use crate::lexicon;
use crate::listing::{
    dominant_grid, landing_main, listing_main, priced_grid, take_grid, take_main,
};
use crate::noise::{
    keep_flanked_blocks, keep_headed_lists, keep_item_headlines, keep_row_cells, mark_noise,
};
use crate::page::Page;
use crate::tuning::*;

pub use crate::selection::{Reason, Selection};

/// Picks the main content of `doc`; the selection is empty when nothing reads like content.
pub fn select(page: &Page, doc: &BlockDoc) -> Selection {
    // Each block's signature, once: the runs, the thread and the like-posts tests all compare them.
    let signatures: Vec<Signature> = (0..doc.blocks.len() as u32)
        .map(|b| signature(page, doc, b))
        .collect();
    let repeated = repeated_siblings(doc, &signatures);
    let mut noise = mark_noise(page, doc, &repeated);
    let effective = effective_stats(doc, &noise);
    let scores = composite_density(page, doc, &noise, &effective);
    let container = argmax(&scores);
    let mut roots = Vec::new();
    if let Some(c) = container {
        if effective[c as usize].plain_weight() >= MIN_ARTICLE_TEXT_WEIGHT {
            roots.push(c);
            roots.extend(joining_siblings(doc, &noise, &effective, c));
            roots.sort_unstable();
            lift_to_prose_parent(page, doc, &mut noise, &effective, &mut roots);
        }
    }
    if let Some(c) = container {
        let likeness = Likeness {
            signatures: &signatures,
            noise: &noise,
            eff: &effective,
        };
        if !widen_to_thread(
            doc,
            &repeated,
            &likeness,
            c,
            &mut roots,
            THREAD_OVER_CONTAINER,
        ) {
            widen_to_like_posts(doc, &likeness, c, &mut roots);
        }
    }
    let selected: f32 = roots
        .iter()
        .map(|&r| effective[r as usize].text_weight)
        .sum();
    let mut listing = false;
    if let Some(grid) = dominant_grid(doc, &repeated, &noise, selected) {
        take_grid(doc, &mut roots, &mut noise, &repeated, grid);
        listing = true;
    } else if let Some(main) = listing_main(page, doc, &repeated, &noise, &roots, selected) {
        take_main(doc, &mut roots, &mut noise, &repeated, main);
        listing = true;
    } else if let Some(main) = landing_main(page, doc, &effective, &roots) {
        roots = vec![main];
    } else if let Some(grid) = priced_grid(page, doc, &repeated, &noise, &roots) {
        take_grid(doc, &mut roots, &mut noise, &repeated, grid);
        listing = true;
    }
    keep_headed_lists(page, doc, &mut noise);
    keep_item_headlines(page, doc, &mut noise);
    keep_flanked_blocks(page, doc, &mut noise);
    keep_row_cells(page, doc, &mut noise);
    let reasons = assign_reasons(doc, &noise, &roots);
    Selection {
        container,
        roots,
        reasons,
        scores,
        noise,
        effective,
        listing,
        inline_cuts: Vec::new(),
    }
}

/// The whole `<body>` as the selection, for a page with some visible text but at most
/// [`SHORT_PAGE_MAX_CHARS`] of it; `None` otherwise. Nothing is noise on such a page: its menu
/// link, if that is all it has, is its text.
pub fn select_whole_page(page: &Page, doc: &BlockDoc) -> Option<Selection> {
    let body = doc.blocks.iter().position(|b| page.tag(b.node) == "body")? as u32;
    let chars = doc.blocks[body as usize].total.chars;
    if chars == 0 || chars > SHORT_PAGE_MAX_CHARS {
        return None;
    }
    let noise = vec![None; doc.blocks.len()];
    let roots = vec![body];
    Some(Selection {
        container: None,
        reasons: assign_reasons(doc, &noise, &roots),
        roots,
        scores: vec![0.0; doc.blocks.len()],
        effective: doc.blocks.iter().map(|b| b.total).collect(),
        noise,
        listing: false,
        inline_cuts: Vec::new(),
    })
}

/// On a page that says it is a discussion (JSON-LD's `DiscussionForumPosting` or `QAPage`), a
/// container inside one post widens to the thread however much of the thread's text that post
/// holds: one reply pasting a long build log outweighs the rest of the thread, which is still
/// the content (Discourse's crawler view). With layout (replay) wcxb-dev 0.87459 -> 0.87467:
/// two Discourse threads 0.17 -> 0.27 and 0.29 -> 0.32; nothing else moves on the 2,406 pages.
/// Widening so on every page took more pages down than up (14 down, 9 up on the dev sets).
///
/// `said` is whether the page says so. On other pages the posts can say it with their ids
/// ([`widen_to_numbered_posts`]).
pub(crate) fn widen_discussion(page: &Page, doc: &BlockDoc, selection: &mut Selection, said: bool) {
    let Some(c) = selection.container else {
        return;
    };
    if selection.listing || selection.roots.is_empty() {
        return;
    }
    let mut roots = selection.roots.clone();
    let widened = if said {
        let signatures: Vec<Signature> = (0..doc.blocks.len() as u32)
            .map(|b| signature(page, doc, b))
            .collect();
        let repeated = repeated_siblings(doc, &signatures);
        let likeness = Likeness {
            signatures: &signatures,
            noise: &selection.noise,
            eff: &selection.effective,
        };
        widen_to_thread(doc, &repeated, &likeness, c, &mut roots, 1.0)
    } else {
        widen_to_numbered_posts(page, doc, &selection.effective, c, &mut roots)
    };
    if widened {
        selection.reasons = assign_reasons(doc, &selection.noise, &roots);
        selection.roots = roots;
    }
}

/// A container inside an element whose id numbers a post (`post-4859929`, phpBB's `p123456`,
/// [`is_post_id`]) widens to that element's siblings of its tag numbered so, at least
/// [`NUMBERED_POSTS_MIN`] of them, when together they hold content. The opening post is often
/// classed apart from the replies (XenForo's `uix_threadAuthor`) and outweighs them, so
/// neither likeness nor weight would widen it. With layout (replay) wcxb-dev 0.87471 ->
/// 0.87482: 3 forum threads up (0517 0.82 -> 0.96, 0556 0.85 -> 0.88), none down on the 2,406
/// pages.
fn widen_to_numbered_posts(
    page: &Page,
    doc: &BlockDoc,
    eff: &[Stats],
    container: u32,
    roots: &mut Vec<u32>,
) -> bool {
    let numbered = |b: u32| {
        page.element(doc.blocks[b as usize].node)
            .is_some_and(|e| is_post_id(&e.id))
    };
    let Some(post) = doc.self_and_ancestors(container).find(|&a| numbered(a)) else {
        return false;
    };
    let parent = doc.blocks[post as usize].parent;
    if parent == NO_BLOCK || in_page_furniture(doc, parent) {
        return false;
    }
    let tag = page.tag(doc.blocks[post as usize].node);
    let posts: Vec<u32> = doc
        .child_blocks(parent)
        .filter(|&b| page.tag(doc.blocks[b as usize].node) == tag && numbered(b))
        .collect();
    if posts.len() < NUMBERED_POSTS_MIN || !hold_the_thread(eff, &posts, container, 1.0) {
        return false;
    }
    take_items(doc, roots, parent, posts);
    true
}

/// Whether an element id numbers a post: a number after one of `lexicon::POST_ID_PREFIXES`,
/// read without case, separators and digits ("post-4859929", "js-post-123", "p123456").
fn is_post_id(id: &str) -> bool {
    let number = id.trim_start_matches(|c: char| !c.is_ascii_digit());
    let prefix = &id[..id.len() - number.len()];
    !number.is_empty()
        && number.bytes().all(|b| b.is_ascii_digit())
        && lexicon::POST_ID_PREFIXES.iter().any(|p| {
            prefix
                .bytes()
                .filter(|b| b.is_ascii_alphabetic())
                .map(|b| b.to_ascii_lowercase())
                .eq(p.bytes())
        })
}

/// The selection's roots under `parent` give way to `items`.
fn take_items(doc: &BlockDoc, roots: &mut Vec<u32>, parent: u32, items: Vec<u32>) {
    let end = doc.blocks[parent as usize].end;
    roots.retain(|&r| !(parent < r && r < end));
    roots.extend(items);
    roots.sort_unstable();
}

/// A container inside one item of a run of like siblings (a forum thread's posts, a Q&A page's
/// answers) widens to every item of the run when the items hold content: prose, mostly not
/// links, and more of it than the container (one post of a thread whose user cards and
/// reaction bars keep H(b) from choosing the whole thread).
fn widen_to_thread(
    doc: &BlockDoc,
    repeated: &[bool],
    like: &Likeness,
    container: u32,
    roots: &mut Vec<u32>,
    over: f32,
) -> bool {
    let Some(a) = doc
        .self_and_ancestors(container)
        .find(|&a| repeated[a as usize])
    else {
        return false;
    };
    let parent = doc.blocks[a as usize].parent;
    if parent == NO_BLOCK {
        return false;
    }
    if in_page_furniture(doc, parent) {
        return false;
    }
    let item = like.signatures[a as usize];
    if !names_a_post(item) {
        return false;
    }
    let items: Vec<u32> = doc
        .child_blocks(parent)
        .filter(|&c| like.is_like(c, item))
        .collect();
    if !hold_the_thread(like.eff, &items, container, over) {
        return false;
    }
    take_items(doc, roots, parent, items);
    true
}

/// A container that is one post's body, where the posts are not siblings (the opening post
/// apart from the replies, replies nested in replies): every block on the page of the
/// container's tag and class joins it when together they hold content, as in
/// [`widen_to_thread`].
fn widen_to_like_posts(doc: &BlockDoc, like: &Likeness, container: u32, roots: &mut Vec<u32>) {
    let item = like.signatures[container as usize];
    if !names_a_post(item) {
        return;
    }
    // One post's body holds no other.
    let posts: Vec<u32> = outermost(doc, 0..doc.blocks.len() as u32, |b| {
        like.is_like(b, item) && !in_page_furniture(doc, b)
    })
    .collect();
    if posts.len() < MIN_REPEATED_SIBLINGS
        || !hold_the_thread(like.eff, &posts, container, THREAD_OVER_CONTAINER)
    {
        return;
    }
    roots.retain(|&r| {
        !posts
            .iter()
            .any(|&l| l <= r && r < doc.blocks[l as usize].end)
    });
    roots.extend(posts);
    roots.sort_unstable();
}

/// Whether `focus`, a block inside `container`, is one post of a thread that `container` holds:
/// the block that carries most of `focus`'s text is named like a post, and at least
/// [`MIN_REPEATED_SIBLINGS`] - 1 more blocks of its tag and class, mostly not links, sit
/// elsewhere in `container` (a forum's opening post above its replies).
pub(crate) fn one_post_of_thread(
    page: &Page,
    doc: &BlockDoc,
    noise: &[Option<Reason>],
    eff: &[Stats],
    container: u32,
    focus: u32,
) -> bool {
    let end = |b: u32| doc.blocks[b as usize].end;
    let plain = |b: u32| eff[b as usize].plain_weight();
    let outside_focus = |b: u32| b < focus || b >= end(focus);
    // The post's body and its wrappers (each holds most of the focus's text): the replies may
    // be classed like any one of them.
    let mut bodies = (focus..end(focus)).filter(|&b| {
        noise[b as usize].is_none()
            && plain(b) >= POST_BODY_SHARE * plain(focus)
            && names_a_post(signature(page, doc, b))
    });
    bodies.any(|body| {
        let item = signature(page, doc, body);
        let posts: Vec<u32> = outermost(doc, container..end(container), |b| {
            outside_focus(b)
                && noise[b as usize].is_none()
                && signature(page, doc, b) == item
                && !in_page_furniture(doc, b)
        })
        .collect();
        posts.len() + 1 >= MIN_REPEATED_SIBLINGS && prose_of(eff, &posts).1
    })
}

/// What the thread tests read: each block's signature, the noise marks and the effective stats.
struct Likeness<'a, 'p> {
    signatures: &'a [Signature<'p>],
    noise: &'a [Option<Reason>],
    eff: &'a [Stats],
}

impl Likeness<'_, '_> {
    /// Block `b` is not noise and has signature `item`.
    fn is_like(&self, b: u32, item: Signature) -> bool {
        self.signatures[b as usize] == item && self.noise[b as usize].is_none()
    }
}

/// `items` hold content: prose, mostly not links, and `over` times the container's plain text
/// ([`THREAD_OVER_CONTAINER`], or 1 on a page that says it is a discussion).
fn hold_the_thread(eff: &[Stats], items: &[u32], container: u32, over: f32) -> bool {
    let (plain, mostly_prose) = prose_of(eff, items);
    plain >= over * eff[container as usize].plain_weight() && mostly_prose
}

/// The plain text weight of `items` (links left out), and whether their text is mostly not
/// links ([`MAX_LINK_DENSITY`]).
fn prose_of(eff: &[Stats], items: &[u32]) -> (f32, bool) {
    let plain: f32 = items.iter().map(|&c| eff[c as usize].plain_weight()).sum();
    let text: f32 = items.iter().map(|&c| eff[c as usize].text_weight).sum();
    (plain, 1.0 - plain / text.max(1.0) <= MAX_LINK_DENSITY)
}

/// Unnamed `div`s in a row are a page's layout, not posts: a post is classed, or an `<article>`.
fn names_a_post(item: Signature) -> bool {
    item.1 != 0 || item.0 == "article"
}

/// Whether block `b` or an ancestor is navigation, an aside, a header or a footer (a menu's
/// entries are like siblings too): read once per block as the blocks are built, since a walk
/// up from each run's parent is quadratic on deep pages.
pub(crate) fn in_page_furniture(doc: &BlockDoc, b: u32) -> bool {
    doc.blocks[b as usize].in_furniture
}

/// The blocks in `range` that `pick` accepts, in document order, without the blocks inside an
/// accepted one.
pub(crate) fn outermost<'a>(
    doc: &'a BlockDoc,
    range: std::ops::Range<u32>,
    mut pick: impl FnMut(u32) -> bool + 'a,
) -> impl Iterator<Item = u32> + 'a {
    let mut b = range.start;
    std::iter::from_fn(move || {
        while b < range.end {
            let here = b;
            if pick(here) {
                b = doc.blocks[here as usize].end;
                return Some(here);
            }
            b += 1;
        }
        None
    })
}

/// What makes siblings alike: the tag of a block's element and a key of its class words (0 when
/// it has none that count).
pub(crate) type Signature<'p> = (&'p str, u64);

/// The [`Signature`] of block `b`.
pub(crate) fn signature<'p>(page: &'p Page, doc: &BlockDoc, b: u32) -> Signature<'p> {
    let e = page.element(doc.blocks[b as usize].node);
    (
        e.map_or("", |e| e.tag.as_str()),
        e.map_or(0, |e| lexicon::class_key(&e.class)),
    )
}

/// Whether each block is one of a run of like siblings (same tag and class): items of a list,
/// grid or thread, whose link-heavy text (product names, post titles) can be the content.
fn repeated_siblings(doc: &BlockDoc, signatures: &[Signature]) -> Vec<bool> {
    let mut repeated = vec![false; doc.blocks.len()];
    let signature = |b: u32| signatures[b as usize];
    // One pair of buffers serves every parent (this runs on every extraction).
    let mut children: Vec<u32> = Vec::new();
    let mut counts: std::collections::HashMap<Signature, usize> = Default::default();
    for parent in 0..doc.blocks.len() as u32 {
        children.clear();
        children.extend(doc.child_blocks(parent));
        if children.len() < MIN_REPEATED_SIBLINGS {
            continue;
        }
        counts.clear();
        for &c in &children {
            *counts.entry(signature(c)).or_default() += 1;
        }
        for &c in &children {
            repeated[c as usize] = counts[&signature(c)] >= MIN_REPEATED_SIBLINGS;
        }
    }
    repeated
}

/// Subtree statistics counting only blocks that are not noise.
fn effective_stats(doc: &BlockDoc, noise: &[Option<Reason>]) -> Vec<Stats> {
    let mut eff: Vec<Stats> = doc
        .blocks
        .iter()
        .zip(noise)
        .map(|(b, n)| if n.is_some() { Stats::default() } else { b.own })
        .collect();
    for b in (1..doc.blocks.len()).rev() {
        let parent = doc.blocks[b].parent;
        if parent != NO_BLOCK && noise[b].is_none() {
            let child = eff[b];
            eff[parent as usize].add(&child);
        }
    }
    eff
}

/// Seed 000's composite density H(b) = p_text * (1 - p_link) * p_textl / (1 + size(b) * alpha).
/// The paper multiplies p_link in; a high p_link means noise, so it enters as (1 - p_link).
/// size(b) is the block's share of the page's blocks (the paper leaves it undefined). p_link is
/// capped at [`H_MAX_LINK_SHARE`].
fn composite_density(
    page: &Page,
    doc: &BlockDoc,
    noise: &[Option<Reason>],
    eff: &[Stats],
) -> Vec<f32> {
    let totals = &doc.page_total;
    let page_plain = totals.plain_weight();
    let page_links = totals.links as f32;
    let page_blocks = doc.blocks.len() as f32;
    let mut h = vec![0.0f32; doc.blocks.len()];
    // Noise inherited from any ancestor, in one forward pass (pages nest thousands deep).
    let mut noisy = vec![false; doc.blocks.len()];
    for (b, block) in doc.blocks.iter().enumerate() {
        let parent_noisy = block.parent != NO_BLOCK && noisy[block.parent as usize];
        noisy[b] = noise[b].is_some() || parent_noisy;
        if noisy[b] {
            continue;
        }
        let s = &eff[b];
        let plain = s.plain_weight();
        if plain <= 0.0 {
            continue;
        }
        let p_text = plain / (1.0 + page_plain);
        let p_link = (s.links as f32 / (1.0 + page_links)).min(H_MAX_LINK_SHARE);
        let p_textl = plain / (1.0 + s.text_weight);
        let size = (block.end - b as u32) as f32 / page_blocks;
        h[b] = p_text * (1.0 - p_link) * p_textl / (1.0 + size * H_SIZE_ALPHA)
            * markup_factor(page, block.node);
    }
    h
}

/// What the markup says about a block, as a factor on H(b): schema.org's `articleBody`/`text`,
/// `role=main` and content-like class names raise it, boilerplate-like ones lower it
/// (Readability weighs class names the same way; daniel-a ria.ru: a long hidden legal notice
/// outweighed the short `itemprop=articleBody` news text).
fn markup_factor(page: &Page, node: u32) -> f32 {
    let Some(e) = page.element(node) else {
        return 1.0;
    };
    let mut factor = 1.0;
    let itemprop = e.attr("itemprop").unwrap_or("");
    if lexicon::has_word(itemprop, lexicon::CONTENT_ITEMPROPS) || e.attr("role") == Some("main") {
        factor *= MARKUP_MAIN_FACTOR;
    }
    let content = e.is_named(lexicon::Named::Content);
    let noise = e.is_named(lexicon::Named::Noise);
    if content && !noise {
        factor *= MARKUP_CONTENT_FACTOR;
    } else if noise && !content {
        factor *= MARKUP_NOISE_FACTOR;
    }
    factor
}

fn argmax(scores: &[f32]) -> Option<u32> {
    let mut best: Option<(u32, f32)> = None;
    for (i, &s) in scores.iter().enumerate() {
        if s > 0.0 && best.is_none_or(|(_, bs)| s > bs) {
            best = Some((i as u32, s));
        }
    }
    best.map(|(i, _)| i)
}

/// Siblings of the container that read like content join it (an article's header, a second
/// column of the body): enough plain text, few links.
fn joining_siblings(
    doc: &BlockDoc,
    noise: &[Option<Reason>],
    eff: &[Stats],
    container: u32,
) -> Vec<u32> {
    let parent = doc.blocks[container as usize].parent;
    if parent == NO_BLOCK {
        return Vec::new();
    }
    let container_plain = eff[container as usize].plain_weight();
    doc.child_blocks(parent)
        .filter(|&s| s != container && noise[s as usize].is_none())
        .filter(|&s| {
            let st = &eff[s as usize];
            st.plain_weight() >= SIBLING_MIN_SHARE * container_plain
                && st.plain_weight() >= SIBLING_MIN_TEXT_WEIGHT
                && st.link_density() < SIBLING_MAX_LINK_DENSITY
        })
        .collect()
}

/// Where the roots are children of one block that has prose of its own (text directly inside
/// it, around them: an old page's first paragraph before its first `<p>`), that block becomes
/// the root and its other children stay out.
fn lift_to_prose_parent(
    page: &Page,
    doc: &BlockDoc,
    noise: &mut [Option<Reason>],
    eff: &[Stats],
    roots: &mut Vec<u32>,
) {
    let parent = doc.blocks[roots[0] as usize].parent;
    if parent == NO_BLOCK
        || noise[parent as usize].is_some()
        || roots
            .iter()
            .any(|&r| doc.blocks[r as usize].parent != parent)
        || matches!(page.tag(doc.blocks[parent as usize].node), "body" | "html")
    {
        return;
    }
    let own = &doc.blocks[parent as usize].own;
    let selected: f32 = roots.iter().map(|&r| eff[r as usize].plain_weight()).sum();
    if own.plain_weight() < LIFT_MIN_OWN_WEIGHT
        || own.plain_weight() < LIFT_MIN_OWN_SHARE * selected
        || own.link_density() > LIFT_MAX_OWN_LINK_DENSITY
        || own.puncts == 0
    {
        return;
    }
    // Marked in `noise`, so that every later assignment of reasons keeps them out; but for
    // paragraphs of prose, too short to have joined as siblings, between the parent's own
    // lines ("…其中一種為本港禁用藥物。<p>有關產品不屬本港註冊藥劑產品。</p><p>…").
    let prose = |c: u32| {
        let st = &eff[c as usize];
        page.tag(doc.blocks[c as usize].node) == "p"
            && st.puncts > 0
            && st.link_density() < SIBLING_MAX_LINK_DENSITY
    };
    for c in doc.child_blocks(parent) {
        if !roots.contains(&c) && noise[c as usize].is_none() && !prose(c) {
            noise[c as usize] = Some(Reason::OutsideContainer);
        }
    }
    roots.clear();
    roots.push(parent);
}

pub(crate) fn assign_reasons(
    doc: &BlockDoc,
    noise: &[Option<Reason>],
    roots: &[u32],
) -> Vec<Reason> {
    let mut reasons: Vec<Reason> = noise
        .iter()
        .map(|n| n.unwrap_or(Reason::OutsideContainer))
        .collect();
    for &root in roots {
        let end = doc.blocks[root as usize].end;
        for b in root..end {
            let parent = doc.blocks[b as usize].parent;
            let parent_dropped = b != root && reasons[parent as usize] != Reason::Content;
            reasons[b as usize] = match noise[b as usize] {
                Some(r) => r,
                None if parent_dropped => reasons[parent as usize],
                None => Reason::Content,
            };
        }
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::is_post_id;

    #[test]
    fn post_ids_are_numbers_after_a_posts_prefix() {
        for id in [
            "post-4859929",
            "js-post-123",
            "p123456",
            "post_77",
            "msg9",
            "POST-1",
        ] {
            assert!(is_post_id(id), "{id}");
        }
        for id in [
            "comment-12",
            "menu-item-273396",
            "post",
            "post-1a",
            "section-2",
            "p",
        ] {
            assert!(!is_post_id(id), "{id}");
        }
    }
}
