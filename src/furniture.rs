//! Page furniture left inside the text: an article's dateline and photo credit above its first
//! paragraph, and the labels of controls and ad slots anywhere in it ("Share", "Advertisement", a
//! bar of tabs, a form's thank-you message). The reader shows the date and byline apart, from the
//! metadata; the rest is no part of what it shows.

use crate::blocks::{BlockDoc, NO_BLOCK};
use crate::lexicon;
use crate::lines::ShortLines;
use crate::page::{ElementData, NodeData, Page};
use crate::selection::Selection;
use crate::tails::{inline_text, prints_time_or_date};
use crate::tuning::*;

impl Selection {
    /// The dateline above an article's text ("7 декабря 2011, 20:48", "Postmedia News January
    /// 11, 2012", "2012-01-17 18:10 来源：中国新闻网"): a short kept block, not a heading, that
    /// prints a date or a time, or credits a photo ("Фото: EPA"), before the selection's first
    /// paragraph goes; so does such a line written loose in a wrapper, between its headline and
    /// its text (`loose_text_above`). The reader shows the date and byline apart, from the
    /// metadata, as Readability.js takes its byline out of the text.
    pub fn drop_leading_datelines(&mut self, page: &Page, doc: &BlockDoc) {
        let mut dropped = 0;
        for b in 0..doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if !self.is_kept(b) || block.own.chars == 0 {
                continue;
            }
            if block.own.chars > DATELINE_MAX_CHARS || dropped == DATELINE_MAX_BLOCKS {
                return;
            }
            // A section's heading (h2, h3: a live blog's dated first entry), or an item of a
            // list (a changelog's dated entries), is no dateline. The minor headings are
            // (CBC's "<h4 class=posted>Posted: Jan 11, 2012 5:12 PM CST</h4>"): with layout
            // (replay) daniel-a 0.92963 -> 0.92987, 10 pages up (cbc.ca 0.82 -> 0.89, fakt.pl,
            // tanea.gr, xinhuanet.com), 2 down whose truths keep the line; wcxb-dev one up.
            let is_part = |k: u32| {
                let tag = page.tag(doc.blocks[k as usize].node);
                matches!(tag, "h2" | "h3") || tag == "li"
            };
            if block
                .short_text(page, DATELINE_MAX_CHARS)
                .is_some_and(|t| is_dateline_or_credit(&t))
                && !(b..block.end).any(is_part)
            {
                self.drop_kept(b..block.end);
                dropped += 1;
            } else if let Some(bar) = meta_bar(page, doc, b) {
                self.drop_kept(bar..doc.blocks[bar as usize].end);
                dropped += 1;
            } else if loose_text_above(page, doc, b).is_some_and(|t| is_dateline_or_credit(&t)) {
                // The block's own text only: its blocks (the headline, the paragraphs) stay.
                let node = block.node;
                self.inline_cuts
                    .push((b, node + 1, page.nodes[node as usize].end));
                dropped += 1;
            }
        }
    }

    /// How many short kept blocks read as datelines, anywhere in the selection.
    pub fn dated_lines(&self, page: &Page, doc: &BlockDoc) -> usize {
        (0..doc.blocks.len() as u32)
            .filter(|&b| {
                self.is_kept(b) && doc.blocks[b as usize].own.chars > 0 && prints_date(page, doc, b)
            })
            .count()
    }

    /// The labels of the page's controls and ad slots left in the text ("Share", "Advertisement",
    /// "Loading..."): a short kept block that says nothing else goes, wherever it is; so do an
    /// ad slot's label in any language (`is_ad_slot_label`), a bar of tabs (`is_tab_bar`), a
    /// form's status message (`is_status_message`) and a marquee's phrase said over and over
    /// (`is_repeated_phrase`).
    pub fn drop_control_labels(&mut self, page: &Page, doc: &BlockDoc, lines: &ShortLines) {
        for b in 0..doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if self.is_kept(b)
                && (lines
                    .get(doc, b, CONTROL_LABEL_MAX_CHARS)
                    .is_some_and(is_control_label)
                    || lines
                        .get(doc, b, AD_LABEL_MAX_CHARS)
                        .is_some_and(is_ad_label)
                    || is_ad_slot_label(page, doc, b)
                    || is_tab_bar(page, doc, b)
                    || is_status_message(page, doc, b)
                    || (block.own.chars == block.total.chars
                        && block.total.chars > 0
                        && is_repeated_phrase(words_of(page, block.node)))
                    || (opens_with_by(page, block.node)
                        && block
                            .short_text(page, CONSENT_NOTICE_MAX_CHARS)
                            .is_some_and(|t| is_consent_notice(&t))))
            {
                self.drop_kept(b..block.end);
            }
        }
    }

    /// A card's call to action written loose beside its blocks: an inline element (a link, a
    /// button, a span) whose label is a control's or a call to action ("Shop now", "Learn more",
    /// "Big Box Advertisement", `is_control_label`, `lexicon::CALLS_TO_ACTION`) and is all the
    /// text a kept wrapper holds of its own, after its heading and paragraph ("<div><h2>Fluid
    /// Compute</h2><p>A compute model…</p><a>Learn more</a></div>"). A link inside a sentence
    /// stays, and so does a block that is only the link (`drop_control_labels` weighs it), and
    /// a figure's loose text: its credit ("Twitter" under a screenshot).
    /// With layout (replay) wcxb-dev 0.87585 -> 0.87593: 66 pages up (service, product and
    /// collection pages' cards), 8 down by up to 0.011 (a CRM's page whose truth keeps each
    /// "Learn more"); daniel-a two pages up ("Tweet", "Enlarge image"). Natively the same.
    /// Any inline element, not only links and buttons: daniel-a 0.93085 -> 0.93090 (8 pages up:
    /// CBC's ad slot, boston.com's text size), wcxb-dev 7 pages up and 1 down.
    pub fn drop_loose_control_labels(&mut self, page: &Page, doc: &BlockDoc) {
        let mut j = 0;
        while j < page.nodes.len() as u32 {
            let node = &page.nodes[j as usize];
            let b = doc.owner[j as usize];
            let end = node.end.max(j + 1);
            // The block's figures first: most nodes are in blocks of more text, or dropped ones,
            // and the tag lists are searched only for the few left.
            if b == NO_BLOCK
                || !(1..=CONTROL_LABEL_MAX_CHARS).contains(&doc.blocks[b as usize].own.chars)
                || !self.is_kept(b)
                || doc.blocks[b as usize].node == j
                || doc.blocks[b as usize].end == b + 1
                || end - j > LOOSE_CONTROL_MAX_NODES
            {
                j += 1;
                continue;
            }
            let inline = match &node.data {
                NodeData::Element(e) => {
                    !lexicon::is_block_tag(&e.tag) && !lexicon::is_void_tag(&e.tag)
                }
                NodeData::Text(_) => false,
            };
            if !inline
                || matches!(
                    page.tag(doc.blocks[b as usize].node),
                    "figure" | "figcaption"
                )
            {
                j += 1;
                continue;
            }
            let own = doc.blocks[b as usize].own.chars;
            let chars: u32 = (j + 1..end).map(|n| page.measures[n as usize].chars).sum();
            if chars == own && chars > 0 && (j + 1..end).all(|n| doc.owner[n as usize] == b) {
                let label = inline_text(page, j, CONTROL_LABEL_MAX_CHARS).unwrap_or_default();
                if is_control_label(&label) || lexicon::CALLS_TO_ACTION.matches(&label) {
                    self.inline_cuts.push((b, j, end));
                    j = end;
                    continue;
                }
            }
            j += 1;
        }
    }

    /// An article's table of contents: a short kept block that is only its heading ("Table of
    /// Contents", `lexicon::TOC_HEADINGS`) goes, and so does the list of links right after it
    /// when one is kept (`keep_headed_lists` gives a list under its own heading back). The
    /// reader's own headings are the way through the text. With layout (recorded snapshots)
    /// wcxb-dev 0.87140 -> 0.87144: 11 pages up (a guide 0.97 -> 1.00, a workflow post 0.91 ->
    /// 0.92), 2 down by under 0.01 (truths that keep the heading); daniel-a and
    /// readability-pages unchanged, and so natively.
    pub fn drop_tables_of_contents(&mut self, page: &Page, doc: &BlockDoc) {
        let mut b = 0;
        while b < doc.blocks.len() as u32 {
            let block = &doc.blocks[b as usize];
            if !(self.is_kept(b)
                && block.total.chars > 0
                && block
                    .short_text(page, TOC_HEADING_MAX_CHARS)
                    .is_some_and(|t| lexicon::TOC_HEADINGS.matches(&t)))
            {
                b += 1;
                continue;
            }
            self.drop_kept(b..block.end);
            let mut end = block.end;
            let next = self.next_kept(end);
            if let Some(n) = next.filter(|&n| is_link_list(page, doc, n)) {
                end = doc.blocks[n as usize].end;
                self.drop_kept(n..end);
            }
            b = end;
        }
    }

    /// A shop's policy on shipping, returns or payment on a product's page ("Shipping &
    /// Returns: Free standard shipping on orders $50+ and free 60-day returns…",
    /// `lexicon::SHOP_POLICY_HEADINGS`): an accordion's item that every product of the shop
    /// repeats, which the WCXB truths leave out. The heading goes with its panel: the smallest
    /// block that holds more than the heading and opens with it, or else the kept block after
    /// the heading's own, its sibling; either at most `SHOP_POLICY_MAX_CHARS` long.
    pub fn drop_shop_policies(&mut self, page: &Page, doc: &BlockDoc) {
        for j in 0..page.nodes.len() as u32 {
            let chars = page.measures[j as usize].chars;
            let NodeData::Text(text) = &page.nodes[j as usize].data else {
                continue;
            };
            if chars == 0
                || chars > SHOP_POLICY_HEADING_MAX_CHARS
                || text.split_whitespace().nth(1).is_none()
                || !self.is_kept(doc.owner[j as usize])
                || !lexicon::SHOP_POLICY_HEADINGS.matches(text)
            {
                continue;
            }
            // The heading's own block, up to the last that holds the heading alone.
            let mut heading = doc.owner[j as usize];
            let mut item = heading;
            while item != NO_BLOCK && doc.blocks[item as usize].total.chars == chars {
                heading = item;
                item = doc.blocks[item as usize].parent;
            }
            let small = |k: u32| {
                k != NO_BLOCK
                    && self.is_kept(k)
                    && !self.roots.contains(&k)
                    && doc.blocks[k as usize].total.chars <= SHOP_POLICY_MAX_CHARS
            };
            // The heading opens the item, and no other heading follows in it (the accordion
            // whose first item this is).
            let opens = |k: u32| {
                (doc.blocks[k as usize].node + 1..j).all(|n| page.measures[n as usize].chars == 0)
                    && !(k + 1..doc.blocks[k as usize].end).any(|h| {
                        let node = doc.blocks[h as usize].node;
                        let tag = page.tag(node);
                        node > j
                            && (lexicon::is_heading_tag(tag)
                                || matches!(tag, "details" | "summary"))
                    })
            };
            if small(item) && opens(item) {
                self.drop_kept(item..doc.blocks[item as usize].end);
                continue;
            }
            let block = &doc.blocks[heading as usize];
            if block.total.chars != chars
                || self.roots.contains(&heading)
                || !lexicon::is_heading_tag(page.tag(block.node))
            {
                continue;
            }
            let next = self.next_kept(block.end);
            if let Some(panel) =
                next.filter(|&n| small(n) && doc.blocks[n as usize].parent == block.parent)
            {
                self.drop_kept(heading..block.end);
                self.drop_kept(panel..doc.blocks[panel as usize].end);
            }
        }
    }
}

