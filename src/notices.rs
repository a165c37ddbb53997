//! Closing notices: the copyright line, reserved rights, source credit, typo prompt,
//! publisher's disclaimer or appeal for donations that closes an article's text, and what
//! follows it. Like the other tails (`tails`), a notice is cut only after enough of the
//! selection's own text. And the prompts to subscribe or to sign in that stand anywhere in it.

use crate::blocks::{BlockDoc, NO_BLOCK};
use crate::lexicon;
use crate::lines::ShortLines;
use crate::page::{NodeData, Page};
use crate::selection::Selection;
use crate::tuning::*;

impl Selection {
    /// The notice that closes an article, a copyright line ("© 2012 The Press Association. All
    /// rights reserved.", "Copyright 2026 ..."), a source credit ("Πηγές: euro2day.gr": daniel-a
    /// 3 pages up, none down; the truths never keep one that closes a story) or a prompt to
    /// report a typo with Ctrl+Enter, or to follow the publisher or sign up for its newsletter:
    /// a short kept block that reads as one (`is_closing_notice`), after enough of the
    /// selection's own text ([`CLOSING_NOTICE_MIN_WEIGHT_BEFORE`]) and with little kept text
    /// after it, goes with what follows it. A credit in the middle of the text (a photo's
    /// "© AFP") has text after it.
    ///
    /// A disclaimer's heading ("南方网版权相关声明：") goes with the items it lists below it, so
    /// more may follow it ([`DISCLAIMER_MAX_WEIGHT_AFTER`]).
    pub fn drop_closing_notice(&mut self, page: &Page, doc: &BlockDoc) {
        self.drop_closing(page, doc, is_closing_notice, true);
    }

    /// An appeal for donations that closes a story ("This article was made possible by the
    /// support of readers like you. Donate to JTA now.", "Support CNX Software! Donate via
    /// cryptocurrencies, become a Patron on Patreon"), as [`Self::drop_closing_notice`] cuts a
    /// notice (`is_donation_appeal`). Only under a story: a charity's own page closes with the
    /// same appeal as its content ("donate today to help us bring lifelong joy"). With layout
    /// (replay) wcxb-dev 0.87543 -> 0.87545 (4 pages up: 0421 0.92 -> 0.96, 2102, 4371, 4511;
    /// 0136 0.996 -> 0.974, a blog post whose truth keeps its closing appeal), daniel-a 0.92911
    /// -> 0.92912 (jta.org 0.83 -> 0.84); natively the same pages.
    pub fn drop_donation_appeal(&mut self, page: &Page, doc: &BlockDoc) {
        self.drop_closing(page, doc, is_donation_appeal, false);
    }

    /// Cuts the short kept block that `closing` reads as closing the text, and what follows it
    /// (see [`Self::drop_closing_notice`]); with `disclaimers`, a disclaimer's heading too.
    fn drop_closing(
        &mut self,
        page: &Page,
        doc: &BlockDoc,
        closing: fn(&str) -> bool,
        disclaimers: bool,
    ) {
        let total = self.kept_weight(doc);
        self.cut_sections(doc, |b, ahead| {
            let block = &doc.blocks[b as usize];
            let after = total - ahead[b as usize] - block.own.text_weight;
            if ahead[b as usize] < CLOSING_NOTICE_MIN_WEIGHT_BEFORE
                || after > CLOSING_NOTICE_MAX_WEIGHT_AFTER.max(DISCLAIMER_MAX_WEIGHT_AFTER)
            {
                return None;
            }
            let notice = (disclaimers
                && block
                    .opening_line(page, DISCLAIMER_HEADING_MAX_CHARS)
                    .is_some_and(|(line, _)| is_disclaimer_heading(&line)))
                || (after <= CLOSING_NOTICE_MAX_WEIGHT_AFTER
                    && block
                        .short_text(page, CLOSING_NOTICE_MAX_CHARS)
                        .is_some_and(|t| closing(&t)));
            notice.then_some(doc.blocks.len() as u32)
        });
    }

