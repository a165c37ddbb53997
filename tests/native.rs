//! Native behaviour tests: scoring on hand-built snapshot pages (with layout, no DOM), and bad
//! input that must give an article or none, never a panic or a hang.
#![cfg(not(target_arch = "wasm32"))]

use lectern::dom::snapshot::Snapshot;
use lectern::dom::PageSize;
use lectern::{extract, extract_html, Options};

const PROSE: &str = "The committee met on Tuesday to discuss the budget for the coming year, \
    and after a long debate it agreed to fund the new library, the repairs to the swimming pool, \
    and a study of traffic on the ring road, while postponing the decision on the bus station.";

/// Builds a snapshot stream: `E`/`T`/`X` tokens as the collector writes them.
struct Stream(Vec<String>);

impl Stream {
    fn new() -> Stream {
        Stream(Vec::new())
    }
    fn open(mut self, tag: &str, attrs: &[(&str, &str)]) -> Stream {
        let mut t = format!("E{tag}");
        for (k, v) in attrs {
            t.push_str(&format!("\u{2}{k}\u{2}{v}"));
        }
        self.0.push(t);
        self
    }
    fn text(mut self, s: &str) -> Stream {
        self.0.push(format!("T{s}"));
        self
    }
    fn close(mut self) -> Stream {
        self.0.push("X".into());
        self
    }
    fn para(self, s: &str) -> Stream {
        self.open("p", &[]).text(s).close()
    }
    fn build(self) -> String {
        self.0.join("\u{1}")
    }
}

/// The text of the article `extract_html` finds in `html` with default options.
fn article_text(html: &str) -> String {
    extract_html(html, &Options::default())
        .expect("article")
        .text_content
}

/// The text of the article extracted from snapshot `stream` with layout `boxes` (index, left,
/// top, width, height per element) on a page of `width` x `height` px.
fn text_with_layout(stream: String, boxes: &[f64], width: f32, height: f32) -> String {
    let size = Some(PageSize {
        width_px: width,
        height_px: height,
    });
    let snapshot = Snapshot::decode(stream, boxes, size, None).unwrap();
    extract(&snapshot, &Options::default())
        .expect("article")
        .text_content
}

fn page_with_two_columns() -> String {
    // html(0) body(1) div.left(2) p(3) T(4) p(5) T(6) X X div.main(7) p(8) T(9) p(10) T(11)
    Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("div", &[("class", "left")])
        .para(PROSE)
        .para(PROSE)
        .close()
        .open("div", &[("class", "main")])
        .para(PROSE)
        .para(PROSE)
        .close()
        .close()
        .close()
        .build()
}

#[test]
fn a_narrow_column_at_the_edge_is_dropped_with_layout_and_kept_without() {
    let stream = page_with_two_columns();
    let size = Some(PageSize {
        width_px: 1280.0,
        height_px: 1400.0,
    });
    // Node indices in token order: div.left is 2, div.main is 7.
    let boxes = [
        2.0, 0.0, 100.0, 200.0, 1200.0, 7.0, 300.0, 100.0, 700.0, 1200.0,
    ];
    let with_layout = Snapshot::decode(stream.clone(), &boxes, size, None).unwrap();
    let article = extract(&with_layout, &Options::default()).expect("article");
    assert_eq!(article.text_content.matches("The committee met").count(), 2);

    let without_layout = Snapshot::decode(stream, &[], None, None).unwrap();
    let article = extract(&without_layout, &Options::default()).expect("article");
    assert_eq!(article.text_content.matches("The committee met").count(), 4);
}

#[test]
fn a_story_at_the_top_of_a_long_page_of_link_lists_is_not_a_header_strip() {
    // html(0) body(1) div.story(2) h1(3) T(4) X p(5) T(6) X p(7) T(8) X X div.links(9) ...
    let mut stream = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("div", &[("class", "story")])
        .open("h1", &[])
        .text("Budget agreed")
        .close()
        .para(PROSE)
        .para(PROSE)
        .close()
        .open("div", &[("class", "links")])
        .open("ul", &[]);
    for i in 0..60 {
        stream = stream
            .open("li", &[])
            .open("a", &[("href", "/x")])
            .text(&format!("Another section of the site number {i}"))
            .close()
            .close();
    }
    let stream = stream.close().close().close().close().build();
    // The story spans the page's width in its top 4%, the lists the 9,000 px below it.
    let boxes = [
        2.0, 8.0, 8.0, 1264.0, 400.0, 9.0, 8.0, 500.0, 1264.0, 9000.0,
    ];
    let text = text_with_layout(stream, &boxes, 1280.0, 10000.0);
    assert!(text.contains("The committee met"), "{text}");
}

