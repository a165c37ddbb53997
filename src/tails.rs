//! Tails: what follows an article's text inside the selection and is not part of it. Comments
//! and customer reviews named as such, sections that a heading announces as comments or related
//! links, a news feed's dated teasers, polls or sign-up forms (the notice that closes the text
//! is in `notices`). Each pass walks the kept blocks in document order and cuts a section
//! only once enough of the selection's own text came before it: the same names and headings
//! above the article are navigation, not a tail.

use crate::blocks::{Block, BlockDoc, NO_BLOCK};
use crate::lexicon;
use crate::page::{NodeData, Page};
use crate::score::signature;
use crate::selection::{Reason, Selection};
use crate::tuning::*;

/// Which blocks a heading may open for [`Selection::drop_after_headings`], besides one that
/// is the heading alone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opening {
    /// None.
    Never,
    /// Any block.
    Any,
    /// A block of links, or one with less text than the selection keeps before it: a box of
    /// related links may open the story's own wrapper (gazeta.pl's "ZOBACZ TAKŻE" over its
    /// paragraphs; any block took two of its stories from 0.97 to 0.20 and 0.27).
    Minor,
}

impl Selection {
    /// Comments under an article: a kept block named like comments (`#comments`, `.comment`)
    /// that comes after enough of the selection's own text is dropped with its subtree, also when
    /// it joined the container as a sibling, and with the heading just before it. Only for pages
    /// that say they are articles: on forums the comments are the content. The heading, here and
    /// for reviews ("Customer Reviews of the EVGA 12G-P4-3992", "Submit a Comment"): with layout
    /// (replay) 10 pages up by 0.021 at most, 4 down by 0.016 at most (truths that keep it).
    pub fn drop_trailing_comments(&mut self, page: &Page, doc: &BlockDoc) {
        self.drop_trailing_named(page, doc, lexicon::Named::Comment);
    }

    /// Whether the selection's text opens inside a block named like `named`: a thread of
    /// comments whose first comment is the content (a link aggregator's discussion page, with
    /// no story of its own), where the comments after it are the rest of the thread.
    pub fn opens_inside(&self, page: &Page, doc: &BlockDoc, named: lexicon::Named) -> bool {
        let Some(first) = (0..doc.blocks.len() as u32)
            .find(|&b| self.is_kept(b) && doc.blocks[b as usize].own.text_weight > 0.0)
        else {
            return false;
        };
        doc.self_and_ancestors(first).any(|b| {
            page.element(doc.blocks[b as usize].node)
                .is_some_and(|e| e.is_named(named))
        })
    }

    /// Customer reviews under a product or service description, dropped like comments.
    pub fn drop_trailing_reviews(&mut self, page: &Page, doc: &BlockDoc) {
        self.drop_trailing_named(page, doc, lexicon::Named::Review);
    }

    fn drop_trailing_named(&mut self, page: &Page, doc: &BlockDoc, named: lexicon::Named) {
        self.cut_headed_sections(page, doc, |b, ahead| {
            let (block, before) = (&doc.blocks[b as usize], ahead[b as usize]);
            let is_named = page.element(block.node).is_some_and(|e| e.is_named(named));
            (is_named && before >= COMMENTS_MIN_ARTICLE_WEIGHT).then_some(block.end)
        });
    }