    /// A request to sign up for the site's newsletter or posts, or to sign in to it, anywhere
    /// in the text: a short kept block that is one (`is_subscribe_prompt`,
    /// `is_sign_in_prompt`), where the selection keeps at least
    /// [`CLOSING_NOTICE_MIN_WEIGHT_BEFORE`] of other text. Blogs put it at the top and between
    /// paragraphs as well as at the end (Substack's "Thanks for reading! Subscribe for free to
    /// receive new posts and support my work."). With layout (replay) wcxb-dev 0.87654 ->
    /// 0.87660 and daniel-a 0.93104 -> 0.93116 (20 pages up, winnipegfreepress.com's "Sign up
    /// for daily bulletins" 0.84 -> 0.87); 3 down: readability-pages 0.97026 -> 0.97013, whose
    /// truth for breitbart is Readability.js's text with "SIGN UP FOR OUR NEWSLETTER" in it
    /// (1.000 -> 0.983), and two wcxb-dev pages by 0.003 at most. Natively the same.
    ///
    /// Sign-in prompts ("Sign in to add this item to your wishlist", "You must log in to
    /// answer this question.", "Sign In / Join") came to 32 lines of Lectern's output on 29
    /// wcxb-dev pages, none in a truth. With them, wcxb-dev 0.87662 -> 0.87672 with layout
    /// (replay; 23 pages up, a games list 0.67 -> 0.72, Steam's store pages by up to 0.013) and
    /// 0.87435 -> 0.87446 natively; 2 down by 0.0012 at most, whose prompts share words with
    /// their truths.
    pub fn drop_reader_prompts(&mut self, doc: &BlockDoc, lines: &ShortLines) {
        let total = self.kept_weight(doc);
        self.drop_lines(doc, lines, CLOSING_NOTICE_MAX_CHARS, |block, t| {
            total - block.total.text_weight >= CLOSING_NOTICE_MIN_WEIGHT_BEFORE
                && (is_subscribe_prompt(t) || is_sign_in_prompt(t))
        });
    }

    /// A closing notice written as the last line of the article's text, after a `<br>`
    /// ("…<br><br><i>Πηγή : Web Only</i>") or as loose text after its last block: the line is
    /// cut from the block holding it, after [`CLOSING_NOTICE_MIN_WEIGHT_BEFORE`] of the
    /// selection's text. A trailing `<br>` ends no line of its own. With layout (replay)
    /// daniel-a 0.92672 -> 0.92685 (7 pages up: ndtv.com 0.94 -> 0.98, lifestyle.aol.co.uk 0.93
    /// -> 0.96, tanea.gr, bigmir.net), wcxb-dev one page up by 0.001 and one down by 0.001 (a
    /// bank's copyright line its truth keeps).
    pub fn drop_closing_line(&mut self, page: &Page, doc: &BlockDoc) {
        let node_end = |b: u32| page.nodes[doc.blocks[b as usize].node as usize].end as usize;
        let kept_end = self.roots.iter().map(|&r| node_end(r)).max().unwrap_or(0);
        let owned_by_kept = |j: usize| doc.owner[j] != NO_BLOCK && self.is_kept(doc.owner[j]);
        let shows = |j: usize| matches!(&page.nodes[j].data, NodeData::Text(t) if !crate::text::is_blank(t));
        // The last text the selection keeps, and the block that holds it.
        let Some(last) = (0..kept_end).rev().find(|&j| shows(j) && owned_by_kept(j)) else {
            return;
        };
        let owner = doc.owner[last];
        let node = doc.blocks[owner as usize].node as usize;
        let end = node_end(owner);
        // Back from that text to where its line starts: a `<br>` of the block's own, the end of
        // a block inside it, or the block's start.
        let (mut start, mut broken) = (node + 1, false);
        for j in (node + 1..last).rev() {
            if doc.owner[j] != owner {
                start = j + 1;
                break;
            }
            if matches!(&page.nodes[j].data, NodeData::Element(e) if e.tag == "br") {
                (start, broken) = (j, true);
                break;
            }
        }
        // A block's whole text is `drop_closing_notice`'s to judge.
        if start == node + 1 && !broken {
            return;
        }
        let mut line = String::new();
        for j in (start..end).filter(|&j| doc.owner[j] == owner) {
            if let NodeData::Text(t) = &page.nodes[j].data {
                line.push_str(t);
                if line.len() > 4 * CLOSING_NOTICE_MAX_CHARS as usize {
                    return;
                }
            }
        }
        let line = crate::text::fold_whitespace(&line);
        if line.chars().count() > CLOSING_NOTICE_MAX_CHARS as usize || !is_closing_notice(&line) {
            return;
        }
        let before = self.kept_weight(doc) - crate::text::measure(&line).weight;
        if before >= CLOSING_NOTICE_MIN_WEIGHT_BEFORE {
            self.inline_cuts.push((owner, start as u32, end as u32));
        }
    }
}