#[test]
fn the_outer_cards_of_a_row_of_three_are_not_side_columns() {
    // html(0) body(1) div.row(2) div(3) p(4) T(5) X X div(6) p(7) T(8) X X div(9) p(10) T(11)
    let mut stream = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("div", &[("class", "row")]);
    for card in ["left", "middle", "right"] {
        stream = stream
            .open("div", &[])
            .para(&format!("{PROSE} The {card} card."))
            .close();
    }
    let stream = stream.close().close().close().build();
    // Three 300 px cards centred in the page: the outer ones' centres lie in its outer quarters.
    let boxes = [
        2.0, 80.0, 200.0, 1120.0, 500.0, 3.0, 131.0, 200.0, 300.0, 500.0, 6.0, 490.0, 200.0, 300.0,
        500.0, 9.0, 849.0, 200.0, 300.0, 500.0,
    ];
    let text = text_with_layout(stream, &boxes, 1280.0, 1400.0);
    for card in ["left", "middle", "right"] {
        assert!(
            text.contains(&format!("The {card} card.")),
            "{card}: {text}"
        );
    }
}

#[test]
fn the_last_card_in_the_main_landmark_is_no_footer_strip() {
    // html(0) body(1) main(2) [div p T] x 6 (3..20) div.legal(21) T(22)
    let mut stream = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("main", &[]);
    for i in 1..=6 {
        stream = stream
            .open("div", &[])
            .para(&format!("{PROSE} Card number {i}."))
            .close();
    }
    let stream = stream
        .close()
        .open("div", &[("class", "legal")])
        .text("Registered office: 1 Main Street, Springfield. Company number 0123456.")
        .close()
        .close()
        .close()
        .build();
    // Cards of 150 px down the page; the last ends 60 px above the bottom edge, where a footer
    // strip would lie; the legal line below the landmark is the footer.
    let mut boxes = vec![2.0, 80.0, 100.0, 1120.0, 3840.0];
    for i in 0..6 {
        let top = if i == 5 {
            3790.0
        } else {
            100.0 + 200.0 * i as f64
        };
        boxes.extend([3.0 + 3.0 * i as f64, 80.0, top, 1120.0, 150.0]);
    }
    boxes.extend([21.0, 0.0, 3960.0, 1280.0, 40.0]);
    let text = text_with_layout(stream, &boxes, 1280.0, 4000.0);
    assert!(
        text.contains("Card number 1.") && text.contains("Card number 6."),
        "{text}"
    );
    assert!(!text.contains("Registered office"), "{text}");
}

#[test]
fn a_narrow_table_at_the_edge_of_the_text_is_no_side_column() {
    // html(0) body(1) div.content(2) p(3) T(4) p(5) T(6) table(7) tbody(8), then per row
    // tr td T td T (five nodes), then p T.
    let mut stream = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("div", &[("class", "content")])
        .para(PROSE)
        .para(PROSE)
        .open("table", &[])
        .open("tbody", &[]);
    for (state, rate) in [
        ("Alaska", 112),
        ("Hawaii", 108),
        ("Oregon", 97),
        ("Maine", 91),
    ] {
        stream = stream
            .open("tr", &[])
            .open("td", &[])
            .text(state)
            .close()
            .open("td", &[])
            .text(&format!(
                "${rate}.50 an hour for digital marketing services"
            ))
            .close()
            .close();
    }
    let stream = stream
        .close()
        .close()
        .para(PROSE)
        .close()
        .close()
        .close()
        .build();
    // The text spans the page; the table is 265 px wide against its left edge.
    let boxes = [
        2.0, 8.0, 100.0, 1264.0, 1200.0, 7.0, 8.0, 700.0, 265.0, 300.0,
    ];
    let text = text_with_layout(stream, &boxes, 1280.0, 1400.0);
    assert!(text.contains("$112.50 an hour"), "{text}");
}

#[test]
fn a_data_table_of_links_is_content_and_a_one_row_bar_of_links_is_not() {
    // A list of laureates: a header row, then rows whose every name links to the person.
    let mut html = String::from("<html><body><div class='content'><h1>List of laureates</h1>");
    // The list's introduction: enough prose that its column is the article.
    for _ in 0..6 {
        html.push_str(&format!("<p>{PROSE}</p>"));
    }
    html.push_str("<table><tr><th>Year</th><th>Physics</th><th>Chemistry</th></tr>");
    for year in 1901..1931 {
        html.push_str(&format!(
            "<tr><td>{year}</td><td><a href='/p{year}'>Physicist of {year}</a></td>\
             <td><a href='/c{year}'>Chemist of {year}</a></td></tr>"
        ));
    }
    html.push_str("</table><p>");
    html.push_str(PROSE);
    // The page's tools in a one-row table with a header cell: a bar of links.
    html.push_str(
        "</p><table><tr><th><a href='/d'>Discuss this story</a></th><td><a href='/print'>\
         Printable version of the page</a></td><td><a href='/m'>Mobile version of the page</a>\
         </td></tr></table></div></body></html>",
    );
    let text = article_text(&html);
    assert!(
        text.contains("Physicist of 1901") && text.contains("Chemist of 1930"),
        "{text}"
    );
    assert!(!text.contains("Printable version"), "{text}");
}