    /// Comments and related links that only a heading announces ("13 Comment(s)", "Leave a
    /// Reply", "You may also like"): a kept block whose whole text is one of `headings`, after
    /// enough of the selection's own text, goes with the rest of the section it opens
    /// (`section_end`). So does a block whose first line is the heading (`opening`): the
    /// heading is then a box fused into the block that holds the section
    /// (`<div class=comm><div><a>Комментарии</a></div><table>…` on fedpress.ru), outside a list's
    /// items (a toolbar's "Comments (3)" link over a story's text). With layout (replay)
    /// daniel-a 0.93140 -> 0.93264 (fedpress.ru 0.19 -> 0.96, gazetawroclawska.pl 0.86 -> 0.96,
    /// timeslive.co.za 0.87 -> 0.97, intoday.in), wcxb-dev 0.87738 -> 0.87747 (a Q&A page's
    /// related questions 0.63 -> 0.75, 1520 0.89 -> 0.93, 0382, 0491; down: 2908 0.24 -> 0.21, a
    /// list whose truth keeps its readers' comments); natively the same pages.
    pub fn drop_after_headings(
        &mut self,
        page: &Page,
        doc: &BlockDoc,
        headings: &lexicon::Headings,
        rest_of_parent: bool,
        opening: Opening,
    ) {
        let mut cuts = Vec::new();
        self.cut_sections(doc, |b, ahead| {
            let (block, before) = (&doc.blocks[b as usize], ahead[b as usize]);
            let opens = || match opening {
                Opening::Never => false,
                Opening::Any => true,
                Opening::Minor => {
                    block.total.link_density() > TAIL_LINK_LIST_MIN_LINK_DENSITY
                        || block.total.text_weight < before
                }
            } && opens_with_heading(page, block, headings);
            if !(before >= TAIL_HEADING_MIN_ARTICLE_WEIGHT
                && (block
                    .short_text(page, TAIL_HEADING_MAX_CHARS)
                    .is_some_and(|t| headings.matches(&t))
                    || opens()))
            {
                return None;
            }
            let head = section_head(doc, b, ahead);
            cuts.extend(inline_links_after(page, doc, head));
            Some(section_end(doc, head, rest_of_parent))
        });
        self.inline_cuts.extend(cuts);
    }

    /// Related links written inline after a heading that is itself inline, in bold inside a
    /// kept block's text ("…<br><br><b>Zobacz także:</b><br><br><a>…</a><br><br><a>…</a>" closing
    /// a story written as one block of text and line breaks): from the heading to the block's
    /// end, when that is two links or more and mostly link text, and comes after enough of the
    /// selection's own text. One link so is a pointer within the story ("<b>Related:</b> <a>…</a>"
    /// between two paragraphs), which the truths keep. One pass over the page's nodes; the links
    /// are read only after a heading that matches, and only up to
    /// [`INLINE_RELATED_MAX_NODES`], so that no page makes it quadratic.
    pub fn drop_inline_related(&mut self, page: &Page, doc: &BlockDoc) {
        let mut before = 0.0f32;
        let mut cut = vec![false; doc.blocks.len()];
        for j in 0..page.nodes.len() {
            let b = doc.owner[j];
            if b == NO_BLOCK || !self.is_kept(b) || cut[b as usize] {
                continue;
            }
            match &page.nodes[j].data {
                NodeData::Text(_) => before += page.measures[j].weight,
                NodeData::Element(e)
                    if lexicon::is_bold_tag(&e.tag)
                        && before >= TAIL_HEADING_MIN_ARTICLE_WEIGHT =>
                {
                    let (from, to) = (
                        page.nodes[j].end,
                        page.nodes[doc.blocks[b as usize].node as usize].end,
                    );
                    if to - from <= INLINE_RELATED_MAX_NODES
                        && inline_text(page, j as u32, TAIL_HEADING_MAX_CHARS)
                            .is_some_and(|t| lexicon::RELATED_HEADINGS.matches(&t))
                        && own_links(page, doc, b, from, to)
                            .is_some_and(|(links, mostly)| mostly && links >= 2)
                    {
                        self.inline_cuts.push((b, j as u32, to));
                        cut[b as usize] = true;
                    }
                }
                _ => {}
            }
        }
    }

