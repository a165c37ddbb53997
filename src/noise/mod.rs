//! Noise: blocks that are not content by themselves, whatever container is chosen. Seed 004's
//! text/link-density and visual (layout box) filters, and what the markup says (navigation,
//! footers, modal dialogs, boilerplate class names); after the choice, link lists under their
//! own headings are given back (`given_back.rs`). The layout filters are in `visual.rs`.

mod given_back;
mod visual;

pub(crate) use given_back::{
    keep_flanked_blocks, keep_headed_lists, keep_item_headlines, keep_row_cells,
};
use visual::{in_row_of_columns, is_visual_edge, page_height_px};

use crate::blocks::{Block, BlockDoc, NO_BLOCK};
use crate::lexicon;
use crate::page::{ElementData, NodeData, Page};
use crate::selection::Reason;
use crate::tuning::*;

/// Marks blocks that are noise with their whole subtree (`None` = not noise by itself).
pub(crate) fn mark_noise(page: &Page, doc: &BlockDoc, repeated: &[bool]) -> Vec<Option<Reason>> {
    let mut noise = vec![None; doc.blocks.len()];
    let mut in_structure = vec![false; doc.blocks.len()];
    let mut in_landmark = vec![false; doc.blocks.len()];
    let mut in_item = vec![false; doc.blocks.len()];
    let cookie_notice = cookie_notices(page, doc);
    let mut in_consent_box = vec![false; doc.blocks.len()];
    let data_table = data_tables(page, doc);
    let mut in_data_table = vec![false; doc.blocks.len()];
    // Per block, once asked: whether it is a list of sentences (`sentence_list`), which each of
    // its items may ask again.
    let mut sentence_lists = vec![None; doc.blocks.len()];
    for (b, block) in doc.blocks.iter().enumerate() {
        let tag = page.tag(block.node);
        in_data_table[b] = data_table[b];
        if block.parent != NO_BLOCK {
            in_data_table[b] |= in_data_table[block.parent as usize];
            in_structure[b] =
                in_structure[block.parent as usize] || lexicon::is_structural_part(tag);
            in_landmark[b] = in_landmark[block.parent as usize] || is_main_or_article(page, block);
            in_item[b] = in_item[block.parent as usize] || repeated[block.parent as usize];
            in_consent_box[b] = in_consent_box[block.parent as usize];
        }
        if b == 0 || tag == "body" {
            continue;
        }
        // A consent manager's box (`lexicon::CONSENT_MANAGER_IDS`) is noise with everything in
        // it, even where its lists of purposes and partners hold most of the page's text (the
        // consent class words spare such a wrapper), so that no part of it, a run of like
        // siblings among them, is taken for the content. Pages with little prose of their own: a
        // forum question, a recipe index. Native wcxb-dev 0.868 -> 0.870 (a Corsair thread 0.15
        // -> 0.98 and a GameFAQs board 0.05 -> 0.67 under OneTrust's preference centre, two
        // recipe indexes 0.06 -> 0.91); no page down. In the browser its stylesheet mostly hides
        // it already.
        in_consent_box[b] = in_consent_box[b]
            || page
                .element(block.node)
                .is_some_and(|e| lexicon::is_consent_manager_id(&e.id));
        if in_consent_box[b] {
            noise[b] = Some(Reason::NoiseClass);
            continue;
        }
        // A data table's rows are its content however many links they hold (a list of
        // laureates, each name a link to the person); menus are not laid out with header cells.
        let max_link_density = if in_data_table[b] {
            f32::INFINITY
        } else if repeated[b] {
            MAX_LINK_DENSITY_REPEATED
        } else {
            MAX_LINK_DENSITY
        };
        noise[b] = block_noise(
            page,
            doc,
            b as u32,
            max_link_density,
            Within {
                structure: in_structure[b],
                landmark: in_landmark[b],
                item: in_item[b],
            },
            &mut sentence_lists,
        )
        .or(cookie_notice[b].then_some(Reason::NoiseClass));
    }
    noise
}