#[test]
fn link_lists_are_dropped_and_prose_kept() {
    let mut html = String::from("<html><body><ul class='menu'>");
    for i in 0..30 {
        html.push_str(&format!("<li><a href='/s{i}'>Section number {i}</a></li>"));
    }
    html.push_str("</ul><article>");
    for _ in 0..4 {
        html.push_str(&format!("<p>{PROSE}</p>"));
    }
    html.push_str("</article><div class='footer'><a href='/a'>About</a> <a href='/b'>Contact</a></div></body></html>");
    let article = extract_html(&html, &Options::default()).expect("article");
    assert!(article.text_content.contains("The committee met"));
    assert!(!article.text_content.contains("Section number"));
    assert!(!article.text_content.contains("Contact"));
}

#[test]
fn a_heading_classed_as_a_header_is_kept_with_its_links() {
    // API documentation: each method's signature is an `h4.code-header` whose name and
    // "Source" are links; "header" in a heading's class names the heading, not the page header.
    let mut html = String::from("<html><body><main><h1>Enum Result</h1>");
    for i in 0..6 {
        html.push_str(&format!(
            "<section class=method><h4 class='code-header'>pub fn <a href='#m{i}'>method_{i}</a>\
             (&amp;self) -&gt; bool <a href='/src/{i}'>Source</a></h4><p>{PROSE}</p></section>"
        ));
    }
    html.push_str("</main></body></html>");
    let text = article_text(&html);
    assert!(
        text.contains("pub fn method_0") && text.contains("pub fn method_5"),
        "{text}"
    );
}

#[test]
fn an_unclosed_named_anchor_around_the_page_is_not_a_link() {
    // Old pages open `<a name=top>` and never close it; the parser nests the page inside it.
    let mut html = String::from("<html><body><a name=top><table><tr><td>");
    for i in 0..8 {
        html.push_str(&format!("<a href='/s{i}'>Section {i}</a><br>"));
    }
    html.push_str("</td><td><b>Headline</b><br>");
    for _ in 0..4 {
        html.push_str(PROSE);
        html.push_str("<br>");
    }
    html.push_str("</td></tr></table></body></html>");
    let article = extract_html(&html, &Options::default()).expect("article");
    assert!(article.text_content.contains("The committee met"));
    assert!(!article.content.contains("<a>"));
}

#[test]
fn a_first_paragraph_written_before_the_first_p_is_kept_and_the_links_beside_it_are_not() {
    // Old pages put the first paragraph straight into the cell and open `<p>` for the rest.
    let mut html = String::from("<html><body><table><tr><td>");
    for i in 0..8 {
        html.push_str(&format!("<a href='/s{i}'>Section {i}</a><br>"));
    }
    html.push_str(
        "</td><td><span><font>The port expects its profit to fall by a fifth, it said. <p>",
    );
    html.push_str(PROSE);
    html.push_str("</p></font></span><table><tr><td><a href='/q'>Quote</a> <a href='/c'>Chart</a>");
    html.push_str("</td></tr></table></td></tr></table></body></html>");
    let text = article_text(&html);
    assert!(text.contains("The port expects"), "{text}");
    assert!(text.contains("The committee met"), "{text}");
    assert!(
        !text.contains("Quote") && !text.contains("Section"),
        "{text}"
    );
}

#[test]
fn comment_counters_glued_to_paragraphs_are_left_out() {
    let mut html = String::from("<html><body><article><h1>Budget agreed</h1>");
    for _ in 0..3 {
        html.push_str("<p><a class='comments_count' href='#c'>0</a>");
        html.push_str(PROSE);
        html.push_str("</p>");
    }
    html.push_str(
        "<p>Readers argued about the pool in the <a class='comments-link' href='#c'>comments</a> \
         all week, and the council answered them on Friday.</p>",
    );
    html.push_str("</article></body></html>");
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("0The committee"), "{text}");
    assert!(text.contains("in the comments all week"), "{text}");
}

