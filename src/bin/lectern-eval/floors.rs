//! The accuracy gate (issue 3's CI gate): the native evaluation's figures per dataset and page
//! type (mean F1, and title, author, date and readerable match rates) pinned in a JSON file. A run
//! must give every pinned figure to its four decimals. A fall fails unless it is lowered with a
//! note, which the file keeps; a rise fails until it is pinned. Either way the move shows in the
//! file's diff, and a floor never drops without a note beside it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::native::GroupFigures;

/// Decimals a figure is pinned to: a page of 1,497 moves wcxb-dev's F1 by up to 0.0007.
const PIN_SCALE: f64 = 1e4;

/// What `--floors FILE` does with figures that differ from their pins.
pub enum Mode {
    /// Report them and fail.
    Check,
    /// Pin the rises (and groups not pinned yet); a fall still fails and is not written.
    Raise,
    /// Pin rises and falls alike, each fall recorded with this note.
    Lower(String),
}

#[derive(Serialize, Deserialize, Default)]
struct FloorsFile {
    about: String,
    /// "dataset/group" (a page type, `ALL` or `lang:zh`) to its page count and pinned figures.
    groups: BTreeMap<String, Pin>,
    /// Every floor ever lowered, oldest first.
    #[serde(default)]
    lowered: Vec<Lowering>,
}

#[derive(Serialize, Deserialize, Clone, PartialEq)]
struct Pin {
    pages: usize,
    #[serde(flatten)]
    figures: BTreeMap<String, f64>,
}

#[derive(Serialize, Deserialize)]
struct Lowering {
    figure: String,
    from: f64,
    to: f64,
    note: String,
}

const ABOUT: &str =
    "Pinned figures of `lectern-eval` on ../shared/datasets (native, parsed HTML): \
    mean F1 and title/author/date/readerable match rates per dataset and page type, rounded \
    down to four decimals. scripts/test.sh fails when a run differs from a pin. Pin a rise with \
    `lectern-eval --floors tests/floors.json --raise-floors`; a fall only with `--lower-floors \
    NOTE`, which records the note in `lowered`.";

/// Rounded down to the pin's decimals, so that a measured figure is never below its own pin.
fn pinned(value: f64) -> f64 {
    (value * PIN_SCALE).floor() / PIN_SCALE
}

/// The figures a run gives for one group, pinned.
fn pin_of(g: &GroupFigures) -> Pin {
    let mut figures = BTreeMap::from([("f1".to_string(), pinned(g.f1))]);
    for (name, rate) in ["title", "author", "date", "readerable"]
        .iter()
        .zip(&g.rates)
    {
        if let Some((rate, _)) = rate {
            figures.insert(name.to_string(), pinned(*rate));
        }
    }
    Pin {
        pages: g.pages,
        figures,
    }
}

/// What one group's figures that differ from their pins come to under `mode`.
#[derive(Default)]
struct Comparison {
    /// The moves `mode` allows, to print.
    moves: Vec<String>,
    /// The falls `--lower-floors` records with its note.
    lowered: Vec<Lowering>,
    /// Falls without a note, and rises in a check.
    problems: Vec<String>,
}

fn compare(key: &str, pin: &Pin, now: &Pin, mode: &Mode) -> Comparison {
    let show = |v: Option<f64>| v.map_or("none".into(), |v| format!("{v:.4}"));
    let names: BTreeSet<&String> = pin.figures.keys().chain(now.figures.keys()).collect();
    let mut out = Comparison::default();
    for name in names {
        let (was, is) = (
            pin.figures.get(name).copied(),
            now.figures.get(name).copied(),
        );
        if was == is {
            continue;
        }
        let (figure, from, to) = (format!("{key} {name}"), show(was), show(is));
        let fell = was.is_some_and(|w| is.is_none_or(|i| i < w));
        match (fell, mode) {
            (false, Mode::Check) => out.problems.push(format!(
                "{figure}: {to} > pinned {from} (pin it with --raise-floors)"
            )),
            (true, Mode::Check | Mode::Raise) => out.problems.push(format!(
                "{figure}: {to} < floor {from} (lower it only with --lower-floors NOTE)"
            )),
            (true, Mode::Lower(note)) => {
                out.lowered.push(Lowering {
                    figure: figure.clone(),
                    from: was.unwrap_or(0.0),
                    to: is.unwrap_or(0.0),
                    note: note.clone(),
                });
                out.moves.push(format!("{figure} {from} -> {to}"));
            }
            (false, Mode::Raise | Mode::Lower(_)) => {
                out.moves.push(format!("{figure} {from} -> {to}"))
            }
        }
    }
    out
}