/// Whether `text` is a closing notice: it opens with the copyright mark ("©", "(c)") or the
/// word "Copyright", or it holds one of [`lexicon::CLOSING_NOTICE_PHRASES`] (reserved rights,
/// "未經授權，不得轉載", or a typo report's Ctrl+Enter).
fn is_closing_notice(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('©')
        || crate::text::strip_prefix_ignore_ascii_case(t, "(c)").is_some()
        || crate::text::strip_prefix_ignore_ascii_case(t, "copyright").is_some()
        || lexicon::CLOSING_NOTICE_PHRASES
            .iter()
            .any(|phrase| crate::text::contains_ignore_ascii_case(t, phrase))
        || is_source_credit(t)
        || says_both(t, lexicon::REPRINT_WORDS, lexicon::REPRINT_SPEAKERS)
        || is_follow_prompt(t)
        || is_newsletter_prompt(t)
}

/// Whether `text` has a sentence that asks the reader to sign up for what the site sends: one
/// that opens with one of `lexicon::SIGN_UP_OPENERS` and names one of
/// `lexicon::SUBSCRIPTION_WORDS` ("Thanks for reading! Subscribe for free to receive new posts
/// and support my work.", "Was this newsletter forwarded to you? Sign up to get it in your
/// inbox."). "Subscribe to the Wedding Podcast!" offers no mail, and "Subscribers keep
/// joining" asks nothing.
fn is_subscribe_prompt(text: &str) -> bool {
    text.split(['.', '!', '?', '|']).any(|sentence| {
        let s = sentence.trim_start();
        lexicon::SIGN_UP_OPENERS.iter().any(|opener| {
            // The opener as a word of its own: "Subscribers keep joining" asks nothing.
            crate::text::strip_prefix_ignore_ascii_case(s, opener)
                .and_then(|rest| rest.chars().next())
                .is_some_and(|next| !next.is_ascii_alphabetic())
        }) && lexicon::SUBSCRIPTION_WORDS
            .iter()
            .any(|w| crate::text::contains_ignore_ascii_case(sentence, w))
    })
}

/// Whether `text` has a sentence that asks the reader to sign in to the site: it opens with
/// signing in ("Sign in", "Log in", "Login", after "Please" or "You must"), and then says
/// nothing more, or only how ("Sign In / Join", "Sign in here"), or what for ("Sign in to add
/// this item to your wishlist", "You must log in or register to comment"). A step of a how-to
/// says where ("Log in to your Google Play Developer Console"), and "Sign in for FREE shipping"
/// and "Login shell" are no request. Besides such sentences the text holds only short
/// asides ("Already a Member?", at most [`SIGN_IN_ASIDE_MAX_WORDS`] words).
fn is_sign_in_prompt(text: &str) -> bool {
    let says_sign_in = |s: &str| {
        crate::text::contains_ignore_ascii_case(s, "sign")
            || crate::text::contains_ignore_ascii_case(s, "log")
    };
    // Most lines say neither, and are not read word by word.
    if !says_sign_in(text) {
        return false;
    }
    let mut asks = false;
    for sentence in text.split(['.', '!', '?', '|']) {
        if says_sign_in(sentence) && asks_to_sign_in(sentence) {
            asks = true;
        } else if sentence.split_whitespace().count() > SIGN_IN_ASIDE_MAX_WORDS {
            // A box that says more ("Freedcamp gives unlimited storage… Already have an
            // account? Login to Freedcamp") is a promotion the truths keep.
            return false;
        }
    }
    asks
}

