//! Native behaviour tests by kind of page: listings and their grids, articles with comments or
//! reviews under them, forum threads.
#![cfg(not(target_arch = "wasm32"))]

use lectern::{extract_html, Options};

const PROSE: &str = "The committee met on Tuesday to discuss the budget for the coming year, \
    and after a long debate it agreed to fund the new library, the repairs to the swimming pool, \
    and a study of traffic on the ring road, while postponing the decision on the bus station.";

/// The text of the article `extract_html` finds in `html` with default options.
fn article_text(html: &str) -> String {
    extract_html(html, &Options::default())
        .expect("article")
        .text_content
}

fn card_grid(cards: usize) -> String {
    let items: String = (0..cards)
        .map(|i| {
            format!(
                "<li class=card><a href=/item/{i}><img src=/i{i}.jpg> Walnut desk organiser \
                 with three drawers, model {i}</a></li>"
            )
        })
        .collect();
    format!("<ul class=grid>{items}</ul>")
}

#[test]
fn a_listing_grid_outweighing_its_intro_is_the_content() {
    // The items are links only: by density alone the intro wins and the grid is link-dense.
    let html = format!(
        "<html><body><nav><a href=/>Home</a> <a href=/shop>Shop</a></nav><main>\
         <div class=intro><h1>Desk organisers</h1><p>Our most popular desk organisers, made by \
         hand in small batches and updated weekly with new arrivals.</p></div>{}</main>\
         <footer><p>Copyright 2026 Desk Co. All rights reserved.</p></footer></body></html>",
        card_grid(16)
    );
    let text = article_text(&html);
    assert!(text.contains("most popular"), "{text}");
    assert!(
        text.contains("model 0") && text.contains("model 15"),
        "{text}"
    );
    assert!(!text.contains("Copyright"), "{text}");
}

#[test]
fn a_small_grid_on_a_page_without_prose_is_the_content() {
    // A category page of six products under a large menu: nothing reads like prose, and the
    // grid is too small to outweigh a selection, but there is none.
    let menu: String = (0..40)
        .map(|i| format!("<li><a href=/c/{i}>Category {i}</a></li>"))
        .collect();
    let html = format!(
        "<html><body><nav><ul>{menu}</ul></nav><div class=results><h1>Lights</h1>\
         <p>6 Results</p>{}</div><footer><a href=/help>Help</a></footer></body></html>",
        card_grid(6)
    );
    let text = article_text(&html);
    assert!(
        text.contains("model 0") && text.contains("model 5"),
        "{text}"
    );
    assert!(!text.contains("Category 3"), "{text}");
}

#[test]
fn a_short_run_of_teasers_under_a_line_of_prose_is_the_content() {
    // A small blog's front page: a line about the blog, then sixteen teasers, links only, whose
    // text (under 450 characters) is several times the line's but short of a long listing's.
    let teasers: String = (0..16)
        .map(|i| format!("<li class=post><a href=/p/{i}>Scaling our storage, part {i}</a></li>"))
        .collect();
    let html = format!(
        "<html><body><div class=top><a href=/>Home</a> <a href=/about>About</a></div><div>\
         <p>Notes from the team that runs the servers and the storage of this company.</p>\
         <ul>{teasers}</ul>\
         </div></body></html>"
    );
    let text = article_text(&html);
    assert!(
        text.contains("part 0") && text.contains("part 15"),
        "{text}"
    );
}

