//! The title (seed 001): `<title>` carries the headline and the site's name around a separator.
//! The page's visible headline (`h1`) is what a reader sees as the title, so an `h1` that agrees
//! with `<title>`, `og:title` or JSON-LD `headline` wins; without one, `<title>` is split on the
//! site separators, the site's own part (its name or host) is dropped, and the segment that
//! agrees with a headline candidate, else the first long one, else the longest, is the title.

use crate::lexicon::TITLE_SEPARATORS;
use crate::metric::tokens;
use crate::text::{fold_whitespace, is_cjk};
use crate::tuning::{
    TITLE_HEADLINE_AGREEMENT, TITLE_HEADLINE_MIN_COVERAGE, TITLE_REWORDED_HEADLINE_SHARE,
    TITLE_SEGMENT_MIN_TOKENS,
};

/// What the title is chosen from.
#[derive(Debug, Default)]
pub struct TitleInputs<'a> {
    pub title: &'a str,
    pub og_title: Option<&'a str>,
    pub ld_headline: Option<&'a str>,
    pub site_name: Option<&'a str>,
    /// The page's host, and the one its stated address (`og:url`) names: a copy or a proxy
    /// serves the page from elsewhere.
    pub hosts: &'a [&'a str],
    /// Texts of the page's `h1` elements, those inside or just before the content first.
    pub headlines: &'a [String],
    /// Texts of the page's `h2` elements.
    pub subheadings: &'a [String],
    /// The page says it is a written article (JSON-LD, `og:type`).
    pub written: bool,
}

fn agreement(headline: &[String], reference: &[String]) -> f32 {
    if headline.is_empty() {
        return 0.0;
    }
    let found = headline.iter().filter(|t| reference.contains(t)).count();
    found as f32 / headline.len() as f32
}

/// True when `segment` names the site: its name, or its host's words ("WRAL" for wral.com).
fn is_site_part(segment: &str, site_name: Option<&str>, hosts: &[&str]) -> bool {
    // "&" is no word and "and" is: "Nuts & Volts Magazine" is named "Nuts and Volts Magazine".
    let key = |s: &str| -> String {
        tokens(s)
            .into_iter()
            .filter(|t| t != "and")
            .collect::<Vec<_>>()
            .concat()
    };
    // A number after the name is the site's count or section ("AliExpress 7"), not a headline.
    let words = tokens(segment);
    let named = words
        .iter()
        .rposition(|t| !t.chars().all(|c| c.is_ascii_digit()))
        .map_or(0, |last| last + 1);
    let seg = key(&words[..named].join(" "));
    if seg.is_empty() {
        return words.is_empty();
    }
    if site_name.is_some_and(|s| key(s) == seg) {
        return true;
    }
    // Any name the host is made of but its top-level domain: "virtualbox.org" and "VirtualBox"
    // for forums.virtualbox.org, "Arch Linux" for bbs.archlinux.org.
    hosts.iter().any(|h| {
        let h = h.trim_start_matches("www.").to_lowercase();
        let labels: Vec<String> = h.split('.').map(|l| l.replace('-', "")).collect();
        let named = labels.len().saturating_sub(1).max(1);
        labels[..named].contains(&seg)
            || (labels.len() >= 2 && seg == labels[labels.len() - 2..].concat())
            || seg == labels.concat()
    })
}

/// What is left of a title before its first ` | `: the bar separates a headline from the
/// site's or the page's decoration even where the chosen source kept it (an `h1` that repeats
/// `<title>`, a JSON-LD headline copied from it). On wcxb-dev titles still holding a bar, the
/// truth is the first segment on 25 pages, the whole on 2, the last on 2.
pub fn first_bar_segment(title: &str) -> String {
    match title.split_once(" | ") {
        Some((head, _)) if !tokens(head).is_empty() => head.trim().to_string(),
        _ => title.to_string(),
    }
}

