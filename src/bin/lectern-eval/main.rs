//! Native evaluation over ../shared/datasets through the parsed-HTML backend (no layout):
//! fast enough to tune in a loop. Prints mean P/R/F1 per dataset and page type.
//!
//! Usage: lectern-eval [--data DIR] [--out FILE.jsonl] [--limit N] [--only SUBSTR]
//!                     [--snapshots DIR] [--site-templates] [DATASET...]
//!        lectern-eval --floors FILE.json [--raise-floors | --lower-floors NOTE] [--data DIR]
//!        With `--floors`, the figures of the whole datasets must equal those pinned in FILE
//!        (the CI gate, `floors.rs`); exit status 1 when one differs.
//!        With `--snapshots`, pages recorded by `bench/record.mjs --dataset` (DIR/DATASET/ID.json)
//!        are read from their snapshots, with the browser's layout, the rest from their HTML.
//!        With `--site-templates`, each page is extracted with its site's template learnt from
//!        the site's other pages in the sets (`sites.rs`).
//!        lectern-eval --replay SNAPSHOT.json   (a page recorded by bench/record.mjs, with layout)
//!        lectern-eval --explain DATASET/ID|FILE.html   (a page, parsed)
//! The last two print each block's decision and the extracted text.
//! With LECTERN_EVAL_TEXT set, each page's record in `--out` holds the extracted text and
//! excerpt; with LECTERN_EVAL_HTML, the article's HTML; with LECTERN_EVAL_BLOCKS, its blocks and
//! their verdicts (`blocks.rs`, for `bench/learn_blocks.py`).