/// Whether block `b` is a list of links: a list or a wrapper of lists
/// (`noise::is_list_block`) whose text is mostly link text.
fn is_link_list(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    crate::noise::is_list_block(page, doc, b)
        && doc.blocks[b as usize].total.link_density() >= TOC_MIN_LINK_DENSITY
}

/// Whether `text` is only a control's label: one of `lexicon::CONTROL_LABELS`, or without a
/// digit one of `lexicon::BUTTON_LABELS`.
fn is_control_label(text: &str) -> bool {
    lexicon::CONTROL_LABELS.matches(text)
        || (!text.contains(|c: char| c.is_ascii_digit()) && lexicon::BUTTON_LABELS.matches(text))
}

/// Whether `text` is an ad slot's label with a note: "Advertisement" and a mark, then a note to
/// the reader ("Advertisement - Page continues below", "Advertisement. Scroll to continue
/// reading.", "Advertisement (gone after registration)") or the ad's own heading
/// ("Advertisement: New AI Book!"). "Advertisements in this newsletter have paid to be
/// promoted" is a sentence. With layout (replay) and natively wcxb-dev +0.00003 (5 pages up, a
/// forum thread 0.65 -> 0.68), none down.
fn is_ad_label(text: &str) -> bool {
    crate::text::strip_prefix_ignore_ascii_case(text.trim_start(), "advertisement").is_some_and(
        |rest| {
            rest.trim_start()
                .starts_with(['.', '-', '–', '—', '(', ':', '|'])
        },
    )
}