/// Characters that print nothing and only say where a line may break or must not: the soft
/// hyphen (`&shy;`), the zero-width space, the word joiner and a stray byte-order mark. The
/// article's text keeps them, as the page has them; a title is plain text for tabs, lists and
/// search, where they split a word in two ("Assis\u{ad}tance").
const INVISIBLE: [char; 4] = ['\u{ad}', '\u{200b}', '\u{2060}', '\u{feff}'];

/// The title as shown: the [`first_bar_segment`] of the title found in the page, without
/// [`INVISIBLE`] characters and [`without_site_name`] at its end; none when nothing else is
/// left. The title found in the page stays whole: it is what the content is located by.
pub fn shown_title(title_in_page: &str, site_name: Option<&str>, hosts: &[&str]) -> Option<String> {
    let title = first_bar_segment(title_in_page);
    let title = if title.contains(INVISIBLE) {
        fold_whitespace(&title.replace(INVISIBLE, ""))
    } else {
        title
    };
    let title = without_site_name(&title, site_name, hosts);
    let title = without_edge_separators(&title);
    (!title.is_empty()).then_some(title)
}

/// `title` without a separator left at either end, spaced from the words: a decoration before
/// a headline ("/ CREATIVE AGENCY PORTFOLIO") or the mark a cut site name left ("Violetta Villas
/// -"). A mark that touches a word stays ("-5 °C tonight", "«Quoted»").
/// The marks are the spaced [`TITLE_SEPARATORS`], and "«", the mirror of "»".
fn without_edge_separators(title: &str) -> String {
    let is_mark = |word: &str| word == "«" || spaced_separators().any(|sep| sep.trim() == word);
    let mut title = title.trim();
    loop {
        let lead = title
            .split_once(' ')
            .filter(|(first, _)| is_mark(first))
            .map(|(_, rest)| rest.trim_start());
        let trail = title
            .rsplit_once(' ')
            .filter(|(_, last)| is_mark(last))
            .map(|(rest, _)| rest.trim_end());
        match lead.or(trail) {
            Some(rest) if !tokens(rest).is_empty() => title = rest,
            _ => return title.to_string(),
        }
    }
}

pub fn choose_title(inputs: &TitleInputs) -> Option<String> {
    let chosen = title_from_sources(inputs)?;
    // Metadata that names only the site ("Glossier" on a product's page, "| Nuts & Volts
    // Magazine" on a category's) gives way to the page's one headline of more than a word.
    // With layout (replay) wcxb-dev title match +2 (4508, 4758), none down; natively also -1
    // (4763, a collection whose truth is the site's name over its `h1`). A one-word `h1`
    // ("Posts" over a feed titled "DEV Community") is a section's name.
    let site = |s: &str| is_site_part(s, inputs.site_name, inputs.hosts);
    if site(&chosen) {
        if let [headline] = inputs.headlines {
            if tokens(headline).len() >= 2 && !site(headline) {
                return Some(headline.clone());
            }
        }
    }
    Some(chosen)
}

