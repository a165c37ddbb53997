//! The selection and the second opinions that adjust it after scoring (`score.rs` makes it):
//! seed 001's title window moves its start and trims its ends, and second copies of a section and
//! quotes of what was kept before them are dropped. What follows an article's text and is not
//! part of it goes in `tails.rs`; datelines and the labels of controls inside it in
//! `furniture.rs`.

use crate::blocks::{BlockDoc, Stats, NO_BLOCK};
use crate::lexicon;
use crate::noise::ends_a_sentence;
use crate::page::{NodeData, Page};
use crate::score::assign_reasons;
use crate::site_template::{leaf_fingerprint, SiteTemplate};
use crate::text::push_folded;
use crate::tuning::*;

/// Why a block was kept or dropped (shown by the demo's Explain view and the debug trace).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Inside the selected container or a sibling that joined it.
    Content,
    /// Outside every selected subtree.
    OutsideContainer,
    /// Link text dominates (seed 004's rho2 / seed 000's link density).
    LinkDense,
    /// At the page's edge by layout (seed 004's visual filter).
    VisualEdge,
    /// Class or id names a boilerplate region (navigation, sharing, ads).
    NoiseClass,
    /// Below the end of seed 001's title-anchored window.
    OutsideWindow,
    /// The same text as a block kept before it (a page's mobile and desktop copies).
    Repeat,
    /// Part of the site's template: found on other pages of the site (seed 003).
    Template,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Content => "content",
            Reason::OutsideContainer => "outside-container",
            Reason::LinkDense => "link-dense",
            Reason::VisualEdge => "visual-edge",
            Reason::NoiseClass => "noise-class",
            Reason::OutsideWindow => "outside-window",
            Reason::Repeat => "repeat",
            Reason::Template => "template",
        }
    }
}

/// The blocks chosen as main content; no roots means no article.
#[derive(Debug, Clone)]
pub struct Selection {
    /// The block with the highest H(b), if any block reads like content.
    pub container: Option<u32>,
    /// Roots of the selected subtrees in document order (the container and joined siblings).
    pub roots: Vec<u32>,
    /// Per block: kept or not, and why.
    pub reasons: Vec<Reason>,
    /// Per block: H(b), zero for blocks that were not candidates.
    pub scores: Vec<f32>,
    /// Per block: noise by itself, and text statistics without noise (to select again).
    pub(crate) noise: Vec<Option<Reason>>,
    pub(crate) effective: Vec<Stats>,
    /// Whether the selection is a listing's items (`score::take_grid`, `score::listing_main`),
    /// which a headline inside it does not narrow to one story.
    pub(crate) listing: bool,
    /// Inline content cut from kept blocks: `(block, from, to)` drops the page nodes in
    /// `from..to` that `block` owns itself: related links written as inline text after their
    /// heading (`drop_after_headings`, `drop_inline_related`), a closing line
    /// (`drop_closing_line`), a dateline written loose above the text (`drop_leading_datelines`), a
    /// control's label written loose beside a card's blocks (`drop_loose_control_labels`).
    pub(crate) inline_cuts: Vec<(u32, u32, u32)>,
}

/// A selection's cuts of inline content by the block that owns them, for a walk over the page's
/// nodes: a page of many cards has a cut in each (a loose "Learn more"), and a search of them all
/// at every node made rendering such a page quadratic.
pub struct CutIndex(Vec<(u32, u32, u32)>);

impl CutIndex {
    /// Whether page node `node`, owned by block `owner`, lies in a cut of inline content.
    pub fn contains(&self, node: u32, owner: u32) -> bool {
        let first = self.0.partition_point(|&(b, _, _)| b < owner);
        self.0[first..]
            .iter()
            .take_while(|&&(b, _, _)| b == owner)
            .any(|&(_, from, to)| (from..to).contains(&node))
    }
}

impl Selection {
    pub fn is_kept(&self, b: u32) -> bool {
        self.reasons[b as usize] == Reason::Content
    }