/// Which blocks are data tables: a `<table>` with a header cell (`<th>`) and at least
/// [`DATA_TABLE_MIN_ROWS`] rows of its own (those of a table nested in it count for that one).
/// A bar of links laid out as a one-row table with a header ("Discuss | Print | Mobile",
/// "Prev | Up | Home | Next") is not one. With layout (recorded snapshots) wcxb-dev 0.87183 ->
/// 0.87229: 17 pages up (a Wikipedia list of laureates 0.34 -> 0.89, documentation 0.95 ->
/// 1.00, a service page 0.93 -> 0.97), 15 down by at most 0.01 (a product's details table, a
/// store's table of links); readability-pages 0.96964 -> 0.96992 (Wikipedia pages 0.97 ->
/// 0.99); daniel-a unchanged (counting any table with a header: 7 pages of one site down by up
/// to 0.04, its one-row tool bar). Natively the same moves.
fn data_tables(page: &Page, doc: &BlockDoc) -> Vec<bool> {
    // Blocks come parents first, so each block's nearest table is known when it comes up.
    let mut nearest_table = vec![NO_BLOCK; doc.blocks.len()];
    let mut header = vec![false; doc.blocks.len()];
    let mut rows = vec![0u32; doc.blocks.len()];
    for (b, block) in doc.blocks.iter().enumerate() {
        let tag = page.tag(block.node);
        nearest_table[b] = if tag == "table" {
            b as u32
        } else if block.parent != NO_BLOCK {
            nearest_table[block.parent as usize]
        } else {
            NO_BLOCK
        };
        let table = nearest_table[b];
        if table == NO_BLOCK {
            continue;
        }
        match tag {
            "th" => header[table as usize] = true,
            "tr" => rows[table as usize] += 1,
            _ => {}
        }
    }
    (0..doc.blocks.len())
        .map(|b| header[b] && rows[b] >= DATA_TABLE_MIN_ROWS)
        .collect()
}

/// Which blocks are a cookie notice by their words, where no class names one (Medium's
/// generated classes): at most [`COOKIE_NOTICE_MAX_CHARS`] characters that say "cookie" and ask
/// the reader's consent or point to the policy (`lexicon::COOKIE_NOTICE_PHRASES`). Offline, with
/// the page's scripts off, the banner stays; on a page of short teasers it can outweigh each
/// of them and be chosen as the article (wcxb-dev 2972, a blog's front page, gave only the
/// banner). Only blocks over a text node that says "cookie" are read, so a page without one
/// costs one search of each text node.
fn cookie_notices(page: &Page, doc: &BlockDoc) -> Vec<bool> {
    let mut notice = vec![false; doc.blocks.len()];
    let mut read = vec![false; doc.blocks.len()];
    for (i, node) in page.nodes.iter().enumerate() {
        let NodeData::Text(t) = &node.data else {
            continue;
        };
        let owner = doc.owner[i];
        if owner == NO_BLOCK || !(t.contains("ookie") || t.contains("OOKIE")) {
            continue;
        }
        for b in doc.self_and_ancestors(owner) {
            let block = &doc.blocks[b as usize];
            // The ancestors of a block already read were read with it. A box holding most of
            // the page holds more than the notice (a short page's story beside it).
            if block.total.chars > COOKIE_NOTICE_MAX_CHARS
                || block.total.text_weight >= DOMINANT_SHARE * doc.page_total.text_weight
                || std::mem::replace(&mut read[b as usize], true)
            {
                break;
            }
            notice[b as usize] = block
                .short_text(page, COOKIE_NOTICE_MAX_CHARS)
                .is_some_and(|t| is_cookie_notice(&t));
        }
    }
    notice
}

/// Whether `text` is a cookie notice: it says "cookie" and one of
/// `lexicon::COOKIE_NOTICE_PHRASES`.
fn is_cookie_notice(text: &str) -> bool {
    use crate::text::contains_ignore_ascii_case;
    contains_ignore_ascii_case(text, "cookie")
        && lexicon::COOKIE_NOTICE_PHRASES
            .iter()
            .any(|p| contains_ignore_ascii_case(text, p))
}