fn title_from_sources(inputs: &TitleInputs) -> Option<String> {
    let raw = fold_whitespace(inputs.title);
    let sources = [Some(raw.as_str()), inputs.og_title, inputs.ld_headline];
    let references: Vec<Vec<String>> = sources
        .into_iter()
        .flatten()
        .map(tokens)
        .filter(|t| !t.is_empty())
        .collect();
    // The same split on their separators, for how much of a segment a headline covers.
    let reference_segments: Vec<Vec<String>> = sources
        .into_iter()
        .flatten()
        .flat_map(|s| split_title(&fold_whitespace(s)))
        .map(|s| tokens(&s))
        .filter(|t| !t.is_empty())
        .collect();
    let site = |s: &str| is_site_part(s, inputs.site_name, inputs.hosts);
    // `og:title` inside `<title>` is `<title>` without its decoration: the publisher's own cut.
    // wcxb-dev title match 0.733 -> 0.737, readability-pages 0.677 -> 0.732; F1 unchanged.
    let lower_raw = raw.to_lowercase();
    let og_cut = inputs.og_title.map(fold_whitespace).filter(|og| {
        let o = og.to_lowercase();
        !o.is_empty() && o.len() < lower_raw.len() && lower_raw.contains(&o) && !site(og)
    });
    if let Some(og) = og_cut {
        // A JSON-LD headline that is a whole segment of that cut is a tighter one: a forum's
        // `og:title` keeps the thread's prefix ("Player - Squad 2024 - 2025") that its headline
        // leaves out. wcxb-dev title match +2 (threads of two forums), none down.
        let tighter = inputs.ld_headline.map(fold_whitespace).filter(|ld| {
            !ld.is_empty() && !site(ld) && is_whole_segment(&og.to_lowercase(), &ld.to_lowercase())
        });
        return Some(tighter.unwrap_or(og));
    }
    // The visible headline, when the page's metadata agrees with it.
    let best = inputs
        .headlines
        .iter()
        .filter(|h| !site(h))
        .map(|h| {
            let t = tokens(h);
            // Agreement both ways: a one-word h1 ("Discord", a section name) is contained in
            // any title that mentions it but covers little of it.
            let covers = reference_segments
                .iter()
                .any(|seg| agreement(seg, &t) >= TITLE_HEADLINE_MIN_COVERAGE);
            let a = if covers {
                references
                    .iter()
                    .map(|r| agreement(&t, r))
                    .fold(0.0, f32::max)
            } else {
                0.0
            };
            (h, a, t.len())
        })
        // The most agreeing headline; of equals, the longest (a logo's h1 is short).
        .fold(
            None::<(&String, f32, usize)>,
            |best, (h, a, n)| match best {
                Some((_, b, m)) if b > a || (b == a && m >= n) => best,
                _ => Some((h, a, n)),
            },
        );
    if let Some((h, a, _)) = best {
        if a >= TITLE_HEADLINE_AGREEMENT {
            if let Some(first) = heading_before_site_h1(&raw, h, inputs) {
                return Some(first);
            }
            return Some(metadata_spelling(h, inputs).unwrap_or_else(|| h.clone()));
        }
        if reworded_headline(h, &references, inputs) {
            return Some(h.clone());
        }
    }
    if let Some(ld) = inputs
        .ld_headline
        .map(fold_whitespace)
        .filter(|s| !s.is_empty())
    {
        // SEO plugins cut the JSON-LD headline at 110 characters: the `<title>` segment it
        // begins is the whole headline.
        let lower = ld.to_lowercase();
        let whole = split_title(&raw)
            .into_iter()
            .find(|seg| seg.len() > ld.len() && seg.to_lowercase().starts_with(&lower));
        return Some(whole.unwrap_or(ld));
    }
    if raw.is_empty() {
        return inputs
            .og_title
            .map(fold_whitespace)
            .filter(|s| !s.is_empty())
            .or_else(|| inputs.headlines.first().cloned());
    }
    let segments: Vec<String> = split_title(&raw).into_iter().filter(|s| !site(s)).collect();
    if segments.is_empty() {
        return Some(raw);
    }
    let candidates: Vec<Vec<String>> = inputs.headlines.iter().map(|h| tokens(h)).collect();
    let agrees = |s: &String| {
        let t = tokens(s);
        candidates
            .iter()
            .any(|c| agreement(&t, c) >= TITLE_HEADLINE_AGREEMENT)
    };
    // Of the long segments, one that a heading repeats word for word: the site's name comes
    // first in some titles ("Radio New Zealand : News : Shellfish toxin warning").
    let long = |s: &&String| tokens(s).len() >= TITLE_SEGMENT_MIN_TOKENS;
    let subheadings: Vec<Vec<String>> = inputs.subheadings.iter().map(|h| tokens(h)).collect();
    let repeated = |s: &&String| {
        let t = tokens(s);
        candidates.contains(&t) || subheadings.contains(&t)
    };
    // A segment split again on a separator of its own ("Site | site.com - Headline"): a piece a
    // heading repeats word for word. With layout (replay) wcxb-dev title match +1 (4498), none
    // down; readability-pages' AO3 chapter is titled by its story's name, not the whole segment.
    let pieces: Vec<String> = segments
        .iter()
        .flat_map(|s| split_title(s))
        .filter(|s| !site(s))
        .collect();
    segments
        .iter()
        .filter(long)
        .find(repeated)
        .or_else(|| pieces.iter().filter(long).find(repeated))
        .or_else(|| segments.iter().find(|s| agrees(s)))
        .or_else(|| {
            segments
                .iter()
                .find(|s| tokens(s).len() >= TITLE_SEGMENT_MIN_TOKENS)
        })
        .or_else(|| segments.iter().max_by_key(|s| s.chars().count()))
        .cloned()
}