    /// The first kept block from block `from` on, in document order.
    pub fn next_kept(&self, from: u32) -> Option<u32> {
        (from..self.reasons.len() as u32).find(|&n| self.is_kept(n))
    }

    /// The text weight the kept blocks hold of their own: the selection's text.
    pub(crate) fn kept_weight(&self, doc: &BlockDoc) -> f32 {
        (0..doc.blocks.len() as u32)
            .filter(|&b| self.is_kept(b))
            .map(|b| doc.blocks[b as usize].own.text_weight)
            .sum()
    }

    /// The cuts of inline content, sorted to be looked up node by node ([`CutIndex`]).
    pub fn cut_index(&self) -> CutIndex {
        let mut cuts = self.inline_cuts.clone();
        cuts.sort_unstable();
        CutIndex(cuts)
    }

    /// Seed 001's opinion on where the article starts: the smallest block holding the located
    /// title (`anchor`) and the first run of content lines below it (`window.rs`). When that
    /// block lies apart from every selected subtree yet scores at least
    /// [`REFOCUS_MIN_SCORE_SHARE`] of the container's H(b), it becomes the container: a short
    /// news item under its headline beats the longer teaser list or other story beside it. Any
    /// score will do when the container is a comment section (a story under many times its text
    /// of discussion). When `inward_ok` (the page says it is an article), a block inside the
    /// selection that scores [`REFOCUS_INWARD_MIN_SCORE_SHARE`] of the container replaces it
    /// too: the wrapper around a story and its teaser panels; not in a listing, whose intro holds
    /// the headline, nor when it is one post of the thread the container holds (a forum's
    /// opening post). Returns whether the selection moved.
    pub fn refocus(
        &mut self,
        page: &Page,
        doc: &BlockDoc,
        anchor: u32,
        (first, last): (u32, u32),
        inward_ok: bool,
    ) -> bool {
        let Some(container) = self.container else {
            return false;
        };
        let holds = |a: u32, b: u32| a <= b && b < doc.blocks[a as usize].end;
        let Some(focus) = doc
            .self_and_ancestors(anchor)
            .find(|&f| holds(f, first) && holds(f, last))
        else {
            return false;
        };
        let apart = !self
            .roots
            .iter()
            .any(|&r| holds(r, focus) || holds(focus, r));
        let inside = self.roots.iter().any(|&r| r != focus && holds(r, focus));
        let h = self.scores[focus as usize];
        let inward = inward_ok
            && !self.listing
            && inside
            && h >= REFOCUS_INWARD_MIN_SCORE_SHARE * self.scores[container as usize]
            && !crate::score::one_post_of_thread(
                page,
                doc,
                &self.noise,
                &self.effective,
                container,
                focus,
            );
        let share = if apart && self.is_comment_section(page, doc, container) {
            0.0
        } else {
            REFOCUS_MIN_SCORE_SHARE
        };
        if !(apart || inward)
            || h <= 0.0
            || h < share * self.scores[container as usize]
            || self.effective[focus as usize].plain_weight() < MIN_ARTICLE_TEXT_WEIGHT
        {
            return false;
        }
        // No siblings join: beside the item are what it wins over (equal F1 on the dev sets).
        self.roots = vec![focus];
        self.reasons = assign_reasons(doc, &self.noise, &self.roots);
        self.container = Some(focus);
        true
    }

    /// Whether `container` is a comment section: it, an ancestor, or a child holding most of its
    /// text is named like comments.
    fn is_comment_section(&self, page: &Page, doc: &BlockDoc, container: u32) -> bool {
        let named = |b: u32| {
            page.element(doc.blocks[b as usize].node)
                .is_some_and(|e| e.is_named(crate::lexicon::Named::Comment))
        };
        if doc.self_and_ancestors(container).any(named) {
            return true;
        }
        let plain = |b: u32| self.effective[b as usize].plain_weight();
        doc.child_blocks(container)
            .any(|c| named(c) && plain(c) >= COMMENT_SECTION_SHARE * plain(container))
    }

