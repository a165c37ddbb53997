//! Native behaviour tests: scoring on hand-built snapshot pages and parsed HTML, with no DOM:
//! link lists, headlines, furniture, repeated sections, encodings and placeholders.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{article_text, PROSE};
use lectern::{extract_html, Options};

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
fn a_row_keeps_its_link_cells_but_a_row_of_links_does_not() {
    // A package's flags without a header row: each flag's name links to its page, beside the
    // flag's description. Then the manual's navigation laid out as a row of links.
    let mut html = String::from("<html><body><div class='content'><h1>Portage</h1>");
    for _ in 0..4 {
        html.push_str(&format!("<p>{PROSE}</p>"));
    }
    html.push_str("<table>");
    for flag in ["ipc", "native-extensions", "rsync-verify", "xattr"] {
        html.push_str(&format!(
            "<tr><td><code><a href='/useflags/{flag}'>+{flag}</a></code></td>\
             <td>Use the {flag} support of the package manager when it runs its builds.</td></tr>"
        ));
    }
    html.push_str(
        "</table><p>Updating the package manager comes first.</p><table><tr>\
         <td><a href='/prev'>Prev</a></td><td><a href='/up'>Up</a></td><th>Part II. The Tools of the Package Manager and its Commands</th>\
         <td><a href='/home'>Home</a></td><td><a href='/next'>Next</a></td></tr></table></div>\
         </body></html>",
    );
    let text = article_text(&html);
    for flag in ["+ipc", "+native-extensions", "+rsync-verify", "+xattr"] {
        assert!(text.contains(flag), "{flag}: {text}");
    }
    assert!(text.contains("Use the xattr support"), "{text}");
    assert!(!text.contains("Prev") && !text.contains("Next"), "{text}");
}

#[test]
fn a_ranked_list_keeps_each_rows_title_and_author() {
    // A list of books, a row each: the rank, then the title and the author, each a link.
    let mut html =
        format!("<html><body><div class='list'><h1>Best books</h1><p>{PROSE}</p><table>");
    for rank in 1..=12 {
        html.push_str(&format!(
            "<tr><td>{rank}</td><td><a href='/b{rank}'>Book number {rank}</a>\
             <div>by <a href='/a{rank}'>Author number {rank}</a></div></td>\
             <td>Readers gave it {rank} stars on average.</td></tr>"
        ));
    }
    html.push_str("</table></div></body></html>");
    let text = article_text(&html);
    for rank in [1, 7, 12] {
        let (book, author) = (
            format!("Book number {rank}"),
            format!("Author number {rank}"),
        );
        assert!(
            text.contains(&book) && text.contains(&author),
            "{rank}: {text}"
        );
    }
}