/// Whether `sentence` asks the reader to sign in (see [`is_sign_in_prompt`]).
fn asks_to_sign_in(sentence: &str) -> bool {
    let sentence = sentence.to_lowercase();
    let mut words: &[&str] = &sentence
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>();
    for lead in [&["please"][..], &["you", "must", "be"], &["you", "must"]] {
        if let Some(rest) = words.strip_prefix(lead) {
            words = rest;
            break;
        }
    }
    let Some(rest) = [&["sign", "in"][..], &["log", "in"], &["login"], &["signin"]]
        .iter()
        .find_map(|opener| words.strip_prefix(*opener))
    else {
        return false;
    };
    // What for: "to" and a verb, after another way in at most ("or register to comment").
    let to = rest.iter().take(4).position(|w| *w == "to");
    match to {
        Some(k) => {
            rest[..k].iter().all(|w| lexicon::SIGN_IN_WORDS.contains(w))
                && rest
                    .get(k + 1)
                    .is_some_and(|w| !lexicon::SIGN_IN_PLACES.contains(w))
        }
        None => rest.iter().all(|w| lexicon::SIGN_IN_WORDS.contains(w)),
    }
}

/// Whether `text` asks the reader for a donation: it names one (`lexicon::DONATION_WORDS`) and
/// asks for support or help (`lexicon::APPEAL_WORDS`). A story's own line on giving ("it makes
/// more sense just to donate to cancer research") asks for neither.
fn is_donation_appeal(text: &str) -> bool {
    says_both(text, lexicon::DONATION_WORDS, lexicon::APPEAL_WORDS)
}

/// Whether `text` asks the reader to sign up for the publisher's newsletter: its first sentence
/// names one (`lexicon::NEWSLETTER_WORDS`) and asks to sign up (`lexicon::SIGN_UP_WORDS`).
fn is_newsletter_prompt(text: &str) -> bool {
    first_sentence_says(text, lexicon::NEWSLETTER_WORDS, lexicon::SIGN_UP_WORDS)
}

/// Whether `text` asks the reader to follow the publisher on a social network: its first
/// sentence names one of `lexicon::SOCIAL_NETWORKS` and says one of `lexicon::FOLLOW_WORDS`. An
/// author's note that ends so ("Lucas Nolan is a reporter for Breitbart Tech… Follow him on
/// Twitter") is the author's, and stays.
fn is_follow_prompt(text: &str) -> bool {
    first_sentence_says(text, lexicon::SOCIAL_NETWORKS, lexicon::FOLLOW_WORDS)
}

/// Whether the first sentence of `text` holds a word of `these` and one of `those`, ignoring
/// ASCII case.
fn first_sentence_says(text: &str, these: &[&str], those: &[&str]) -> bool {
    says_both(first_sentence(text), these, those)
}

/// Whether `text` holds a word of `these` and one of `those`, ignoring ASCII case.
fn says_both(text: &str, these: &[&str], those: &[&str]) -> bool {
    let has = |words: &[&str]| {
        words
            .iter()
            .any(|w| crate::text::contains_ignore_ascii_case(text, w))
    };
    has(these) && has(those)
}