#[test]
fn an_article_keeps_out_the_related_grid_below_it() {
    // A related-items grid with more text than the article (it takes listings, not articles).
    let html = format!(
        "<html><body><article><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>\
         </article><div class=grid>{}</div></body></html>",
        card_grid(60)
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    assert!(article.text_content.contains("swimming pool"));
    assert!(
        !article.text_content.contains("model 3"),
        "{}",
        article.text_content
    );
}

fn page_with_comments(head: &str) -> String {
    let comments: String = (0..6)
        .map(|i| {
            format!(
                "<li class=comment><p>Reader {i} writes: I have followed this story for a long \
                 while and think the council should have decided on the bus station as well.</p></li>"
            )
        })
        .collect();
    format!(
        "<html><head>{head}</head><body><div class=post><h1>Budget agreed</h1><p>{PROSE}</p>\
         <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p><div id=comments><ol class=commentlist>\
         {comments}</ol></div></div></body></html>"
    )
}

#[test]
fn comments_under_an_article_are_dropped_and_forum_replies_kept() {
    let article = page_with_comments(r#"<meta property="og:type" content="article">"#);
    let text = article_text(&article);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Reader 3 writes"), "{text}");

    let forum = page_with_comments(
        r#"<script type="application/ld+json">{"@type": "DiscussionForumPosting",
            "headline": "Budget agreed"}</script>"#,
    );
    let text = article_text(&forum);
    assert!(text.contains("Reader 3 writes"), "{text}");
}

#[test]
fn a_thread_of_comments_under_a_link_keeps_every_comment() {
    // A link aggregator's discussion page says it is an article, but its story is a link: the
    // content opens in the first comment (a long one, as long as a story that comments follow),
    // and the replies after it are the rest of the thread.
    let comment = |who: &str, words: &str, replies: &str| {
        format!(
            "<li class=comments_subtree><div class=comment><div class=byline><a \
             href=/u/{who}>{who}</a></div><div class=comment_text><p>{words}</p></div></div>\
             <ol class=comments>{replies}</ol></li>"
        )
    };
    let thread = comment(
        "kkiri",
        &format!(
            "{} I spawn a task for each actor and hand it the shared config.",
            PROSE.repeat(5)
        ),
        &[
            comment(
                "dureuill",
                &format!(
                    "Cannot wait for the new trait solver, which is blocking a lot of features and \
                     fixes that the compiler team has promised for years now. {}",
                    PROSE.repeat(2)
                ),
                &comment(
                    "junon",
                    &format!(
                        "Had no idea that work was even under way; it will be a huge improvement \
                         for anyone writing an operating system in the language. {}",
                        PROSE.repeat(2)
                    ),
                    "",
                ),
            ),
            comment(
                "tmandry",
                &format!(
                    "The sandboxed build scripts should help the custom build situation a great \
                     deal, and I am very happy to see some love put there. {}",
                    PROSE.repeat(2)
                ),
                "",
            ),
        ]
        .concat(),
    );
    let html = format!(
        "<html><head><meta property=\"og:type\" content=\"article\"></head><body><div \
         class=story><h1><a href=https://blog.example.org/goals>Project goals for 2024</a></h1>\
         <a href=/s/goals>24 comments</a></div><ol class=comments>{thread}</ol></body></html>"
    );
    let text = article_text(&html);
    for words in [
        "shared config",
        "trait solver",
        "operating system",
        "sandboxed build",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
}

/// A short story under its headline, then a bar of links, then a comment section with many
/// times its text (Slashdot's layout), beside a menu and a column of other stories.
fn story_under_a_long_discussion(comments: usize) -> String {
    let menu: String = (0..60)
        .map(|i| format!("<a href=/s/{i}>Section number {i}</a> "))
        .collect();
    let side: String = (0..30)
        .map(|i| {
            format!(
                "<p><a href=/r/{i}>Other story number {i} today</a> from our reporters in the \
                 city, with photos.</p>"
            )
        })
        .collect();
    let tags: String = ["council", "budget", "library", "pool", "roads", "buses"]
        .iter()
        .map(|t| format!("<a href=/t/{t}>{t}</a> "))
        .collect();
    let actions: String = ["Share", "Print", "Email", "Save", "Follow", "Report"]
        .iter()
        .map(|a| format!("<li><a href=/a/{a}>{a}</a></li>"))
        .collect();
    let comments: String = (0..comments)
        .map(|i| {
            format!(
                "<li class=comment><div class=by>by reader{i} on Friday</div><p>Reader {i} \
                 writes: I have followed this story for a long while and think the council \
                 should have decided on the bus station as well, since the old one floods every \
                 spring and the buses have to stop on the ring road instead.</p></li>"
            )
        })
        .collect();
    format!(
        "<html><head><title>Budget agreed - The Gazette</title></head><body><div class=menu>\
         {menu}</div><div class=side>{side}</div><div class=story><h2>Budget agreed</h2><div \
         class=tags>{tags}</div><p>{PROSE}</p></div><ul class=actions>{actions}</ul><div \
         class=discussion><div id=comments><ul class=comments>{comments}</ul></div></div>\
         </body></html>"
    )
}

#[test]
fn a_discussion_outweighing_the_story_under_the_title_is_not_the_article() {
    let text = article_text(&story_under_a_long_discussion(30));
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Reader 3 writes"), "{text}");
}

#[test]
fn customer_reviews_under_a_product_description_are_dropped() {
    let reviews: String = (0..5)
        .map(|i| {
            format!(
                "<article class=review><h3>Great kettle {i}</h3><p>Customer {i} says: it boils \
                 water quickly, the handle stays cool and the lid opens with one hand.</p></article>"
            )
        })
        .collect();
    let product = format!(
        "<html><body><main><h1>Steel kettle</h1><div class=description><p>{PROSE}</p>\
         <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></div>\
         <section class=product-reviews><h2>Reviews</h2>\
         {reviews}</section></main></body></html>"
    );
    let text = article_text(&product);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Customer 3 says"), "{text}");
}

#[test]
fn a_shops_policies_on_shipping_returns_and_payment_leave_the_product_page() {
    let product = |policy: &str| {
        article_text(&format!(
            "<html><body><main><h1>Steel kettle</h1><div class=description><p>{PROSE}</p>\
             <p>{PROSE}</p><p><code>return_policy</code> names the page of the shop's \
             policy in its feed.</p><div class=accordion>{policy}<details open>\
             <summary>Materials</summary><p>Brushed steel body and a beech handle, both made \
             to last for years.</p></details></div></div></main></body></html>"
        ))
    };
    // An accordion's item, its heading and panel in one box; and a heading then its panel,
    // the accordion's other items staying.
    for policy in [
        "<details open><summary>Shipping &amp; Returns</summary><p>Free standard shipping on \
         orders over $50 and free 60-day returns for members.</p></details>",
        "<h3>Delivery and Returns</h3><div><p>Free standard shipping on orders over $50 and \
         free 60-day returns for members.</p></div>",
        "<h3>Payment options</h3><div><p>Pay in four instalments, free of interest, or get \
         60-day returns with our card.</p></div>",
    ] {
        let text = product(policy);
        assert!(
            text.contains("swimming pool") && text.contains("Brushed steel"),
            "{text}"
        );
        assert!(
            !text.contains("60-day returns")
                && !text.contains("Returns")
                && !text.contains("Payment"),
            "{text}"
        );
        // A field's name is no heading.
        assert!(text.contains("return_policy"), "{text}");
    }
    // Shipping alone heads other sections: a reference's, a story's.
    let text =
        product("<h3>Shipping</h3><div><p>Free standard shipping on orders over $50.</p></div>");
    assert!(text.contains("orders over $50"), "{text}");
}

#[test]
fn an_old_pages_text_written_loose_around_its_paragraphs_keeps_every_paragraph() {
    // The story's first lines loose in its cell, then paragraphs, the longest of which scores
    // highest; the cell's own prose makes the cell the content, and a short paragraph between
    // stays in it while the share tools beside do not.
    let html = format!(
        "<html><body><table><tr><td><a href=/a>News</a> <a href=/b>Sport</a></td></tr>\
         <tr><td><span><font>The council voted on the budget at noon on Tuesday, and it \
         passed by two votes.<p>The bus station, once again, waits for another year.</p>\
         <p>{PROSE} {PROSE}</p><table><tr><td><p class=tools>Share tools</p></td>\
         </tr></table></font></span></td></tr></table></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(text.contains("waits for another year"), "{text}");
    assert!(!text.contains("Share tools"), "{text}");
}

#[test]
fn a_navigation_menu_is_not_taken_for_a_grid() {
    let menu: String = (0..30)
        .map(|i| format!("<li><a href=/docs/{i}>Getting started with workflows, part {i}</a></li>"))
        .collect();
    let html = format!(
        "<html><body><nav><ul>{menu}</ul></nav><main><h1>Workflows</h1><p>Workflows automate \
         tasks in your software development lifecycle. Many tasks that you do by hand can be \
         converted to a workflow that runs on every push.</p></main></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("automate"), "{text}");
    assert!(!text.contains("part 7"), "{text}");
}

#[test]
fn a_results_grid_named_like_search_is_kept_under_a_larger_menu() {
    // A store's category page: a mega-menu with more text than anything else, the results in a
    // wrapper whose id says "search", and a short advice box after them.
    let menu: String = (0..120)
        .map(|i| format!("<li><a href=/c/{i}>Outdoor clothing and gear department {i}</a></li>"))
        .collect();
    let items: String = (0..30)
        .map(|i| {
            format!(
                "<li><a href=/p/{i}>Trail bottle model {i} with a narrow mouth and a loop \
                 cap</a><p>$17.00</p><p>Capacity: 32 fl. oz., screw cap, wide opening, insulated \
                 steel, dishwasher safe.</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><header><nav><ul>{menu}</ul></nav></header><div id=search-page-wrapper>\
         <h1>Water bottles</h1><ul class=results>{items}</ul></div><div class=advice>\
         <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("Trail bottle model 7"), "{text}");
    assert!(!text.contains("department 7"), "{text}");
}

/// A forum thread: each post a like-named `article` with a user card of links beside its text,
/// marked up as schema.org's posting `text` (which raises each post body's H(b)).
fn thread(replies: usize) -> String {
    let post = |i: usize, body: &str| {
        format!(
            "<article class=\"message message--post\"><div class=user><a href=/u/{i}>member{i}\
             </a> <a href=/u/{i}/posts>Posts</a> <a href=/u/{i}/likes>Likes</a> <a href=/badges>\
             Badges</a> <a href=/u/{i}/trophies>Trophies</a> <a href=/u/{i}/follow>Follow this \
             member</a> <a href=/u/{i}/ignore>Ignore this member</a></div><div class=details><h5 class=message-userTitle>Well-known \
             member</h5><div class=message-userExtras><dl><dt>Joined</dt><dd>June 29, 2016</dd>\
             </dl><dl><dt>Messages</dt><dd>1,204</dd></dl></div></div><div class=content><div class=body itemprop=text><p>{body}</p></div>\
             <div class=message-signature><p>Member {i} rides a 1998 touring bike with \
             panniers front and back.</p></div></div></article>"
        )
    };
    let opening = post(0, &format!("{PROSE} {PROSE} {PROSE} {PROSE}"));
    let replies: String = (1..=replies)
        .map(|i| {
            post(
                i,
                &format!(
                    "Reply {i}: the same thing happened on our street last winter, and the \
                     council only fixed the lights after the local paper ran a story about it."
                ),
            )
        })
        .collect();
    format!(
        "<html><body><nav><a href=/>Forums</a> <a href=/new>New posts</a></nav><main><h1>Street \
         lights out again</h1><div class=posts>{opening}{replies}</div></main></body></html>"
    )
}

#[test]
fn a_thread_is_all_its_posts_not_only_the_longest() {
    let text = article_text(&thread(12));
    assert!(text.contains("swimming pool"), "{text}");
    assert!(
        text.contains("Reply 1:") && text.contains("Reply 12:"),
        "{text}"
    );
    assert!(!text.contains("New posts"), "{text}");
    // What the forum says of each poster is not the discussion.
    assert!(!text.contains("Well-known member"), "{text}");
    assert!(!text.contains("June 29, 2016"), "{text}");
    assert!(!text.contains("touring bike"), "{text}");
}

/// A phpBB thread: each post opens with its subject, the replies' "Re: " and the thread's title,
/// and has its poster's card beside it and who liked it under it.
fn thread_with_subjects(replies: usize) -> String {
    let post = |i: usize, subject: &str, body: &str| {
        format!(
            "<div id=p{i} class=\"post bg{}\"><div class=postbody><h3><a href=#p{i}>{subject}</a>\
             </h3><p class=author>by <a href=/u/{i}>member{i}</a> on Tue Dec 19, 2023</p>\
             <div class=content>{body}</div><div class=likes>member{i} likes this.</div></div>\
             <div class=postprofile><div>Posts: 4{i}</div>\
             <div>Joined: Wed Feb 04, 2015 6:38 pm</div><div>Location: Zone 6b</div><dl><dt>\
             Trophy Points:</dt><dd>10{i}</dd></dl></div></div>",
            i % 2
        )
    };
    let title = "Street lights out again";
    let opening = post(0, title, &format!("{PROSE} {PROSE}"));
    let replies: String = (1..=replies)
        .map(|i| {
            post(
                i,
                &format!("Re: {title}"),
                &format!(
                    "Reply {i}: the same thing happened on our street last winter, and the \
                     council only fixed the lights after the local paper ran a story about it."
                ),
            )
        })
        .collect();
    format!(
        "<html><head><title>{title} - Town Forum</title></head><body><nav><a href=/>Forums</a> \
         <a href=/new>New posts</a></nav><main><h2>{title}</h2><div class=topic>{opening}\
         {replies}</div></main></body></html>"
    )
}

#[test]
fn a_replys_subject_repeating_the_title_is_dropped() {
    let text = article_text(&thread_with_subjects(8));
    assert!(
        text.contains("Reply 1:") && text.contains("Reply 8:"),
        "{text}"
    );
    assert!(!text.contains("Re: Street"), "{text}");
}

#[test]
fn who_likes_a_post_is_not_the_discussion() {
    let text = article_text(&thread_with_subjects(8));
    assert!(text.contains("Reply 8:"), "{text}");
    assert!(!text.contains("likes this"), "{text}");
}

#[test]
fn the_posters_cards_beside_a_threads_posts_are_dropped() {
    let text = article_text(&thread_with_subjects(8));
    assert!(text.contains("Reply 8:"), "{text}");
    for line in [
        "Posts: 43",
        "Joined: Wed",
        "Zone 6b",
        "Trophy Points",
        "105",
    ] {
        assert!(!text.contains(line), "{line} in {text}");
    }
}

/// A dated thread whose opening post sits in a card of its own under the headline, apart from
/// the replies' list by a bar of thread tools, each post's body classed alike (XenForo's thread
/// layout). The title window's first run is the opening post alone.
fn thread_with_opening_card(replies: usize) -> String {
    let body = |text: &str| format!("<div class=\"message-content\"><p>{text}</p></div>");
    let opening = body(&format!("{PROSE} {PROSE}"));
    let tools: String = [
        "Reply",
        "Watch",
        "Bookmark",
        "Report",
        "Oldest first",
        "Most liked",
    ]
    .iter()
    .map(|t| format!("<li><a href=/t/{t}>{t}</a></li>"))
    .collect();
    let replies: String = (1..=replies)
        .map(|i| {
            let reply = body(&format!(
                "Reply {i}: the same thing happened on our street last winter, and the council \
                 only fixed the lights after the local paper ran a story about it. It took them \
                 three weeks and two letters to the mayor, and the lamp by the school is still out."
            ));
            format!(
                "<article class=reply><div class=user><a href=/u/{i}>member{i}</a> \
                 <a href=/u/{i}/posts>Posts</a></div>{reply}</article>"
            )
        })
        .collect();
    format!(
        "<html><head><meta property=\"article:published_time\" content=\"2025-03-21\">\
         </head><body><main><div class=thread><div class=opening><h1>Street lights out again\
         </h1><p class=meta>Started by member0, Mar 21, 2025</p>{opening}</div>\
         <ul class=tools>{tools}</ul><div class=replies>{replies}</div></div></main></body></html>"
    )
}

#[test]
fn a_dated_thread_is_not_narrowed_to_its_opening_post() {
    let text = article_text(&thread_with_opening_card(6));
    assert!(text.contains("swimming pool"), "{text}");
    assert!(
        text.contains("Reply 1:") && text.contains("Reply 6:"),
        "{text}"
    );
    // Two posts like the opening one are comments under a dated story, not yet a thread: the
    // story under its headline is the article.
    let text = article_text(&thread_with_opening_card(2));
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("Reply 1:"), "{text}");
}

/// A thread as Discourse serves it to crawlers: like-classed posts, one of them a build log
/// longer than all the others together; `ld` is the page's JSON-LD, if any.
fn thread_with_a_long_log(ld: &str) -> String {
    let post = |i: usize, body: &str| {
        format!(
            "<div class=\"topic-body crawler-post\"><div class=crawler-post-meta>\
             <span class=creator><a href=/u/member{i}>member{i}</a></span></div>\
             <div class=post itemprop=text>{body}</div></div>"
        )
    };
    let log: String = (0..120)
        .map(|i| {
            format!(
                "6:51:{:02} AM: step {i} of the build finished without a warning\n",
                i % 60
            )
        })
        .collect();
    let replies: String = (2..6)
        .map(|i| {
            post(
                i,
                &format!(
                    "<p>Reply {i}: the log only shows the end result; please paste the full \
                     build log so that we can see why the deploy failed.</p>"
                ),
            )
        })
        .collect();
    format!(
        "<html><head><title>Deploy failed</title>{ld}</head><body><header><a href=/>Forum</a>\
         </header><div id=main-outlet><h1>Deploy failed for unknown reason</h1>{}{}{replies}\
         </div><footer><a href=/tos>Terms</a></footer></body></html>",
        post(0, &format!("<p>{PROSE}</p>")),
        post(1, &format!("<p>Here is the log:</p><pre>{log}</pre>"))
    )
}

#[test]
fn a_discussion_is_its_thread_though_one_post_outweighs_the_rest() {
    // Without a word from the page, the log is the article: a post that long, beside a few
    // short ones, is what a page of comments under a long text looks like.
    let text = article_text(&thread_with_a_long_log(""));
    assert!(text.contains("step 119"), "{text}");
    assert!(!text.contains("Reply 5:"), "{text}");
    // The page says it is a discussion: every post is its text.
    let ld = "<script type=application/ld+json>{\"@context\":\"https://schema.org\",\
              \"@type\":\"DiscussionForumPosting\",\"headline\":\"Deploy failed\"}</script>";
    let text = article_text(&thread_with_a_long_log(ld));
    assert!(text.contains("step 119"), "{text}");
    assert!(
        text.contains("swimming pool") && text.contains("Reply 2:") && text.contains("Reply 5:"),
        "{text}"
    );
    assert!(!text.contains("Terms"), "{text}");
}

/// A XenForo thread: a long opening post classed apart from the replies, the posts' ids
/// made with `id` from their number.
fn thread_of_posts(id: impl Fn(usize) -> String) -> String {
    let opening = format!("<p>{PROSE}</p>").repeat(6);
    let replies: String = (2..6)
        .map(|i| {
            format!(
                "<li id=\"{}\" class=\"message\"><div class=messageUserInfo><a href=/m/{i}>\
                 member{i}</a></div><div class=messageContent><article><blockquote \
                 class=messageText>Reply {i}: the library vote went the right way, though the \
                 bus station should not have waited another year.</blockquote></article></div>\
                 </li>",
                id(i)
            )
        })
        .collect();
    format!(
        "<html><body><header><a href=/>Forum</a></header><h1>Budget thread</h1>\
         <ol class=messageList><li id=\"{}\" class=\"message threadAuthor discussionAuthor\">\
         <div class=messageUserInfo><a href=/m/1>member1</a></div><div class=messageContent>\
         <article><blockquote class=messageText>{opening}</blockquote></article></div></li>\
         {replies}</ol><footer><a href=/tos>Terms</a></footer></body></html>",
        id(1)
    )
}

#[test]
fn a_thread_whose_posts_are_numbered_is_every_post_though_the_first_outweighs_the_rest() {
    let text = article_text(&thread_of_posts(|i| format!("post-{}", 4_859_928 + i)));
    assert!(text.contains("The committee met"), "{text}");
    assert!(
        text.contains("Reply 2:") && text.contains("Reply 5:"),
        "{text}"
    );
    assert!(!text.contains("Terms"), "{text}");
    // Ids that number something else say nothing of posts.
    let text = article_text(&thread_of_posts(|i| format!("item-{i}")));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("Reply 5:"), "{text}");
}

#[test]
fn documentation_keeps_its_hidden_tab_panels() {
    // A quickstart: the Python panel shown, the Ruby one waiting for its tab to be clicked.
    let html = format!(
        "<html><body><main><h1>Quickstart</h1><p>{PROSE}</p><div role=tablist>\
         <button>Python</button><button>Ruby</button></div><div role=tabpanel><p>Install \
         Python and the council SDK with pip before you send the first budget report.</p></div>\
         <div role=tabpanel hidden style=display:none><p>Install Ruby and the council gem \
         with bundler before you send the first budget report.</p></div>\
         <section role=tabpanel aria-hidden=true hidden><p>Install Rust and the council crate \
         with cargo before you send the first budget report.</p></section>\
         <div class=tab-pane style=display:none><p>Install Java and the council jar with maven \
         before you send the first budget report.</p></div>\
         <p hidden>A hidden note that is no panel.</p></main></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("council gem"), "{text}");
    // Closed tab panels are often hidden from assistive technology as well.
    assert!(text.contains("council crate"), "{text}");
    // A panel named so by its class only (Bootstrap's `tab-pane`).
    assert!(text.contains("council jar"), "{text}");
    assert!(!text.contains("hidden note"), "{text}");
}

#[test]
fn an_index_whose_items_are_classed_apart_is_still_a_grid_and_a_cookie_notice_is_not_content() {
    // Each letter's block is classed with its letter (`vert_cats A`); the cookie notice is prose
    // with one link, and outweighs the one-line intro.
    let groups: String = ('A'..='P')
        .map(|l| {
            let links: String = (0..5)
                .map(|i| format!("<a href=/cat/{l}{i}>Fastener family {l}{i}</a> "))
                .collect();
            format!(
                "<div class=\"vert_cats {l}\"><div class=letter>{l}</div><div>{links}</div></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><header><a href=/>Home</a> <a href=/about>About</a></header>\
         <div class=title><h1>Catalog collection</h1>Find item details and spec sheets.</div>\
         <div class=browse>{groups}</div>\
         <div class=\"cookie-banner\"><p>This site uses cookies to ensure that we give you the \
         best experience on our website. By using this site you agree to our \
         <a href=/privacy>Privacy Statement</a> and our terms of use.</p></div></body></html>"
    );
    let text = article_text(&html);
    assert!(
        text.contains("Fastener family A0") && text.contains("Fastener family P4"),
        "{text}"
    );
    assert!(!text.contains("cookies"), "{text}");
}

#[test]
fn a_cookie_notice_without_a_class_is_not_the_front_page_of_short_teasers() {
    // A blog's front page: four short teasers, each a linked headline and its author, and a
    // consent banner whose classes are generated (`kq rt`), so only its words say what it is.
    // With its one sentence of prose, the banner outweighs any one teaser.
    let teasers: String = (0..4)
        .map(|i| {
            format!(
                "<article class=\"x{i} ab\"><a href=/p/{i}><h2>Scaling the storage layer, \
                 part {i}</h2></a><p><a href=/u/{i}>Ana Ruiz</a></p></article>"
            )
        })
        .collect();
    let page = |banner: &str| {
        format!(
            "<html><body><header><a href=/>Engineering blog</a> <a href=/about>About</a></header>\
             <div class=\"qf ab\">{teasers}</div><div class=\"kq rt\"><p>{banner}</p></div>\
             </body></html>"
        )
    };
    let text = article_text(&page(
        "To make this site work, we log user data. By using this site, you agree to our Privacy \
         Policy, including cookie policy.",
    ));
    assert!(text.contains("part 0") && text.contains("part 3"), "{text}");
    assert!(!text.contains("cookie"), "{text}");
    // A line about cookies that asks nothing is text like any other.
    let text = article_text(&page(
        "No cookie banners here: this blog keeps no logs and reads nothing about its readers, \
         and every post is written by the team that built the storage layer.",
    ));
    assert!(text.contains("No cookie banners"), "{text}");
}

#[test]
fn a_consent_managers_box_is_not_content_even_where_it_holds_most_of_the_text() {
    // A forum question of two sentences under OneTrust's banner and preference centre, whose
    // descriptions of each purpose hold most of the page's text, as stored with scripts run.
    let purposes: String = (0..6)
        .map(|i| {
            format!(
                "<div class=ot-desc-cntr><h4>Purpose {i}</h4><p class=ot-grp-desc>These \
                 cookies may be set through our site by our advertising partners to build a \
                 profile of your interests and show you relevant adverts on other sites, and \
                 they work by uniquely identifying your browser and internet device.</p></div>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><header><a href=/>Forums</a></header><main><h1>What are these two \
         ports for?</h1><div class=post><p>Not sure if this is the right place for this \
         question, but does anyone know what the two small ports on the back of the case are \
         for? The manual says nothing about them and support did not answer.</p></div></main>\
         <div id=onetrust-consent-sdk><div id=onetrust-pc-sdk class=otPcTab><h2>Privacy \
         Preference Center</h2>{purposes}</div></div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("two small ports"), "{text}");
    assert!(!text.contains("advertising partners"), "{text}");
}

#[test]
fn a_listing_of_several_teaser_runs_is_its_whole_main() {
    // A recipe index: an intro paragraph, then three carousels of cards, none of them three
    // times the intro's weight, all of them together more than twice it. The page calls itself
    // an article and its title heads the intro, which must not pull the selection back in.
    let section = |name: &str| {
        let cards: String = (0..8)
            .map(|i| {
                format!(
                    "<article class=\"post-{i}{name} post category-{name}\"><a href=/{name}/{i}>\
                     <img src=/{name}{i}.jpg><h3>Crispy {name} dish number {i}</h3></a></article>"
                )
            })
            .collect();
        format!(
            "<section class=\"carousel {name}\"><header><h2>Top {name} recipes</h2></header>\
             <div>{cards}</div></section>"
        )
    };
    let html = format!(
        "<html><head><title>Air fryer recipes</title><meta property=og:type content=article>\
         </head><body><nav><a href=/>Home</a> <a href=/recipes>Recipes</a></nav><main>\
         <section class=intro><div><h1>Air fryer recipes</h1><p>{PROSE}</p></div></section>\
         {}{}{}</main>\
         <footer><p>Copyright 2026 Recipe Co.</p></footer></body></html>",
        section("chicken"),
        section("salmon"),
        section("tofu")
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    for name in ["chicken", "salmon", "tofu"] {
        assert!(
            text.contains(&format!("Crispy {name} dish number 7")),
            "{name}: {text}"
        );
    }
    assert!(!text.contains("Copyright"), "{text}");
}

#[test]
fn a_landing_page_is_its_whole_main_not_its_densest_section() {
    // A product's home page: a hero, features each under its own heading in its own box, and
    // a customer quote, the densest block, which alone is not the page.
    let feature = |name: &str, what: &str| {
        format!(
            "<div class=\"feature-{name} grid\"><div class=media><img src=/{name}.png></div>\
             <div class=copy><h2>{what}</h2><p>Record your screen and camera, then {what} \
             with one link that {name} opens in any browser.</p><a href=/{name}>Learn more</a>\
             </div></div>"
        )
    };
    let html = format!(
        "<html><head><title>Clipcast: video messages for work</title></head><body>\
         <nav><a href=/>Home</a> <a href=/pricing>Pricing</a></nav><main>\
         <section class=hero><h1>One video is worth a thousand words</h1>\
         <p>Teams send a short video instead of a meeting: <a href=/tour>learn more</a></p>\
         <a href=/signup>Get started</a></section>\
         <section class=features>{}{}{}{}</section>\
         <section class=quote><blockquote><p>{PROSE}</p><p>{PROSE}</p></blockquote>\
         <p>Dana Reyes, design lead</p></section></main>\
         <footer><p>Copyright 2026 Clipcast</p></footer></body></html>",
        feature("alpha", "share a walkthrough"),
        feature("beta", "explain a bug"),
        feature("gamma", "onboard a customer"),
        feature("delta", "review a design"),
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    for what in [
        "share a walkthrough",
        "explain a bug",
        "onboard a customer",
        "review a design",
    ] {
        assert!(text.contains(what), "{what}: {text}");
    }
    assert!(!text.contains("Copyright"), "{text}");
    // Each box's call to action, written loose after its paragraph, is a control's label; a
    // link of the same words inside a sentence is part of the text.
    assert!(
        !text.contains("Learn more") && !text.contains("Get started"),
        "{text}"
    );
    assert!(text.contains("a meeting: learn more"), "{text}");
}

#[test]
fn a_chapter_of_contents_and_its_introduction_is_the_content() {
    // A documentation chapter: a table of contents (all links) and one paragraph, in one box
    // whose link density alone would make it a menu; a short feedback box follows, and the
    // site's navigation holds much of the page's text.
    let entries: String = (1..=14)
        .map(|i| format!("<dt><a href=/docs/11-{i}.html>11.{i}. Index topic number {i}</a></dt>"))
        .collect();
    let menu: String = (1..=40)
        .map(|i| format!("<li><a href=/docs/{i}.html>Chapter {i} of the manual</a></li>"))
        .collect();
    let html = format!(
        "<html><body><div class=menu><ul>{menu}</ul></div><div id=docs><div class=chapter><h2>Chapter 11. Indexes</h2>\
         <div class=toc><p><b>Table of Contents</b></p><dl>{entries}</dl></div>\
         <p>Indexes are a common way to enhance database performance. An index allows the \
         database server to find and retrieve specific rows much faster than it could do \
         without an index, but indexes also add overhead to the system as a whole.</p></div>\
         <div class=feedback><h2>Submit correction</h2><p>If you see anything in the \
         documentation that is not correct, please use this form to report it.</p></div>\
         </div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("enhance database performance"), "{text}");
}

#[test]
fn a_listing_keeps_its_cards_headlines_but_not_a_breadcrumb_heading() {
    // A blog's front page: each card a date, a headline that is one link, and a summary. The
    // headlines are link text only; a heading of three links above them is a breadcrumb.
    let cards: String = (0..8)
        .map(|i| {
            format!(
                "<article class=card><p>March {i}, 2026</p><h3><a href=/post/{i}>Harbour \
                 notes number {i}</a></h3><p>Card {i}: the harbour board met again and agreed to \
                 study the ferry timetable before the summer season.</p></article>"
            )
        })
        .collect();
    let html = format!(
        "<html><body><nav><a href=/>Home</a> <a href=/about>About</a></nav><main>\
         <div class=posts><h2><a href=/>Home</a><a href=/blog>Blog</a><a href=/blog/harbour>\
         Harbour</a></h2>{cards}</div></main>\
         <footer><p>Copyright 2026 Harbour Co.</p></footer></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("Card 7: the harbour board"), "{text}");
    for i in 0..8 {
        assert!(
            text.contains(&format!("Harbour notes number {i}")),
            "{i}: {text}"
        );
    }
    assert!(!text.contains("HomeBlog"), "{text}");
}

#[test]
fn fine_print_an_authors_bio_a_popover_and_guidelines_are_not_the_article() {
    let html = format!(
        "<html><body><article><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p>\
         <div class=popover><p>Size guide: measure the chest at its widest point, under the \
         arms, and keep the tape level all the way round.</p></div><p>{PROSE}</p>\
         <div class=author-bio><p>Ana Ruiz has covered the city council for twelve years and \
         writes about budgets, transport and housing.</p></div>\
         <p class=disclaimer>This article is for information only and is not financial, legal \
         or tax advice; consult a professional before acting on it.</p>\
         <div class='content_guidelines'><p>Keep your comments civil: do not insult one \
         another or the subjects of our articles, and stay on the topic of the story.</p></div>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    for aside in ["Size guide", "Ana Ruiz", "not financial", "comments civil"] {
        assert!(!text.contains(aside), "{aside}: {text}");
    }
    // A biography that is the page's text stays.
    let html = format!(
        "<html><body><div class=bio><h1>Ana Ruiz</h1><p>{PROSE}</p><p>{PROSE}</p></div>\
         </body></html>"
    );
    assert!(article_text(&html).contains("The committee met"));
}

/// A category page: a grid of `products` priced cards, then a buying guide of `paragraphs`.
fn category_page(og_type: &str, products: usize, paragraphs: usize) -> String {
    let badges = ["Top rated", "Sold out", "New arrival", "Low stock"];
    let cards: String = (0..products)
        .map(|i| {
            format!(
                "<div class=product-card><div>{}</div><a href=/p/{i}>Oak \
                 bookcase, model {i}</a><span class=price>$ {}9.00</span>\
                 <div class=qv>Quick view</div></div>",
                badges[i % badges.len()],
                i + 1
            )
        })
        .collect();
    let guide = format!("<p>{PROSE}</p>").repeat(paragraphs);
    format!(
        "<html><head><meta property='og:type' content='{og_type}'></head><body>\
         <nav><a href=/>Home</a> <a href=/shelves>Shelves</a></nav><main><h1>Bookcases</h1>\
         <div class=products>{cards}</div><div class=guide><h2>Choosing a bookcase</h2>{guide}\
         </div></main></body></html>"
    )
}

#[test]
fn a_collections_priced_grid_joins_its_buying_guide() {
    let text = article_text(&category_page("product.group", 6, 5));
    assert!(text.contains("The committee met"), "{text}");
    assert!(text.contains("Oak bookcase, model 0"), "{text}");
    assert!(text.contains("Oak bookcase, model 5"), "{text}");
    // The cards' button labels and badges are not.
    for label in [
        "Quick view",
        "Top rated",
        "Sold out",
        "Best Seller",
        "Low stock",
    ] {
        assert!(!text.contains(label), "{label}: {text}");
    }
    // On a product's own page, priced cards are other products.
    let text = article_text(&category_page("product", 6, 5));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("Oak bookcase"), "{text}");
}

#[test]
fn a_replys_quote_of_an_earlier_post_is_not_repeated() {
    let quote = "The council only fixed the lights after the local paper ran a story about it.";
    let post = |i: usize, body: &str| {
        format!(
            "<article class=post><div class=author>member{i}</div><div class=body>{body}</div>\
             </article>"
        )
    };
    let posts = [
        post(0, &format!("<p>{PROSE}</p><p>{quote}</p>")),
        post(
            1,
            &format!(
                "<blockquote class=bbCodeBlock--quote><div>member0 said:</div><p>{quote}</p>\
                 </blockquote><p>Reply 1: the same thing happened on our street last winter, \
                 and it took the council three months to act.</p>"
            ),
        ),
        post(
            2,
            "<blockquote><p>Street lighting is a duty of the highways authority under the act \
             of 1980, as the councillor reminded the meeting.</p></blockquote><p>Reply 2: so \
             the county, not the town, should pay for the repairs on our road.</p>",
        ),
    ]
    .concat();
    let html = format!(
        "<html><body><main><h1>Street lights out again</h1><div class=posts>{posts}</div>\
         </main></body></html>"
    );
    let text = article_text(&html);
    assert_eq!(text.matches("The council only fixed").count(), 1, "{text}");
    assert!(
        text.contains("Reply 1") && text.contains("member0 said"),
        "{text}"
    );
    // A quote of something the page has not said stays.
    assert!(text.contains("highways authority"), "{text}");
}

#[test]
fn a_replys_quote_of_a_whole_post_of_several_blocks_is_not_repeated() {
    // The quoted post holds a list between two paragraphs: no block of it has its text all its
    // own, so the quote is compared whole, as the post read in order. A page whose `<body>`
    // names its quote blocks' style is no quote: its lists stay even where they repeat words.
    let post = |i: usize, body: &str| {
        format!(
            "<article class=post><div class=author>member{i}</div><div class=body>{body}</div>\
             </article>"
        )
    };
    let original = "<div>I own a pair of closed headphones for travel but want a wider stage \
                    and better separation for music at home:<ul><li>wide stage</li><li>good \
                    separation</li><li>neutral sound</li></ul>I would buy used and keep the \
                    budget open for the right pair.</div>";
    let posts = [
        post(0, &format!("<p>{PROSE}</p>{original}")),
        post(
            1,
            &format!(
                "<blockquote class=bbCodeBlock--quote><div>member0 said:</div>{original}\
                 </blockquote><p>Reply 1: try the open-backed pair from the same maker, which \
                 has the widest stage I have heard at that price.</p>"
            ),
        ),
    ]
    .concat();
    let html = format!(
        "<html><body><main><h1>Best closed headphones</h1><div class=posts>{posts}</div>\
         </main></body></html>"
    );
    let text = article_text(&html);
    assert_eq!(text.matches("wider stage").count(), 1, "{text}");
    assert_eq!(text.matches("neutral sound").count(), 1, "{text}");
    assert!(text.contains("Reply 1"), "{text}");
    let list = "<ul><li>linen sun hats</li><li>organic cotton sun hats</li><li>recycled wool \
                caps</li></ul>";
    let html = format!(
        "<html><body class='tweak-quote-block-alignment-center'><article><h1>Hats</h1>\
         <p>{PROSE}</p>{list}<p>{PROSE}</p><h2>Cambridge Baby</h2>{list}<p>{PROSE}</p>\
         </article></body></html>"
    );
    let text = article_text(&html);
    assert_eq!(text.matches("recycled wool caps").count(), 2, "{text}");
}

#[test]
fn an_authors_box_leaves_the_text_but_names_the_byline() {
    let html = format!(
        "<html><body><article class='post hentry author-ana-ruiz'><h1>Budget agreed</h1>\
         <div class=entry-author><a href=/authors/ana-ruiz>Ana Ruiz</a><p>Ana covers the city \
         council, its budgets and its roads, and has done so for twelve years. Before that she \
         reported on schools and the courts for a weekly paper in the north of the county.</p>\
         </div>\
         <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></article></body></html>"
    );
    let article = extract_html(&html, &Options::default()).expect("article");
    // The post is classed after its author (WordPress) and stays the content.
    assert!(
        article.text_content.contains("The committee met"),
        "{}",
        article.text_content
    );
    assert!(
        !article.text_content.contains("twelve years"),
        "{}",
        article.text_content
    );
    assert_eq!(article.byline.as_deref(), Some("Ana Ruiz"));
}

#[test]
fn a_card_of_another_work_after_the_article_gives_no_byline() {
    // A sidebar of books after a story that credits nobody (sina.com.tw): each card's author
    // line follows its title's link (the `作者：` label in a `div.author`, or "By" in English).
    let story = "<p>流感病例頻傳，衛生署疾病管制局今天表示，因應春節期間的流感疫情，已請各縣市約210家急診\
        服務合約醫院，於春節期間提供公費克流感供民眾使用。</p><p>病患只要符合流感併發症通報病例、高燒\
        持續48小時或孕婦經評估需即時用藥者等，都可至有提供急診服務的合約醫院或診所就醫。</p><p>疾管局\
        表示，春節期間，民眾只要符合用藥條件，就能在就醫時使用公費藥劑，不必另外付費。</p>";
    let card = |title: &str, author: &str| {
        format!("<div class=book><h3><a href=/books/1614.html>{title}</a></h3><div class=author>{author}</div><p>★說出自己想說的，得到自己想要的！</p></div>")
    };
    for (card, story) in [
        (card("話語操縱術", "作者：凱倫．伯格"), story.to_string()),
        (
            card("The Art of Talk", "By Karen Berg"),
            format!("<p>{PROSE}</p><p>{PROSE}</p>"),
        ),
    ] {
        let html = format!(
            "<html><body><div class=main><h1>春節期間 210家醫院有免費克流感</h1>{story}</div>\
             <div class=side><h3>強打好書</h3>{card}</div></body></html>"
        );
        let article = extract_html(&html, &Options::default()).expect("article");
        assert_eq!(article.byline, None, "{card}");
        // The same line in the story's own place is its byline.
        let html = format!(
            "<html><body><div class=main><h1>春節期間 210家醫院有免費克流感</h1>\
             <div class=author>作者：陳昭妤</div>{story}</div></body></html>"
        );
        let article = extract_html(&html, &Options::default()).expect("article");
        assert_eq!(article.byline.as_deref(), Some("陳昭妤"));
    }
}

#[test]
fn a_story_crediting_only_its_editor_at_its_end_names_the_editor_below_its_reporter() {
    // A long Chinese story whose only credit is its editors' line, past the share bar
    // (xinhuanet), out of the reach of the labels read near the headline.
    let paragraph = "<p>哈佛大學公共衛生學院的研究人員對馬薩諸塞州的787名戒煙人進行了追蹤調查，結果發現在\
        接受尼古丁替代療法和沒有接受治療的人中，都有三分之一的戒煙者又重新吸煙了。</p><p>該項研究負責\
        人說，我們的研究表明，尼古丁替代療法並不能比煙民的戒煙意志力更有效，長期來說效果有限。</p>";
    let story = paragraph.repeat(120);
    let page = |signature: &str| {
        format!(
            "<html><body><div class=main><h1>研究稱戒煙產品長期效果有限</h1>{story}<p>調查還發現，\
             能夠連續八個星期嚴格遵守替代療法的人非常少。{signature}</p></div><div class=share>\
             分享到： <a href=/w>新華微博</a></div><div class=credit>( 編輯： 劉威 楊倩 )</div>\
             </body></html>"
        )
    };
    let article = extract_html(&page(""), &Options::default()).expect("article");
    assert_eq!(article.byline.as_deref(), Some("劉威、楊倩"));
    // A reporter signing the story's end is its author, over its editors.
    let article = extract_html(&page("（李妍）"), &Options::default()).expect("article");
    assert_eq!(article.byline.as_deref(), Some("李妍"));
}

#[test]
fn a_side_column_of_prose_is_not_the_article() {
    let html = format!(
        "<html><body><div class='content layout-sidebar-left'><article><h1>Budget agreed</h1>\
         <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></article>\
         <div class=site-sidebar><h3>About this blog</h3><p>We are three neighbours who have \
         written about the town's council, its schools and its roads since 2009, and we read \
         every letter you send us.</p></div><div class='box related'><p>The pool reopens in May \
         after a year of repairs, and the library's new wing will follow in the autumn, the \
         council says.</p></div><div class=share-box><p>Tell your neighbours about the \
         budget: send this story to a friend or print it for the notice board at the hall.</p>\
         </div></div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("three neighbours"), "{text}");
    assert!(!text.contains("pool reopens"), "{text}");
    assert!(!text.contains("notice board"), "{text}");
}

#[test]
fn landmark_roles_of_navigation_and_side_columns_are_not_the_article() {
    let html = format!(
        "<html><body><div role=navigation><ul><li>Home and garden ideas for every season</li>\
         <li>Council news, budgets and the town's roads and schools</li></ul></div>\
         <div class=story><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p></div>\
         <div role=complementary><p>We are three neighbours who have written about the town's \
         council, its schools and its roads since 2009, and we read every letter.</p></div>\
         <div role=contentinfo><p>Published by the Riverside Residents' Association, a \
         charity registered in England, from its office above the old post office.</p></div>\
         </body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    for part in ["garden ideas", "three neighbours", "Residents' Association"] {
        assert!(!text.contains(part), "{part}: {text}");
    }
}

/// A category page's section: its heading, the line that introduces it, then two lettered
/// columns ("A", "B") holding `entries` links between them.
fn category_section(id: &str, heading: &str, entries: usize) -> String {
    let column = |letter: char, from: usize| {
        let items: String = (from..from + entries / 2)
            .map(|i| format!("<li><a href=/wiki/{id}{i}>{letter} language number {i}</a></li>"))
            .collect();
        format!("<div class=group><h3>{letter}</h3><ul>{items}</ul></div>")
    };
    format!(
        "<div id={id}><h2>{heading}</h2><p>The following {entries} pages are in this category, \
         out of {entries} total.</p><div class=columns>{}{}</div></div>",
        column('A', 0),
        column('B', entries / 2)
    )
}

#[test]
fn an_index_under_its_own_heading_is_content_and_a_short_one_is_not() {
    // Wikipedia's category page: the subcategories, whose counts ("(34 C)") leave them some
    // plain text, then the pages, links only: the section holding them is link-dense as a whole
    // and follows no heading, it opens with one. The article below still keeps out a section
    // of eight links under its own heading (a news page's "More from...").
    let subcategories: String = (0..6)
        .map(|i| format!("<li><a href=/wiki/Cat{i}>Family of languages {i}</a> (34 C, 12 P)</li>"))
        .collect();
    // The site's menus hold more text than the index (the index is no page-wide wrapper).
    let menu: String = (0..60)
        .map(|i| format!("<li><a href=/portal/{i}>Portal to the topic number {i}</a></li>"))
        .collect();
    let html = format!(
        "<html><head><title>Category:Programming languages</title></head><body>\
         <nav><ul>{menu}</ul></nav><div id=content>\
         <h1>Category:Programming languages</h1><p>{PROSE}</p>\
         <div id=subcategories><h2>Subcategories</h2><p>This category has the following 6 \
         subcategories, out of 6 total.</p><ul>{subcategories}</ul></div>{}</div>\
         <footer><p>Text is available under a licence.</p></footer></body></html>",
        category_section("pages", "Pages in category", 40)
    );
    let text = article_text(&html);
    assert!(text.contains("Family of languages 5"), "{text}");
    assert!(
        text.contains("A language number 0") && text.contains("B language number 39"),
        "{text}"
    );
    assert!(
        !text.contains("licence") && !text.contains("Portal"),
        "{text}"
    );

    let html = format!(
        "<html><head><title>The budget</title></head><body><main><article><h1>The budget</h1>\
         <p>{PROSE}</p><p>{PROSE}</p>{}</article></main></body></html>",
        category_section("more", "More from the council", 8)
    );
    let text = article_text(&html);
    assert!(text.contains("swimming pool"), "{text}");
    assert!(!text.contains("language number"), "{text}");
}