#[test]
fn a_layout_tables_column_of_links_stays_out_of_its_row() {
    // An old site laid out as a table row, the story's column, then the menu's, and the story
    // going on under the table.
    let menu = (0..8)
        .map(|i| format!("<a href='/s{i}'>Section {i}</a><br>"))
        .collect::<String>();
    let story = format!("<h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>");
    let html = format!(
        "<html><body><div class='content'><table><tr><td>{story}</td><td>{menu}</td></tr>\
         </table><p>{PROSE}</p><p>{PROSE}</p></div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("Section 3"), "{text}");
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
fn a_section_whose_links_are_a_list_its_sentence_introduces_is_read() {
    // AsciiDoc's sections: each line of prose in a `div.paragraph`, the list in a `div.ulist`,
    // so that the section as a whole is mostly link text.
    let section = |line: &str| {
        let items: String = (0..8)
            .map(|i| {
                format!(
                    "<li><a href='/patch{i}'>libgccjit: allow casts between integers and \
                     pointers, part {i}</a></li>"
                )
            })
            .collect();
        format!(
            "<html><body><article><h1>Progress report</h1><p>{PROSE}</p><p>{PROSE}</p>\
             <h2>Patches</h2><div class='sectionbody'><div class='paragraph'>\
             <p>There has been some nice progress these past months.</p></div>\
             <div class='paragraph'><p>{line}</p></div><div class='ulist'><ul>{items}</ul>\
             </div></div><p>{PROSE}</p></article></body></html>"
        )
    };
    let text = article_text(&section("Many patches were sent for review:"));
    assert!(text.contains("The committee met"), "{text}");
    assert!(text.contains("part 4"), "{text}");
    // A label over links is no sentence: the section stays a list of links.
    let text = article_text(&section("More on this:"));
    assert!(!text.contains("part 4"), "{text}");
}

#[test]
fn a_list_of_sentences_with_links_in_them_is_read_and_a_list_of_headlines_is_not() {
    // A travel writer's picks: each item one sentence naming her other lists, mostly links.
    let picks = |end: &str| {
        let items: String = (0..4)
            .map(|i| {
                format!(
                    "<li>Resort {i} features in my lists of <a href='/a{i}'>the best hotels in \
                     the world</a>, <a href='/b{i}'>the best hotel spas in Asia</a> and \
                     <a href='/c{i}'>the most beautiful beach hotels</a>{end}</li>"
                )
            })
            .collect();
        format!(
            "<html><body><article><h1>My favourite hotels</h1><p>{PROSE}</p><p>{PROSE}</p>\
             <p>{PROSE}</p><p>{PROSE}</p><ul>{items}</ul><p>{PROSE}</p></article>\
             </body></html>"
        )
    };
    let text = article_text(&picks("."));
    assert!(text.contains("The committee met"), "{text}");
    assert!(text.contains("Resort 2 features"), "{text}");
    // The same items as headlines, ending no sentence, are a list of links.
    let text = article_text(&picks(""));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("Resort 2 features"), "{text}");
}

#[test]
fn a_link_among_a_lists_plain_items_is_read_with_them() {
    // An article's list of what hurts a site, one item a link to its own guide.
    let items = [
        "too little text on one page",
        "outdated elements such as frames",
    ]
    .iter()
    .map(|i| format!("<li>{i}</li>"))
    .chain(["<li><a href='/guide/duplicates'>duplicate content</a></li>".to_string()])
    .chain(
        [
            "images without alt attributes",
            "slow pages on mobile phones",
        ]
        .iter()
        .map(|i| format!("<li>{i}</li>")),
    )
    .collect::<String>();
    let html = format!(
        "<html><body><article><h1>Site audits</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>\
         <p>What an audit finds:</p><ul>{items}</ul><p>{PROSE}</p></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("outdated elements"), "{text}");
    assert!(text.contains("duplicate content"), "{text}");
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
fn a_menu_named_main_is_still_a_menu() {
    // A landing page's sections and its mega-menu in one wrapper: the wrapper is the content,
    // and the `<nav>` in it goes although its id says "main" (as well as "menu").
    let menu: String = (0..6)
        .map(|i| {
            format!(
                "<li><a href=/d/{i}>Department {i}</a><p>Desks, chairs, lamps and shelving for \
                 the home office, with free delivery on orders over fifty pounds.</p></li>"
            )
        })
        .collect();
    let sections: String = (0..4)
        .map(|i| format!("<section><h2>Part {i}</h2><p>{PROSE}</p></section>"))
        .collect();
    for nav in ["<nav>", "<nav id=\"main-menu\">"] {
        let html = format!(
            "<html><body><div><header>{nav}<ul>{menu}</ul></nav></header><div>{sections}</div>\
             </div></body></html>"
        );
        let text = article_text(&html);
        assert!(text.contains("swimming pool"), "{nav}: {text}");
        assert!(!text.contains("Department"), "{nav}: {text}");
    }
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
fn slides_served_twice_one_by_one_are_read_once() {
    // An agency's case studies: each slide in a large-screen and then a small-screen copy, so
    // that no run of two lines repeats, only each line right after itself.
    let slides: String = ["Universal Appeal", "Lift Off", "The Picture of Health"]
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let slide = format!(
                "<div class=slide-headline>{name}</div><p>Case study {i}: increasing attendance \
                 and awareness of a world-class museum in a small town.</p>"
            );
            format!(
                "<section class=desktop>{slide}</section><section class=mobile>{slide}</section>"
            )
        })
        .collect();
    let html =
        format!("<html><body><main><h1>Our work</h1><p>{PROSE}</p>{slides}</main></body></html>");
    let text = article_text(&html);
    for i in 0..3 {
        assert_eq!(
            text.matches(&format!("Case study {i}")).count(),
            1,
            "{text}"
        );
    }
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

    // A quickstart's tabs, one per language: each repeats the same notes around its own code.
    // Each tab's notes are its text. A filter's tab of nothing but copies of the first tab's
    // cards is a view of them, read once.
    let note = "Replace the placeholder with the account key that the console shows you.";
    let keep = "Keep the key out of the code you share: anyone holding it can send as you.";
    let step = "Save the file and run it from the folder where you created the project.";
    let tab = |lang: &str| {
        format!(
            "<div role=tabpanel><p>{note}</p><p>{keep}</p>\
             <pre>{lang} send --to +15550100 --from +15550199 --body hello</pre><p>{step}</p></div>"
        )
    };
    let card = "<div class=card><h3>Ring road study</h3><p>A year of counts at every junction \
                of the ring road, with the committee's proposals.</p><p>Published with the \
                council's transport team and the university's survey group.</p></div>";
    let html = format!(
        "<html><body><article><h1>Send a message</h1><p>{PROSE}</p>{}{}{}\
         <div class=tab-pane>{card}</div><div class=tab-pane>{card}</div></article></body></html>",
        tab("python"),
        tab("node"),
        tab("ruby")
    );
    let text = article_text(&html);
    assert_eq!(text.matches("account key").count(), 3, "{text}");
    assert_eq!(text.matches("send as you").count(), 3, "{text}");
    assert_eq!(text.matches("where you created").count(), 3, "{text}");
    assert!(text.contains("ruby send"), "{text}");
    assert_eq!(text.matches("every junction").count(), 1, "{text}");
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

/// The text of the first `<pre>` in `html` as the reader shows it (a `<br>` a line break, other
/// tags left out).
fn shown_code(html: &str) -> String {
    let pre = &html[html.find("<pre>").expect("a <pre>")..];
    let pre = pre[..pre.find("</pre>").expect("</pre>")].replace("<br>", "\n");
    let mut shown = String::new();
    let mut in_tag = false;
    for c in pre.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => shown.push(c),
            _ => {}
        }
    }
    shown
}

#[test]
fn code_lines_written_without_line_breaks_are_lines_and_the_text_keeps_them() {
    // Shiki's lines as minified pages write them (Tailwind's docs): one element per line, no
    // line break between them, an empty one for a blank line. The site's CSS sets them apart.
    let shiki = "<pre class=\"shiki\"><code><span class=\"line\"><span>import</span>\
        <span> os</span></span><span class=\"line\"></span><span class=\"line\"><span>def\
        </span><span> main():</span></span><span class=\"line\"><span>    return</span>\
        <span> os</span></span></code></pre>";
    // Lines ended by `<br>`, two for a blank line.
    let broken = "<pre>import os<br><br>def main():<br>    return os</pre>";
    for code in [shiki, broken] {
        let html = format!(
            "<html><body><article><h2>Paths</h2><p>{PROSE}</p>{code}<p>{PROSE}</p></article>\
             </body></html>"
        );
        let article = extract_html(&html, &Options::default()).expect("article");
        let lines = "import os\n\ndef main():\n    return os";
        assert!(
            article.text_content.contains(&format!("\n\n{lines}\n\n")),
            "{:?}",
            article.text_content
        );
        let shown = shown_code(&article.content);
        assert_eq!(shown.trim_end(), lines, "{:?}", article.content);
    }
}

#[test]
fn highlighted_code_keeps_its_spaces_and_line_breaks() {
    // Pygments (Sphinx, the Python docs) wraps the spaces between tokens in elements of their
    // own, and the lines of a block are separated by bare line breaks between elements.
    let code = "<span></span><span class=\"kn\">from</span><span class=\"w\"> </span>\
        <span class=\"nn\">os</span><span class=\"w\"> </span><span class=\"kn\">import</span>\
        <span class=\"w\"> </span><span class=\"n\">path</span>\n\
        <span class=\"k\">def</span><span class=\"w\"> </span><span class=\"nf\">main</span>\
        <span class=\"p\">():</span>\n";
    let html = format!(
        "<html><body><article><h2>Paths</h2><p>{PROSE}</p>\
         <div class=\"highlight\"><pre>{code}</pre></div><p>{PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let text = &article.text_content;
    // The block is one paragraph of the text, its lines kept.
    assert!(
        text.contains("\n\nfrom os import path\ndef main():\n\n"),
        "{text:?}"
    );
    // The reader shows the block as the page does: its spaces and its line break kept.
    assert_eq!(
        shown_code(&article.content),
        "from os import path\ndef main():\n",
        "{:?}",
        article.content
    );
}

#[test]
fn what_is_left_out_leaves_no_empty_element_behind() {
    // A figure whose only image has no safe source, a trailing list of short lines (a tail cut
    // drops it), and a table with an empty cell and an embed, which keep their place.
    let html = format!(
        "<html><body><article><h1>Budget</h1><p>{PROSE}</p>\
         <figure><img src='javascript:alert(1)'></figure><p>{PROSE}</p>\
         <table><tr><th>Item</th><th>Cost</th></tr><tr><td>Library</td><td></td></tr>\
         <tr><td>Pool</td><td>40,000</td></tr></table>\
         <iframe src='https://www.youtube.com/embed/abc'></iframe><p>{PROSE}</p>\
         <ol><li>Three: check.</li><li>Two: lock.</li><li>One: leave.</li></ol>\
         </article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let content = &article.content;
    assert!(!content.contains("Three: check"), "{content}");
    for empty in ["<figure></figure>", "<ol></ol>", "<li></li>"] {
        assert!(!content.contains(empty), "{empty} in {content}");
    }
    assert!(content.contains("<td></td>"), "{content}");
    assert!(content.contains("<iframe"), "{content}");
    assert_eq!(content.matches("<p>").count(), 3, "{content}");
}

#[test]
fn a_cell_or_an_item_chosen_without_its_table_or_list_is_written_as_a_box() {
    // An old page laid out by a table: the story is one cell, beside a cell of links.
    let html = format!(
        "<html><body><table><tr><td><a href=/>Home</a> | <a href=/n>News</a></td></tr>\
         <tr><td><a href=/a>Archive</a><br><a href=/b>Weather</a><br><a href=/c>Sport</a></td>\
         <td><b>Budget agreed</b><br><br>{PROSE}<br><br>{PROSE}<br><br>{PROSE}</td></tr>\
         </table></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let content = &article.content;
    assert!(content.contains("swimming pool"), "{content}");
    // A `<td>` out of its table is dropped by a parser, and means nothing to a reader.
    assert!(
        !content.contains("<td") && !content.contains("<tr"),
        "{content}"
    );
    assert!(!content.contains("Archive"), "{content}");

    // A story written as the one item of a list: no stray bullet.
    let html = format!(
        "<html><body><ul class=stories><li><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <p>{PROSE}</p></li></ul></body></html>"
    );
    let content = extract_html(&html, &Options::default())
        .expect("article")
        .content;
    assert!(content.contains("swimming pool"), "{content}");
    assert!(
        !content.contains("<li") || content.contains("<ul"),
        "{content}"
    );
}

#[test]
fn without_a_description_the_excerpt_is_the_first_paragraph_of_prose() {
    // A documentation page: its body opens with a section's name and a code block.
    let html = format!(
        "<html><body><main><h1>Budget tool</h1><div><p>Quickstart</p>\
         <pre>pip install budget\nbudget --year 2026</pre><p>{PROSE}</p><p>{PROSE}</p>\
         </div></main></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    assert_eq!(article.excerpt.as_deref(), Some(PROSE));
    // The page's own description stays first.
    let described = html.replace(
        "<html>",
        "<html><head><meta name=description content='A tool for budgets.'></head>",
    );
    let article = extract_html(&described, &Options::default()).expect("article");
    assert_eq!(article.excerpt.as_deref(), Some("A tool for budgets."));
}

#[test]
fn marks_that_link_to_places_in_the_page_are_left_out_but_note_calls_stay() {
    // A documentation page: permalinks beside its headings, notes called by a number and a mark,
    // and the notes' ways back.
    let html = format!(
        "<html><body><main><h1>Budget</h1><h2>Library<a class=headerlink href='#library'>¶</a>\
         </h2><p>{PROSE}<sup><a href='#n1'>1</a></sup></p><p>{PROSE}</p><h2>Pool\
         <a href='https://example.org/a#pool'>#</a></h2><p>{PROSE} The pool costs more*.\
         <a href='#n2'>*</a></p><p>{PROSE}</p>\
         <p><a href='#top'><img src='/up.png' alt='Back to the top'></a></p><h2>Notes</h2>\
         <ol><li id=n1><a href='#r1'>^</a> Minutes of the council's meeting of 14 March, kept \
         at the town hall, where anyone may read them on weekdays.</li><li id=n2>The council's \
         estimate, which the contractor has not yet confirmed in writing. <a href='#r2'>↩︎</a>\
         </li></ol></main></body></html>"
    );
    let options = Options {
        url: Some("https://example.org/a".into()),
        ..Options::default()
    };
    let article = extract_html(&html, &options).expect("article");
    let text = &article.text_content;
    assert!(
        text.contains("Library\n\n") && text.contains("Pool\n\n"),
        "{text}"
    );
    for mark in ['¶', '#', '^', '↩'] {
        assert!(!text.contains(mark), "{mark} in {text}");
    }
    assert!(text.contains("bus station.1"), "{text}");
    assert!(text.contains("more*.*"), "{text}");
    assert!(text.contains("\n\nMinutes of the council's"), "{text}");
    assert!(
        text.contains("in writing.\n\n") || text.ends_with("in writing."),
        "{text}"
    );
    assert!(article.content.contains("up.png"), "{}", article.content);
}

#[test]
fn players_are_written_with_their_safe_sources_and_without_their_fallback() {
    // As the HTML parser gives them, with no stylesheet: an `<audio>` without controls is drawn
    // by no browser.
    let html = format!(
        "<html><body><article><h1>Flood</h1><p>{PROSE}</p><video src='/v/a.mp4' \
         poster='javascript:alert(1)' width='640' loop>Your browser cannot play it.</video>\
         <p>{PROSE}</p><audio controls><source src='data:audio/mp3,x'><source src='/a/b.mp3' \
         type='audio/mpeg'>No audio.</audio><audio src='/a/jingle.mp3'></audio><video>\
         <source src='javascript:alert(2)'></video></article></body></html>"
    );
    let options = Options {
        url: Some("https://news.example.org/story".into()),
        ..Options::default()
    };
    let article = extract_html(&html, &options).expect("article");
    let content = &article.content;
    assert!(
        content.contains(
            "<video src=\"https://news.example.org/v/a.mp4\" width=\"640\" loop=\"\" controls \
             preload=\"metadata\"></video>"
        ),
        "{content}"
    );
    assert!(
        content.contains(
            "<audio controls preload=\"metadata\"><source src=\"https://news.example.org/a/b.mp3\" \
             type=\"audio/mpeg\"></audio>"
        ),
        "{content}"
    );
    assert_eq!(content.matches("<video").count(), 1, "{content}");
    assert_eq!(content.matches("<audio").count(), 1, "{content}");
    for absent in ["javascript", "data:", "jingle", "cannot play", "No audio"] {
        assert!(!content.contains(absent), "{absent}: {content}");
    }
    assert!(!article.text_content.contains("cannot play"));
}

#[test]
fn a_paywall_prompt_under_the_teaser_is_left_out() {
    let html = format!(
        "<html><body><article><h1>Budget agreed</h1><p>{PROSE}</p><p>The vote was close, and the \
         mayor thanked the members who changed their minds after the library's supporters \
         filled the public gallery for three evenings in a row.</p>\
         <div class='piano-paywall'><h3>Subscribe to keep reading</h3><p>You have read all of \
         your free articles this month. Subscribe today for unlimited access to award-winning \
         local journalism, starting at one dollar a week.</p><a href='/subscribe'>Subscribe \
         now</a></div></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The vote was close"), "{text}");
    assert!(!text.contains("Subscribe"), "{text}");
}

#[test]
fn phone_and_mail_links_stay_links_and_no_other_scheme_does() {
    // A clinic's opening hours: its number is a link a reader on a phone taps.
    let html = format!(
        "<html><body><article><h1>Opening hours</h1><p>{PROSE}</p>\
         <p>Call <a href='tel:+44 20 7946 0000'>020 7946 0000</a>, write to \
         <a href='mailto:desk@example.org'>the desk</a>, or see \
         <a href='sms:+4420794600'>a text</a> and <a href='javascript:alert(1)'>a script</a>.</p>\
         <p>{PROSE}</p><img src='tel:+4420794600' alt='x'></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let content = &article.content;
    assert!(
        content.contains("<a href=\"tel:+44 20 7946 0000\">020 7946 0000</a>"),
        "{content}"
    );
    assert!(
        content.contains("<a href=\"mailto:desk@example.org\">"),
        "{content}"
    );
    assert!(
        !content.contains("sms:") && !content.contains("javascript:"),
        "{content}"
    );
    assert!(!content.contains("<img"), "{content}");
    assert!(article
        .text_content
        .contains("Call 020 7946 0000, write to the desk"));
}

#[test]
fn lazy_images_show_their_real_source_and_a_noscript_copy_lends_its_own() {
    // Lazy-loading pages draw a `data:` pixel and keep the real image elsewhere: in a `data-`
    // attribute, or in a `<noscript>` copy of the image right after it.
    let pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
    let html = format!(
        "<html><head><base href='https://example.org/'></head><body><article><h1>The weir</h1>\
         <p>{PROSE}</p><img src='{pixel}' data-lazy-src='/rocket.jpg' \
         data-lazy-srcset='/rocket-2x.jpg 2x'><p>{PROSE}</p><img src='{pixel}' alt=''><noscript>\
         <img src=\"/weir.jpg?w=800&amp;h=600\" srcset='/weir-2x.jpg 2x' alt='The weir at dusk'>\
         </noscript><p>{PROSE}</p><a href='/big.jpg'><img src='{pixel}'></a><noscript>\
         <img src='/mill.jpg' alt='The mill'></noscript><p>{PROSE}</p><noscript>\
         <img src='/tr?id=7' height='1'></noscript><img src='{pixel}'><noscript>\
         <img src='/a.jpg'><img src='/b.jpg'></noscript><img src='/chart.gif' alt='Chart'>\
         <script>track()</script><noscript><img height='1' width='1' src='/tr?id=8'></noscript>\
         </article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let content = article.content.replace("https://example.org", "");
    for image in [
        "<img src=\"/rocket.jpg\" srcset=\"/rocket-2x.jpg 2x\">",
        // The page's own alt text, even empty, is the image's.
        "<img src=\"/weir.jpg?w=800&amp;h=600\" srcset=\"/weir-2x.jpg 2x\" alt=\"\">",
        "<a href=\"/big.jpg\"><img src=\"/mill.jpg\" alt=\"The mill\"></a>",
        // A tracking pixel after a script is not the image's before it.
        "<img src=\"/chart.gif\" alt=\"Chart\">",
    ] {
        assert!(content.contains(image), "{image}: {content}");
    }
    // A tracking pixel after a paragraph is no image's, nor is a copy of two images.
    for absent in ["/tr?", "/a.jpg", "/b.jpg", "data:", "noscript"] {
        assert!(!content.contains(absent), "{absent}: {content}");
    }
    assert_eq!(content.matches("<img").count(), 4, "{content}");
    assert!(!article.text_content.contains("img"));
}

#[test]
fn images_known_by_a_srcset_a_pictures_sources_or_another_scripts_attribute_show() {
    // An image with only a `srcset` (its own or a lazy one), a picture whose image has no source
    // but its `<source>`s, and a source kept where a lazy-loading script the lists do not name
    // keeps it: each shows, in the HTML and in the Markdown, at the largest candidate. A source
    // for other screens, a template's placeholder and a framework's binding do not.
    let pixel = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
    let html = format!(
        "<html><head><base href='https://example.org/'></head><body><article><h1>The weir</h1>\
         <p>{PROSE}</p><figure><picture><source media='(min-width: 900px)' srcset='/wide.jpg'>\
         <source type='image/webp' data-srcset='/p.webp 1x, /p2.webp 2x'><img src='{pixel}' \
         alt='Weir'></picture><figcaption>The weir at dusk.</figcaption></figure><p>{PROSE}</p>\
         <img srcset='/u/f_auto,q_auto/a.jpg 600w, /u/f_auto,q_auto/b.jpg 1200w' alt='Mill'>\
         <p>{PROSE}</p><img src='{pixel}' nitro-lazy-src='/n.jpg' nitro-lazy-srcset='/n.jpg 1x, \
         /n2.jpg 2x' alt='Bridge'><img :src=\"(card.image || '/c.jpg')\" ng-src='{{{{item.src}}}}'>\
         <p>{PROSE}</p><picture><source srcset='/spacer.png'><img src='/own.jpg' alt='Own'>\
         </picture></article></body></html>"
    );
    let options = Options {
        markdown: true,
        ..Options::default()
    };
    let article = extract_html(&html, &options).expect("article");
    let content = article.content.replace("https://example.org", "");
    for image in [
        "<img src=\"/p2.webp\" srcset=\"/p.webp 1x, /p2.webp 2x\" alt=\"Weir\">",
        "<img src=\"/u/f_auto,q_auto/b.jpg\" \
         srcset=\"/u/f_auto,q_auto/a.jpg 600w, /u/f_auto,q_auto/b.jpg 1200w\" alt=\"Mill\">",
        "<img src=\"/n.jpg\" srcset=\"/n.jpg 1x, /n2.jpg 2x\" alt=\"Bridge\">",
        // Beside the image's own source, the picture's would take its place.
        "<img src=\"/own.jpg\" alt=\"Own\">",
    ] {
        assert!(content.contains(image), "{image}: {content}");
    }
    for absent in ["wide.jpg", "c.jpg", "item.src", "spacer", "data:"] {
        assert!(!content.contains(absent), "{absent}: {content}");
    }
    assert_eq!(content.matches("<img").count(), 4, "{content}");
    let markdown = article
        .markdown
        .expect("markdown")
        .replace("https://example.org", "");
    for image in [
        "![Weir](/p2.webp)",
        "![Mill](/u/f_auto,q_auto/b.jpg)",
        "![Bridge](/n.jpg)",
    ] {
        assert!(markdown.contains(image), "{image}: {markdown}");
    }
}

#[test]
fn a_lazy_image_behind_a_named_placeholder_file_shows_its_real_source() {
    // Beside the `.gif` and `data:` pixels, pages draw a stand-in file of their own until the
    // script swaps in `data-src` (a news group's `lazy_tlo.png`, an image board's
    // `spacer.png`) or Slider Revolution's `data-lazyload` (its `dummy.png`). An image whose own
    // file is real keeps it.
    let html = format!(
        "<html><head><base href='https://example.org/'></head><body><article><h1>The weir</h1>\
         <p>{PROSE}</p><img src='/g/lazy_tlo.png' data-original='/k/weir.jpg'><p>{PROSE}</p>\
         <img src='/core/interface/js/spacer.png' data-src='/monthly/mill.png'><p>{PROSE}</p>\
         <img src='/revslider/assets/dummy.png' data-lazyload='/uploads/sandal.png' alt='Sandal'>\
         <p>{PROSE}</p><img src='/photos/bridge-720.jpg' data-src='/photos/bridge.jpg'>\
         <p>{PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let content = article.content.replace("https://example.org", "");
    for image in [
        "<img src=\"/k/weir.jpg\">",
        "<img src=\"/monthly/mill.png\">",
        "<img src=\"/uploads/sandal.png\" alt=\"Sandal\">",
        "<img src=\"/photos/bridge-720.jpg\">",
    ] {
        assert!(content.contains(image), "{image}: {content}");
    }
    for stand_in in ["lazy_tlo", "spacer", "dummy"] {
        assert!(!content.contains(stand_in), "{stand_in}: {content}");
    }
}

#[test]
fn an_icon_fonts_glyph_names_are_not_text_but_its_marks_stand_as_marks() {
    // Material Icons draws `<i class="material-icons">chevron_right</i>` as an arrow: the word
    // is no text. A tick or a star stands as the mark; a label inside the font's element is
    // the page's own.
    let html = format!(
        "<html><body><article><h1>Plans</h1><p>{PROSE}</p><p>Rated \
         <i class='material-icons'>star</i><i class='material-icons'>star</i>\
         <i class='material-icons'>star_border</i> by readers.</p><h3>What is included? \
         <span class='material-symbols-outlined'>expand_more</span></h3><p>{PROSE}</p>\
         <table><tr><th>Feature</th><th>Basic</th><th>Plus</th></tr><tr><td>Backups</td>\
         <td><i class='material-icons-outlined'>close</i></td><td>\
         <i class='material-icons color-green'>check</i></td></tr></table>\
         <p>Compare <span class='material-icons-round'><em>all plans</em></span> below.</p>\
         <p>{PROSE}</p></article></body></html>"
    );
    let text = extract_html(&html, &Options::default())
        .expect("article")
        .text_content;
    assert!(text.contains("Rated ★★☆ by readers."), "{text}");
    assert!(text.contains("What is included?"), "{text}");
    assert!(text.contains("Compare all plans below."), "{text}");
    assert!(text.contains('✓'), "{text}");
    for glyph in ["expand_more", "close", "check", "star"] {
        assert!(!text.contains(glyph), "{glyph}: {text}");
    }
}

#[test]
fn runs_a_stylesheet_sets_apart_are_two_words_and_a_styled_syllable_is_not() {
    // A product card's brand and name, a filter and its count, a price and its tax note, a
    // caption's credit, a label and its value, two keys: spans the site's CSS draws apart, with
    // no space between them in the markup. A word's styled syllable, a chemical formula's
    // subscript, a footnote's number, an ordinal, and names split by a highlighter or written
    // in parts stay joined.
    let html = format!(
        "<html><body><article><h1>Packs</h1><p>{PROSE}</p><ul><li><span class='brand'>\
         Gregory</span><span class='name'>Paragon 68 Pack</span></li><li><span>HOKA</span>\
         <span>Clifton 9</span></li></ul><p><label>Accessories</label><span>1385</span> and \
         <span>99</span><span>VAT</span> included.</p><p>The <b>un</b>believable \
         ev<span>ery</span>thing, CO<sub>2</sub> levels, a claim<sup>5</sup> on the \
         21<sup>st</sup> day.</p><p><span>A trawler at dawn.</span><span>Credit Ana Ruiz</span>\
         </p><p><b>Developed By:</b><span>Valve</span>, then press <kbd>Ctrl+F</kbd>\
         <kbd>TAB</kbd> and call <code><span>get</span><span>Value</span></code> or \
         <span>json.</span><span>JSONDecoder</span>.</p><p>Made of <label><span>Cotton</span>\
         </label><a hidden href='#'>Cotton</a><label><span>Merino Wool</span></label>.</p>\
         <p>{PROSE}</p></article></body></html>"
    );
    let text = extract_html(&html, &Options::default())
        .expect("article")
        .text_content;
    for words in [
        "Gregory Paragon 68 Pack",
        "HOKA Clifton 9",
        "Accessories 1385 and 99 VAT included.",
        "The unbelievable everything, CO2 levels, a claim5 on the 21st day.",
        "A trawler at dawn. Credit Ana Ruiz",
        "Developed By: Valve, then press Ctrl+F TAB and call getValue or json.JSONDecoder.",
        // Across a hidden copy of the first.
        "Made of Cotton Merino Wool.",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
}

#[test]
fn a_lazy_video_embed_is_kept_and_does_not_start_itself() {
    // Lazy-loading scripts keep a frame's address in `data-src` or `data-lazy-src` until it
    // scrolls into view; a frame that is not a video player (a form's) is still left out.
    let html = format!(
        "<html><body><article><h1>Breathing</h1><p>{PROSE}</p><iframe class='lazy' \
         data-src='https://www.youtube.com/embed/abc?rel=0&amp;autoplay=1&amp;mute=1'></iframe>\
         <p>{PROSE}</p><iframe src='about:blank' \
         data-lazy-src='https://forms.example.org/f/7'></iframe><p>{PROSE}</p></article>\
         </body></html>"
    );
    let content = extract_html(&html, &Options::default())
        .expect("article")
        .content;
    assert!(
        content.contains("<iframe src=\"https://www.youtube.com/embed/abc?rel=0&amp;mute=1\""),
        "{content}"
    );
    assert_eq!(content.matches("<iframe").count(), 1, "{content}");
    assert!(!content.contains("forms.example.org"), "{content}");
}

#[test]
fn an_element_of_a_space_alone_keeps_the_words_apart() {
    // A CMS writes the space between two words as an element of its own, which holds no word
    // and so is not written: the space stays in the text and the HTML. A zero-width space is no
    // space, and an empty element none either.
    let html = format!(
        "<html><body><article><h1>Phones</h1><p>{PROSE}</p><p>{PROSE} Only Apple \
         makes<span>&nbsp;</span><a href='https://example.com/iphone'>iPhones</a>. Get them at<span> </span><b>the\
         </b> store and<span>&#8203;</span><i>more</i> in<span></span>side.</p><p>{PROSE}</p>\
         </article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let words = "Only Apple makes iPhones. Get them at the store and\u{200b}more inside.";
    assert!(
        article.text_content.contains(words),
        "{}",
        article.text_content
    );
    assert!(
        article.content.contains("makes <a href") && article.content.contains("at <b>the</b>"),
        "{}",
        article.content
    );
}

#[test]
fn what_a_page_writes_inside_a_frame_is_never_read() {
    // A browser shows a frame's own document, never what stands between `<iframe>` and
    // `</iframe>`, which the HTML parser reads as raw text: an editor's bookmark markup in a
    // video's frame is no line of the article. The video itself stays. Nor does a browser draw
    // `<noembed>`, raw text too.
    let html = format!(
        "<html><body><article><h1>Harbour</h1><p>{PROSE}</p><iframe \
         src='https://www.youtube.com/embed/harbour'><span class=\"mce_SELRES_start\">\u{feff}\
         </span>Your browser does not show frames.</iframe><noembed><b>No plugins shown \
         here.</b></noembed><p>{PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    for markup in ["mce_SELRES", "<span", "frames", "plugins"] {
        assert!(
            !article.text_content.contains(markup),
            "{}",
            article.text_content
        );
    }
    assert!(
        article
            .content
            .contains("<iframe src=\"https://www.youtube.com/embed/harbour\""),
        "{}",
        article.content
    );
    assert!(!article.content.contains("frames."), "{}", article.content);
}

#[test]
fn control_characters_are_read_as_windows_1252_or_dropped() {
    // A page written in Windows-1252 and served as UTF-8 holds C1 controls where its quotes
    // were; a typesetter's discretionary hyphen (U+001F) splits a word. A browser shows
    // neither, and the reader shows the quotes and the whole word.
    let html = format!(
        "<html><head><title>Don\u{92}t go</title></head><body><article><h1>Don\u{92}t go</h1>\
         <p>{PROSE}</p><p>\u{93}We don\u{92}t know,\u{94} said Adam Hanusz\u{1f}kiewicz. \
         {PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let words = "“We don’t know,” said Adam Hanuszkiewicz.";
    assert!(
        article.text_content.contains(words),
        "{}",
        article.text_content
    );
    assert!(article.content.contains(words), "{}", article.content);
    assert_eq!(article.title.as_deref(), Some("Don’t go"));
}

#[test]
fn an_element_that_holds_no_word_still_breaks_the_line_it_stands_in() {
    // An empty block between two runs of text puts them on lines of their own, as a line break
    // in an otherwise empty inline element does (editors leave `<span><br></span>`).
    let html = format!(
        "<html><body><article><h1>Ferries</h1><p>{PROSE}</p><div>{PROSE} Harbour \
         timetable<div class='clear'></div>Ferries leave hourly.<span><br></span>The last one \
         sails at ten.<b><br><br></b>Tickets on board.</div><p>{PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let text = article.text_content;
    for line in [
        "Harbour timetable\n\nFerries leave hourly.\n\nThe last one sails at ten.\n\n",
        "\n\nTickets on board.",
    ] {
        assert!(text.contains(line), "{line:?}: {text:?}");
    }
    for breaks in [
        "timetable<br>Ferries leave hourly.<br>",
        "sails at ten.<br><br>",
    ] {
        assert!(
            article.content.contains(breaks),
            "{breaks}: {}",
            article.content
        );
    }
}

#[test]
fn a_block_left_out_between_two_runs_of_text_keeps_them_two_words() {
    // A share bar and an advertisement between two runs of one paragraph: they go, and the
    // runs read as the paragraph's words, not as one word across the gap.
    let html = format!(
        "<html><body><article><h1>Ferries</h1><p>{PROSE}</p><div>{PROSE} Harbour \
         timetable<div class='share-buttons'><a href='https://x.com/share'>Share on X</a>\
         <a href='https://facebook.com/share'>Facebook</a></div>Ferries leave hourly.<div \
         class='advertisement'>Buy now</div>The last one sails at ten.</div><p>{PROSE}</p>\
         </article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    let words = "Harbour timetable Ferries leave hourly. The last one sails at ten.";
    assert!(
        article.text_content.contains(words),
        "{}",
        article.text_content
    );
    assert!(article.content.contains(words), "{}", article.content);
    assert!(!article.text_content.contains("Share on X"));
}