#[test]
fn link_lists_under_their_own_headings_or_an_introducing_line_are_kept_and_a_bare_menu_is_not() {
    let mut html = String::from("<html><body><ul class='menu'>");
    for i in 0..12 {
        html.push_str(&format!("<li><a href='/m{i}'>Menu entry {i}</a></li>"));
    }
    html.push_str("</ul><main><h1>Index of languages</h1>");
    html.push_str(&format!("<p>{PROSE}</p>"));
    for letter in ["A", "B", "C"] {
        // B's list comes after a line that introduces it.
        let intro = if letter == "B" {
            "<p>Languages whose names start with B:</p>"
        } else {
            ""
        };
        html.push_str(&format!(
            "<h2>{letter}</h2>{intro}<div class='columns'><ul>"
        ));
        for i in 0..8 {
            html.push_str(&format!(
                "<li><a href='/{letter}{i}'>Language {letter}{i}</a></li>"
            ));
        }
        html.push_str("</ul></div>");
    }
    // A list of links that a line ending in a colon introduces, with no heading of its own.
    html.push_str(&format!(
        "<p>{PROSE}</p><p>Many patches were sent for review:</p><ul>"
    ));
    for i in 0..6 {
        html.push_str(&format!(
            "<li><a href='/patch{i}'>libgccjit: patch number {i}</a></li>"
        ));
    }
    html.push_str(&format!("</ul><p>{PROSE}</p></main></body></html>"));
    let text = article_text(&html);
    assert!(text.contains("The committee met"));
    assert!(text.contains("Language B3"), "{text}");
    assert!(text.contains("patch number 4"), "{text}");
    assert!(!text.contains("Menu entry"), "{text}");
}

#[test]
fn the_explain_view_lists_every_block_with_its_reason() {
    let html = format!("<html><body><nav><a href='/'>Home</a><a href='/x'>X</a></nav><article><p>{PROSE}</p><p>{PROSE}</p></article></body></html>");
    let options = Options {
        explain: true,
        ..Options::default()
    };
    let article = extract_html(&html, &options).expect("article");
    let explain = article.explain.expect("explain");
    assert!(explain
        .decisions
        .iter()
        .any(|d| d.tag == "nav" && !d.kept && d.reason == "link-dense"));
    assert!(explain.decisions.iter().any(|d| d.tag == "p" && d.kept));
    assert!(explain.fusion_rate > 0.0 && explain.fusion_rate < 1.0);
}

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

#[test]
fn cjk_text_is_counted_per_character() {
    let zh = "北京时间昨天晚上，国家统计局发布了最新的经济数据，显示第三季度国内生产总值同比增长百分之五，高于市场预期。";
    let html = format!("<html><head><title>经济数据发布｜新闻中心</title></head><body><div class='nav'><a href='/'>首页</a><a href='/n'>新闻</a></div><div><p>{zh}</p><p>{zh}</p></div></body></html>");
    let article = extract_html(&html, &Options::default()).expect("article");
    assert_eq!(article.title.as_deref(), Some("经济数据发布"));
    assert_eq!(article.length, article.text_content.chars().count());
    assert!(article.text_content.contains("国家统计局"));
    assert!(!article.text_content.contains("首页"));
}

