//! Bad input: empty, binary, huge and deep documents give an article or none, never a panic
//! or a hang.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{article_text, Stream, PROSE};
use lectern::dom::snapshot::Snapshot;
use lectern::{extract, extract_html, Options};

#[test]
fn empty_and_odd_documents_have_no_article() {
    for html in ["", "   ", "<html></html>", "<html><body></body></html>",
                 "<html><body><img src=a.png><input name=q></body></html>",
                 "<frameset><frame src='a.html'></frameset>",
                 "<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'><text>hi</text></svg>",
                 "<html><body><script>var x = 'a long script that is not content at all, and must never be taken for an article body';</script></body></html>"] {
        assert!(extract_html(html, &Options::default()).is_none(), "{html:?}");
    }
}

#[test]
fn binary_garbage_does_not_panic() {
    let bytes: Vec<u8> = (0..20_000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    let html = lectern::dom::html::decode(&bytes);
    let _ = extract_html(&html, &Options::default());
}

#[test]
fn huge_and_deep_documents_return() {
    let mut wide = String::from("<html><body>");
    for i in 0..100_000 {
        wide.push_str(if i % 10 == 0 {
            "<p>word word word</p>"
        } else {
            "<span>w</span>"
        });
    }
    wide.push_str("</body></html>");
    let _ = extract_html(&wide, &Options::default());

    // A short page whose one line lies under a chain of 10,000 elements: its own article, read
    // without going down the chain again for every block of it. Built as a snapshot: parsed
    // HTML stops at the browsers' depth (the next test), a live DOM built by script does not.
    let mut chain = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .para("A short note.");
    for _ in 0..5_000 {
        chain = chain.open("div", &[]).open("span", &[]);
    }
    chain = chain.para("deep text");
    for _ in 0..10_002 {
        chain = chain.close();
    }
    let snap = Snapshot::decode(chain.build(), &[], None, None).unwrap();
    let article = extract(&snap, &Options::default()).expect("short page");
    assert!(article.text_content.contains("deep text"));

    // Combs: each of 3,000 levels holds a paragraph, or a paragraph and a run of cards, and the
    // next level. Every block is as deep as its level, so no stage may walk up from each.
    for cards in [false, true] {
        let mut comb = Stream::new().open("html", &[]).open("body", &[]);
        for _ in 0..3_000 {
            comb = comb.open("div", &[]).para(PROSE);
            if cards {
                for href in ["/a", "/b", "/c"] {
                    comb = comb
                        .open("div", &[("class", "card")])
                        .open("a", &[("href", href)])
                        .text("Card")
                        .close()
                        .close();
                }
            }
        }
        for _ in 0..3_002 {
            comb = comb.close();
        }
        let snap = Snapshot::decode(comb.build(), &[], None, None).unwrap();
        let article = extract(&snap, &Options::default()).expect("comb");
        assert!(article.text_content.matches("The committee met").count() >= 2_700);
    }

    // A thread of 3,000 replies, each quoting a line of its own: every quote is looked for in
    // all that came before it, within a bound on the work.
    let mut thread = String::from("<html><body><article>");
    for i in 0..3_000 {
        thread.push_str(&format!(
            "<p>Reply {i} says the committee met on Tuesday to discuss item {i} of the budget.</p>\
             <blockquote><p>Quote {i} repeats another line about topic {i} and the vote.</p>\
             </blockquote>"
        ));
    }
    let article = extract_html(&thread, &Options::default()).expect("thread");
    assert!(article.text_content.contains("Reply 2999 says"));
}

#[test]
fn parsed_html_stops_at_the_browsers_nesting_depth() {
    // Within Blink's 512 levels a page parses whole, however its tags are left open.
    let within = format!(
        "<html><body><p>{PROSE}</p>{}<p>Deep down, {PROSE}</p></body></html>",
        "<div>".repeat(500)
    );
    assert!(article_text(&within).contains("Deep down, The committee met"));
    // Past them parsing stops (each start tag would cost as much as the page is deep): what
    // came before is the page. 60,000 open boxes took 4.7 s to parse before the cap.
    let past = format!(
        "<html><body><p>{PROSE}</p>{}<p>Deep down, {PROSE}</p></body></html>",
        "<div>".repeat(60_000)
    );
    let text = article_text(&past);
    assert!(text.contains("The committee met"));
    assert!(!text.contains("Deep down"));
}

#[test]
fn deep_snapshots_walk_iteratively() {
    let mut s = Stream::new().open("html", &[]).open("body", &[]);
    for _ in 0..50_000 {
        s = s.open("div", &[]);
    }
    s = s.para(PROSE).para(PROSE);
    for _ in 0..50_002 {
        s = s.close();
    }
    let snap = Snapshot::decode(s.build(), &[], None, None).unwrap();
    let article = extract(
        &snap,
        &Options {
            explain: true,
            ..Options::default()
        },
    )
    .expect("article");
    assert!(article.text_content.contains("The committee met"));
    let explain = article.explain.unwrap();
    let path = &explain.decisions.last().unwrap().path;
    // Paths stay bounded on a hostile depth: the cut is marked, the tail kept.
    assert!(path.starts_with("…/div1/div1"), "{path}");
    assert!(path.split('/').count() <= 257);
}