/// Compares the run with the file, writes it back as `mode` allows, and returns whether the
/// gate passes (every pin reproduced, or moved as `mode` allows).
pub fn gate(path: &Path, groups: &[GroupFigures], mode: &Mode) -> Result<bool, String> {
    let mut file: FloorsFile = match std::fs::read_to_string(path) {
        Ok(json) => serde_json::from_str(&json).map_err(|e| format!("{}: {e}", path.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && !matches!(mode, Mode::Check) => {
            FloorsFile::default()
        }
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let run: BTreeMap<String, Pin> = groups
        .iter()
        .map(|g| (format!("{}/{}", g.dataset, g.group), pin_of(g)))
        .collect();
    let mut problems = Vec::new();
    let mut changed = false;
    for key in file.groups.keys().filter(|k| !run.contains_key(*k)) {
        problems.push(format!("{key}: pinned, but the run has no such group"));
    }
    for (key, now) in &run {
        let Some(pin) = file.groups.get_mut(key) else {
            if matches!(mode, Mode::Check) {
                problems.push(format!("{key}: not pinned (pin it with --raise-floors)"));
            } else {
                file.groups.insert(key.clone(), now.clone());
                changed = true;
            }
            continue;
        };
        if pin.pages != now.pages {
            // Another dataset: its figures are not comparable, so nothing is pinned anew.
            problems.push(format!(
                "{key}: {} pages, {} pinned (the dataset changed: delete its pins and pin it anew)",
                now.pages, pin.pages
            ));
            continue;
        }
        let comparison = compare(key, pin, now, mode);
        if comparison.problems.is_empty() {
            for m in &comparison.moves {
                println!("floors: {m}");
            }
            changed |= !comparison.moves.is_empty();
            file.lowered.extend(comparison.lowered);
            *pin = now.clone();
        } else {
            problems.extend(comparison.problems);
        }
    }
    let figures: usize = file.groups.values().map(|p| p.figures.len()).sum();
    if changed {
        file.about = ABOUT.to_string();
        let json = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())?;
        std::fs::write(path, json + "\n").map_err(|e| format!("{}: {e}", path.display()))?;
        println!("floors: {} written ({figures} figures)", path.display());
    }
    for p in &problems {
        println!("floors: FAIL {p}");
    }
    if problems.is_empty() && !changed {
        println!("floors: all {figures} pinned figures reproduced");
    }
    Ok(problems.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(f1: f64, title: Option<f64>) -> GroupFigures {
        GroupFigures {
            dataset: "set".into(),
            group: "ALL".into(),
            pages: 10,
            precision: 0.0,
            recall: 0.0,
            f1,
            median_ms: 0.0,
            rates: [title.map(|t| (t, 10)), None, None, None],
        }
    }

    fn read(path: &Path) -> FloorsFile {
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn a_fall_passes_only_with_a_note_and_a_rise_only_once_pinned() {
        let path = std::env::temp_dir().join(format!("lectern-floors-{}.json", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let run = |f1: f64, title: Option<f64>, mode: &Mode| gate(&path, &[group(f1, title)], mode);
        let f1_pin = || read(&path).groups["set/ALL"].figures["f1"];
        // No file: a check fails, a raise pins every figure, rounded down.
        assert!(run(0.87654, Some(0.5), &Mode::Check).is_err());
        assert_eq!(run(0.87654, Some(0.5), &Mode::Raise), Ok(true));
        assert_eq!(f1_pin(), 0.8765);
        assert_eq!(run(0.87659, Some(0.5), &Mode::Check), Ok(true));

        // A rise fails a check and leaves the file; a raise pins it.
        assert_eq!(run(0.88, Some(0.5), &Mode::Check), Ok(false));
        assert_eq!(f1_pin(), 0.8765);
        assert_eq!(run(0.88, Some(0.5), &Mode::Raise), Ok(true));
        assert_eq!(f1_pin(), 0.88);

        // A fall, or a figure gone, fails a check and a raise, and moves nothing in the group.
        for mode in [Mode::Check, Mode::Raise] {
            assert_eq!(run(0.87, Some(0.6), &mode), Ok(false));
            assert_eq!(run(0.88, None, &mode), Ok(false));
        }
        assert_eq!(read(&path).groups["set/ALL"].figures["title"], 0.5);
        assert!(read(&path).lowered.is_empty());

        // Lowered with a note: pinned, and the note kept beside the old and new floors.
        let note = Mode::Lower("the truths of set were corrected".into());
        assert_eq!(run(0.87, Some(0.6), &note), Ok(true));
        let file = read(&path);
        assert_eq!(file.groups["set/ALL"].figures["f1"], 0.87);
        assert_eq!(file.groups["set/ALL"].figures["title"], 0.6);
        assert_eq!(file.lowered.len(), 1);
        assert_eq!(
            (
                file.lowered[0].figure.as_str(),
                file.lowered[0].from,
                file.lowered[0].to
            ),
            ("set/ALL f1", 0.88, 0.87)
        );
        assert_eq!(file.lowered[0].note, "the truths of set were corrected");

        // Another dataset (a page count that differs) is never pinned over.
        let mut other = group(0.87, Some(0.6));
        other.pages = 11;
        assert_eq!(gate(&path, &[other], &note), Ok(false));
        std::fs::remove_file(&path).unwrap();
    }
}