    /// Drops the kept blocks that end before `anchor`, the page's headline (seed 001: the
    /// content starts at the title), when the first run of content lines below it is kept and
    /// has at least [`WINDOW_HEAD_MIN_RUN_WEIGHT`] of plain text. Teaser panels and menus above
    /// the headline that joined the selection go; the headline and what follows stay.
    pub fn trim_before(&mut self, doc: &BlockDoc, anchor: u32, (first, last): (u32, u32)) {
        let run: f32 = (first..=last)
            .filter(|&b| self.is_kept(b))
            .map(|b| doc.blocks[b as usize].own.plain_weight())
            .sum();
        if run < WINDOW_HEAD_MIN_RUN_WEIGHT {
            return;
        }
        for b in 0..anchor {
            if doc.blocks[b as usize].end <= anchor && self.is_kept(b) {
                self.reasons[b as usize] = Reason::OutsideWindow;
            }
        }
    }

    /// Drops the second copy of a section: pages serve some twice, for small and large screens,
    /// and let CSS show one (the parsed page, and a page whose stylesheets did not load, show
    /// both). A copy is a run of kept blocks repeating, word for word and in order, a run kept
    /// before it. Only blocks whose text is all their own and at least
    /// [`REPEAT_MIN_TEXT_WEIGHT`] long are compared. A tab panel that holds lines of its own
    /// keeps its copies of another panel's: with layout (replay) wcxb-dev 0.87446 -> 0.87459, a
    /// quickstart's per-language tabs 0.79 -> 0.96, an insurer's service page 0.90 -> 0.93,
    /// nothing down. Without the "lines of its own" condition a filter's tabs, each a
    /// subset of the "All" tab's cards, were read in full (0.86 -> 0.80). Slides served twice
    /// one by one (each line right after its copy, the headings between too short to compare)
    /// are copies too where at least [`REPEAT_MIN_TWINS`] lines are so: with layout (replay)
    /// wcxb-dev 0.87502 -> 0.87543, 14 pages up (an agency's case studies 0.67 -> 0.88, a
    /// security vendor's agents 0.67 -> 0.80), one down (0235 0.98 -> 0.94, whose truth keeps an
    /// FAQ twice); readability-pages 0.97006 -> 0.97015.
    pub fn drop_repeats(&mut self, page: &Page, doc: &BlockDoc) {
        use std::collections::HashMap;
        use std::hash::{Hash, Hasher};
        // Kept blocks whose text is all their own, in document order...
        let lines: Vec<(usize, u32)> = doc
            .blocks
            .iter()
            .enumerate()
            .filter(|&(b, block)| {
                self.is_kept(b as u32)
                    && block.own.text_weight >= REPEAT_MIN_TEXT_WEIGHT
                    && block.own.text_weight >= block.total.text_weight
            })
            .map(|(b, block)| (b, block.own.chars))
            .collect();
        // ...with the position of the first line of the same text. Texts are only compared
        // (by a hash of their words) between lines of the same length, which most pages lack.
        let mut lengths: HashMap<u32, u32> = HashMap::new();
        for &(_, chars) in &lines {
            *lengths.entry(chars).or_default() += 1;
        }
        let mut seen: HashMap<(u32, u64), usize> = HashMap::new();
        let mut first: Vec<usize> = lines
            .iter()
            .enumerate()
            .map(|(k, &(b, chars))| {
                if lengths[&chars] < 2 {
                    return k;
                }
                let node = doc.blocks[b].node;
                let mut hasher = std::collections::hash_map::DefaultHasher::new();
                for n in &page.nodes[node as usize + 1..page.nodes[node as usize].end as usize] {
                    if let crate::page::NodeData::Text(t) = &n.data {
                        t.split_whitespace().for_each(|w| w.hash(&mut hasher));
                    }
                }
                *seen.entry((chars, hasher.finish())).or_insert(k)
            })
            .collect();
        // One tab's panel repeating another's lines among lines of its own is that tab's text
        // (each language's code sample, with the same notes between), not a second rendering.
        // A panel of nothing but copies is a filtered view of another's (a grid's "All" tab).
        // Most pages repeat no line: their lines' panels are not looked up.
        if first.iter().enumerate().any(|(k, &f)| f != k) {
            let panels: Vec<Option<u32>> = lines
                .iter()
                .map(|&(b, _)| tab_panel_of(page, doc.blocks[b].node))
                .collect();
            let with_own_lines: std::collections::HashSet<u32> = panels
                .iter()
                .zip(&first)
                .enumerate()
                .filter_map(|(k, (p, &f))| p.filter(|_| f == k))
                .collect();
            for (k, f) in first.iter_mut().enumerate() {
                if let Some(p) = panels[k] {
                    if *f != k && panels[*f] != Some(p) && with_own_lines.contains(&p) {
                        *f = k;
                    }
                }
            }
        }
        let lines: Vec<(usize, usize)> = lines.iter().map(|&(b, _)| b).zip(first).collect();
        // A copy of a section repeats a run of lines in order; one line repeated among others
        // (a grid's shared caption, filler text) stays.
        let repeats = |k: usize| lines[k].1 != k;
        let follows = |k: usize| k > 0 && repeats(k - 1) && lines[k - 1].1 + 1 == lines[k].1;
        let copied = |k: usize| follows(k) || (k + 1 < lines.len() && follows(k + 1));
        // A line followed at once by its copy, on a page where several lines are, is a slide
        // served twice line by line (for large and small screens).
        let twin = |k: usize| k > 0 && lines[k].1 == k - 1;
        let twins = (0..lines.len()).filter(|&k| twin(k)).count();
        for (k, &(b, _)) in lines.iter().enumerate() {
            if copied(k) || (twins >= REPEAT_MIN_TWINS && twin(k)) {
                self.reasons[b] = Reason::Repeat;
            }
        }
    }

