//! The evaluation metric (WCXB word-level F1, ../shared/datasets/README.md): tokens are
//! Python's `\w+` runs of the lowercased text, except that each CJK character is its own token;
//! bags of words are compared by the minimum counts.

use std::collections::HashMap;

use crate::text::is_cjk;

/// Precision, recall and F1 of one prediction.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Score {
    pub precision: f64,
    pub recall: f64,
    pub f1: f64,
}

/// Tokens of `text` as the metric counts them.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if is_cjk(c) {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            out.push(c.to_string());
        } else if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else if !word.is_empty() {
            out.push(std::mem::take(&mut word));
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Word-level F1 of `predicted` against `truth`; an empty prediction scores 0.
pub fn score(predicted: &str, truth: &str) -> Score {
    let p = tokens(predicted);
    let t = tokens(truth);
    if p.is_empty() || t.is_empty() {
        return Score::default();
    }
    let mut counts: HashMap<&str, i64> = HashMap::new();
    for w in &t {
        *counts.entry(w).or_default() += 1;
    }
    let mut overlap = 0i64;
    for w in &p {
        if let Some(c) = counts.get_mut(w.as_str()) {
            if *c > 0 {
                *c -= 1;
                overlap += 1;
            }
        }
    }
    let precision = overlap as f64 / p.len() as f64;
    let recall = overlap as f64 / t.len() as f64;
    let f1 = if overlap == 0 {
        0.0
    } else {
        2.0 * precision * recall / (precision + recall)
    };
    Score {
        precision,
        recall,
        f1,
    }
}

/// Title match (issue 4's measure): equal once case and whitespace are normalised.
pub fn title_matches(predicted: &str, truth: &str) -> bool {
    let norm = |s: &str| crate::text::fold_whitespace(s).to_lowercase();
    let p = norm(predicted);
    !p.is_empty() && p == norm(truth)
}

/// Author match: the metric's tokens of one name list (a leading "by" dropped) appear as a
/// contiguous run in the other's, so "By Dylan Bailey" matches "Dylan Bailey, MS, RD".
pub fn author_matches(predicted: &str, truth: &str) -> bool {
    let norm = |s: &str| {
        let mut t = tokens(s);
        if t.first().is_some_and(|w| w == "by") {
            t.remove(0);
        }
        t
    };
    let (p, t) = (norm(predicted), norm(truth));
    let contains = |long: &[String], short: &[String]| {
        !short.is_empty() && long.windows(short.len()).any(|w| w == short)
    };
    contains(&t, &p) || contains(&p, &t)
}

/// Date match: the same calendar day (the `YYYY-MM-DD` each starts with).
pub fn date_matches(predicted: &str, truth: &str) -> bool {
    let day = |s: &str| {
        let s = s.trim();
        let d = s.get(..10)?;
        let b = d.as_bytes();
        (b[4] == b'-' && b[7] == b'-' && d.replace('-', "").bytes().all(|c| c.is_ascii_digit()))
            .then(|| d.to_string())
    };
    matches!((day(predicted), day(truth)), (Some(a), Some(b)) if a == b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_follow_python_word_runs_and_split_cjk() {
        assert_eq!(
            tokens("Hello, World_1! 新闻ab"),
            ["hello", "world_1", "新", "闻", "ab"]
        );
    }

    #[test]
    fn f1_counts_bag_overlap() {
        let s = score("a a b", "a b b c");
        assert!((s.precision - 2.0 / 3.0).abs() < 1e-9);
        assert!((s.recall - 0.5).abs() < 1e-9);
        assert_eq!(score("", "a").f1, 0.0);
    }

    #[test]
    fn metadata_matches() {
        assert!(title_matches(" River  Breaks ", "river breaks"));
        assert!(!title_matches("", ""));
        assert!(author_matches(
            "By Dylan Bailey",
            "Dylan Bailey, MS, RD, FAND"
        ));
        assert!(!author_matches("Staff", "Dylan Bailey"));
        assert!(date_matches("2025-09-04T08:00:00Z", "2025-09-04"));
        assert!(!date_matches("2025-09-05", "2025-09-04"));
        assert!(!date_matches("Sept 4", "2025-09-04"));
    }
}
