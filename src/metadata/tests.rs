//! Tests of the metadata stage: whole pages parsed natively, read for their metadata.

use super::*;

fn meta_of(html: &str) -> Metadata {
    meta_at(html, "https://news.example.org/a/b")
}

fn meta_at(html: &str, url: &str) -> Metadata {
    let page = Page::read(&crate::dom::html::HtmlDocument::parse(html, Some(url)));
    read(&page, 0, None)
}

#[test]
fn the_stated_address_names_the_site_of_a_copy() {
    // Served from a copy (a cache, a proxy, a saved page): only `og:url` names the host.
    let html = r#"<head><title>Discuss the 7.1.0 release here - virtualbox.org</title>
        <meta property="og:url" content="https://forums.virtualbox.org/viewtopic.php?t=1">
        </head><h1>virtualbox.org</h1><p>Text of the post.</p>"#;
    let m = meta_at(html, "http://127.0.0.1:8000/page/1");
    assert_eq!(m.title.as_deref(), Some("Discuss the 7.1.0 release here"));
}

#[test]
fn a_tag_with_several_properties_gives_each() {
    let m = meta_of(
        r#"<head><title>T</title><meta property="x:creator dc:creator" content="Ana Ruiz">
        <meta property="x:site og:site_name" content="Harbour Times"></head><p>Text.</p>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Ana Ruiz"));
    assert_eq!(m.site_name.as_deref(), Some("Harbour Times"));
}

#[test]
fn a_printed_by_line_outranks_a_marked_author_naming_someone_else() {
    // Read with the article starting at its headline, as `extract` finds it.
    let byline = |html: &str| {
        let page = Page::read(&crate::dom::html::HtmlDocument::parse(html, None));
        let h1 = page
            .nodes
            .iter()
            .position(|n| matches!(&n.data, crate::page::NodeData::Element(e) if e.tag == "h1"));
        read(&page, h1.expect("a headline") as u32, None).byline
    };
    let page = |by: &str| {
        format!(
            r#"<head><title>Legal challenges</title><meta name="author" content="Luke Daigle">
            </head><article><h1>Legal challenges</h1>{by}<p>Text of the story.</p></article>"#
        )
    };
    assert_eq!(
        byline(&page("<p>By: Paul Fenaroli</p>")).as_deref(),
        Some("Paul Fenaroli")
    );
    // The same people, listed otherwise, keep the metadata's spelling.
    assert_eq!(
        byline(&page("<p>By Luke Daigle, Staff Writer</p>")).as_deref(),
        Some("Luke Daigle")
    );
    // A teaser's line in another story's `<article>` names that story's writer.
    let html = r#"<head><title>Dining guide</title><meta name="author" content="Resy Staff">
        </head><main><h1>Dining guide</h1><p>Text of the guide.</p></main>
        <article class=teaser><h2>Other</h2><p>By Ellie Plass</p></article>"#;
    assert_eq!(byline(html).as_deref(), Some("Resy Staff"));
}

#[test]
fn dublin_cores_creator_ranks_above_a_plain_author() {
    let m = meta_of(
        r#"<head><title>T</title><meta name="author" content="harbour-admin">
        <meta name="DC.creator" content="Ana R."><meta property="dc:creator" content="Ana Ruiz">
        </head><p>Text.</p>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Ana Ruiz"));
}

#[test]
fn microdata_names_the_author_in_a_tag() {
    // A forum's opening post: the author's name only in a `meta` of its `itemprop=author`.
    let html = r#"<head><title>Quantum computing</title></head><div itemscope
        itemtype="https://schema.org/DiscussionForumPosting"><span itemprop=author itemscope>
        <meta itemprop=name content="Alphabyte1"></span><p>Text of the post.</p></div>"#;
    assert_eq!(meta_of(html).byline.as_deref(), Some("Alphabyte1"));
    // A review's author is a customer, not the page's writer.
    let html = r#"<head><title>Kettle</title></head><p>A kettle.</p><div itemprop=review
        itemscope><span itemprop=author itemscope><meta itemprop=name content="Bo Lind">
        </span><p>Boils fast.</p></div>"#;
    assert_eq!(meta_of(html).byline, None);
}

#[test]
fn a_cms_record_in_a_comment_gives_title_author_and_time() {
    // Founder ENP's record: before `<!DOCTYPE>` (jjckb.cn, whose `<title>` is the site's
    // name) or in the body by the story (southcn.com, whose `author` meta is the site).
    let record = "<!--enpproperty <date>2011-12-08 09:30:00.0</date><author>记者 武彩霞</author>\
        <title>中国iPad商标侵权纠纷案一审审结 苹果败诉</title> /enpproperty-->";
    let page = "<title>经济参考网</title><meta name=author content=经济参考网>\
        <body><div>中国iPad商标侵权纠纷案一审审结</div><p>正文。责任编辑：张颖</p>";
    for html in [
        format!("{record}<!DOCTYPE html>{page}"),
        format!("{page}{record}"),
    ] {
        let m = meta_of(&html);
        assert_eq!(
            m.title.as_deref(),
            Some("中国iPad商标侵权纠纷案一审审结 苹果败诉")
        );
        assert_eq!(m.byline.as_deref(), Some("武彩霞"));
        assert_eq!(m.published_time.as_deref(), Some("2011-12-08T09:30:00"));
    }
    // Other comments say nothing.
    let m = meta_of(&format!("<!-- <title>模板</title> -->{page}"));
    assert_eq!(m.title.as_deref(), Some("经济参考网"));
}

#[test]
fn a_chinese_label_names_an_author_not_an_editor_code() {
    let byline = |label: &str| {
        meta_of(&format!(
            "<title>T</title><h1>央行降准</h1><p>{label}</p><p>正文。</p>"
        ))
        .byline
    };
    assert_eq!(byline("作者：李宝花").as_deref(), Some("李宝花"));
    assert_eq!(byline("责任编辑：AP0015"), None);
}

#[test]
fn a_headline_styled_in_parts_reads_as_one_line() {
    let title = |h1: &str| {
        meta_of(&format!(
            "<title>Cut Your Planning Cycle | Every</title><h1>{h1}</h1><p>Text.</p>"
        ))
        .title
    };
    // A drop cap styled apart stays inside its word; a line break still separates.
    let cap = r#"Cut Your Planning <span class="hand">C</span>ycle"#;
    assert_eq!(title(cap).as_deref(), Some("Cut Your Planning Cycle"));
    let split = "Cut Your Planning<br>Cycle";
    assert_eq!(title(split).as_deref(), Some("Cut Your Planning Cycle"));
}

#[test]
fn a_sign_in_box_is_no_byline() {
    let m = meta_of(
        r#"<title>T</title><div id="authorization"><a href="/signin">Sign In</a></div>
        <h1>Quiet harbour</h1><p class="byline">By Kelli Miller</p><p>Text.</p>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Kelli Miller"));
}

#[test]
fn the_date_shown_by_the_headline_beats_the_metadata_unless_it_is_an_update() {
    let marked = r#"<meta property="article:published_time" content="2012-09-12T16:45:28+00:00">"#;
    let date_of = |byline: &str| {
        meta_of(&format!(
            "{marked}<h1>Travel</h1>{byline}<p>Text of the article.</p>"
        ))
        .published_time
    };
    assert_eq!(
        date_of(r#"<time datetime="2021-09-08T18:02:10+00:00">September 8, 2021</time>"#)
            .as_deref(),
        Some("2021-09-08T18:02:10+00:00")
    );
    assert_eq!(
        date_of(r#"<p class="meta">Sep 8, 2021</p>"#).as_deref(),
        Some("2021-09-08")
    );
    // An update stamp leaves the metadata's publication date.
    for update in [
        r#"<p><span>Updated</span> <time datetime="2021-09-08">September 8, 2021</time></p>"#,
        r#"<p class="last-modified">Sep 8, 2021</p>"#,
        // The first of a carousel of related posts, newest first.
        r#"<div><time class="item-date">Sep 8, 2021</time><a>Older post</a></div>
        <div><time class="item-date">Jul 1, 2019</time><a>Oldest post</a></div>
        <div><time class="item-date">Nov 2, 2015</time><a>Oldest post</a></div>"#,
        // The label inside a date-named block, past its first few nodes.
        r#"<div class="article-date-override"><div class="wrapper">
        <span class="icon"></span><span class="label">Last Updated:</span>
        <span class="value">Sep 8, 2021</span></div></div>"#,
    ] {
        assert_eq!(
            date_of(update).as_deref(),
            Some("2012-09-12T16:45:28+00:00"),
            "{update}"
        );
    }
    // So does a page that prints the metadata's date too, and the same moment in the
    // writer's zone.
    assert_eq!(
        date_of("<p>Sep 8, 2021</p><p>Published Sep 12, 2012</p>").as_deref(),
        Some("2012-09-12T16:45:28+00:00")
    );
    assert_eq!(
        date_of("<p>Sep 13, 2012</p>").as_deref(),
        Some("2012-09-12T16:45:28+00:00")
    );
    // A shown day after the page's last modification is some other day's (an event's).
    let m = meta_of(&format!(
        r#"{marked}<meta property="article:modified_time" content="2013-01-05T10:00:00Z">
        <h1>Travel</h1><p>Sep 6, 2014</p><p>Text of the article.</p>"#
    ));
    assert_eq!(
        m.published_time.as_deref(),
        Some("2012-09-12T16:45:28+00:00")
    );
    // A shown publication date followed by its own update stamp is no update itself, and a
    // metadata date printed only as that update stamp is the update's.
    for stamps in [
        r#"<h4 class="posted">Posted: Sep 8, 2021</h4><h4>Last Updated: Sep 12, 2012</h4>"#,
        concat!(
            r#"<div><time class="entry-time">Sep 8, 2021</time>"#,
            r#"<time class="entry-modified-time">Updated on: Sep 12, 2012</time></div>"#
        ),
        r#"<div>Published <span>Sep 8, 2021</span></div>
        <div>Updated <span>Sep 12, 2012</span></div>"#,
        // A thread's first post, its replies after it.
        r#"<div><time class="post-date">Sep 8, 2021</time></div>
        <div><time class="post-date">Sep 9, 2021</time></div>
        <div><time class="post-date">Oct 2, 2021</time></div>"#,
    ] {
        assert_eq!(date_of(stamps).as_deref(), Some("2021-09-08"), "{stamps}");
    }
}

#[test]
fn dates_from_microdata_labels_and_permalinks() {
    let related = "<div class=\"date\"><span>January 28, 2026</span></div>";
    let m = meta_of(&format!(
        r#"<h1>Exercise and mood</h1><span itemprop="datePublished">October 17, 2018</span>
        <p>Text.</p>{related}"#
    ));
    assert_eq!(m.published_time.as_deref(), Some("2018-10-17"));
    // Several marked dates are a list of posts: none of them is taken for the page's.
    let m = meta_of(&format!(
        r#"<h1>Thread</h1>{related}<p itemprop="datePublished">2014-02-04</p>
        <p itemprop="datePublished">2018-05-21</p>"#
    ));
    assert_eq!(m.published_time.as_deref(), Some("2026-01-28"));
    // A labelled date far below the headline (an author box after a long article).
    let long = "<p>A paragraph of the article.</p>".repeat(300);
    let m = meta_of(&format!(
        "<h1>Indexing</h1>{long}<div>Posted on April 13, 2023</div>"
    ));
    assert_eq!(m.published_time.as_deref(), Some("2023-04-13"));
    // The article's `<time pubdate>` there over the metadata's date; not one of several.
    let ld = r#"<script type="application/ld+json">{"@type": "Article",
        "datePublished": "2025-11-29T12:28:31-05:00"}</script>"#;
    let foot = r#"<p>Published <time pubdate datetime="2025-08-13">August 13, 2025</time></p>"#;
    let m = meta_of(&format!("{ld}<h1>Tools</h1>{long}{foot}"));
    assert_eq!(m.published_time.as_deref(), Some("2025-08-13"));
    let other = r#"<p><time pubdate datetime="2025-06-01">June 1</time></p>"#;
    let m = meta_of(&format!("{ld}<h1>Tools</h1>{long}{foot}{other}"));
    assert_eq!(
        m.published_time.as_deref(),
        Some("2025-11-29T12:28:31-05:00")
    );
    // Or one after an author box's byline there.
    let m = meta_of(&format!(
        "<h1>Indexing</h1>{long}<div><p>Written by <a href=/a>Kate Li</a></p><p>April 13, \
         2023</p></div>"
    ));
    assert_eq!(m.published_time.as_deref(), Some("2023-04-13"));
    let m = meta_of(&format!("<h1>Indexing</h1>{long}<div>April 13, 2023</div>"));
    assert_eq!(
        m.published_time, None,
        "an unlabelled date far off is not the page's"
    );
    // A modification time, the only date in the metadata, gives way to an earlier date the
    // page labels as its own (an interviewer's credit, then the date), not to a later one.
    let modified = r#"<meta property="article:modified_time" content="2025-12-07T13:33:15Z">"#;
    let credit = |date: &str| {
        meta_of(&format!(
            "{modified}<h1>Novels</h1>{long}<div><p>Interview by <a href=/a>Ana Ruiz</a></p>\
             <p>{date}. <i>Updated: December 7, 2025</i></p></div>"
        ))
        .published_time
    };
    assert_eq!(credit("December 3, 2025").as_deref(), Some("2025-12-03"));
    assert_eq!(
        credit("December 9, 2025").as_deref(),
        Some("2025-12-07T13:33:15Z")
    );
    // A masthead's day above the headline (where the article starts) does not override the
    // metadata's date; a shown date below it does.
    let from_headline = |body: &str| {
        let html = format!(
            r#"<meta property="article:published_time" content="2023-03-09T14:21:23Z">{body}"#
        );
        let page = Page::read(&crate::dom::html::HtmlDocument::parse(&html, None));
        let h1 = page
            .nodes
            .iter()
            .position(|n| matches!(&n.data, crate::page::NodeData::Element(e) if e.tag == "h1"));
        read(&page, h1.expect("headline") as u32, None).published_time
    };
    let masthead = "<p>Thursday, 05 March 2026 at 01:16 PM</p><h1>Pumps</h1><p>Text.</p>";
    assert_eq!(
        from_headline(masthead).as_deref(),
        Some("2023-03-09T14:21:23Z")
    );
    let shown = "<h1>Pumps</h1><p>Thursday, 05 March 2026</p><p>Text.</p>";
    assert_eq!(from_headline(shown).as_deref(), Some("2026-03-05"));
    // A short text that is only a date over a date with a time inside a longer text.
    let m = meta_of(
        "<h1>Lessons</h1><p>July 22, 2017</p><p>Proposals open until July 31<i>Jul 21, 2017 \
         02:19 pm</i> Guest post by Jen Ma</p>",
    );
    assert_eq!(m.published_time.as_deref(), Some("2017-07-22"));
    // An all-numeric date read in the order the page's other dates show.
    let m = meta_of(
        "<h1>Phases</h1><p>09.10.2024</p><p>Text.</p><ul><li>11.24.2025</li>
        <li>10.28.2025</li></ul>",
    );
    assert_eq!(m.published_time.as_deref(), Some("2024-09-10"));
    // A byline line printing the date as one of its parts, and a site's own meta name.
    let m = meta_of("<h1>Care</h1><p>Ana Ruiz | Senior Writer | July 2, 2025</p><p>Text.</p>");
    assert_eq!(m.published_time.as_deref(), Some("2025-07-02"));
    let m = meta_of(r#"<meta name="published-date" content="2021-02-16"><h1>Care</h1>"#);
    assert_eq!(m.published_time.as_deref(), Some("2021-02-16"));
    // A widget printing the day the page is read is no date of the page's.
    let m = meta_of(
        r#"<div class="block-date"><p id="todays-date"><strong>Friday</strong>, December 19,
        2025</p></div><h1>Rates</h1><div class="field">12.12.2025</div><p>Text.</p>"#,
    );
    assert_eq!(m.published_time.as_deref(), Some("2025-12-12"));
    // A site's own prefix on a publication key; an update key is no publication date.
    let m = meta_of(
        r#"<meta name="w-updated-date" content="2022-03-01">
        <meta name="w-published-date" content="2021-02-16T06:03:43Z"><h1>Care</h1>"#,
    );
    assert_eq!(m.published_time.as_deref(), Some("2021-02-16T06:03:43Z"));
    let m = meta_of(r#"<meta name="x-last-publish-update" content="2022-03-01"><h1>Care</h1>"#);
    assert_eq!(m.published_time, None);
    // The permalink's day over the metadata's UTC day after it.
    let m = meta_at(
        r#"<meta property="article:published_time" content="2025-12-19T02:41:41+00:00">
        <h1>Day eighteen</h1><p>Text.</p>"#,
        "https://blog.example.net/2025/12/18/day-eighteen/",
    );
    assert_eq!(m.published_time.as_deref(), Some("2025-12-18"));
    // A page read at another address (a saved copy, a proxy) states its permalink itself.
    let m = meta_at(
        r#"<meta property="article:published_time" content="2025-12-19T02:41:41+00:00">
        <meta property="og:url" content="https://blog.example.net/2025/12/18/day-eighteen/">
        <h1>Day eighteen</h1><p>Text.</p>"#,
        "http://127.0.0.1:8080/saved/day-eighteen.html",
    );
    assert_eq!(m.published_time.as_deref(), Some("2025-12-18"));
}

#[test]
fn a_headline_repeating_the_title_loses_what_follows_its_bar() {
    // The h1 copies `<title>` whole; the page keeps it for finding the headline.
    let m = meta_of(
        "<head><title>Rental news and coverage | WRAL</title></head>\
         <body><h1>Rental news and coverage | WRAL</h1><p>Story.</p></body>",
    );
    assert_eq!(m.title.as_deref(), Some("Rental news and coverage"));
    assert_eq!(
        m.title_in_page.as_deref(),
        Some("Rental news and coverage | WRAL")
    );
}

#[test]
fn a_title_that_the_parser_moved_into_the_body_is_the_title() {
    // An unknown element in <head> ends the head: the <title> after it is parsed into the
    // body, where `document.title` still finds it.
    let m = meta_of(
        "<head><meta charset='utf-8'><UNION_TAG_INDEX_TITLE><title>富士康：武汉工厂员工\
         威胁跳楼事件已解决 | 财经网</title></UNION_TAG_INDEX_TITLE></head>\
         <body><div>导航</div><p>富士康在声明中表示，导致该事件发生的运营变动，完全符合相关\
         法律和规章。</p></body>",
    );
    assert_eq!(
        m.title.as_deref(),
        Some("富士康：武汉工厂员工威胁跳楼事件已解决")
    );
    // The first title in the document counts: the head's, not one in the body after it.
    let m = meta_of(
        "<head><title>Harbour reopens | Gazette</title></head>\
         <body><title>Other</title><h1>Harbour reopens</h1><p>Story.</p></body>",
    );
    assert_eq!(m.title.as_deref(), Some("Harbour reopens"));
}

#[test]
fn json_ld_wins_over_meta_tags() {
    let m = meta_of(
        r#"<head><title>Big story | News</title><meta name="author" content="Desk">
        <script type="application/ld+json">{"@type":"NewsArticle","headline":"Big story",
        "author":{"@type":"Person","name":"Ana Ruiz"},"datePublished":"2024-02-03T10:00:00Z"}</script>
        </head><body><h1>Big story</h1><p>Text.</p></body>"#,
    );
    assert_eq!(m.title.as_deref(), Some("Big story"));
    assert_eq!(m.byline.as_deref(), Some("Ana Ruiz"));
    assert_eq!(m.published_time.as_deref(), Some("2024-02-03T10:00:00Z"));
    // The same, written out as a `meta` tag (Remix's descriptor for it).
    let m = meta_of(
        r#"<head><meta name="script:ld+json" content="{&quot;@type&quot;:&quot;Article&quot;,
        &quot;datePublished&quot;:&quot;2025-11-17T09:00:00-05:00&quot;}"></head>
        <body><h1>Big story</h1><p>Text.</p></body>"#,
    );
    assert_eq!(
        m.published_time.as_deref(),
        Some("2025-11-17T09:00:00-05:00")
    );
}

#[test]
fn several_authors_read_as_a_byline() {
    let m = meta_of(
        r#"<head><title>Big story</title><script type="application/ld+json">{"@type":"NewsArticle",
        "headline":"Big story","author":[{"@type":"Person","name":"Ana Ruiz"},
        {"@type":"Person","name":"Li Wei"},{"@type":"Person","name":"Sam Okafor"}]}</script>
        </head><body><h1>Big story</h1><p>Text.</p></body>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Ana Ruiz, Li Wei and Sam Okafor"));
}

#[test]
fn a_papers_citation_authors_read_in_reading_order() {
    let page = |metas: &str| {
        meta_of(&format!(
            r#"<head><title>Merging models</title>{metas}</head><h1>Merging models</h1><p>Abstract.</p>"#
        ))
        .byline
    };
    assert_eq!(
        page(
            r#"<meta name="citation_author" content="Roy, Aniruddha">
            <meta name="citation_author" content="Patel, Jyoti"><meta name="citation_author" content="Chadha, Aman">"#
        )
        .as_deref(),
        Some("Aniruddha Roy, Jyoti Patel, Aman Chadha")
    );
    assert_eq!(
        page(r#"<meta name="citation_author" content="Berger, Emery D.">"#).as_deref(),
        Some("Emery D. Berger")
    );
    // Names already in reading order, and a degree after the comma, stay as they are.
    assert_eq!(
        page(r#"<meta name="citation_author" content="Aditya Mahindru">"#).as_deref(),
        Some("Aditya Mahindru")
    );
    assert_eq!(
        page(r#"<meta name="citation_author" content="Ana Ruiz, MD">"#).as_deref(),
        Some("Ana Ruiz, MD")
    );
    // A plain `author` names one writer as the page wrote it.
    assert_eq!(
        page(r#"<meta name="author" content="Kaufman, Jeff">"#).as_deref(),
        Some("Kaufman, Jeff")
    );
}

#[test]
fn visible_byline_and_time_element() {
    let m = meta_of(
        r#"<title>Quiet harbour</title><h1>Quiet harbour</h1>
        <p class="byline">By Maren Holt</p><time datetime="2026-03-14">14 March</time><p>Text.</p>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Maren Holt"));
    assert_eq!(m.published_time.as_deref(), Some("2026-03-14"));
}

#[test]
fn a_publisher_named_as_author_gives_way_to_the_printed_byline() {
    let m = meta_of(
        r#"<head><title>Quiet harbour</title><script type="application/ld+json">
        {"@type":"Article","headline":"Quiet harbour","author":{"@type":"Organization",
        "name":"Harbour Times"},"publisher":{"@type":"Organization","name":"Harbour Times"}}
        </script></head><body><h1>Quiet harbour</h1><p class="byline">By Maren Holt</p>
        <p>Text.</p></body>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Maren Holt"));
}

#[test]
fn a_web_address_named_as_author_gives_way_to_the_printed_byline() {
    for marked in ["harbourtimes.gr", "maren.holt"] {
        let m = meta_of(&format!(
            r#"<head><title>Quiet harbour</title><meta name="author" content="{marked}">
            </head><body><h1>Quiet harbour</h1><div class="author"><a href="/e/1">Maren
            Holt</a> <a href="/feed/e/1">RSS</a></div><p>Text.</p></body>"#
        ));
        assert_eq!(m.byline.as_deref(), Some("Maren Holt"), "{marked}");
    }
    // Without a printed byline, the address stays: it is all the page says.
    let m =
        meta_of(r#"<head><meta name="author" content="harbourtimes.gr"></head><body><p>Text.</p>"#);
    assert_eq!(m.byline.as_deref(), Some("harbourtimes.gr"));
}

#[test]
fn printed_date_and_pilcrow_headline() {
    let m = meta_of(
        r#"<title>Logging HOWTO - Docs</title><h1>Logging HOWTO <a class="headerlink">¶</a></h1>
        <div class="meta"><span>Last updated:</span> <span>Dec 12, 2025</span></div><p>Text.</p>"#,
    );
    assert_eq!(m.title.as_deref(), Some("Logging HOWTO"));
    assert_eq!(m.published_time.as_deref(), Some("2025-12-12"));
    assert!(
        !m.is_dated,
        "a printed date alone does not make the page dated"
    );
}

#[test]
fn forum_poster_and_seo_plugin_author() {
    let m = meta_of(
        r#"<title>Help with my telescope</title><h1>Help with my telescope</h1>
        <div class="post"><a class="username" href="/u/1">stargazer_9 (stargazer_9)</a>
        <p>It will not focus.</p></div>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("stargazer_9"));
    let m = meta_of(
        r#"<meta name="twitter:label1" content="Written by"><meta name="twitter:data1"
        content="Nawaz Dhandala"><title>Query tuning</title><p>Text.</p>"#,
    );
    assert_eq!(m.byline.as_deref(), Some("Nawaz Dhandala"));
}

#[test]
fn a_poster_card_date_is_not_the_post_date() {
    for card in [
        "<dd><strong>Joined:</strong> Dec 11, 2021</dd>",
        "<dd>Member since Dec 11, 2021</dd>",
    ] {
        let m = meta_of(&format!(
            r#"<h1>Help with my telescope</h1><dl><dt><a href="/u/1">stargazer_9</a></dt>
            {card}</dl><p class="author">Tue Aug 27, 2019 1:47 am</p><p>It will not focus.</p>"#
        ));
        assert_eq!(
            m.published_time.as_deref(),
            Some("2019-08-27T01:47:00"),
            "{card}"
        );
    }
}

#[test]
fn a_quoted_post_keeps_its_date_to_itself() {
    // An embedded post, as a page shows it with the embed's script not run, and a forum
    // reply's quote: each dates someone else's words.
    for quote in [
        r#"<blockquote class="twitter-tweet"><p>Water at the bakery door.</p>&mdash; Valley
        Fire (@valleyfire) <a href="https://x.com/valleyfire/status/1">March 3, 2026</a>
        </blockquote>"#,
        r#"<blockquote><time datetime="2026-03-03">March 3</time> Ana wrote: it rose
        fast.</blockquote>"#,
    ] {
        let m = meta_of(&format!(
            "<h1>Flood in the lower town</h1><p>The river rose overnight.</p>{quote}"
        ));
        assert_eq!(m.published_time, None, "{quote}");
    }
}

#[test]
fn catalogue_filters_are_not_bylines() {
    let m =
        meta_of(r#"<title>Shoes</title><h3>By Category</h3><h3>Shop by Brand</h3><p>Text.</p>"#);
    assert_eq!(m.byline, None);
}

#[test]
fn relative_lead_image_is_made_absolute() {
    let m = meta_of(r#"<meta property="og:image" content="/img/a.jpg"><p>x</p>"#);
    assert_eq!(
        m.lead_image_url.as_deref(),
        Some("https://news.example.org/img/a.jpg")
    );
}