/// Whether one of block `b`'s child blocks is a paragraph of prose (a `p` with few links): a
/// box that holds a table of contents and the paragraph introducing it (PostgreSQL's chapter
/// pages) is link-dense as a whole but not a menu. It is then judged by its parts: its link
/// lists are noise by themselves. Native and with layout: wcxb-dev documentation 0.916 -> 0.921
/// (one page, 0.05 -> 0.47), nothing else moves; counting any child block, not only a `p`, a
/// side column's text box made its column content (3 pages up, 2 down). A sentence ending
/// with a colon over the list it introduces counts as one (AsciiDoc's `div.paragraph` and
/// `div.ulist`): with layout (replay) wcxb-dev 0.87495 -> 0.87502 (a changelog post 0.83 ->
/// 0.93), nothing else moves; counting labels too ("More on HBS:", "Ссылки по теме:") kept
/// related links (8 pages down, vesti.kz 0.95 -> 0.80).
fn holds_a_paragraph(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let mut previous = NO_BLOCK;
    doc.child_blocks(b).any(|c| {
        let child = &doc.blocks[c as usize];
        let prose = page.tag(child.node) == "p"
            && child.total.plain_weight() >= PARAGRAPH_MIN_PLAIN_WEIGHT
            && child.total.link_density() <= SIBLING_MAX_LINK_DENSITY;
        // A sentence that ends with a colon and the list it introduces ("Many patches were
        // sent for review:"), as [`keep_headed_lists`] reads them. A label does not ("More on
        // HBS:", "Ссылки по теме:"): it heads a list of related links.
        let introduced = previous != NO_BLOCK && is_list_block(page, doc, c) && {
            let line = &doc.blocks[previous as usize];
            line.total.link_density() <= SIBLING_MAX_LINK_DENSITY
                && line.total.text_weight >= INTRODUCING_LINE_MIN_WEIGHT
                && ends_with_colon(page, line.node)
        };
        previous = c;
        prose || introduced
    })
}

/// Whether block `b` is written as sentences with links in them, not as links: a list whose
/// items each end a sentence and say enough outside their links ("This resort features in my
/// lists of the best hotels in the world, the best hotel spas and the best beach hotels."), or
/// one of its items. With layout (replay) wcxb-dev 0.875454 -> 0.875479 (9 pages up: a guide
/// to hotels 0.874 -> 0.880, a forum thread 0.976 -> 0.990), none down; natively the same.
/// A single `p` that ends with a full stop is not enough: a teaser box's run-together
/// headlines can (a bizjournals.com story 0.94 -> 0.70).
/// `sentence_lists` keeps each block's answer, so that a list's many items do not each read
/// all of it again.
fn reads_as_sentences(
    page: &Page,
    doc: &BlockDoc,
    b: u32,
    sentence_lists: &mut [Option<bool>],
) -> bool {
    let mut is_list =
        |b: u32| *sentence_lists[b as usize].get_or_insert_with(|| sentence_list(page, doc, b));
    let parent = doc.blocks[b as usize].parent;
    is_list(b) || (parent != NO_BLOCK && is_list(parent))
}

/// Whether block `b` has at least two child blocks with text, each of them a sentence.
fn sentence_list(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let sentence = |c: u32| {
        doc.blocks[c as usize].total.plain_weight() >= SENTENCE_MIN_PLAIN_WEIGHT
            && ends_a_sentence(page, doc.blocks[c as usize].node)
    };
    let mut n = 0;
    doc.child_blocks(b)
        .filter(|&c| doc.blocks[c as usize].total.text_weight > 0.0)
        .all(|c| {
            n += 1;
            sentence(c)
        })
        && n >= 2
}