    /// Teasers under an article: a run of at least [`TEASER_RUN_MIN_ITEMS`] like siblings (one
    /// tag) that each link somewhere and print a time or date (other stories' cards in a
    /// news feed), or end in a link to the rest ("(Full Story)", `lexicon::MORE_LINKS`) where
    /// no paragraph of the story follows, after enough of the selection's own text, goes. For
    /// pages that say they are articles: on a listing the cards are the content. The "more"
    /// links, with layout (replay): daniel-a 0.92866 -> 0.92911 (kake.com 0.46 -> 0.75,
    /// montrealgazette.com), wcxb-dev 0.87487 -> 0.87495 (0175 0.92 -> 0.99, 0152 0.79 -> 0.83,
    /// rustdoc's trait items on 2861), none down; without the "no paragraph follows" test a
    /// review roundup inside a story went (4150 0.99 -> 0.73).
    /// A blog's cards date themselves in words ("Mar 3, 2026"): an item that is such a card
    /// (`is_titled_dated_card`) counts too, where cards are not most of the selection's text
    /// (`cards_beside_story`). With layout (replay) wcxb-dev 0.87680 -> 0.87716 (a shop's blog
    /// carousel under a post 0.75 -> 0.99, 0296 0.56 -> 0.83, 4260), none down; counting such
    /// cards on every page took a blog index's second run of them (0083 0.72 -> 0.24).
    /// A heading just before a run that goes ("Latest News") goes with it: 7 pages up by 0.003
    /// at most, none down.
    pub fn drop_dated_teasers(&mut self, page: &Page, doc: &BlockDoc) {
        // For each block, whether a kept paragraph of prose comes at or after it.
        let mut prose_from = vec![false; doc.blocks.len() + 1];
        for b in (0..doc.blocks.len()).rev() {
            let block = &doc.blocks[b];
            prose_from[b] = prose_from[b + 1]
                || (self.is_kept(b as u32)
                    && page.tag(block.node) == "p"
                    && block.own.plain_weight() >= TEASER_STORY_GOES_ON_MIN_WEIGHT);
        }
        let beside_story = self.cards_beside_story(page, doc);
        self.cut_headed_sections(page, doc, |b, ahead| {
            (ahead[b as usize] >= TAIL_HEADING_MIN_ARTICLE_WEIGHT
                && is_dated_teaser_run(page, doc, b, &prose_from, beside_story))
            .then_some(doc.blocks[b as usize].end)
        });
    }