    /// Drops the kept leaves that are part of the site's template (seed 003's denoising): the
    /// rules over a site's comments, its newsletter box, its copyright line, repeated on every
    /// page. Only kept blocks are fingerprinted. When the template holds more than
    /// [`TEMPLATE_MAX_SHARE`] of the kept text, the page is one read before under another
    /// address (a copy, a print version, a link with other parameters), not the template's
    /// page, and nothing goes.
    pub fn drop_template(&mut self, page: &Page, doc: &BlockDoc, template: &SiteTemplate) {
        let kept: Vec<u32> = (0..self.reasons.len() as u32)
            .filter(|&b| self.is_kept(b))
            .collect();
        let weight = |b: &u32| doc.blocks[*b as usize].own.text_weight;
        let matched: Vec<u32> = kept
            .iter()
            .copied()
            .filter(|&b| leaf_fingerprint(page, doc, b).is_some_and(|fp| template.contains(fp)))
            .collect();
        let total: f32 = kept.iter().map(weight).sum();
        if matched.iter().map(weight).sum::<f32>() > TEMPLATE_MAX_SHARE * total {
            return;
        }
        for b in matched {
            self.reasons[b as usize] = Reason::Template;
        }
    }

    /// Drops quotes of what the selection already said: a forum reply's quote of an earlier
    /// post, a pull quote repeating the article's sentence. A block inside a quote
    /// (`<blockquote>`, or an element classed `quote`) with at least [`REPEAT_MIN_TEXT_WEIGHT`]
    /// of text goes, with all it holds, when its kept text was kept, word for word, before it;
    /// a quote's attribution ("member0 said:") stays, the block beside the quoted words. With
    /// layout wcxb-dev 0.8667 -> 0.8673 (36 pages up, forum threads 0.68 -> 0.98, 0.76 -> 0.87;
    /// 15 down by at most 0.07, forums whose truths keep the quoted copy), daniel-a and
    /// readability-pages unchanged, when only blocks with text all their own were compared.
    /// What was said is read in document order, so a post or a quote of several blocks (a
    /// paragraph, its list, the paragraph after) is compared whole as well: with layout
    /// (replay) wcxb-dev 0.87854 -> 0.87871, forum threads 0.8080 -> 0.8102 (9 up: 0515 0.72
    /// -> 0.83, 1674 0.82 -> 0.91; 4 down, 0519 0.93 -> 0.88, whose truths keep the copies);
    /// natively the same pages move.
    pub fn drop_quoted_copies(&mut self, page: &Page, doc: &BlockDoc) {
        // Per block, whether it or an ancestor is a quote: parents come before their children,
        // so one pass answers for all (a walk up from each block is quadratic on deep pages).
        // A page's settings on `<body>` name its quote blocks' style
        // ("tweak-quote-block-alignment-center"): the page is no quote.
        let mut in_quote = vec![false; doc.blocks.len()];
        for (b, block) in doc.blocks.iter().enumerate() {
            let is_quote = page.element(block.node).is_some_and(|e| {
                e.tag == "blockquote"
                    || (!matches!(e.tag.as_str(), "html" | "body")
                        && crate::lexicon::has_word(&e.class, &["quote"]))
            });
            in_quote[b] = is_quote || (block.parent != NO_BLOCK && in_quote[block.parent as usize]);
        }
        // What is said after the last kept quote is never searched: most pages quote nothing
        // (on 60 wcxb-dev pages in the browser this step took 0.13 ms of `extractSnapshot`'s
        // 3.6 ms copying their text, and 0.08 ms without).
        let Some(last) = (0..doc.blocks.len() as u32)
            .rev()
            .find(|&b| in_quote[b as usize] && self.is_kept(b))
        else {
            return;
        };
        let stop = page.nodes[doc.blocks[last as usize].node as usize].end;
        // Node `i`'s text, when it is a text node in a kept block.
        let kept_text = |selection: &Selection, i: u32| match &page.nodes[i as usize].data {
            NodeData::Text(t) => {
                let owner = doc.owner[i as usize];
                (owner != NO_BLOCK && selection.is_kept(owner)).then_some(t.as_str())
            }
            _ => None,
        };
        let mut said = String::new();
        // Each quote is looked for in all that was said before it: a bound on the bytes read and
        // searched keeps a page of thousands of quotes, or of quotes nested thousands deep, from
        // costing the square of its text.
        let mut searched = 0usize;
        let mut i = 0u32;
        while i < stop {
            let owner = doc.owner[i as usize];
            if owner != NO_BLOCK
                && doc.blocks[owner as usize].node == i
                && in_quote[owner as usize]
                && doc.blocks[owner as usize].total.text_weight >= REPEAT_MIN_TEXT_WEIGHT
                && searched <= QUOTED_COPY_MAX_SEARCH_BYTES
            {
                let end = page.nodes[i as usize].end;
                let mut quoted = String::new();
                for t in (i + 1..end).filter_map(|n| kept_text(self, n)) {
                    push_folded(&mut quoted, t);
                }
                searched += said.len() + quoted.len();
                if !quoted.is_empty() && said.contains(&quoted) {
                    self.drop_kept_as(owner..doc.blocks[owner as usize].end, Reason::Repeat);
                    i = end;
                    continue;
                }
            }
            if let Some(t) = kept_text(self, i) {
                push_folded(&mut said, t);
            }
            i += 1;
        }
    }