#[test]
fn a_short_item_under_its_headline_beats_the_longer_teasers_beside_it() {
    // By density the teaser list wins: it has three times the item's plain text. The title,
    // found again in the body, says where the article starts (seed 001).
    let most_read: String = (0..6)
        .map(|i| format!("<p><a href=/read/{i}>Most read story {i}</a></p>"))
        .collect();
    let teasers: String = (0..8)
        .map(|i| {
            format!(
                "<li><a href=/story/{i}>Story {i}</a><div>The council also discussed item {i} \
                 of its agenda, about the old market hall and the bridge lights.</div></li>"
            )
        })
        .collect();
    let topics: String = (0..12)
        .map(|i| format!("<p><a href=/topic/{i}>Topic number {i}</a> has new stories</p>"))
        .collect();
    let html = format!(
        "<html><head><title>Library funded - Town News</title></head><body><div id=page>\
         <div class=story><h1>Library funded</h1><p>4 January 2012</p><p>{PROSE}</p></div>\
         <div>{most_read}</div><div><ul>{teasers}</ul></div><div>{topics}</div></div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("market hall"), "{text}");
}

#[test]
fn a_footer_or_menu_with_most_of_the_text_is_still_furniture() {
    // Plain-text entries (no links) and more text than the article: neither link density nor
    // share of the page marks them; their tags do.
    let stores: String = (0..12)
        .map(|i| {
            format!(
                "<div><p>Store number {i} on the high street is open from Monday to Saturday, \
                 nine to six, with parking behind the building and a cafe upstairs.</p></div>"
            )
        })
        .collect();
    let menu: String = (0..12)
        .map(|i| {
            format!(
                "<div><span>Department {i}: desks, chairs, lamps and shelving for the \
                          home office</span></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><nav><div>{menu}</div></nav><main><h1>Budget agreed</h1><p>{PROSE}</p>\
         <p>{PROSE}</p></main><footer><div>{stores}</div></footer></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("high street"), "{text}");
    assert!(!text.contains("Department"), "{text}");
}

#[test]
fn an_article_holding_all_the_links_of_the_page_is_kept_whole() {
    // Each paragraph cites a source; the page has no other links. Scored by the share of the
    // page's links it holds, the article would lose to any one of its paragraphs. (No headline:
    // seed 001's window would find the article from it.)
    let paragraphs: String = (0..3)
        .map(|i| {
            format!(
                "<section><div><p>Part {i}. {PROSE} {PROSE} See <a href=/source/{i}>the minutes</a> \
                 and <a href=/vote/{i}>the vote</a>.</p></div></section>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><div id=wrap>{paragraphs}</div>\
         <p>Subscribe to our weekly letter for more news from the town hall and beyond.</p>\
         </body></html>"
    );
    let text = article_text(&html);
    assert!(
        text.contains("Part 0.") && text.contains("Part 2."),
        "{text}"
    );
}

#[test]
fn what_comes_above_the_headline_in_the_selection_is_left_out() {
    // A panel of story summaries shares the article's wrapper and outweighs nothing there to
    // tell them apart by density; the article starts at its headline (seed 001).
    let summaries: String = (0..6)
        .map(|i| {
            format!(
                "<li><p>The council also discussed item {i} of its agenda, about the old market \
                 hall and the lights on the bridge, and will vote on it next month.</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><head><title>Budget agreed - Town News</title></head><body><div id=main>\
         <div class=panel><ul>{summaries}</ul></div><article><h1>Budget agreed</h1>\
         <p>{PROSE}</p><p>{PROSE}</p></article></div></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let text = article.text_content;
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("market hall"), "{text}");

    // A title found only in some other element is not trusted to open the article.
    let html = html.replace("<h1>Budget agreed</h1>", "<div>Budget agreed</div>");
    let text = article_text(&html);
    assert!(text.contains("market hall"), "{text}");
}

#[test]
fn a_section_served_twice_is_read_once_but_repeated_lines_stay() {
    // Small- and large-screen copies of the same section; CSS would show one of them.
    let section = format!(
        "<h2>How the budget was agreed</h2><p>{PROSE}</p><p>After the vote the mayor thanked \
         the committee and said the library would open its doors again in the spring.</p>"
    );
    let refrain = "We will remember them, in the morning and at the going down of the sun.";
    let html = format!(
        "<html><body><article><h1>Budget agreed</h1><div class=mobile>{section}</div>\
         <div class=desktop>{section}</div><div><p>{refrain}</p></div><div><p>{refrain}</p></div>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert_eq!(text.matches("swimming pool").count(), 1, "{text}");
    assert_eq!(text.matches("open its doors").count(), 1, "{text}");
    assert_eq!(text.matches("going down of the sun").count(), 2, "{text}");
}

#[test]
fn a_short_page_without_an_article_is_its_own_article() {
    // Too little text for any block to read like content: the page's visible text, link text
    // included, is the article, as Readability.js gives it.
    let note = "<html><body><a href='javascript:'><p>abc</p><p>def</p>ghi</a>\
        <p hidden>not shown</p></body></html>";
    let article = extract_html(note, &Options::default()).expect("article");
    assert_eq!(article.text_content, "abc\n\ndef\n\nghi");
    assert!(extract_html("just a few words", &Options::default()).is_some());

    // A longer page with nothing that reads like content (a site menu) stays without one.
    let hub: String = (0..40)
        .map(|i| format!("<li><a href=/s/{i}>Section number {i} of the site</a></li>"))
        .collect();
    let hub = format!("<html><body><nav><ul>{hub}</ul></nav></body></html>");
    assert!(extract_html(&hub, &Options::default()).is_none());
}

#[test]
fn content_kept_hidden_until_scripts_run_is_read_when_nothing_else_is() {
    // Streamed server rendering: a visible skeleton, the content in `<div hidden>`.
    let body = format!("<p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>");
    let streamed = format!(
        "<html><body><div class=skeleton><a href=/>Home</a></div>\
         <div hidden id=S:0><article><h1>Budget agreed</h1>{body}</article></div></body></html>"
    );
    let article = extract_html(&streamed, &Options::default()).expect("article");
    assert!(article.text_content.contains("swimming pool"));

    // A sign-in page with a short hidden dialog stays without an article.
    let sign_in = "<html><body><form><input name=user></form>\
        <div hidden><p>Your session has expired. Please sign in again to continue.</p></div>\
        </body></html>";
    assert!(extract_html(sign_in, &Options::default()).is_none());
}

#[test]
fn a_consent_dialog_is_not_the_article() {
    // A consent overlay with more plain text than the page's short article (its stylesheet,
    // which would hide it, is not loaded). A non-modal dialog (a details drawer) stays content.
    let purposes: String = (0..8)
        .map(|i| {
            format!(
                "<p>Purpose {i}: we and our partners store and access information on your device \
                 to measure audiences, personalise advertising and develop our services.</p>"
            )
        })
        .collect();
    let menu: String = (0..60)
        .map(|i| format!("<li><a href=/s/{i}>Section of the newspaper {i}</a></li>"))
        .collect();
    // A news brief under its headline: shorter than the run the title window trims above it by.
    let brief = "The committee agreed to fund the new library and the repairs to the swimming \
                 pool, and postponed the bus station.";
    let page = |modal: &str| {
        format!(
            "<html><body><div role=dialog {modal} class=fides-modal><h2>We care about your \
             privacy</h2>{purposes}</div><nav><ul>{menu}</ul></nav><main><h1>Budget agreed</h1>\
             <p>{brief}</p></main></body></html>"
        )
    };
    let text = article_text(&page(""));
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Purpose 3"), "{text}");

    let text = article_text(&page("aria-modal=false"));
    assert!(text.contains("Purpose 3"), "{text}");
}

#[test]
fn related_links_named_with_a_content_word_are_dropped() {
    // "article_related": the noise word names the part, the content word only its owner.
    let related: String = (0..6)
        .map(|i| {
            format!(
                "<li><a href=/a/{i}>Council story {i}</a> The council met again and the \
                 mayor spoke.</li>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><div class=main><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <div id=article_related><h3>Similar stories</h3><ul>{related}</ul></div></div>\
         </body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Council story 3"), "{text}");
}

#[test]
fn on_an_article_the_story_inside_a_wrapper_of_teaser_panels_is_the_article() {
    // The container with the highest H(b) wraps the story and ten teaser panels; the title
    // window finds the story block inside it. On a page that says it is an article the story
    // alone is kept; on a page that says nothing the selection stays.
    let panels: String = (0..10)
        .map(|i| {
            let items: String = (0..4)
                .map(|j| {
                    format!(
                        "<div><a href=/n/{i}{j}>Earlier council story {i}{j}</a> The mayor said \
                         the plan would take years to finish, cost more than the old one and \
                         need a vote of the whole council in spring.</div>"
                    )
                })
                .collect();
            format!("<div class=panel><h3>Context {i}</h3>{items}</div>")
        })
        .collect();
    let tools: String = (0..8)
        .map(|k| format!("<li><a href=/t/{k}>Tool {k}</a></li>"))
        .collect();
    let page = |head: &str| {
        format!(
            "<html><head><title>Budget agreed - City News</title>{head}</head><body>\
             <div class=wrap><div class=story><h1>Budget agreed</h1><p>{PROSE}</p>\
             <p>{PROSE}</p></div><ul class=tools>{tools}</ul>{panels}</div></body></html>"
        )
    };
    let article = page(r#"<meta property="og:type" content="article">"#);
    let text = article_text(&article);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Earlier council story 3"), "{text}");

    let text = article_text(&page(""));
    assert!(text.contains("Earlier council story 3"), "{text}");
}

#[test]
fn streamed_segments_are_content_even_beside_a_visible_teaser() {
    // React's streamed rendering: `<div hidden id="S:1c">` holds what its script moves into
    // place. Other hidden elements stay out.
    let html = format!(
        "<html><body><main><h1>Budget agreed</h1><p>A short teaser for the story that is \
         still loading, with a link to <a href=/more>more news</a> and a few words.</p>\
         <div hidden id=\"S:1c\"><p>{PROSE}</p><p>{PROSE}</p></div>\
         <div hidden id=menu><p>Hidden menu text that must stay out of the article.</p></div>\
         </main></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Hidden menu text"), "{text}");
}

#[test]
fn an_accordion_panel_hidden_by_its_attribute_is_read() {
    // A service page's FAQ: each answer a `hidden` panel until its question is clicked.
    let html = format!(
        "<html><body><article><h1>Free tax help</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <dl class=accordion><dt><button aria-expanded=false>What should I bring?</button></dt>\
         <dd class=\"cmp-accordion__panel\" hidden><p>Bring photo identification, every income \
         document and last year's return to the tax site.</p></dd>\
         <dt><button aria-expanded=false>Can I come later?</button></dt>\
         <dd class=\"cmp-accordion__panel\" aria-hidden=true inert><p>Evening appointments \
         run on Thursdays until eight, booked at the front desk.</p></dd></dl><p>{PROSE}</p>\
         <div hidden><p>A hidden note for the editors that must stay out.</p></div>\
         <div aria-hidden=true><p>A decorative caption that assistive technology skips.</p></div>\
         </article></body></html>"
    );
    let text = extract_html(&html, &Options::default())
        .expect("article")
        .text_content;
    assert!(text.contains("photo identification"), "{text}");
    // A closed panel hidden from assistive technology as well is still a panel.
    assert!(text.contains("Evening appointments"), "{text}");
    assert!(!text.contains("editors"), "{text}");
    assert!(!text.contains("decorative caption"), "{text}");
}

#[test]
fn inline_text_hidden_from_assistive_technology_only_is_read() {
    // A block hidden from assistive technology is left out, as the browser's collector leaves it;
    // inline text so marked (a rating beside its stars) is on the screen and is read, as there.
    let html = format!(
        "<html><body><article><h1>Harbour ferry</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <p>Tickets are sold on board, rated <span aria-hidden=true>4.6 out of 5</span> by \
         passengers.</p><div aria-hidden=true><p>A decorative caption that assistive technology \
         skips.</p></div></article></body></html>"
    );
    let text = extract_html(&html, &Options::default())
        .expect("article")
        .text_content;
    assert!(text.contains("rated 4.6 out of 5 by passengers"), "{text}");
    assert!(!text.contains("decorative caption"), "{text}");
}

#[test]
fn the_panel_a_button_opens_is_read_but_a_hidden_popover_or_dialog_is_not() {
    // A product page's details wait below a "View product details" button, hidden until it is
    // clicked; a menu (popover) and a prompt (dialog) that buttons open stay out.
    let html = format!(
        "<html><body><article><h1>Road shoe</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <button>View product details</button><div style=\"display:none\"><p>Springy foam \
         and two air units give the most energetic ride of the range.</p>\
         <p style=\"display:none\">Hidden sentence inside the panel that must stay out.</p>\
         </div><button>Share</button><div popover style=\"display:none\"><p>Copy the link \
         to this page or send it to a friend by mail.</p></div>\
         <button>Sign up</button><dialog style=\"display:none\"><p>Join the club for early \
         access to every new shoe we make.</p></dialog>\
         <p>{PROSE}</p><div style=\"display:none\"><p>A hidden note that must stay out.</p>\
         </div></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("Springy foam"), "{text}");
    for absent in [
        "Hidden sentence",
        "Copy the link",
        "Join the club",
        "hidden note",
    ] {
        assert!(!text.contains(absent), "{absent}: {text}");
    }
}

#[test]
fn an_accordion_panel_after_its_heading_is_read_but_other_hidden_blocks_are_not() {
    // FAQ answers hidden until their question is clicked: a box right after a heading, or after
    // a box holding only the heading and its toggle's icon. A paragraph hidden under a heading,
    // and a box hidden after a section, stay out.
    let html = format!(
        "<html><body><article><h1>Harbour ferry</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <h3>Can I bring a bike?</h3><div style=\"display:none\"><p>Bikes ride free on every \
         crossing, stowed on the car deck.</p></div>\
         <div class=q><h3>Are dogs allowed?</h3><svg></svg></div><div style=\"display:none\">\
         <p>Dogs on leads are welcome on the open deck.</p></div>\
         <h3>Lost property</h3><p style=\"display:none\">A hidden paragraph under a heading \
         that must stay out.</p>\
         <div><h3>Timetable</h3><p>Boats leave every hour.</p></div><div style=\"display:none\">\
         <p>A hidden box after a section that must stay out.</p></div></article></body></html>"
    );
    let text = article_text(&html);
    for present in ["Bikes ride free", "Dogs on leads"] {
        assert!(text.contains(present), "{present}: {text}");
    }
    for absent in ["hidden paragraph", "hidden box"] {
        assert!(!text.contains(absent), "{absent}: {text}");
    }
}

#[test]
fn an_element_a_framework_class_hides_is_left_out() {
    // Served without its stylesheets, a product page shows its hidden spec table and its
    // screen-reader labels; their classes say they are not for the eye.
    let html = format!(
        "<html><body><article><h1>Staple tee</h1><p>{PROSE}</p>\
         <dl class=\"productView-info hide\"><dt>cat_thumb_Bone:</dt><dd>thumbnail address</dd></dl>\
         <p>{PROSE}<span class=sr-only>Opens in a new window</span></p>\
         <div class=\"d-none d-lg-block\"><p>Care instructions for wide screens. {PROSE}</p></div>\
         </article></body></html>"
    );
    let text = extract_html(&html, &Options::default())
        .expect("article")
        .text_content;
    assert!(!text.contains("cat_thumb"), "{text}");
    assert!(!text.contains("new window"), "{text}");
    assert!(text.contains("Care instructions"), "{text}");
}

#[test]
fn doubly_encoded_text_is_decoded_and_a_lone_lookalike_left_alone() {
    // UTF-8 read as Windows-1252 and encoded again, as some sites store their pages.
    let garbled = |s: &str| -> String { s.chars().flat_map(windows_1252_of_utf8).collect() };
    let story = "Wrocław’s café reopened — the mayor’s plan worked, and the Łódź office followed.";
    let html = format!(
        "<html><head><title>{}</title></head><body><article><h1>x</h1><p>{} {}</p><p>{}</p></article></body></html>",
        garbled("Wrocław’s café"),
        garbled(story),
        PROSE,
        PROSE
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    assert!(
        article.text_content.contains(story),
        "{}",
        article.text_content
    );
    assert_eq!(article.title.as_deref(), Some("Wrocław’s café"));

    // Garbled twice over (a doubly encoded page read as Windows-1252 once more): two rounds.
    let twice = |s: &str| garbled(&garbled(s));
    let html = format!(
        "<html><body><article><h1>x</h1><p>{} {}</p><p>{}</p></article></body></html>",
        twice(story),
        PROSE,
        PROSE
    );
    let text = article_text(&html);
    assert!(text.contains(story), "{text}");

    // One "É”" in a French quote is the text itself, not a garbled "ɔ".
    let quote = "Il a dit «CAFÉ” et il est parti.";
    let text = article_text(&format!(
        "<html><body><article><p>{quote} {PROSE}</p></article></body></html>"
    ));
    assert!(text.contains(quote), "{text}");
}

/// The characters `c`'s UTF-8 bytes read as Latin-1 become, with Windows-1252's characters for
/// the bytes of the euro sign, quotes, trade mark and œ (browsers read Latin-1 so).
fn windows_1252_of_utf8(c: char) -> Vec<char> {
    let mut buf = [0u8; 4];
    c.encode_utf8(&mut buf)
        .bytes()
        .map(|b| match b {
            0x80 => '€',
            0x93 => '“',
            0x94 => '”',
            0x99 => '™',
            0x9C => 'œ',
            b => char::from(b),
        })
        .collect()
}

#[test]
fn a_spacer_paragraph_of_a_zero_width_joiner_is_no_paragraph_of_the_text() {
    // Page builders space sections with `<p>&zwj;</p>`; a joiner inside a word stays.
    let html = format!(
        "<html><body><article><h2>Plans</h2><p>{PROSE}</p><p>\u{200d}</p>\
         <p>Our te\u{200d}am {PROSE}</p></article></body></html>"
    );
    let text = article_text(&html);
    assert!(
        text.split("\n\n").all(|p| !lectern::text::is_blank(p)),
        "{text:?}"
    );
    assert!(text.contains("Our te\u{200d}am"), "{text:?}");
}

#[test]
fn an_unfilled_template_placeholder_is_not_text_but_in_code_it_is() {
    // A Vue or Angular page read before its scripts fill it in (a document parsed from its
    // HTML, a page whose scripts are off) shows the template's `{{ ... }}`.
    let html = format!(
        "<html><body><article><h2>Tablet</h2><p>{PROSE}</p>\
         <div><span>{{{{priceAnchor.priceWrapper.info.totalPrice}}}}</span></div>\
         <p>Write <code>{{{{ person }}}}</code> in the template. {PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    assert!(
        !article.text_content.contains("priceAnchor"),
        "{:?}",
        article.text_content
    );
    assert!(
        !article.content.contains("priceAnchor"),
        "{:?}",
        article.content
    );
    assert!(
        article.text_content.contains("Write {{ person }} in"),
        "{:?}",
        article.text_content
    );
}

#[test]
fn a_table_of_contents_goes_with_its_heading_but_a_list_of_things_stays() {
    // A list of links under its own heading is a section (`keep_headed_lists`), unless the
    // heading says it is the table of contents.
    let html = format!(
        "<html><body><article><h1>Renovation guide</h1>\
         <p>{PROSE}</p><h2>Table of Contents</h2><ul>\
         <li><a href=\"#costs\">What renovation costs</a></li>\
         <li><a href=\"#plans\">How to plan the work</a></li>\
         <li><a href=\"#permits\">Which permits you need</a></li></ul>\
         <h2 id=\"costs\">What renovation costs</h2><p>{PROSE}</p>\
         <h2>Contents of the toolbox</h2><ul><li>A hammer and nails</li><li>A level</li></ul>\
         <h2 id=\"plans\">How to plan the work</h2><p>{PROSE}</p></article></body></html>"
    );
    let text = article_text(&html);
    assert!(!text.contains("Table of Contents"), "{text:?}");
    assert!(!text.contains("Which permits"), "{text:?}");
    assert_eq!(text.matches("What renovation costs").count(), 1, "{text:?}");
    assert!(text.contains("Contents of the toolbox"), "{text:?}");
    assert!(text.contains("A hammer and nails"), "{text:?}");
}
