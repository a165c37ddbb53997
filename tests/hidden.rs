//! Hidden content: what waits for a click or for scripts is read, what a page hides for good
//! (dialogs, popovers, framework-hidden elements) is not.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{article_text, PROSE};
use lectern::dom::html::HtmlDocument;
use lectern::page::Page;
use lectern::{extract_html, Options};

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
         <div class=faq__question>Is parking free?</div><div class=faq__answer \
         style=\"display: none;\"><p>The car park behind the library is free after six.</p></div>\
         <div hidden><p>A hidden note for the editors that must stay out.</p></div>\
         <div aria-hidden=true><p>A decorative caption that assistive technology skips.</p></div>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("photo identification"), "{text}");
    // A closed panel hidden from assistive technology as well is still a panel.
    assert!(text.contains("Evening appointments"), "{text}");
    // An FAQ's answer, hidden inline, whatever the widget.
    assert!(text.contains("car park behind the library"), "{text}");
    assert!(!text.contains("editors"), "{text}");
    assert!(!text.contains("decorative caption"), "{text}");
}

#[test]
fn a_closed_panel_labelled_by_its_button_is_read() {
    // ARIA's accordion pattern with no class to name it: the panel is a region labelled by the
    // button that opens it, hidden from assistive technology while closed.
    let html = format!(
        "<html><body><article><h1>Hall effect keyboard</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <div class=x1><button aria-expanded=false aria-controls=p1 id=b1>Shipping</button></div>\
         <div id=p1 role=region aria-labelledby=b1 aria-hidden=true class=x2><p>Most orders \
         leave the warehouse within two days of being placed.</p></div>\
         <div role=region aria-hidden=true><p>An unlabelled region that assistive technology \
         skips.</p></div></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("leave the warehouse"), "{text}");
    assert!(!text.contains("unlabelled region"), "{text}");
}

#[test]
fn the_panel_a_toggles_aria_controls_names_is_read_wherever_the_toggle_is() {
    // ARIA's disclosure pattern: a toggle (here a `<span role=button>`, not just before the
    // panel) names the panel it opens by `aria-controls`; the panel is hidden until clicked.
    // A hidden block that no toggle names stays out, and so does one a toggle without
    // `aria-expanded` names (a tab list's or a carousel's own controls).
    let html = format!(
        "<html><body><article><h1>Beard oil</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <div class=tog><span role=button aria-expanded=false aria-controls=\"t1 t2\">\
         <strong>View all ingredients</strong></span></div><p>{PROSE}</p>\
         <div id=t2 class=x style=\"display:none\"><p>Jojoba seed oil, castor seed oil and \
         grapefruit seed extract, with nothing else added.</p></div>\
         <a aria-controls=t3 href=#>Next</a><div id=t3 style=\"display:none\"><p>A slide \
         that waits off the screen and must stay out.</p></div>\
         <div id=t4 style=\"display:none\"><p>A hidden note that must stay out.</p></div>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("Jojoba seed oil"), "{text}");
    assert!(!text.contains("A slide that waits"), "{text}");
    assert!(!text.contains("hidden note"), "{text}");
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
    let text = article_text(&html);
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
fn an_answer_hidden_from_assistive_technology_under_its_question_is_read() {
    // An FAQ whose closed answers are `aria-hidden`, named by no class: each is the box just after
    // its question's heading. A box so hidden after a paragraph stays out.
    let html = format!(
        "<html><body><article><h1>Retirement calculator</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <div class=acd><h3><a aria-controls=c1 aria-expanded=false href=#>How much do I need?</a>\
         </h3><div id=c1 aria-hidden=true>Enough to draw down most of your income before \
         retiring.</div></div><p>{PROSE}</p><div aria-hidden=true><p>A decorative caption \
         that assistive technology skips.</p></div></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("Enough to draw down"), "{text}");
    assert!(!text.contains("decorative caption"), "{text}");
}

#[test]
fn an_element_a_framework_class_hides_is_left_out() {
    // Served without its stylesheets, a product page shows its hidden spec table and its
    // screen-reader labels; their classes say they are not for the eye.
    let html = format!(
        "<html><body><article><h1>Staple tee</h1><p>{PROSE}</p>\
         <div class=\"ipsPadding ipsHide cPostShareMenu\"><p>Link to post</p>\
         <h5>Share on other sites</h5></div>\
         <dl class=\"productView-info hide\"><dt>cat_thumb_Bone:</dt><dd>thumbnail address</dd></dl>\
         <p>{PROSE}<span class=sr-only>Opens in a new window</span></p>\
         <div class=\"d-none d-lg-block\"><p>Care instructions for wide screens. {PROSE}</p></div>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert!(!text.contains("cat_thumb"), "{text}");
    // Invision Community's forums hide their share menus with `ipsHide`.
    assert!(!text.contains("Share on other sites"), "{text}");
    assert!(!text.contains("new window"), "{text}");
    assert!(text.contains("Care instructions"), "{text}");
}

#[test]
fn sections_hidden_until_found_are_read_and_other_hidden_ones_are_not() {
    // Collapsed sections that find-in-page opens (Wikipedia's mobile pages), and a notice that
    // any other value of `hidden` hides.
    let html = format!(
        "<html><body><article><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <h2>Library</h2><section hidden=until-found><p>The new library opens in the spring, \
         with a reading room on the top floor that looks out over the harbour.</p></section>\
         <div hidden=hidden><p>Your session has expired, so sign in again to continue \
         reading.</p></div></article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("reading room"), "{text}");
    assert!(!text.contains("session has expired"), "{text}");
}

#[test]
fn a_wikis_skip_links_are_not_read() {
    // MediaWiki's older skins put "Jump to navigation" and "Jump to search" at the head of the
    // article's column, where they led Wikipedia's and Gentoo's articles; its stylesheet clips
    // them to a pixel until they have the focus.
    let html = format!(
        "<html><body><div id=content class=mw-body><h1 id=firstHeading>Portage</h1>\
         <div id=bodyContent><div id=siteSub>From the wiki</div><div id=jump-to-nav></div>\
         <a class=mw-jump-link href=#mw-head>Jump to navigation</a> \
         <a class=mw-jump-link href=#p-search>Jump to search</a>\
         <div id=mw-content-text><p>{PROSE}</p></div></div></div></body></html>"
    );
    let page = Page::read(&HtmlDocument::parse(&html, None));
    let read: String = page.texts(0).collect();
    assert!(read.contains("swimming pool"), "{read}");
    assert!(!read.contains("Jump to"), "{read}");
}