/// Whether block `b` is the message a form shows once sent ("Спасибо! Ваша мнение учтено.",
/// "Added to your cart"): short, and classed as a success state (`article_assessment_success`,
/// `alert-success`). Hidden until then, it shows where the stylesheet is missing. 12 pages up
/// on the dev sets (ria.ru's rating form, an Amazon product page 0.76 -> 0.81), none down.
fn is_status_message(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    is_short_and_named(page, doc, b, STATUS_MESSAGE_MAX_CHARS, |e| {
        lexicon::has_word(&e.class, &["success"])
    })
}

/// Whether block `b` is what an ad slot shows with the page's scripts off: a short label in any
/// language ("Προβολή" over iatronet.gr's slots, "Skip Ad") in an element named as the slot
/// (`lexicon::names_ad_slot`: `id="adv468"`, `class="ad-slot"`). With layout (replay)
/// daniel-a 0.93119 -> 0.93131 (19 iatronet.gr pages up by up to 0.012, 2 down by 0.013 whose
/// truths keep the label), readability-pages 0.97015 -> 0.97017 (seattletimes-1, wapo-1);
/// wcxb-dev unchanged. Natively the same pages move.
fn is_ad_slot_label(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    is_short_and_named(page, doc, b, CONTROL_LABEL_MAX_CHARS, |e| {
        lexicon::names_ad_slot(&e.class) || lexicon::names_ad_slot(&e.id)
    })
}