/// `text` up to the end of its first sentence: a full stop, question or exclamation mark before
/// a space (not the dots of "wiadomosci.wp.pl"), or a CJK one.
fn first_sentence(text: &str) -> &str {
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let ends = match c {
            '。' | '！' | '？' => true,
            '.' | '!' | '?' => chars.peek().is_some_and(|&(_, next)| next.is_whitespace()),
            _ => false,
        };
        if ends {
            return &text[..i];
        }
    }
    text
}

/// Whether `text` is the heading of a publisher's disclaimer: at most
/// [`DISCLAIMER_HEADING_MAX_CHARS`] characters ending in a statement's label
/// ([`lexicon::DISCLAIMER_LABELS`]), the label alone or naming copyright or liability.
fn is_disclaimer_heading(text: &str) -> bool {
    let t = text.trim();
    t.chars().count() <= DISCLAIMER_HEADING_MAX_CHARS
        && lexicon::DISCLAIMER_LABELS.iter().any(|label| {
            t.strip_suffix(label).is_some_and(|rest| {
                rest.is_empty() || lexicon::DISCLAIMER_TOPICS.iter().any(|w| rest.contains(w))
            })
        })
}

/// Whether `text` is a source credit: a label of `lexicon::SOURCE_CREDIT_LABELS`, then a colon
/// and the source.
fn is_source_credit(text: &str) -> bool {
    text.split_once(':').is_some_and(|(label, source)| {
        let label: String = label.trim().chars().flat_map(char::to_lowercase).collect();
        !source.trim().is_empty() && lexicon::SOURCE_CREDIT_LABELS.contains(&label.as_str())
    })
}

#[cfg(test)]
mod tests {
    use super::{is_closing_notice, is_disclaimer_heading};

    #[test]
    fn closing_notices_are_copyright_lines_reserved_rights_and_typo_prompts() {
        for line in [
            "© 2012 NR2.Ru",
            "  (C) Example Ltd",
            "Copyright © 2012 The Press Association",
            "The Barnswallow 2014. All Rights Reserved.",
            "(內容由新浪北京提供。未經授權，不得轉載。)",
            "Нашли опечатку? Выделите ее и нажмите Ctrl+Enter",
            "声明：新浪网登载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。",
            "【免责声明】本文仅代表作者本人观点，与和讯网无关。",
            "*本网站有关内容转载自合法授权网站，如果您认为转载内容侵犯了您的权益，",
            "外汇网声明：外汇网转载上述内容，不表明证实其描述，仅供投资者参考。",
            "For NDTV Updates, follow us on Twitter or join us on Facebook",
            "Be a fan of Lifestyle on Facebook | Follow us on Twitter!",
            "Polub wiadomosci.wp.pl na Facebooku",
            "香港新浪新聞現已開設Facebook專頁，讓你即時掌握本地新聞！",
            "Sign up for our newsletter for mental health tips, updates, and events",
            "Subscribe To The Monthly Newsletter!",
        ] {
            assert!(is_closing_notice(line), "{line}");
        }
        for line in [
            "The copyright holder agreed",
            "Photo: ©AFP",
            "(cont.) the story",
            "该文章已被多家媒体转载。",
            "外交部发言人发表声明：中方对此表示强烈不满。",
            "Lucas Nolan is a reporter for Breitbart Tech. Follow him on Twitter @LucasNolan_",
            "Following the leads of Facebook, other platforms added shops.",
            "The post was shared on Facebook.",
            "The council's newsletter reported the vote.",
            "Join us next week. Our newsletter has the details.",
        ] {
            assert!(!is_closing_notice(line), "{line}");
        }
    }

    #[test]
    fn disclaimer_headings_name_copyright_or_liability_or_are_the_label_alone() {
        for line in [
            "南方网版权相关声明：",
            "新華網雲南頻道版權與免責聲明：",
            " 声明： ",
        ] {
            assert!(is_disclaimer_heading(line), "{line}");
        }
        for line in [
            "小米公司发表声明：",
            "声明：本报记者获悉，事故原因正在调查中。",
        ] {
            assert!(!is_disclaimer_heading(line), "{line}");
        }
    }
}
