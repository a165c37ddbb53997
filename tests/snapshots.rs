//! Recorded pages (tests/snapshots/<name>/snapshot.json, made by bench/record.mjs in headless
//! Chromium) replay real layout natively: each one once broke extraction through its layout.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;

use lectern::dom::snapshot::Snapshot;
use lectern::{extract, metric, Options};

/// Each recorded page must keep at least this F1 against its truth (all scored 0.93 or more when
/// recorded and fixed; the failures they recorded scored 0 to 0.34).
const SNAPSHOT_MIN_F1: f64 = 0.9;

#[test]
fn recorded_pages_with_layout_extract_their_content() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let mut checked = 0;
    for entry in fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let snapshot =
            Snapshot::from_json(&fs::read_to_string(dir.join("snapshot.json")).unwrap()).unwrap();
        let article =
            extract(&snapshot, &Options::default()).unwrap_or_else(|| panic!("{name}: no article"));
        let truth = fs::read_to_string(dir.join("truth.txt")).unwrap();
        let f1 = metric::score(&article.text_content, &truth).f1;
        assert!(f1 >= SNAPSHOT_MIN_F1, "{name}: F1 {f1:.3}");
        checked += 1;
    }
    assert!(checked >= 3);
}