    /// Whether the kept blocks that are cards of other stories ([`is_titled_dated_card`]) hold
    /// less than [`TEASER_CARDS_MAX_SHARE`] of the selection's text: a feed beside a story,
    /// where on a blog's index they are what the page lists.
    fn cards_beside_story(&self, page: &Page, doc: &BlockDoc) -> bool {
        let (mut cards, mut all) = (0.0f32, 0.0f32);
        let mut b = 0;
        while b < doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if !self.is_kept(b) {
                b += 1;
                continue;
            }
            if block.total.links > 0
                && block.total.chars <= TEASER_MAX_CHARS
                && is_titled_dated_card(page, doc, b)
            {
                cards += block.total.text_weight;
                all += block.total.text_weight;
                b = block.end;
                continue;
            }
            all += block.own.text_weight;
            b += 1;
        }
        cards > 0.0 && cards < TEASER_CARDS_MAX_SHARE * all
    }

    /// Forms under the article's text (polls, ratings, sign-ups): a kept `<form>` after enough
    /// of the selection's own text, and with less text than came before it, is dropped. Forms
    /// that wrap the content (a forum's moderation form around its posts) start before it.
    /// What goes with the form: the rest of the wrappers that hold little else (its buttons and
    /// thanks, [`FORM_WRAPPER_MAX_OTHER_CHARS`]) and a short title just before it ("Rate this
    /// article", [`FORM_TITLE_MAX_CHARS`]). wcxb-dev and daniel-a, with layout: 37 pages up,
    /// one down by 0.03 (a listing's last line before its filter form).
    pub fn drop_trailing_forms(&mut self, page: &Page, doc: &BlockDoc) {
        let mut titles = Vec::new();
        self.cut_sections(doc, |b, ahead| {
            let (block, before) = (&doc.blocks[b as usize], ahead[b as usize]);
            if !(before >= TAIL_HEADING_MIN_ARTICLE_WEIGHT
                && block.total.text_weight < before
                && page.tag(block.node) == "form")
            {
                return None;
            }
            titles.extend(title_before(doc, b));
            Some(form_wrapper_end(doc, b, before))
        });
        self.drop_blocks(doc, titles);
    }

    /// Drops each kept block of `blocks` with all inside it: the lines a pass found, the titles
    /// of the sections it cut.
    pub(crate) fn drop_blocks(&mut self, doc: &BlockDoc, blocks: impl IntoIterator<Item = u32>) {
        for b in blocks {
            self.drop_kept(b..doc.blocks[b as usize].end);
        }
    }

    /// Drops the kept blocks in `blocks` as noise.
    pub(crate) fn drop_kept(&mut self, blocks: std::ops::Range<u32>) {
        self.drop_kept_as(blocks, Reason::NoiseClass);
    }

    /// Drops the kept blocks in `blocks`, saying why (`reason`).
    pub(crate) fn drop_kept_as(&mut self, blocks: std::ops::Range<u32>, reason: Reason) {
        for r in &mut self.reasons[blocks.start as usize..blocks.end as usize] {
            if *r == Reason::Content {
                *r = reason;
            }
        }
    }

    /// [`Selection::cut_sections`], and the heading just before each section it cuts goes too
    /// (`heading_before`): "Latest News" over a feed's teasers, "Submit a Comment".
    fn cut_headed_sections(
        &mut self,
        page: &Page,
        doc: &BlockDoc,
        mut section: impl FnMut(u32, &[f32]) -> Option<u32>,
    ) {
        let mut headings = Vec::new();
        self.cut_sections(doc, |b, ahead| {
            let end = section(b, ahead)?;
            headings.extend(heading_before(page, doc, b, ahead));
            Some(end)
        });
        self.drop_blocks(doc, headings);
    }

    /// Walks the kept blocks in document order; where `section(b, ahead)` gives the end of
    /// a section that starts at block `b`, the kept blocks in `b..end` are dropped and the walk
    /// goes on after them. `ahead[k]`, for every block `k` up to `b`, is the selection's own text
    /// weight ahead of `k` as the walk found it.
    pub(crate) fn cut_sections(
        &mut self,
        doc: &BlockDoc,
        mut section: impl FnMut(u32, &[f32]) -> Option<u32>,
    ) {
        let mut ahead = vec![0.0f32; doc.blocks.len()];
        let mut before = 0.0f32;
        let mut b = 0u32;
        while (b as usize) < doc.blocks.len() {
            ahead[b as usize] = before;
            if !self.is_kept(b) {
                b += 1;
                continue;
            }
            if let Some(end) = section(b, &ahead) {
                self.drop_kept(b..end);
                // Blocks inside the section are no one's parent after it.
                b = end;
                continue;
            }
            before += doc.blocks[b as usize].own.text_weight;
            b += 1;
        }
    }
}

/// Whether `block`'s first line is one of `headings`, in an element that is no part of a list
/// or a table (`lexicon::is_structural_part`): a toolbar's "Comments (3)" link over a story's
/// paragraphs is no heading (no dev page prints one there; the tails tests do).
fn opens_with_heading(page: &Page, block: &Block, headings: &lexicon::Headings) -> bool {
    block
        .opening_line(page, TAIL_HEADING_MAX_CHARS as usize)
        .is_some_and(|(line, holder)| {
            !lexicon::is_structural_part(page.tag(holder)) && headings.matches(&line)
        })
}

/// The head of the section block `b` opens: `b` or its outermost ancestor that starts with it
/// (no kept text between them and `b`, by `ahead` from `cut_sections`).
fn section_head(doc: &BlockDoc, b: u32, ahead: &[f32]) -> u32 {
    let mut head = b;
    loop {
        let parent = doc.blocks[head as usize].parent;
        if parent == NO_BLOCK || ahead[b as usize] > ahead[parent as usize] {
            return head;
        }
        head = parent;
    }
}