/// `title` without the site's name at its end ("Critics' Choice: Best UK Art Exhibitions 2025 –
/// Artlyst" where the site is Artlyst), whichever source kept it: an `h1` or a CMS record may
/// repeat `<title>` whole. Only a spaced separator cuts, before a name (not "★★★★"), and
/// something else stays. wcxb-dev title match 0.784 -> 0.787 (4 pages up, none down). A site's
/// name that opens a title stays: in "Birdbuddy : Shop" it is part of the headline.
fn without_site_name(title: &str, site_name: Option<&str>, hosts: &[&str]) -> String {
    let mut title = title.trim();
    loop {
        let cut = spaced_separators().find_map(|sep| {
            let (head, tail) = title.rsplit_once(sep)?;
            let named = !tokens(tail).is_empty() && is_site_part(tail, site_name, hosts);
            (named && !tokens(head).is_empty()).then_some(head.trim())
        });
        match cut {
            Some(rest) => title = rest,
            None => return title.to_string(),
        }
    }
}

/// The [`TITLE_SEPARATORS`] written with a space on each side (" | ", " - "): marks that stand
/// between words rather than inside one.
fn spaced_separators() -> impl Iterator<Item = &'static str> {
    TITLE_SEPARATORS
        .iter()
        .copied()
        .filter(|s| s.starts_with(' ') && s.ends_with(' '))
}

/// Whether `part` occurs in `title` (both lowercase) between separators or the title's ends,
/// and is not all of it: a segment, or a run of segments, not a headline cut at some word.
fn is_whole_segment(title: &str, part: &str) -> bool {
    let bounded = |edge: &str, at_end: bool| {
        edge.is_empty()
            || TITLE_SEPARATORS.iter().any(|sep| {
                let sep = sep.trim();
                !sep.is_empty()
                    && if at_end {
                        edge.trim_start().starts_with(sep)
                    } else {
                        edge.trim_end().ends_with(sep)
                    }
            })
    };
    part.len() < title.len()
        && title
            .match_indices(part)
            .any(|(at, _)| bounded(&title[..at], false) && bounded(&title[at + part.len()..], true))
}

/// `<title>`'s first segment when `h1` is one of its later segments and a heading repeats the
/// first word for word: "What is Ownership? - The Rust Programming Language" with the book's name
/// in the `h1` of its menu bar and the chapter's in an `h2`. The later segment is the site's.
fn heading_before_site_h1(raw: &str, h1: &str, inputs: &TitleInputs) -> Option<String> {
    let segments = split_title(raw);
    let (first, later) = segments.split_first()?;
    let h1 = tokens(h1);
    let first_tokens = tokens(first);
    let repeated = inputs
        .headlines
        .iter()
        .chain(inputs.subheadings)
        .any(|h| tokens(h) == first_tokens);
    (first_tokens.len() >= TITLE_SEGMENT_MIN_TOKENS
        && repeated
        && later.iter().any(|seg| tokens(seg) == h1))
    .then(|| first.clone())
}