    /// Drops the kept blocks with text of their own after `last`, the end of seed 001's window
    /// run (`window.rs`), when the run and the selection overlap and the kept text after the run
    /// is a minor part of the selection (a second opinion trims; it does not overrule). Else
    /// leaves it as it is.
    ///
    /// A run can close early on a page of many short lines (a tutorial's lists of links, a
    /// service page's cards between its sections): when what follows in the run's own container
    /// holds a section heading (`h2`-`h4`), it is more of the page and stays; past that container
    /// the trim goes on. With layout wcxb-dev 0.8690 -> 0.8703 (66 pages up:
    /// documentation, service and forum pages whose window closed mid-page; 51 down), daniel-a
    /// 0.9215 -> 0.9211 (2 up, 16 down: short lines in the story's container, a source credit,
    /// "Follow ... on Twitter", a comment box headed "All Comments"), readability-pages 0.9694 ->
    /// 0.9696.
    ///
    /// Else the trim starts after the story's closing sentences (`closing_sentences_end`). With
    /// layout (replay) 6 pages up (tech.qq.com's closing line 0.979 -> 0.990, wcxb-dev 0419 0.997
    /// -> 1.000, 4172, 4381), 4 down by 0.002 or less (a blog's "Let us improve this post!", an
    /// illustration's credit); the three sets' means unchanged to three places. Natively the
    /// same pages.
    pub fn trim_after(&mut self, page: &Page, doc: &BlockDoc, (first, last): (u32, u32)) {
        if !(first..=last).any(|b| self.is_kept(b)) {
            return;
        }
        let own = |b: u32| doc.blocks[b as usize].own.text_weight;
        let kept = self.kept_weight(doc);
        let trimmed: f32 = (last + 1..doc.blocks.len() as u32)
            .filter(|&b| self.is_kept(b))
            .map(own)
            .sum();
        if trimmed > WINDOW_MAX_TRIM_SHARE * kept {
            return;
        }
        // The run's container: the deepest block holding all of the run's kept lines.
        let mut lines = (first..=last).filter(|&b| self.is_kept(b) && own(b) > 0.0);
        let (first_line, last_line) = (lines.next(), lines.next_back());
        let container_end = first_line
            .and_then(|a| doc.common_ancestor(a, last_line.unwrap_or(a)))
            .map_or(last + 1, |c| doc.blocks[c as usize].end.max(last + 1));
        let headed = (last + 1..container_end).any(|b| {
            self.is_kept(b) && matches!(page.tag(doc.blocks[b as usize].node), "h2" | "h3" | "h4")
        });
        let from = if headed {
            container_end
        } else {
            self.closing_sentences_end(page, doc, last)
        };
        for b in from..doc.blocks.len() as u32 {
            if self.is_kept(b) && own(b) > 0.0 {
                self.reasons[b as usize] = Reason::OutsideWindow;
            }
        }
    }

