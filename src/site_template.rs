//! A site's template of common noise (seed 003): what recurs on the pages of one site (a promo
//! for its app, its newsletter pitch, its rules for comments, its disclaimer) is no page's
//! content. The leaves of pages read earlier on a site give its template; an article extracted
//! with it loses the leaves the template holds.
//!
//! Seed 003 matches leaf tags by tag name and by text within an edit distance of an eighth of the
//! shorter text, in batches of N1 = 10 pages, and takes a tag seen at least N2 = 3 times in a
//! batch as template. Here a leaf is a block whose text is all its own, and two leaves match when
//! their tag names are equal and their texts are equal once case and whitespace are set aside: a
//! hash per leaf, so that a page is learnt and checked in one pass over its blocks rather than
//! against every leaf of ten pages, and a page's leaves can be kept (as hex strings) between
//! visits. Digits count: set aside, they made a store's prices and ratings ("$96.73", "(23) 23
//! reviews") template, and on articles alone they gained daniel-a 7 pages for 4 lost (a counter
//! or a year in a repeated line against a date in a story's own).

use std::collections::{HashMap, HashSet};

use crate::blocks::BlockDoc;
use crate::page::{NodeData, Page};
use crate::tuning::{TEMPLATE_BATCH_PAGES, TEMPLATE_MIN_PAGES};

/// The fingerprint of block `b`, when it is a leaf: a block whose text is all its own.
pub fn leaf_fingerprint(page: &Page, doc: &BlockDoc, b: u32) -> Option<u64> {
    let block = &doc.blocks[b as usize];
    let leaf = block.own.chars > 0 && block.own.chars >= block.total.chars;
    leaf.then(|| leaf_hash(page, doc, b))
}

/// The page's distinct leaf fingerprints, sorted: what a template learns from it.
pub fn fingerprints(page: &Page, doc: &BlockDoc) -> Vec<u64> {
    let mut all: Vec<u64> = (0..doc.blocks.len() as u32)
        .filter_map(|b| leaf_fingerprint(page, doc, b))
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// The fingerprints of `page`'s leaves, as 16 hex digits each: what JavaScript keeps of a page
/// to learn its site's template from.
pub fn page_fingerprints(page: &Page) -> Vec<String> {
    fingerprints(page, &BlockDoc::build(page))
        .into_iter()
        .map(|fp| format!("{fp:016x}"))
        .collect()
}

/// 64-bit FNV-1a: a hash that stays the same across builds and platforms, so that fingerprints
/// kept from one visit match the next (std's hasher promises neither).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The hash of a leaf block's tag and its own text, with case and whitespace set aside.
fn leaf_hash(page: &Page, doc: &BlockDoc, b: u32) -> u64 {
    let node = doc.blocks[b as usize].node;
    let mut hash = Fnv::new();
    hash.write(page.tag(node).as_bytes());
    hash.write(b">");
    let mut buf = [0u8; 4];
    for n in node..page.nodes[node as usize].end {
        if doc.owner[n as usize] != b {
            continue;
        }
        if let NodeData::Text(t) = &page.nodes[n as usize].data {
            for word in t.split_whitespace() {
                for c in word.chars().flat_map(char::to_lowercase) {
                    hash.write(c.encode_utf8(&mut buf).as_bytes());
                }
                hash.write(b" ");
            }
        }
    }
    hash.0
}

/// Reads `siteTemplate` (the fingerprints of other pages of the site, as JavaScript kept them)
/// into the template learnt from them; `null` is none.
pub fn deserialize<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<std::sync::Arc<SiteTemplate>>, D::Error> {
    let pages: Option<Vec<Vec<String>>> = serde::Deserialize::deserialize(d)?;
    pages
        .map(|p| SiteTemplate::learn_hex(&p).map(std::sync::Arc::new))
        .transpose()
        .map_err(serde::de::Error::custom)
}

/// The leaves that recur on a site's pages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteTemplate {
    entries: HashSet<u64>,
}

impl SiteTemplate {
    /// Learns the template from the fingerprints of other pages of one site, most recent last:
    /// the leaves found on at least [`TEMPLATE_MIN_PAGES`] of the last [`TEMPLATE_BATCH_PAGES`].
    /// A page given twice counts twice, so the caller keeps one entry per address.
    pub fn learn<P: IntoIterator<Item = u64>>(pages: impl IntoIterator<Item = P>) -> SiteTemplate {
        let pages: Vec<HashSet<u64>> = pages.into_iter().map(|p| p.into_iter().collect()).collect();
        let mut seen: HashMap<u64, usize> = HashMap::new();
        for page in &pages[pages.len().saturating_sub(TEMPLATE_BATCH_PAGES)..] {
            for &fp in page {
                *seen.entry(fp).or_default() += 1;
            }
        }
        let entries = seen
            .into_iter()
            .filter(|&(_, n)| n >= TEMPLATE_MIN_PAGES)
            .map(|(fp, _)| fp)
            .collect();
        SiteTemplate { entries }
    }

    /// [`learn`](Self::learn) from fingerprints as [`page_fingerprints`] writes them.
    /// The error names the first string that is not one.
    pub fn learn_hex(pages: &[Vec<String>]) -> Result<SiteTemplate, String> {
        let pages = pages
            .iter()
            .map(|page| {
                page.iter()
                    .map(|h| {
                        u64::from_str_radix(h, 16)
                            .ok()
                            .filter(|_| h.len() == 16)
                            .ok_or_else(|| {
                                format!("siteTemplate: {h:?} is not a fingerprint from pageLeaves")
                            })
                    })
                    .collect::<Result<Vec<u64>, String>>()
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(SiteTemplate::learn(pages))
    }

    /// Whether the leaf `fp` is part of the site's template.
    pub fn contains(&self, fp: u64) -> bool {
        self.entries.contains(&fp)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