/// Whether block `b` holds some text, `max_chars` at most, and its element is `named` so.
fn is_short_and_named(
    page: &Page,
    doc: &BlockDoc,
    b: u32,
    max_chars: u32,
    named: impl Fn(&ElementData) -> bool,
) -> bool {
    let block = &doc.blocks[b as usize];
    (1..=max_chars).contains(&block.total.chars) && page.element(block.node).is_some_and(named)
}

/// Whether block `b` is a bar of tabs: a list whose items (two or more) are short labels classed
/// as tabs ("Материал | Мультимедиа: 2 | Контекст: 2" over ria.ru's story; 13 daniel-a pages up
/// by up to 0.02, nothing else moves). ARIA's `role=tablist` lost: pages put it on the wrapper
/// of the panels too (wcxb-dev 0307 1.00 -> 0.07).
fn is_tab_bar(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    let Some(e) = page.element(doc.blocks[b as usize].node) else {
        return false;
    };
    if !matches!(e.tag.as_str(), "ul" | "ol") {
        return false;
    }
    let items: Vec<u32> = doc.child_blocks(b).collect();
    items.len() >= 2
        && items.iter().all(|&i| {
            let item = &doc.blocks[i as usize];
            item.total.chars <= CONTROL_LABEL_MAX_CHARS
                && page
                    .element(item.node)
                    .is_some_and(|e| e.tag == "li" && lexicon::has_word(&e.class, &["tab", "tabs"]))
        })
}

/// Whether the first word of node `i`'s text is "By", as a consent notice's is: read in place,
/// before the text is copied for [`is_consent_notice`] (copying every block of up to
/// [`CONSENT_NOTICE_MAX_CHARS`] characters took 5% of `extractSnapshot`'s time on 60 wcxb-dev
/// pages in the browser).
fn opens_with_by(page: &Page, i: u32) -> bool {
    page.texts(i)
        .flat_map(|t| t.split(char::is_whitespace))
        .find(|w| !w.is_empty())
        .is_some_and(|w| w.eq_ignore_ascii_case("by"))
}

/// Whether `text` is a sign-up form's consent notice: it opens with "By" and agrees or consents
/// in the reader's name ("By clicking Sign Me Up, you confirm you are 16+ and agree to our Terms",
/// `lexicon::CONSENT_PHRASES`). A sentence of the text that opens with "By" says no such thing.
fn is_consent_notice(text: &str) -> bool {
    let t = text.trim_start();
    t.get(..3).is_some_and(|w| w.eq_ignore_ascii_case("by "))
        && lexicon::CONSENT_PHRASES
            .iter()
            .any(|p| crate::text::contains_ignore_ascii_case(t, p))
}