#[cfg(not(target_arch = "wasm32"))]
mod blocks;
#[cfg(not(target_arch = "wasm32"))]
mod floors;
#[cfg(not(target_arch = "wasm32"))]
mod sites;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::collections::BTreeMap;
    use std::io::{Read, Write};
    use std::path::{Path, PathBuf};
    use std::time::Instant;

    use lectern::{metric, Options};

    use crate::floors;

    struct Args {
        data: PathBuf,
        out: Option<PathBuf>,
        limit: usize,
        only: Option<String>,
        snapshots: Option<PathBuf>,
        datasets: Vec<String>,
        floors: Option<(PathBuf, floors::Mode)>,
        site_templates: bool,
    }

    const USAGE: &str = "usage: lectern-eval [--data DIR] [--out FILE.jsonl] [--limit N] \
        [--only SUBSTR] [--snapshots DIR] [--site-templates] [DATASET...]\n       \
        lectern-eval --floors FILE.json [--raise-floors | --lower-floors NOTE] [--data DIR]\n       \
        lectern-eval --replay SNAPSHOT.json | --explain DATASET/ID|FILE.html";

    fn parse_args() -> Result<Args, String> {
        let mut args = Args {
            data: PathBuf::from("../shared/datasets"),
            out: None,
            limit: usize::MAX,
            only: None,
            snapshots: None,
            datasets: Vec::new(),
            floors: None,
            site_templates: false,
        };
        let (mut floors_path, mut mode) = (None, floors::Mode::Check);
        let mut it = std::env::args().skip(1);
        while let Some(a) = it.next() {
            let mut value = || it.next().ok_or(format!("{a} needs a value"));
            match a.as_str() {
                "--data" => args.data = value()?.into(),
                "--out" => args.out = Some(value()?.into()),
                "--limit" => {
                    args.limit = value()?
                        .parse()
                        .map_err(|_| "--limit needs a number".to_string())?
                }
                "--only" => args.only = Some(value()?),
                "--snapshots" => args.snapshots = Some(value()?.into()),
                "--site-templates" => args.site_templates = true,
                "--floors" => floors_path = Some(PathBuf::from(value()?)),
                "--raise-floors" => mode = floors::Mode::Raise,
                "--lower-floors" => {
                    let note = value()?;
                    if note.trim().len() < 10 {
                        return Err("--lower-floors needs a note saying why".into());
                    }
                    mode = floors::Mode::Lower(note.trim().to_string());
                }
                "-h" | "--help" => return Err(String::new()),
                _ if a.starts_with('-') => return Err(format!("unknown option {a}")),
                _ => args.datasets.push(a),
            }
        }
        if args.datasets.is_empty() {
            args.datasets = ["wcxb-dev", "daniel-a", "readability-pages"]
                .map(String::from)
                .to_vec();
        }
        match floors_path {
            // The pins are of whole datasets read natively.
            Some(_)
                if args.limit != usize::MAX || args.only.is_some() || args.snapshots.is_some() =>
            {
                return Err(
                    "--floors reads whole datasets natively: no --limit, --only or \
                    --snapshots"
                        .into(),
                )
            }
            Some(path) => args.floors = Some((path, mode)),
            None if !matches!(mode, floors::Mode::Check) => {
                return Err("--raise-floors and --lower-floors go with --floors FILE".into())
            }
            None => {}
        }
        Ok(args)
    }

    struct PageResult {
        dataset: String,
        kind: String,
        lang: String,
        score: metric::Score,
        ms: f64,
        /// Title, author and date matches, `None` where the truth has no value; then whether the
        /// readerable verdict agrees with the page type (`None` outside readability-pages).
        meta: [Option<bool>; 4],
    }

    pub(crate) fn read_gz(path: &Path) -> Vec<u8> {
        let mut bytes = Vec::new();
        let file = std::fs::File::open(path).expect("page file");
        flate2::read::GzDecoder::new(file)
            .read_to_end(&mut bytes)
            .expect("gzip page");
        bytes
    }

    /// The page and its article as the browser reads them, from a recorded snapshot (and the
    /// page read with its hidden elements, where that was recorded), as `extract` does.
    fn extract_recorded(
        path: &Path,
        options: &Options,
    ) -> (lectern::page::Page, Option<lectern::Article>) {
        let read = |p: &Path| {
            let json = std::fs::read_to_string(p).ok()?;
            lectern::dom::snapshot::Snapshot::from_json(&json).ok()
        };
        let snapshot = read(path).expect("recorded snapshot");
        let hidden = path.with_extension("hidden.json");
        lectern::article::read_and_extract_snapshot(&snapshot, || read(&hidden), options)
    }

    fn eval_page(
        dataset: &str,
        dir: &Path,
        id: &str,
        snapshots: Option<&Path>,
        site_template: Option<std::sync::Arc<lectern::site_template::SiteTemplate>>,
    ) -> (PageResult, serde_json::Value) {
        let truth: serde_json::Value = serde_json::from_slice(
            &std::fs::read(dir.join("truth").join(format!("{id}.json"))).expect("truth file"),
        )
        .expect("truth json");
        let html =
            lectern::dom::html::decode(&read_gz(&dir.join("pages").join(format!("{id}.html.gz"))));
        // The blocks and their verdicts too, for learning offline (`blocks.rs`).
        let with_blocks = std::env::var_os("LECTERN_EVAL_BLOCKS").is_some();
        let options = Options {
            url: truth["url"].as_str().map(String::from),
            site_template,
            explain: with_blocks,
            ..Options::default()
        };
        let recorded = snapshots
            .map(|d| d.join(dataset).join(format!("{id}.json")))
            .filter(|p| p.is_file());
        let start = Instant::now();
        let (page, article) = match &recorded {
            Some(path) => extract_recorded(path, &options),
            None => {
                let doc = lectern::dom::html::HtmlDocument::parse(&html, options.url.as_deref());
                lectern::article::read_and_extract(&doc, &options)
            }
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        // The readerable verdict and its full score, from one parse of the page.
        let (readerable, rscore) = {
            let page =
                lectern::page::Page::read(&lectern::dom::html::HtmlDocument::parse(&html, None));
            let doc = lectern::blocks::BlockDoc::build(&page);
            (
                lectern::readerable::is_probably_readerable(&page, &doc),
                lectern::readerable::score(&page, &doc, f32::MAX),
            )
        };
        let predicted = article.as_ref().map_or("", |a| a.text_content.as_str());
        // Metadata as `metadata` gives it: the article's, or the page's own without one.
        let described = lectern::page_metadata::describe(&page, article.as_ref());
        let score = metric::score(predicted, truth["text"].as_str().unwrap_or(""));
        let s = |k: &str| truth[k].as_str().unwrap_or("").to_string();
        let mut record = serde_json::json!({
            "dataset": dataset, "id": id, "type": s("type"), "f1": score.f1,
            "precision": score.precision, "recall": score.recall, "ms": ms,
            "title": &described.title, "truth_title": truth["title"],
            "byline": &described.byline, "truth_author": truth["author"],
            "date": &described.published_time, "truth_date": truth["date"],
            "has_article": described.has_article,
            "readerable": readerable, "rscore": rscore,
        });
        // The extracted text too, for reading what a change did across the sets.
        if std::env::var_os("LECTERN_EVAL_TEXT").is_some() {
            record["text"] = predicted.into();
            record["excerpt"] = described.excerpt.as_deref().into();
        }
        if std::env::var_os("LECTERN_EVAL_HTML").is_some() {
            record["html"] = article.as_ref().map_or("", |a| a.content.as_str()).into();
        }
        if with_blocks {
            record["blocks"] = crate::blocks::record(&page, article.as_ref());
        }
        let field = |key: &str, got: Option<&str>, matches: fn(&str, &str) -> bool| {
            let truth = truth[key].as_str().filter(|t| !t.trim().is_empty())?;
            Some(got.is_some_and(|g| matches(g, truth)))
        };
        let meta = [
            field("title", described.title.as_deref(), metric::title_matches),
            field(
                "author",
                described.byline.as_deref(),
                metric::author_matches,
            ),
            field(
                "date",
                described.published_time.as_deref(),
                metric::date_matches,
            ),
            // Readability's test pages say which pages it judges not readerable.
            (dataset == "readability-pages").then(|| readerable == (s("type") != "not-readerable")),
        ];
        // Each field's verdict beside its value, for comparing two runs page by page.
        for (key, verdict) in ["title_ok", "author_ok", "date_ok"].iter().zip(&meta) {
            record[*key] = serde_json::json!(verdict);
        }
        let result = PageResult {
            dataset: dataset.to_string(),
            kind: s("type"),
            lang: s("lang"),
            score,
            ms,
            meta,
        };
        (result, record)
    }

    /// Prints each sizable block's decision and the extracted text, for debugging one page.
    fn print_decisions(page: &lectern::page::Page) {
        let options = Options {
            explain: true,
            ..Options::default()
        };
        let article = lectern::extract_page(page, &options);
        // The article's own decisions (after the title window's opinion), else the selection's.
        let explain = article
            .as_ref()
            .and_then(|a| a.explain.clone())
            .unwrap_or_else(|| lectern::article::explain_page(page));
        // LECTERN_EXPLAIN_MIN_WEIGHT: smallest block listed (weighted characters, default 100).
        let min_weight: f32 = std::env::var("LECTERN_EXPLAIN_MIN_WEIGHT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(100.0);
        // LECTERN_EXPLAIN_DETAIL: also each block's class and id and the start of its text.
        let detail = std::env::var_os("LECTERN_EXPLAIN_DETAIL").is_some();
        let doc = lectern::blocks::BlockDoc::build(page);
        // The details come from the page's own blocks, which are not the article's when its body
        // came from a `<noscript>` copy: then the decisions are listed without them.
        let nodes: Vec<u32> = doc
            .blocks
            .iter()
            .filter(|b| b.total.text_weight > 0.0)
            .map(|b| b.node)
            .collect();
        let detail = detail && nodes.len() == explain.decisions.len();
        for (i, d) in explain.decisions.iter().enumerate() {
            if d.text_weight >= min_weight {
                println!(
                    "{} {:<18} H={:.3} w={:<7} ld={:.2} {:?} {}",
                    if d.kept { '+' } else { '-' },
                    d.reason,
                    d.score,
                    d.text_weight,
                    d.link_density,
                    d.box_px,
                    d.path
                );
                if detail {
                    println!("      {}", node_detail(page, nodes[i]));
                }
            }
        }
        match article {
            Some(a) => println!(
                "--- title {:?} byline {:?} date {:?}\n{}",
                a.title, a.byline, a.published_time, a.text_content
            ),
            None => println!("--- no article ({} page nodes)", page.nodes.len()),
        }
    }

    /// `.class #id :: text…` of a node, the text cut to 100 characters.
    fn node_detail(page: &lectern::page::Page, node: u32) -> String {
        let mut text = String::new();
        let end = page.nodes[node as usize].end;
        for n in &page.nodes[node as usize..end as usize] {
            if let lectern::page::NodeData::Text(t) = &n.data {
                text.push_str(t);
                text.push(' ');
                if text.len() > 400 {
                    break;
                }
            }
        }
        let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let (class, id) = page
            .element(node)
            .map_or(("", ""), |e| (e.class.as_str(), e.id.as_str()));
        let class: String = class.chars().take(50).collect();
        let text: String = text.chars().take(100).collect();
        format!(".{class} #{id} :: {text}")
    }

    /// `--replay SNAPSHOT.json` (recorded with layout) or `--explain DATASET/ID` (parsed HTML).
    fn explain_one(flag: &str, arg: &str, data: &Path) {
        let page = if flag == "--replay" {
            let json = std::fs::read_to_string(arg).expect("snapshot file");
            let snapshot = lectern::dom::snapshot::Snapshot::from_json(&json).expect("snapshot");
            lectern::page::Page::read(&snapshot)
        } else {
            let bytes = if Path::new(arg).is_file() {
                std::fs::read(arg).expect("page file")
            } else {
                let (ds, id) = arg
                    .split_once('/')
                    .expect("--explain DATASET/ID or FILE.html");
                read_gz(&data.join(ds).join("pages").join(format!("{id}.html.gz")))
            };
            let html = lectern::dom::html::decode(&(bytes));
            lectern::page::Page::read(&lectern::dom::html::HtmlDocument::parse(&html, None))
        };
        print_decisions(&page);
    }

    pub fn main() {
        let argv: Vec<String> = std::env::args().collect();
        if let Some(i) = argv
            .iter()
            .position(|a| a == "--replay" || a == "--explain")
        {
            let arg = argv.get(i + 1).expect("an argument after the flag");
            return explain_one(&argv[i], arg, Path::new("../shared/datasets"));
        }
        let args = parse_args().unwrap_or_else(|e| {
            if !e.is_empty() {
                eprintln!("lectern-eval: {e}");
            }
            eprintln!("{USAGE}");
            std::process::exit(2)
        });
        let mut jobs = Vec::new();
        for ds in &args.datasets {
            let dir = args.data.join(ds);
            let truth = dir.join("truth");
            let entries = std::fs::read_dir(&truth).unwrap_or_else(|e| {
                eprintln!("lectern-eval: {}: {e}\n{USAGE}", truth.display());
                std::process::exit(2)
            });
            let mut ids: Vec<String> = entries
                .filter_map(|e| {
                    e.ok()?
                        .file_name()
                        .to_str()?
                        .strip_suffix(".json")
                        .map(String::from)
                })
                .filter(|id| args.only.as_ref().is_none_or(|o| id.contains(o.as_str())))
                .collect();
            ids.sort();
            ids.truncate(args.limit);
            jobs.extend(ids.into_iter().map(|id| (ds.clone(), dir.clone(), id)));
        }
        let snapshots = args.snapshots.as_deref();
        let templates = if args.site_templates {
            crate::sites::leave_one_out(&jobs, snapshots)
        } else {
            vec![None; jobs.len()]
        };
        let indices: Vec<usize> = (0..jobs.len()).collect();
        let results = parallel(&indices, |&k| {
            let (ds, dir, id) = &jobs[k];
            eval_page(ds, dir, id, snapshots, templates[k].clone())
        });
        if let Some(out) = &args.out {
            let mut f = std::fs::File::create(out).expect("--out file");
            for (_, rec) in &results {
                writeln!(f, "{rec}").expect("write jsonl");
            }
        }
        let groups = group_figures(&results.into_iter().map(|(r, _)| r).collect::<Vec<_>>());
        report(&groups);
        if let Some((path, mode)) = &args.floors {
            match floors::gate(path, &groups, mode) {
                Ok(true) => {}
                Ok(false) => std::process::exit(1),
                Err(e) => {
                    eprintln!("lectern-eval: {e}");
                    std::process::exit(2)
                }
            }
        }
    }

    /// `f` over `items` on every core, the results in the items' order.
    pub(crate) fn parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        let chunk = items.len().div_ceil(threads).max(1);
        std::thread::scope(|s| {
            let f = &f;
            let handles: Vec<_> = items
                .chunks(chunk)
                .map(|part| s.spawn(move || part.iter().map(f).collect::<Vec<_>>()))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("eval thread"))
                .collect()
        })
    }

    /// One group's figures: mean precision, recall and F1, median time, and the title, author,
    /// date and readerable match rates with the number of pages whose truth has that field.
    pub struct GroupFigures {
        pub dataset: String,
        /// A page type, `ALL` or `lang:zh`.
        pub group: String,
        pub pages: usize,
        pub precision: f64,
        pub recall: f64,
        pub f1: f64,
        pub median_ms: f64,
        pub rates: [Option<(f64, usize)>; 4],
    }

    fn group_figures(results: &[PageResult]) -> Vec<GroupFigures> {
        let mut groups: BTreeMap<(String, String), Vec<&PageResult>> = BTreeMap::new();
        for r in results {
            groups
                .entry((r.dataset.clone(), "ALL".into()))
                .or_default()
                .push(r);
            groups
                .entry((r.dataset.clone(), r.kind.clone()))
                .or_default()
                .push(r);
            if r.lang == "zh" {
                groups
                    .entry((r.dataset.clone(), "lang:zh".into()))
                    .or_default()
                    .push(r);
            }
        }
        groups
            .into_iter()
            .map(|((dataset, group), rs)| {
                let n = rs.len() as f64;
                let mean =
                    |f: &dyn Fn(&PageResult) -> f64| rs.iter().map(|r| f(r)).sum::<f64>() / n;
                let mut ms: Vec<f64> = rs.iter().map(|r| r.ms).collect();
                ms.sort_by(|a, b| a.total_cmp(b));
                let rate = |k: usize| {
                    let known: Vec<bool> = rs.iter().filter_map(|r| r.meta[k]).collect();
                    let hits = known.iter().filter(|&&m| m).count();
                    (!known.is_empty()).then(|| (hits as f64 / known.len() as f64, known.len()))
                };
                GroupFigures {
                    dataset,
                    group,
                    pages: rs.len(),
                    precision: mean(&|r| r.score.precision),
                    recall: mean(&|r| r.score.recall),
                    f1: mean(&|r| r.score.f1),
                    median_ms: ms[ms.len() / 2],
                    rates: [rate(0), rate(1), rate(2), rate(3)],
                }
            })
            .collect()
    }

    fn report(groups: &[GroupFigures]) {
        println!(
            "{:<18} {:<15} {:>5} {:>6} {:>6} {:>6} {:>8} {:>11} {:>11} {:>11} {:>11}",
            "dataset",
            "group",
            "pages",
            "P",
            "R",
            "F1",
            "med ms",
            "title",
            "author",
            "date",
            "readerable"
        );
        for g in groups {
            let rate =
                |k: usize| g.rates[k].map_or("-".to_string(), |(rate, n)| format!("{rate:.3}/{n}"));
            println!(
                "{:<18} {:<15} {:>5} {:>6.3} {:>6.3} {:>6.3} {:>8.2} {:>11} {:>11} {:>11} {:>11}",
                g.dataset,
                g.group,
                g.pages,
                g.precision,
                g.recall,
                g.f1,
                g.median_ms,
                rate(0),
                rate(1),
                rate(2),
                rate(3)
            );
        }
    }
}