/// The end of the section whose head is block `head`: with `rest_of_parent`, the end of the
/// head's parent, else on through the head's following siblings only while they are link lists.
fn section_end(doc: &BlockDoc, head: u32, rest_of_parent: bool) -> u32 {
    let parent = doc.blocks[head as usize].parent;
    if parent == NO_BLOCK {
        return doc.blocks[head as usize].end;
    }
    if rest_of_parent {
        return doc.blocks[parent as usize].end;
    }
    let mut end = doc.blocks[head as usize].end;
    while end < doc.blocks[parent as usize].end
        && doc.blocks[end as usize].total.link_density() > TAIL_LINK_LIST_MIN_LINK_DENSITY
    {
        end = doc.blocks[end as usize].end;
    }
    end
}

/// The inline content that the parent of block `head` holds after it, as an inline cut
/// `(parent, from, to)`, when it is mostly link text: a list of related stories written as
/// links and line breaks right in the container, not as blocks of their own ("Ссылки по
/// теме:" on newsru.com).
fn inline_links_after(page: &Page, doc: &BlockDoc, head: u32) -> Option<(u32, u32, u32)> {
    let parent = doc.blocks[head as usize].parent;
    if parent == NO_BLOCK {
        return None;
    }
    let from = page.nodes[doc.blocks[head as usize].node as usize].end;
    let to = page.nodes[doc.blocks[parent as usize].node as usize].end;
    let (_, mostly) = own_links(page, doc, parent, from, to)?;
    mostly.then_some((parent, from, to))
}

/// The links among page nodes `from..to` that block `owner` holds itself: how many, and whether
/// they are most of its text there ([`TAIL_LINK_LIST_MIN_LINK_DENSITY`]); `None` with no text.
fn own_links(page: &Page, doc: &BlockDoc, owner: u32, from: u32, to: u32) -> Option<(usize, bool)> {
    let (mut chars, mut link_chars, mut link_end, mut links) = (0usize, 0usize, 0u32, 0usize);
    for i in from..to {
        if doc.owner[i as usize] != owner {
            continue;
        }
        match &page.nodes[i as usize].data {
            NodeData::Element(e) if e.tag == "a" && i >= link_end => {
                link_end = page.nodes[i as usize].end;
                links += 1;
            }
            NodeData::Text(_) => {
                let n = page.measures[i as usize].chars as usize;
                chars += n;
                if i < link_end {
                    link_chars += n;
                }
            }
            _ => {}
        }
    }
    let mostly = link_chars as f32 > TAIL_LINK_LIST_MIN_LINK_DENSITY * chars as f32;
    (chars > 0).then_some((links, mostly))
}

/// The text of inline element `i`, or `None` past `max_chars` characters other than whitespace.
/// Each text's count comes from the page's measures, which hold it.
pub(crate) fn inline_text(page: &Page, i: u32, max_chars: u32) -> Option<String> {
    let mut text = String::new();
    let mut chars = 0;
    for j in i + 1..page.nodes[i as usize].end {
        if let NodeData::Text(t) = &page.nodes[j as usize].data {
            chars += page.measures[j as usize].chars;
            if chars > max_chars {
                return None;
            }
            text.push_str(t);
        }
    }
    Some(text)
}

/// The end of the wrappers around form block `b` that hold little besides it and less text
/// than the article had before it (`before`).
fn form_wrapper_end(doc: &BlockDoc, b: u32, before: f32) -> u32 {
    let form = &doc.blocks[b as usize];
    let (mut head, mut end) = (b, form.end);
    loop {
        let parent = doc.blocks[head as usize].parent;
        if parent == NO_BLOCK {
            return end;
        }
        let p = &doc.blocks[parent as usize];
        let other = p.total.chars.saturating_sub(form.total.chars);
        if other > FORM_WRAPPER_MAX_OTHER_CHARS || p.total.text_weight >= before {
            return end;
        }
        (head, end) = (parent, p.end);
    }
}