/// Whether the text of node `node`'s subtree ends a sentence (a full stop, question or
/// exclamation mark, or a CJK one), perhaps followed by a closing quote mark. With layout
/// (replay) the quote mark puts 3 pages up (wcxb-dev 2899 0.974 -> 0.979), none down.
pub(crate) fn ends_a_sentence(page: &Page, node: u32) -> bool {
    text_ends_with(page, node, &['.', '!', '?', '。', '！', '？'])
}

/// Whether the text of node `node`'s subtree ends with a colon: a line that introduces what
/// follows.
pub(super) fn ends_with_colon(page: &Page, node: u32) -> bool {
    text_ends_with(page, node, &[':', '：'])
}

/// Marks that may close a sentence after its stop: quote marks and brackets (`… he said.”`,
/// `（完）。」`).
const CLOSERS: &[char] = &[
    '"', '\'', '”', '’', '»', '›', ')', '）', '」', '』', '】', ']',
];

/// Whether the text of node `node`'s subtree ends with one of `marks`, before any closing quote
/// marks or brackets. Reads back from its last text node only.
fn text_ends_with(page: &Page, node: u32, marks: &[char]) -> bool {
    let nodes = &page.nodes[node as usize..page.nodes[node as usize].end as usize];
    nodes
        .iter()
        .rev()
        .find_map(|n| match &n.data {
            NodeData::Text(t) if !t.trim().is_empty() => {
                Some(t.trim_end().trim_end_matches(CLOSERS).ends_with(marks))
            }
            _ => None,
        })
        .unwrap_or(false)
}

/// A list, or a wrapper of lists with no text of its own (Wikipedia's column `div`s).
pub(crate) fn is_list_block(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let is_list = |b: u32| matches!(page.tag(doc.blocks[b as usize].node), "ul" | "ol");
    is_list(b)
        || (doc.blocks[b as usize].own.text_weight == 0.0
            && doc.child_blocks(b).next().is_some()
            && doc.child_blocks(b).all(is_list))
}

/// Whether `block` is a `<main>`, an `<article>` or `role="main"`: what lies in one is not the
/// page's side column, whatever its place (a row of three columns in a service page's body).
/// In the browser, wcxb-dev 0.849 -> 0.850 (16 pages up, by up to 0.21; 9 down, by at most
/// 0.06), daniel-a 0.909 -> 0.909 (one page down 0.05).
fn is_main_or_article(page: &Page, block: &Block) -> bool {
    page.element(block.node)
        .is_some_and(|e| e.is_main() || e.tag == "article")
}

/// What a block is inside: a table or list structure, the main landmark or an article, an item
/// of a run of like siblings.
#[derive(Clone, Copy)]
struct Within {
    structure: bool,
    landmark: bool,
    item: bool,
}

