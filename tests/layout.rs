//! What layout adds, natively: snapshot pages built by hand with their boxes, where the
//! visual filter must drop side columns and edge strips and keep rows of cards, tables and
//! the last lines inside the main landmark.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{text_with_layout, Stream, PROSE};
use lectern::dom::snapshot::Snapshot;
use lectern::dom::PageSize;
use lectern::{extract, Options};

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
fn a_carousels_slides_off_the_page_are_no_side_columns() {
    // html(0) body(1) div.story(2) p(3) T(4) p(5) T(6) X X div.carousel(7), then per slide
    // div(8 + 4k) div.quote(9 + 4k) p(10 + 4k) T(11 + 4k).
    let mut stream = Stream::new()
        .open("html", &[])
        .open("body", &[])
        .open("div", &[("class", "story")])
        .para(PROSE)
        .para(PROSE)
        .close()
        .open("div", &[("class", "carousel")]);
    for name in ["Ann", "Bea", "Cal"] {
        stream = stream
            .open("div", &[])
            .open("div", &[("class", "quote")])
            .para(&format!(
                "We moved our whole stack in a month and the support team answered every \
                 question the same day, says {name}, who runs the platform team."
            ))
            .close()
            .close();
    }
    let stream = stream.close().close().close().build();
    // The first slide shows in the middle of the page; the strip runs on past its right edge,
    // where the next two wait their turn.
    let boxes = [
        2.0, 8.0, 100.0, 1264.0, 600.0, 7.0, 0.0, 800.0, 2400.0, 300.0, 9.0, 480.0, 800.0, 320.0,
        300.0, 13.0, 1480.0, 800.0, 320.0, 300.0, 17.0, 1820.0, 800.0, 320.0, 300.0,
    ];
    let text = text_with_layout(stream, &boxes, 1280.0, 1400.0);
    for name in ["Ann", "Bea", "Cal"] {
        assert!(text.contains(&format!("says {name}")), "{name}: {text}");
    }
}