/// The heading just before the section that block `b` opens (`ahead` as [`section_head`] reads
/// it): what announced a section that goes ("Latest News" over a feed's teasers).
fn heading_before(page: &Page, doc: &BlockDoc, b: u32, ahead: &[f32]) -> Option<u32> {
    title_before(doc, section_head(doc, b, ahead))
        .filter(|&t| lexicon::is_heading_tag(page.tag(doc.blocks[t as usize].node)))
}

/// The short block that ends where block `b` (a form, a section's head) starts, outside `b`'s
/// parent: its title.
fn title_before(doc: &BlockDoc, b: u32) -> Option<u32> {
    // The outermost block that ends right before `b`.
    let t = doc
        .self_and_ancestors(b.checked_sub(1)?)
        .find(|&t| doc.blocks[t as usize].end == b)?;
    let block = &doc.blocks[t as usize];
    (t != doc.blocks[b as usize].parent
        && block.total.chars > 0
        && block.total.chars <= FORM_TITLE_MAX_CHARS)
        .then_some(t)
}

/// Whether block `b` holds a run of dated teasers: at least [`TEASER_RUN_MIN_ITEMS`] child blocks
/// of one tag, nearly all of them with a link and a printed time or date, or half of them in an
/// unbroken stretch (a feed that ends with undated topic cards). Where no kept paragraph of prose
/// follows the run (`prose_from`, by block), an item ending in a link to the rest of its story
/// counts as dated; with `cards_beside_story`, so does a blog's card dated in words
/// ([`is_titled_dated_card`]).
fn is_dated_teaser_run(
    page: &Page,
    doc: &BlockDoc,
    b: u32,
    prose_from: &[bool],
    cards_beside_story: bool,
) -> bool {
    let children: Vec<u32> = doc.child_blocks(b).collect();
    // Items are siblings of one tag, whatever classes mark some of them out (a feed's `first`
    // or topic items: daniel-a ria.ru 0.68 -> 0.85, nothing else moves natively or with
    // layout), or pairs of siblings whose tags alternate: a `dl` feed's headline `dt` (some
    // classed as highlighted) and summary `dd`.
    let tag = |c: u32| signature(page, doc, c).0;
    let per_item = if children.iter().all(|&c| tag(c) == tag(children[0])) {
        1
    } else if children.len() % 2 == 0
        && tag(children[0]) != tag(children[1])
        && children
            .iter()
            .enumerate()
            .all(|(i, &c)| tag(c) == tag(children[i % 2]))
    {
        2
    } else {
        return false;
    };
    let items = children.len() / per_item;
    if items < TEASER_RUN_MIN_ITEMS {
        return false;
    }
    // A roundup of reviews in the story ("Read more" on each), with the story's prose after it,
    // is the story's.
    let story_goes_on = prose_from[doc.blocks[b as usize].end as usize];
    let is_teaser: Vec<bool> = children
        .chunks(per_item)
        .map(|item| {
            let (links, chars) = item.iter().fold((0, 0), |(l, n), &c| {
                let t = &doc.blocks[c as usize].total;
                (l + t.links, n + t.chars)
            });
            links > 0
                && chars <= TEASER_MAX_CHARS
                && (item.iter().any(|&c| {
                    doc.blocks[c as usize]
                        .short_text(page, TEASER_MAX_CHARS)
                        .is_some_and(|t| prints_time_or_date(&t))
                }) || (!story_goes_on && ends_with_more_link(page, doc, item))
                    || (cards_beside_story
                        && item.iter().any(|&c| is_titled_dated_card(page, doc, c))))
        })
        .collect();
    let teasers = is_teaser.iter().filter(|&&t| t).count();
    let (mut streak, mut longest) = (0, 0);
    for &t in &is_teaser {
        streak = if t { streak + 1 } else { 0 };
        longest = longest.max(streak);
    }
    teasers as f32 >= TEASER_MIN_SHARE * items as f32
        || (longest >= TEASER_STREAK_MIN_ITEMS
            && longest as f32 >= TEASER_STREAK_MIN_SHARE * items as f32)
}

