//! Site templates for the evaluation (`--site-templates`): each page is extracted with the
//! template of its site learnt from the site's other pages in the set (seed 003), as a reader
//! who had read those pages first would have it.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use lectern::blocks::BlockDoc;
use lectern::page::Page;
use lectern::site_template::{fingerprints, SiteTemplate};

/// A page of the sets: dataset, its folder, page id.
pub type Job = (String, std::path::PathBuf, String);

/// The site of a page and what names the page itself, from one read of its truth. The site is
/// the host of the truth's address without `www.`; daniel-a's ids, without addresses, name the
/// host after the crawl day (`20120117_www.sacbee.com_d47c…`). The page is named by its address,
/// else by its id after the crawl day, which the set gives the same page crawled on several days.
fn site_and_key(dir: &Path, id: &str) -> (Option<String>, String) {
    let url = std::fs::read(dir.join("truth").join(format!("{id}.json")))
        .ok()
        .and_then(|b| serde_json::from_slice::<serde_json::Value>(&b).ok())
        .and_then(|t| t["url"].as_str().map(String::from));
    let host = url
        .as_deref()
        .and_then(|u| u.split_once("://"))
        .and_then(|(_, rest)| rest.split(['/', '?', '#']).next())
        .filter(|h| !h.is_empty())
        .or_else(|| id.split('_').nth(1));
    let site = host.map(|h| h.trim_start_matches("www.").to_ascii_lowercase());
    let key = url.unwrap_or_else(|| id.split_once('_').map_or(id, |(_, rest)| rest).to_string());
    (site, key)
}

/// The leaves of a page as the evaluation reads it (from its recorded snapshot, else its HTML),
/// as fingerprints.
fn leaves_of(job: &Job, snapshots: Option<&Path>) -> Vec<u64> {
    let (ds, dir, id) = job;
    let recorded = snapshots
        .map(|d| d.join(ds).join(format!("{id}.json")))
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|json| lectern::dom::snapshot::Snapshot::from_json(&json).ok());
    let page = match recorded {
        Some(snapshot) => Page::read(&snapshot),
        None => {
            let html = lectern::dom::html::decode(&crate::native::read_gz(
                &dir.join("pages").join(format!("{id}.html.gz")),
            ));
            Page::read(&lectern::dom::html::HtmlDocument::parse(&html, None))
        }
    };
    fingerprints(&page, &BlockDoc::build(&page))
}

/// Per job, the template of its site learnt from the site's other pages in `jobs` (in id order,
/// the last [`lectern::tuning::TEMPLATE_BATCH_PAGES`] of them); `None` for a page alone on its
/// site or a template with no leaves.
pub fn leave_one_out(jobs: &[Job], snapshots: Option<&Path>) -> Vec<Option<Arc<SiteTemplate>>> {
    let (sites, keys): (Vec<Option<String>>, Vec<String>) = jobs
        .iter()
        .map(|(_, dir, id)| site_and_key(dir, id))
        .unzip();
    let mut members: HashMap<(&str, &str), Vec<usize>> = HashMap::new();
    for (k, site) in sites.iter().enumerate() {
        if let Some(site) = site {
            members.entry((&jobs[k].0, site)).or_default().push(k);
        }
    }
    let wanted: Vec<usize> = members
        .values()
        .filter(|m| m.len() > 1)
        .flatten()
        .copied()
        .collect();
    let leaves: HashMap<usize, Vec<u64>> =
        crate::native::parallel(&wanted, |&k| (k, leaves_of(&jobs[k], snapshots)))
            .into_iter()
            .collect();
    (0..jobs.len())
        .map(|k| {
            let site = sites[k].as_deref()?;
            let others = members[&(jobs[k].0.as_str(), site)]
                .iter()
                .filter(|&&j| keys[j] != keys[k])
                .map(|j| leaves[j].iter().copied());
            Some(Arc::new(SiteTemplate::learn(others))).filter(|t| !t.is_empty())
        })
        .collect()
}