/// Why block `block` is noise by itself, if it is: link-dense, at the page's edge, or named or
/// tagged as page furniture.
fn block_noise(
    page: &Page,
    doc: &BlockDoc,
    b: u32,
    max_link_density: f32,
    within: Within,
    sentence_lists: &mut [Option<bool>],
) -> Option<Reason> {
    let Within {
        structure: in_structure,
        landmark: in_landmark,
        item: in_item,
    } = within;
    let (block, page_total) = (&doc.blocks[b as usize], &doc.page_total);
    let total = &block.total;
    // Wrappers around most of the page are never noise as a whole: their noisy parts are judged
    // one by one (a page-wide wrapper is link-dense on link-heavy pages, daniel-a iatronet.gr).
    let dominant = total.text_weight >= DOMINANT_SHARE * page_total.text_weight;
    // Holding most of the page's plain text also makes a wrapper, for the class-name test: a
    // store's results grid in `#search-page-wrapper` under a mega-menu with more (link) text than
    // the grid. Native wcxb-dev 0.833 -> 0.837 (collection 0.585 -> 0.626; 12 pages up, none
    // down). For the link-density test it lost (wcxb-dev 4247 0.94 -> 0.09).
    let dominant_plain = total.plain_weight() >= DOMINANT_SHARE * page_total.plain_weight();
    let has_text = total.text_weight >= LINK_DENSE_MIN_TEXT_WEIGHT || total.links >= 2;
    if has_text
        && total.link_density() > max_link_density
        && total.plain_weight() < LINK_DENSE_MAX_PLAIN_WEIGHT
        && !dominant
        && !holds_a_paragraph(page, doc, b)
        && !reads_as_sentences(page, doc, b, sentence_lists)
    {
        return Some(Reason::LinkDense);
    }
    // A box far too small for its text is not where the text is: fixed-height containers
    // overflow (wcxb-dev 2362: 27,000 characters in a 960 x 144 px box).
    let box_fits_text = page
        .element(block.node)
        .and_then(|e| e.layout)
        .is_some_and(|l| {
            l.width_px * l.height_px >= total.chars as f32 * MIN_BOX_AREA_PER_CHAR_PX2
        });
    // What lies in the main landmark or an article is not a side column (`is_main_or_article`),
    // nor is a column holding most of the page's plain text ([`SIDE_COLUMN_MAX_PAGE_SHARE`]).
    let holds_the_page =
        total.plain_weight() >= SIDE_COLUMN_MAX_PAGE_SHARE * page_total.plain_weight();
    // A table is read where it stands: a narrow one at the text's edge (a table of rates or
    // of specifications, left-aligned in the article's column) is part of the text. With layout
    // (recorded snapshots) wcxb-dev 0.87170 -> 0.87183: 6 pages up (0.91 -> 0.98, 0.76 ->
    // 0.83, 0.95 -> 0.98), 2 down by 0.002; daniel-a 0.92307 -> 0.92306 (a 2012 page's side
    // table, 0.104 -> 0.096).
    let is_table = page.tag(block.node) == "table";
    let may_be_side_column = !in_landmark && !holds_the_page && !is_table;
    if let (Some(layout), false, true) = (block.layout, in_structure, box_fits_text) {
        let in_row = || in_row_of_columns(doc, b);
        let height = page_height_px(page);
        if is_visual_edge(
            &layout,
            height,
            total,
            may_be_side_column,
            in_row,
            in_landmark,
        ) {
            return Some(Reason::VisualEdge);
        }
    }
    let e = page.element(block.node)?;
    let named_content =
        e.is_named(lexicon::Named::Content) || matches!(e.tag.as_str(), "article" | "main");
    // A `<nav>` or `<footer>` is navigation or page furniture by definition (HTML Standard),
    // whatever its text: mega-menus of plain-text entries are not link-dense, and a page-wide
    // footer can hold most of the page's text (store and region pickers), which made it
    // "dominant". Native F1, wcxb-dev 0.821 -> 0.825 (product 0.567 -> 0.583, listing 0.568 ->
    // 0.576), daniel-a and readability-pages unchanged. The same for `<aside>` lost: pages put
    // their content in one (wcxb-dev 0.820). ARIA's landmark roles say the same as the tags
    // (`navigation`, `contentinfo`) and as `<aside>` (`complementary`, which tells a page's
    // side column from content better than the tag does): 10 pages up on the dev sets (a
    // collection 0.70 -> 0.93), 2 down (a listing 0.66 -> 0.52).
    // A name that says both content and furniture (`id="main-menu"`: "main", "menu") does not
    // make such an element content: the tag or role decides. With layout (replay), wcxb-dev
    // 0.87245 -> 0.87263 (6 pages up: a mega-menu that filled a landing page 0.69 -> 0.88),
    // readability-pages 0.96992 -> 0.97007; no page down on the dev sets.
    if (matches!(e.tag.as_str(), "nav" | "footer")
        || matches!(
            e.attr("role"),
            Some("navigation" | "contentinfo" | "complementary")
        ))
        && (!named_content || e.is_named(lexicon::Named::Noise))
    {
        return Some(Reason::NoiseClass);
    }
    // A modal dialog lies over the page (consent walls, sign-up pop-ups); offline, without the
    // stylesheet that hides it, it reads like prose. Non-modal ones (`aria-modal=false`: a
    // details drawer) are part of the page. Native wcxb-dev 0.837 -> 0.838: 10 pages up (consent
    // walls 0.13 -> 0.98, 0.19 -> 0.95), 6 down (truths that keep a terms or exit pop-up).
    if matches!(e.attr("role"), Some("dialog" | "alertdialog"))
        && e.attr("aria-modal") != Some("false")
        && !dominant
    {
        return Some(Reason::NoiseClass);
    }
    if e.is_named(lexicon::Named::Consent) && !dominant {
        return Some(Reason::NoiseClass);
    }
    if names_a_part_beside_the_text(e, in_item, named_content) && !dominant {
        return Some(Reason::NoiseClass);
    }
    let named_noise =
        (e.is_named(lexicon::Named::Noise) && !lexicon::is_heading_tag(&e.tag)) || e.tag == "aside";
    // `article_related`, `entry-share`: native daniel-a 0.880 -> 0.881, wcxb-dev 0.838 -> 0.839
    // (9 pages up, 2 down). "comments" as a strong word: 1 up, 1 down. Read only when both
    // kinds of word are there.
    if named_noise
        && (!named_content || e.is_named(lexicon::Named::StrongNoise))
        && !dominant
        && !dominant_plain
        && total.link_density() > NOISE_CLASS_MIN_LINK_DENSITY
    {
        return Some(Reason::NoiseClass);
    }
    None
}