/// Whether block `b` is a card of another story as a blog prints one: a linked heading long
/// enough to be a title (not a poster's name over a forum post) and a line whose text is a date
/// and nothing else ("Mar 3, 2026", "18 December 2025"), where [`prints_time_or_date`] reads
/// numbers only.
fn is_titled_dated_card(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let inner = b + 1..doc.blocks[b as usize].end;
    let titled = inner.clone().any(|d| {
        let t = &doc.blocks[d as usize].total;
        lexicon::is_heading_tag(page.tag(doc.blocks[d as usize].node))
            && t.chars >= TEASER_TITLE_MIN_CHARS
            && t.link_weight * 2.0 > t.text_weight
    });
    titled
        && inner.into_iter().any(|d| {
            doc.blocks[d as usize]
                .short_text(page, TEASER_DATE_LINE_MAX_CHARS)
                .is_some_and(|t| crate::metadata::names::bare_date(&t))
        })
}

/// Whether the last link of an item reads as a teaser's link to the rest ("(Full Story)",
/// "Read more", "Подробнее", `lexicon::MORE_LINKS`).
fn ends_with_more_link(page: &Page, doc: &BlockDoc, item: &[u32]) -> bool {
    let Some(&last) = item.last() else {
        return false;
    };
    let first = doc.blocks[item[0] as usize].node;
    let end = page.nodes[doc.blocks[last as usize].node as usize].end;
    let Some(link) = (first..end).rev().find(|&i| page.tag(i) == "a") else {
        return false;
    };
    lexicon::MORE_LINKS.matches(&page.texts(link).collect::<String>())
}

/// Whether `text` prints a time of day ("10:17") or a numeric date ("06.12.2011", "2011-12-06").
pub(crate) fn prints_time_or_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits =
        |i: usize, n: usize| i + n <= b.len() && b[i..i + n].iter().all(u8::is_ascii_digit);
    let number = |i: usize, n: usize| {
        b[i..i + n]
            .iter()
            .fold(0u32, |v, d| v * 10 + u32::from(d - b'0'))
    };
    // "9:05" or "10:17": an hour and minutes, with no digit after them (a reference's
    // "2021;12:756128" is a volume and its pages).
    let time_at = |i: usize, h: usize| {
        digits(i, h)
            && b.get(i + h) == Some(&b':')
            && digits(i + h + 1, 2)
            && !digits(i + h + 3, 1)
            && number(i, h) < 24
            && number(i + h + 1, 2) < 60
    };
    (0..b.len()).any(|i| {
        let boundary = i == 0 || !b[i - 1].is_ascii_digit();
        boundary
            && (time_at(i, 2)
                || time_at(i, 1)
                || (digits(i, 2)
                    && b.get(i + 2) == Some(&b'.')
                    && digits(i + 3, 2)
                    && b.get(i + 5) == Some(&b'.')
                    && digits(i + 6, 4))
                || (digits(i, 4)
                    && b.get(i + 4) == Some(&b'-')
                    && digits(i + 5, 2)
                    && b.get(i + 7) == Some(&b'-')
                    && digits(i + 8, 2)))
    })
}

#[cfg(test)]
mod tests {
    use super::prints_time_or_date;

    #[test]
    fn times_and_dates_are_told_from_volumes_and_pages() {
        for stamp in ["10:17 06.12.2011", "Posted 9:05", "2011-12-06", "at 23:59."] {
            assert!(prints_time_or_date(stamp), "{stamp}");
        }
        for other in [
            "Front Psychiatry. 2021;12:756128.",
            "Ratio 3:2",
            "Score 24:10",
            "Psalm 23:75",
        ] {
            assert!(!prints_time_or_date(other), "{other}");
        }
    }
}