/// Whether `headline` is a written article's own title where `<title>` words the story for
/// search ("Best Apps to Learn a Language in 2025 – Top 10 Picks" over the `h1` "Top 10: Best
/// Language Learning App (tested by experts)"): the page's only `h1`, a headline's length, and
/// about the same story by its words. Where this changes the title on wcxb-dev (pages that say
/// they are articles), the truth is the `h1` on 18 pages and `<title>`'s segment on 7 (title
/// match 0.777 -> 0.784). On all pages alike it is the `<title>` more often (services, shops:
/// 0.777 -> 0.768), so other pages keep it.
fn reworded_headline(headline: &str, references: &[Vec<String>], inputs: &TitleInputs) -> bool {
    let words = tokens(headline);
    let share = references
        .iter()
        .map(|r| agreement(&words, r))
        .fold(0.0, f32::max);
    inputs.written
        && inputs.headlines.len() == 1
        && words.len() >= TITLE_SEGMENT_MIN_TOKENS
        && share >= TITLE_REWORDED_HEADLINE_SHARE
}

/// Splits a title on the first separator kind that occurs in it. A bare `_` separates only
/// where it does not join two ASCII words (`新闻_新浪网`, not `rustc_codegen_gcc`), and a bare
/// `-` only between Chinese or Japanese characters (`…四大看点-《财经网》`, `…-奥运-江西新闻网`),
/// where a headline writes no hyphen; Korean is spaced, and its `서울-부산` is a route.
fn split_title(raw: &str) -> Vec<String> {
    for sep in TITLE_SEPARATORS {
        let parts: Vec<&str> = if *sep == "_" {
            split_bare(raw, '_', |before, after| {
                !(before.is_some_and(|c| c.is_ascii_alphanumeric())
                    && after.is_some_and(|c| c.is_ascii_alphanumeric()))
            })
        } else if *sep == "-" {
            split_bare(raw, '-', |before, after| {
                before.is_some_and(unspaced_cjk) && after.is_some_and(unspaced_cjk)
            })
        } else if raw.contains(sep) {
            raw.split(sep).collect()
        } else {
            continue;
        };
        let parts: Vec<String> = parts
            .iter()
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        if parts.len() > 1 {
            return parts;
        }
    }
    vec![raw.to_string()]
}

/// `raw` split at each `sep` whose neighbours (`None` at either end) `separates` accepts.
fn split_bare(
    raw: &str,
    sep: char,
    separates: impl Fn(Option<char>, Option<char>) -> bool,
) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut from = 0;
    for (i, _) in raw.match_indices(sep) {
        let before = raw[..i].chars().next_back();
        let after = raw[i + sep.len_utf8()..].chars().next();
        if !separates(before, after) {
            continue;
        }
        parts.push(&raw[from..i]);
        from = i + sep.len_utf8();
    }
    parts.push(&raw[from..]);
    parts
}

/// A character of a script written without spaces (Chinese, Japanese; not Korean's Hangul), or
/// the brackets and full-width punctuation that such text writes (`《财经网》`).
fn unspaced_cjk(c: char) -> bool {
    (is_cjk(c) && !('\u{AC00}'..='\u{D7AF}').contains(&c))
        || ('\u{3000}'..='\u{303F}').contains(&c)
        || ('\u{FF01}'..='\u{FF60}').contains(&c)
}

/// Lowercase with typographic quotes as ASCII ones and whitespace folded, to compare spellings.
fn spelling_key(s: &str) -> String {
    fold_whitespace(s)
        .to_lowercase()
        .replace(['\u{2018}', '\u{2019}'], "'")
        .replace(['\u{201c}', '\u{201d}'], "\"")
}

/// The page's own spelling of `headline` when `<title>` or `og:title` holds it verbatim but for
/// quote marks and case (a stylesheet may capitalise or curl what the author typed).
fn metadata_spelling(headline: &str, inputs: &TitleInputs) -> Option<String> {
    let key = spelling_key(headline);
    [Some(inputs.title), inputs.og_title]
        .into_iter()
        .flatten()
        .flat_map(|t| split_title(&fold_whitespace(t)))
        .find(|seg| spelling_key(seg) == key)
}

#[cfg(test)]
mod tests;