/// Whether element `e` is named as a part beside the text, whatever its links (`in_item`: inside
/// an item of a run of like siblings; `named_content`: its class names the content, or it is an
/// `<article>` or `<main>`):
/// - what a forum says of a post's author beside the post ("Joined", "Messages", reputation,
///   "Full Member"; `lexicon::POST_META_WORDS`). Native wcxb-dev forum pages: 29 up (0.59 ->
///   0.68 on XenForo threads), 1 down (a truth that keeps them);
/// - fine print, an author's bio, pop-ups, facets and badges (`lexicon::ASIDE_WORDS`);
/// - an author's line or box (`lexicon::BYLINE_BOX_WORDS`), unless it is the post itself
///   (WordPress classes an `<article>` `author-<name>`) or names who wrote one of a run of items
///   (a thread's posts, where the reader wants to know who said what);
/// - a side column, a box of related links, a sharing bar or a sign-in box (a class or id word
///   ending in `sidebar`, or a class word of `lexicon::SIDE_PART_WORDS`: as ids they also name a
///   story's own sections), unless it names the content too (a `content-sidebar` holding the
///   story); a class that only says where the layout puts a column (`layout-sidebar-left`) does
///   not count. Side columns: 12 pages up on the dev sets (a product page 0.23 -> 0.72), none
///   down; related boxes 12 up (0.79 -> 0.98, 0.89 -> 1.00), none down; the other words 7 up, 1
///   down by 0.005.
fn names_a_part_beside_the_text(e: &ElementData, in_item: bool, named_content: bool) -> bool {
    let byline_box = e.is_named(lexicon::Named::Byline)
        && !in_item
        && !matches!(e.tag.as_str(), "article" | "main")
        && [&e.class, &e.id]
            .iter()
            .any(|v| lexicon::has_word(v, lexicon::BYLINE_BOX_WORDS));
    let ends_in_sidebar = |v: &str| {
        v.split_ascii_whitespace().any(|w| {
            let w = w.as_bytes();
            w.len() >= 7 && w[w.len() - 7..].eq_ignore_ascii_case(b"sidebar")
        })
    };
    let side_part = (ends_in_sidebar(&e.class)
        || ends_in_sidebar(&e.id)
        || lexicon::has_word(&e.class, lexicon::SIDE_PART_WORDS))
        && !named_content;
    e.is_named(lexicon::Named::PostMeta)
        || e.is_named(lexicon::Named::Aside)
        || byline_box
        || side_part
}