/// The words of node `i`'s subtree, as `text_of` joins its text nodes and [`is_repeated_phrase`]
/// splits them, read in place: most blocks are told apart by their first few words, and every
/// kept block is tested (copying each one's text took 3% of `extractSnapshot`'s time on 60
/// wcxb-dev pages in the browser).
fn words_of(page: &Page, i: u32) -> impl Iterator<Item = &str> + Clone {
    page.texts(i).flat_map(words)
}

/// The words of `text`: what separates them does not count.
fn words(text: &str) -> impl Iterator<Item = &str> + Clone {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// Whether `words` are one short phrase said over and over ("Book Now * Book Now * ...", "Swatch
/// Swatch Swatch ..."): a marquee's text doubled for its animation, a row of swatches named
/// alike, filler. Words are compared folded, and a period stops at its first word out of place.
fn is_repeated_phrase<'a>(words: impl Iterator<Item = &'a str> + Clone) -> bool {
    (1..=REPEATED_PHRASE_MAX_WORDS).any(|period| {
        let mut phrase = Vec::with_capacity(period);
        let mut count = 0;
        for w in words.clone() {
            let w = w.to_lowercase();
            if count < period {
                phrase.push(w);
            } else if w != phrase[count % period] {
                return false;
            }
            count += 1;
        }
        count >= period * REPEATED_PHRASE_MIN_TIMES
    })
}

/// Whether `text` is a dateline ([`is_dateline`]) or a photo's credit ("Фото: EPA", "fot.
/// PAP"; `lexicon::PHOTO_CREDIT_LABELS`).
fn is_dateline_or_credit(text: &str) -> bool {
    let t = text.trim_start().to_lowercase();
    is_dateline(text)
        || lexicon::PHOTO_CREDIT_LABELS
            .iter()
            .any(|label| t.starts_with(label))
}

/// The list around item `b` when it is a story's bar of facts, its date among its source and
/// its reporter ("<ul class=inline-list><li>2012-01-11 01:30</li><li>中國時報</li><li>【鐘武達／
/// 綜合報導】</li></ul>"): `b` prints a date, no other item does (a changelog's entries each
/// do), and the whole list is no longer than a dateline.
fn meta_bar(page: &Page, doc: &BlockDoc, b: u32) -> Option<u32> {
    let list = doc.blocks[b as usize].parent;
    if page.tag(doc.blocks[b as usize].node) != "li"
        || list == NO_BLOCK
        || doc.blocks[list as usize].total.chars > DATELINE_MAX_CHARS
        || !prints_date(page, doc, b)
    {
        return None;
    }
    let dated_items = doc
        .child_blocks(list)
        .filter(|&k| prints_date(page, doc, k));
    (dated_items.count() == 1).then_some(list)
}

/// Whether block `b` is short enough for a dateline and prints a date or a time.
fn prints_date(page: &Page, doc: &BlockDoc, b: u32) -> bool {
    doc.blocks[b as usize]
        .short_text(page, DATELINE_MAX_CHARS)
        .is_some_and(|t| is_dateline(&t))
}

/// The text that block `b` holds loose (in no block of its own) when all of it comes before the
/// block's first paragraph, between the headline and the text ("<h1>…</h1><span class=info>
/// 2011-12-16 01:23:34 来源: …</span><div id=endText>…"), and it is no longer than a dateline.
/// Only the nodes before that paragraph are read, and no more than a short text's
/// (`SHORT_TEXT_NODES_PER_CHAR`): the block's own characters say whether any text comes after.
fn loose_text_above(page: &Page, doc: &BlockDoc, b: u32) -> Option<String> {
    let block = &doc.blocks[b as usize];
    if block.own.chars == block.total.chars || block.own.chars > DATELINE_MAX_CHARS {
        return None;
    }
    let most = DATELINE_MAX_CHARS * SHORT_TEXT_NODES_PER_CHAR + SHORT_TEXT_MIN_NODES;
    let within = |k: u32| doc.blocks[k as usize].node - block.node <= most;
    // The first block inside that holds text and is no heading.
    let paragraph = (b + 1..block.end).take_while(|&k| within(k)).find(|&k| {
        let inner = &doc.blocks[k as usize];
        inner.own.chars > 0 && !lexicon::is_heading_tag(page.tag(inner.node))
    })?;
    let (mut text, mut chars) = (String::new(), 0);
    for j in block.node + 1..doc.blocks[paragraph as usize].node {
        if doc.owner[j as usize] == b {
            if let NodeData::Text(t) = &page.nodes[j as usize].data {
                chars += page.measures[j as usize].chars;
                text.push_str(t);
                text.push(' ');
            }
        }
    }
    (chars == block.own.chars).then(|| crate::text::fold_whitespace(&text))
}