    /// Where the story's closing lines after the window's last content line `last` end: the
    /// kept short paragraphs right after it and beside it, without links, each a sentence ("He
    /// was 84.", "The vote was close."). They are too short to be content lines, so the run ends
    /// before them.
    fn closing_sentences_end(&self, page: &Page, doc: &BlockDoc, last: u32) -> u32 {
        let parent = doc.blocks[last as usize].parent;
        let mut end = last + 1;
        for b in last + 1..doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if block.own.text_weight == 0.0 {
                continue;
            }
            let node = block.node;
            if !self.is_kept(b)
                || block.parent != parent
                || block.own.link_weight > 0.0
                || page.tag(node) != "p"
                || !ends_a_sentence(page, node)
            {
                break;
            }
            end = b + 1;
        }
        end
    }
}

/// The tab panel node `node` is in (`lexicon::is_tab_panel`), if any.
fn tab_panel_of(page: &Page, node: u32) -> Option<u32> {
    page.self_and_ancestors(node).find(|&a| {
        page.element(a)
            .is_some_and(|e| lexicon::is_tab_panel(e.attr("role"), &e.class))
    })
}

#[cfg(test)]
mod tests {
    use super::CutIndex;

    #[test]
    fn a_cut_holds_only_its_own_blocks_nodes_in_its_range() {
        let cuts = CutIndex(vec![(3, 10, 14), (3, 20, 22), (7, 11, 30)]);
        assert!(cuts.contains(10, 3) && cuts.contains(13, 3) && cuts.contains(21, 3));
        assert!(!cuts.contains(14, 3) && !cuts.contains(15, 3) && !cuts.contains(9, 3));
        // Another block's node in the same range is not cut, nor is a block without cuts.
        assert!(cuts.contains(12, 7) && !cuts.contains(12, 5) && !cuts.contains(31, 7));
        assert!(!CutIndex(Vec::new()).contains(0, 0));
    }
}