/// Whether `text` prints a date or a time: a numeric one, a year with a month's name, or a time
/// counted back from now.
pub(crate) fn is_dateline(text: &str) -> bool {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let is_year = |w: &&str| {
        w.len() == 4
            && (w.starts_with("19") || w.starts_with("20"))
            && w.bytes().all(|b| b.is_ascii_digit())
    };
    // "18 hours ago": a time counted back from now.
    let ago = words.windows(3).any(|w| {
        w[0].bytes().all(|b| b.is_ascii_digit())
            && RELATIVE_TIME_UNITS
                .iter()
                .any(|u| w[1].eq_ignore_ascii_case(u))
            && w[2].eq_ignore_ascii_case("ago")
    });
    prints_time_or_date(text)
        || ago
        || (words.iter().any(is_year)
            && words.iter().any(|w| crate::metadata::dates::names_month(w)))
}

/// The units of a time counted back from now ("18 hours ago").
const RELATIVE_TIME_UNITS: &[&str] = &[
    "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks",
];

#[cfg(test)]
mod tests {
    use super::{is_ad_label, is_repeated_phrase, opens_with_by, words, words_of};
    use crate::page::Page;

    #[test]
    fn an_ad_label_is_advertisement_and_a_mark() {
        for text in [
            "Advertisement - Page continues below",
            "Advertisement. Scroll to continue reading.",
            "ADVERTISEMENT (gone after registration)",
            "Advertisement: New AI Book!",
        ] {
            assert!(is_ad_label(text), "{text}");
        }
        for text in [
            "Advertisements in this newsletter have paid to be promoted.",
            "Advertisement spending fell in 2024.",
            "Advertisement",
        ] {
            assert!(!is_ad_label(text), "{text}");
        }
    }

    #[test]
    fn a_phrase_said_five_times_or_more_is_repeated() {
        for text in [
            "Book Now * Book Now * Book Now * BOOK NOW * Book Now *",
            "Swatch Swatch swatch Swatch Swatch Swatch",
            "a b c a b c a b c a b c a b c",
        ] {
            assert!(is_repeated_phrase(words(text)), "{text}");
        }
        for text in [
            "",
            "Book Now * Book Now * Book Now * Book Now",
            "Swatch Swatch Swatch Swatch Swatch Sold out",
            "Sold out Swatch Swatch Swatch Swatch Swatch",
            "a b c d a b c d a b c d a b c d a b c d",
            "The news of the day, told in full sentences that never repeat.",
        ] {
            assert!(!is_repeated_phrase(words(text)), "{text}");
        }
    }

    #[test]
    fn a_blocks_words_are_its_text_nodes_words_in_order() {
        let html = "<div id=m><span>Book</span>Now<b> * Book-Now</b> <i>ＡＢ</i></div>";
        let page = Page::read(&crate::dom::html::HtmlDocument::parse(html, None));
        let div = (0..page.nodes.len() as u32)
            .find(|&i| page.element(i).is_some_and(|e| e.id == "m"))
            .unwrap();
        let got: Vec<&str> = words_of(&page, div).collect();
        assert_eq!(got, ["Book", "Now", "Book", "Now", "ＡＢ"]);
    }

    #[test]
    fn a_consent_notice_opens_with_by_as_its_own_word() {
        let page = Page::read(&crate::dom::html::HtmlDocument::parse(
            "<p id=a> <b>BY</b> clicking</p><p id=b>Bypass</p><p id=c>Stand by</p><p id=d></p>",
            None,
        ));
        let opens = |id: &str| {
            let i = (0..page.nodes.len() as u32)
                .find(|&i| page.element(i).is_some_and(|e| e.id == id))
                .unwrap();
            opens_with_by(&page, i)
        };
        assert!(opens("a"));
        assert!(!opens("b") && !opens("c") && !opens("d"));
    }
}
