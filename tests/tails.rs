//! Tails: what follows an article's text and is not part of it (comments announced by a heading,
//! related sections, a news feed's teasers, polls) goes; what only looks like it stays.
#![cfg(not(target_arch = "wasm32"))]

use lectern::{extract_html, Options};

const PROSE: &str = "The committee met on Tuesday to discuss the budget for the coming year, \
    and after a long debate it agreed to fund the new library, the repairs to the swimming pool, \
    and a study of traffic on the ring road, while postponing the decision on the bus station.";

/// The article text of a news story (`og:type` = `kind`): a headline, three paragraphs, then
/// `tail` inside the same wrapper.
fn story(kind: &str, tail: &str) -> String {
    let html = format!(
        "<html><head><meta property='og:type' content='{kind}'></head><body>\
         <div class='story'><h1>Budget agreed</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>\
         {tail}</div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    text
}

/// The article text Lectern extracts from `html`.
fn article_text(html: &str) -> String {
    extract_html(html, &Options::default())
        .expect("article")
        .text_content
}

/// `n` copies of `item`, with `{i}` replaced by the copy's number.
fn repeat(n: usize, item: &str) -> String {
    (0..n)
        .map(|i| item.replace("{i}", &i.to_string()))
        .collect()
}

#[test]
fn comments_announced_by_a_heading_alone_are_dropped() {
    let readers = repeat(
        6,
        "<p>Reader {i} thinks the pool should have waited and the bus station should not.</p>",
    );
    let text = story("website", &format!("<div> | 13 Comment(s)</div>{readers}"));
    assert!(!text.contains("Reader 3 thinks"), "{text}");
}

#[test]
fn comments_under_a_closed_notice_are_dropped() {
    // CTV's story body: the readers' posts follow "Comments are now closed for this story" as
    // more paragraphs of the same wrapper, each a name in bold and the text.
    let readers = repeat(
        8,
        "<p><b>Reader {i}</b><br>The pool should have waited and the bus station should not, \
         whatever the committee says about the traffic on the ring road.</p><hr>",
    );
    let text = story(
        "article",
        &format!("<hr><p><b>Comments are now closed for this story</b></p>{readers}"),
    );
    assert!(!text.contains("Reader 3"), "{text}");
    assert!(!text.contains("now closed"), "{text}");
}

#[test]
fn comments_under_a_discussion_heading_are_dropped() {
    // nr2.ru's "Обсуждение статьи" (the article's discussion), madata.gr's "Σχολιάστε το
    // άρθρο:" (comment on the article), Substack's "Discussion about this post", each over
    // readers' posts.
    for heading in [
        "Обсуждение статьи",
        "Σχολιάστε το άρθρο:",
        "Discussion about this post",
    ] {
        let readers = repeat(
            6,
            "<p>Reader {i}, 04.01.12 15:41: the pool should have waited and the bus station \
             should not, whatever the committee says.</p>",
        );
        let text = story("website", &format!("<h3>{heading}</h3>{readers}"));
        assert!(!text.contains("Reader 3"), "{heading}: {text}");
    }
}

#[test]
fn comments_named_in_camel_case_are_dropped() {
    // Wirtualna Polska's opinions: `stgOpinie` holding `opOpinia` posts, each a reader's nick,
    // time and text, longer together than the story.
    let readers = repeat(
        8,
        "<div class='opOpinia'><div class='opHd'>~<span>reader{i}</span> \
         <span>[2012-01-10 13:35]</span></div><div class='opTresc'><p>Reader {i} thinks \
         the pool should have waited, the bus station should not, and the library is a waste \
         of the money that the town has saved over the last ten years.</p></div></div>",
    );
    let text = story("article", &format!("<div id='stgOpinie'>{readers}</div>"));
    assert!(!text.contains("Reader 3 thinks"), "{text}");
}

#[test]
fn comments_under_a_long_story_go_with_the_heading_over_them() {
    // Named `comments`, under more than a screen of the story's text: the heading that
    // announces them goes too, whatever it says.
    let readers = repeat(
        3,
        "<div class='comment'><p>Reader {i} thinks the pool should have waited.</p></div>",
    );
    let html = format!(
        "<html><head><meta property='og:type' content='article'></head><body>\
         <div class='story'><h1>Budget agreed</h1>{}<h2>What our readers say</h2>\
         <div class='comments'>{readers}</div></div></body></html>",
        repeat(5, &format!("<p>{PROSE}</p>"))
    );
    let text = article_text(&html);
    assert!(text.contains("The committee met"), "{text}");
    assert!(
        !text.contains("Reader 1 thinks") && !text.contains("What our readers say"),
        "{text}"
    );
}

#[test]
fn comments_whose_heading_opens_their_wrapper_go() {
    // fedpress.ru: the heading is the first line of the wrapper that holds the comments, a link
    // in a box of its own, and each comment is a table of its writer and date over its text.
    let readers = repeat(
        8,
        "<table><tr><td><b>Reader {i}</b> 6 January 2012 20:27</td></tr></table>\
         <div>The pool should have waited, and the bus station should not have, whatever the \
         committee says about the traffic on the ring road this winter.</div>",
    );
    let text = story(
        "article",
        &format!(
            "<div class='talk'><div><a href='/rss/1.xml'>Комментарии</a></div>{readers}</div>"
        ),
    );
    assert!(!text.contains("Reader 3"), "{text}");
    assert!(!text.contains("Комментарии"), "{text}");
}

#[test]
fn a_toolbars_comment_link_or_a_related_box_opening_the_storys_wrapper_leaves_the_story() {
    // gazeta.pl: the story's body opens with a toolbar ("Add a comment", "Print") or a box of
    // related links, and its paragraphs follow in the same wrapper, after the standfirst.
    let lead = repeat(2, &format!("<p>{PROSE}</p>"));
    let body = repeat(
        4,
        "<p>The new library will open in the spring of next year, with a reading room for \
         children, a hall for the town's clubs and a garden on the roof, paid for by the sale \
         of the old post office on the square.</p>",
    );
    for opening in [
        "<ul><li><a href='/forum/1'>Comments (3)</a></li><li><a href='/print/1'>Print</a></li></ul>",
        "<div><div>Related articles</div><ul><li><a href='/a/1'>How the pool was built</a></li>\
         <li><a href='/a/2'>Traffic on the ring road</a></li></ul></div>",
    ] {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><h1>Budget agreed</h1>{lead}<div class='body'>{opening}{body}\
             </div></div></body></html>"
        );
        let text = article_text(&html);
        assert!(text.contains("The committee met"), "{opening}: {text}");
        assert!(text.contains("The new library will open"), "{opening}: {text}");
    }
}

#[test]
fn a_related_section_whose_heading_opens_its_wrapper_goes() {
    // A Q&A page: the heading and the questions it lists share a box under the answer, and the
    // questions say more than their links do.
    let questions = repeat(
        4,
        "<div><a href='/q/{i}'>Was the bus station worth it?</a> asked by a reader of the \
         weekly paper, with four answers from people who live near the ring road</div>",
    );
    let text = story(
        "website",
        &format!("<div class='more'><div><a href='/related'>Related questions</a></div>{questions}</div>"),
    );
    assert!(!text.contains("Was the bus station"), "{text}");
}

#[test]
fn a_related_section_under_its_heading_goes_and_the_prose_after_it_stays() {
    // A section of product cards: prices and names, more plain text than links.
    let cards = repeat(
        4,
        "<div><p>Linen summer dress in rust, model {i}, made to order</p>\
         <p>Price: 95.25 EUR, in stock, sold by the studio</p></div>",
    );
    for heading in [
        "You may also like",
        "Explore related questions",
        "Suggested Topics",
        "Other Posts You May Enjoy",
        "Related articles that may interest you",
        "What to read next...",
    ] {
        let text = story(
            "website",
            &format!(
                "<section><h2>{heading}</h2>{cards}</section>\
                 <p>The council will vote on the bus station next spring, after a study.</p>"
            ),
        );
        assert!(
            text.contains("vote on the bus station"),
            "{heading}: {text}"
        );
        assert!(!text.contains("Linen summer dress"), "{heading}: {text}");
    }
}

#[test]
fn related_links_written_inline_after_their_heading_go() {
    // The links are no blocks of their own: line breaks and links right in the story's wrapper
    // (no headline here, so that seed 001's window, which trims blocks only, keeps the heading).
    let page = |tail: &str| {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>\
             <p><b>Related stories:</b></p>{tail}</div></body></html>"
        );
        article_text(&html)
    };
    let links = repeat(
        4,
        "<b><a href='/n{i}'>Ferry timetable changes again, story {i}</a></b><br>\
         // <a href='/'>News</a> // <a href='/arch/{i}'>3 January 2012</a><br>",
    );
    let text = page(&links);
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("story 2"), "{text}");
    // Prose after such a heading is no list of links: it stays.
    let text = page(
        "The harbour board will publish the new timetable in the spring, after the \
         consultation with the ferry operators and the town council has ended.",
    );
    assert!(
        text.contains("consultation with the ferry operators"),
        "{text}"
    );
}

#[test]
fn related_links_after_a_bold_heading_inside_the_story_text_go() {
    // A story written as one block of text and line breaks, closed by its related links under
    // a heading in bold: no element of its own holds the heading or the links.
    let page = |tail: &str| {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><h1>Budget agreed</h1><div id='text'>{PROSE}<br><br>{PROSE}\
             <br><br>{PROSE}<br><br>{tail}</div></div></body></html>"
        );
        article_text(&html)
    };
    let links = repeat(
        3,
        "<a href='/n{i}'>Ferry timetable changes again, story {i}</a><br><br>",
    );
    let text = page(&format!("<b>Zobacz także:</b><br><br>{links}"));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("story 2"), "{text}");
    assert!(!text.contains("Zobacz"), "{text}");
    // One link under such a heading points within the story; it stays, as does prose.
    let text = page("<strong>Related:</strong> <a href='/n1'>Ferry timetable changes again</a>");
    assert!(text.contains("Ferry timetable"), "{text}");
    let text = page(
        "<b>Related stories:</b> the harbour board will publish the new timetable in the \
         spring, after the consultation with the ferry operators has ended.",
    );
    assert!(
        text.contains("consultation with the ferry operators"),
        "{text}"
    );
}

#[test]
fn the_copyright_line_closing_a_story_goes_but_a_credit_inside_it_stays() {
    let text = story(
        "article",
        "<p>Copyright 2012 The Harbour Press. All rights reserved.</p>\
         <p>Spotted a mistake? Tell us.</p>",
    );
    assert!(!text.contains("All rights reserved"), "{text}");
    assert!(!text.contains("Spotted a mistake"), "{text}");
    // A photo credit with the story going on after it is part of the story.
    let text = story("article", &format!("<p>© Harbour Press</p><p>{PROSE}</p>"));
    assert!(text.contains("© Harbour Press"), "{text}");
}

#[test]
fn a_prompt_to_follow_the_publisher_or_sign_up_closing_a_story_goes_but_the_authors_note_stays() {
    let text = story(
        "article",
        "<p>For updates you can share with your friends, follow Harbour Press on Facebook and \
         Twitter.</p>",
    );
    assert!(!text.contains("follow Harbour Press"), "{text}");
    // Its domain's dots do not end the sentence (wp.pl's "Polub wiadomosci.wp.pl na Facebooku").
    let text = story("article", "<p>Polub harbour.press.pl na Facebooku</p>");
    assert!(!text.contains("Facebooku"), "{text}");
    // The same words at the end of a note on the author are the author's.
    let text = story(
        "article",
        "<p>Jane Doe covers the council for Harbour Press. Follow her on Twitter @janedoe.</p>",
    );
    assert!(text.contains("Follow her on Twitter"), "{text}");
    // A story about a social network, closing on it, is not a prompt.
    let text = story(
        "article",
        "<p>The council will answer questions on its Facebook page next week.</p>",
    );
    assert!(text.contains("its Facebook page"), "{text}");
    let text = chinese_story(
        "<p>香港新聞現已開設Facebook專頁，讓你即時掌握本地、中國、國際新聞，與朋友分享！\
         快點到Facebook Like我們的專頁！</p>",
    );
    assert!(!text.contains("Facebook專頁"), "{text}");
    // Or to sign up for its newsletter.
    let text = story(
        "article",
        "<p>Sign up for our newsletter for council news, updates and events.</p>",
    );
    assert!(!text.contains("newsletter"), "{text}");
    let text = story(
        "article",
        "<p>The council's newsletter will print the budget in full next week.</p>",
    );
    assert!(text.contains("newsletter will print"), "{text}");
}

#[test]
fn a_request_to_subscribe_between_paragraphs_goes_but_a_line_about_subscribing_stays() {
    let text = story(
        "website",
        &format!(
            "<p>Thanks for reading Harbour Press! Subscribe for free to receive new posts and \
             support my work.</p><p>The pool closes in May. {PROSE}</p>"
        ),
    );
    assert!(text.contains("The pool closes in May"), "{text}");
    assert!(!text.contains("Subscribe for free"), "{text}");
    let text = story(
        "website",
        &format!(
            "<p>I subscribe to 28 newsletters about local budgets.</p><p>Subscribe to the \
             Harbour Podcast!</p><p>The pool closes in May. {PROSE}</p>"
        ),
    );
    assert!(text.contains("I subscribe to 28 newsletters"), "{text}");
    assert!(text.contains("Harbour Podcast"), "{text}");
}

#[test]
fn a_request_to_sign_in_goes_but_a_how_tos_step_and_a_promotion_stay() {
    let text = story(
        "website",
        &format!(
            "<p>Sign in to add this item to your wishlist, follow it, or mark it as ignored</p>\
             <p>Already a member? Sign In</p><p>You must log in or register to comment.</p>\
             <p>The pool closes in May. {PROSE}</p>"
        ),
    );
    assert!(text.contains("The pool closes in May"), "{text}");
    for prompt in ["wishlist", "Already a member", "to comment"] {
        assert!(!text.contains(prompt), "{prompt} in {text}");
    }
    let text = story(
        "website",
        &format!(
            "<p>Log in to your council account and open the budget page.</p><p>Harbour Press \
             gives every reader the full budget tables for free. Sign up. Already have an \
             account? Login to Harbour Press</p><p>The pool closes in May. {PROSE}</p>"
        ),
    );
    assert!(text.contains("Log in to your council account"), "{text}");
    assert!(text.contains("full budget tables"), "{text}");
}

#[test]
fn a_line_naming_only_the_writer_goes_but_a_sentence_on_writing_stays() {
    let text = story(
        "website",
        &format!(
            "<p>Written by Jane Doe on Jul 5th 2022</p><p>Written by hand, the budget ran to 400 \
             pages.</p><p>The pool closes in May. {PROSE}</p><div>Posted by Laurie Ann</div>"
        ),
    );
    assert!(text.contains("The pool closes in May"), "{text}");
    assert!(text.contains("Written by hand"), "{text}");
    assert!(!text.contains("Jane Doe"), "{text}");
    assert!(!text.contains("Laurie Ann"), "{text}");
}

#[test]
fn an_appeal_for_donations_closing_a_story_goes_but_the_storys_own_giving_stays() {
    let text = story(
        "article",
        "<p>This article was made possible by the support of readers like you. Donate to the \
         Harbour Press now.</p>",
    );
    assert!(!text.contains("Donate to"), "{text}");
    // A story that closes on giving asks the reader for nothing.
    let text = story(
        "article",
        "<p>Residents who would rather donate to the library fund than pay the levy may do so.</p>",
    );
    assert!(text.contains("rather donate"), "{text}");
    // A charity's own page that is no story closes with its appeal as its content.
    let text = story(
        "website",
        "<p>Please support our work: donate today to help us keep the library open.</p>",
    );
    assert!(text.contains("donate today"), "{text}");
}

#[test]
fn a_closing_notice_on_the_last_line_of_a_paragraph_goes_and_the_paragraph_stays() {
    let text = story(
        "article",
        "<p>The vote was close, and the mayor said the full budget would be on the council's \
         website next week.<br><br><i>Source: Harbour Press</i></p>",
    );
    assert!(text.contains("The vote was close"), "{text}");
    assert!(!text.contains("Harbour Press"), "{text}");
    // Loose text after the last paragraph, in the story's wrapper.
    let text = story("article", "© 2012 Harbour Press");
    assert!(!text.contains("Harbour Press"), "{text}");
    // A trailing `<br>` ends no line of its own.
    let text = story(
        "article",
        "<p>The vote was close, and the mayor said the full budget would be on the council's \
         website next week.<br><br><i>Source: Harbour Press</i><br></p>",
    );
    assert!(!text.contains("Harbour Press"), "{text}");
    // A notice with text after it in the wrapper is no closing line.
    let loose = "The mayor thanked the committee and the residents who wrote to it. ".repeat(14);
    let text = story(
        "article",
        &format!(
            "<p>The vote was close, and the mayor said the full budget would be on the \
             council's website next week.<br><br><i>Source: Harbour Press</i></p>{loose}"
        ),
    );
    assert!(text.contains("Source: Harbour Press"), "{text}");
    // A last line that is no notice stays.
    let text = story(
        "article",
        "<p>The vote was close, and the mayor said the full budget would be on the council's \
         website next week.<br><br>The mayor will speak on Friday.</p>",
    );
    assert!(text.contains("speak on Friday"), "{text}");
}

#[test]
fn a_short_storys_closing_notice_goes_too() {
    // A news flash of one paragraph, then the site's disclaimer (xinmin.cn): the notice is
    // longer than the story, and goes all the same.
    let html = "<html><head><meta property='og:type' content='article'></head><body>\
        <div class='story'><h1>游轮触礁</h1><p>图为1月16日公布的游轮触礁后水下部分的景象。该游轮于\
        当地时间13日晚在意大利附近海域触礁搁浅，造成船体渗水，多人死亡，数十人失踪。</p>\
        <p>声明：凡注明为其他媒体来源的信息，均为转载自其他媒体，转载并不代表本网赞同其观点，\
        也不代表本网对其真实性负责。</p></div></body></html>";
    let text = article_text(html);
    assert!(text.contains("水下部分的景象"), "{text}");
    assert!(!text.contains("转载"), "{text}");
}

/// The article text of a Chinese news story: a headline, four paragraphs, then `tail` inside
/// the same wrapper.
fn chinese_story(tail: &str) -> String {
    let para =
        "日前，中国高端家电评选在北京颁布，本市企业榜上有名。协会理事长称，评审对促进家电产业\
        转型升级有积极意义。据介绍，本届评选对国内大城市高端人群进行调查、网络投票及专家评选三个\
        环节，共颁出八项大奖，企业以创新设计在微波炉类、厨房料理类独揽两项。";
    let html = format!(
        "<html><head><meta property='og:type' content='article'></head><body>\
         <div class='story'><h1>本市企业独揽两项大奖</h1><p>{para}</p><p>{para}</p><p>{para}</p>\
         <p>{para}</p>{tail}</div></body></html>"
    );
    let text = article_text(&html);
    assert!(text.contains("日前，中国高端家电评选"), "{text}");
    text
}

#[test]
fn a_chinese_editors_credit_on_its_own_line_goes() {
    // Followed by more of the story (a second part under the credit), where nothing else
    // trims it as the story's last line.
    let more = "<p>另据了解，该企业今年还将推出多款新产品，继续扩大在高端市场的份额，并计划在\
        海外设立研发中心。</p>";
    for credit in ["责任编辑：AP0015", "（責任編輯 余淩雲）", "[编辑：杨洁]"] {
        let text = chinese_story(&format!("<p>{credit}</p>{more}"));
        assert!(text.contains("另据了解"), "{credit}: {text}");
        assert!(!text.contains(credit), "{credit}: {text}");
    }
    // A sentence about the editors stays.
    let text = chinese_story(
        "<p>编辑：本报编辑部认为，这次评选对本市家电企业的转型升级有积极意义，评审过程公开透明，\
         值得其他行业借鉴。</p>",
    );
    assert!(text.contains("编辑部认为"), "{text}");
}

#[test]
fn a_chinese_publishers_disclaimer_closing_a_story_goes() {
    // A heading and its items written in one block (southcn.com), longer than any closing line.
    let items =
        "① 在本网转载其他媒体稿件是为传播更多的信息，此类稿件不代表本网观点。如果本网转载的稿件\
        涉及您的版权问题，请尽快与本网联系，本网将依照国家相关法律法规尽快妥善处理。<br>\
        ② 本网欢迎各类媒体、出版社、影视公司等机构与本网进行长期的内容合作。<br>\
        ③ 本网原创新闻信息均有明确、明显的标识，本网严正抗议所有以本网稿源的名义转载发布非本网\
        原创的新闻信息的行为，并保留追究其法律责任的权利。<br>④ 在本网论坛上发表言论者，文责自负。\
        联系电话：020-87373397，联系人：本网法律事务部。";
    let text = chinese_story(&format!(
        "<div><font color='#CC0000'>南方网版权相关声明：</font><br>{items}</div>"
    ));
    assert!(!text.contains("版权相关声明"), "{text}");
    assert!(!text.contains("长期的内容合作"), "{text}");
    // The heading in an element of its own, the items after it in its wrapper (xinhuanet.com).
    let text = chinese_story(&format!(
        "<div id='copyright'><h3>新華網雲南頻道版權與免責聲明：</h3>{items}</div>"
    ));
    assert!(!text.contains("免責聲明"), "{text}");
    assert!(!text.contains("长期的内容合作"), "{text}");
    // One line: carrying the story does not mean agreeing with it (sina.com.cn).
    let text = chinese_story(
        "<p>声明：新浪网登载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。</p>",
    );
    assert!(!text.contains("新浪网登载此文"), "{text}");
    // A statement the story quotes, with the story going on after it, stays.
    let text = chinese_story(
        "<p>小米公司发表声明：</p><p>公司对此表示遗憾，并将配合有关部门调查此事，尽快公布结果。</p>\
         <p>据了解，该公司目前已拥有超过一千一百项专利，产品远销海外多个国家和地区。</p>",
    );
    assert!(text.contains("小米公司发表声明"), "{text}");
}

#[test]
fn the_source_credit_closing_a_story_goes_but_one_inside_it_stays() {
    // No headline: seed 001's window, which trims a short tail of its own, stays out of it.
    let text_of = |tail: &str| {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>{tail}</div>\
             </body></html>"
        );
        article_text(&html)
    };
    for credit in [
        "Source: Harbour Press",
        "Πηγές: euro2day.gr",
        "Источник : ТАСС",
    ] {
        let text = text_of(&format!("<p>{credit}</p>"));
        assert!(text.contains("The committee met"), "{text}");
        assert!(!text.contains(credit), "{text}");
    }
    // A credit with the story going on after it is part of the story.
    let text = text_of(&format!("<p>Source: Harbour Press</p><p>{PROSE}</p>"));
    assert!(text.contains("Source: Harbour Press"), "{text}");
}

#[test]
fn the_dateline_above_a_story_goes_but_a_dated_list_and_a_standfirst_stay() {
    let page = |top: &str| {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><h1>Budget agreed</h1>{top}<p>{PROSE}</p><p>{PROSE}</p>\
             <p>{PROSE}</p></div></body></html>"
        );
        article_text(&html)
    };
    for dateline in [
        "7 January 2012, 14:45",
        "Harbour Press | 2012-01-07 14:45",
        "(HP) – 18 hours ago",
        "Photo: Harbour Press/Ann Lee",
    ] {
        let text = page(&format!("<div class='meta'>{dateline}</div>"));
        assert!(text.contains("The committee met"), "{text}");
        assert!(
            !text.contains(&dateline[dateline.len() - 5..]),
            "{dateline}: {text}"
        );
        // In a minor heading, as some sites print it.
        let text = page(&format!("<h4 class='posted'>{dateline}</h4>"));
        assert!(text.contains("The committee met"), "{text}");
        assert!(
            !text.contains(&dateline[dateline.len() - 5..]),
            "{dateline}: {text}"
        );
    }
    // A bar of the story's facts, its date among its source and reporter, goes whole.
    let bar = page(
        "<ul class='inline-list'><li>2012-01-11 01:30</li><li>Harbour Press</li>\
         <li>[Ann Lee / Reporting]</li></ul>",
    );
    assert!(bar.contains("The committee met"), "{bar}");
    assert!(!bar.contains("Harbour Press"), "{bar}");
    assert!(!bar.contains("Ann Lee"), "{bar}");
    // A section's dated heading opens the text.
    let entry = page("<h2>7 January 2012, 14:45</h2>");
    assert!(entry.contains("14:45"), "{entry}");
    let standfirst = page("<p class='lead'>The council found the money at last.</p>");
    assert!(standfirst.contains("found the money"), "{standfirst}");
    let changelog = page(
        "<ul><li>2023-06-12 Privacy notes added.</li><li>2021-08-09 First \
        version.</li></ul>",
    );
    assert!(changelog.contains("Privacy notes added"), "{changelog}");
}

#[test]
fn a_printed_dateline_goes_under_a_headline_on_a_page_that_says_nothing_of_itself() {
    // No og:type, no date in the markup: the headline and a printed date say it is a story.
    let page = |items: &str| {
        let html = format!(
            "<html><head><title>Budget agreed</title></head><body><div class='story'>\
             <h1>Budget agreed</h1><div class='datecont'>January 16, 2012 2:12 PM</div>\
             <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>{items}</div></body></html>"
        );
        article_text(&html)
    };
    let text = page("");
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("2:12 PM"), "{text}");
    // A page that prints many dates lists dated entries: its dates stay.
    let entries = repeat(
        3,
        &format!("<div class='entry'>January 2{{i}}, 2012 9:30 AM</div><p>{PROSE}</p>"),
    );
    let text = page(&entries);
    assert!(text.contains("2:12 PM"), "{text}");
}

#[test]
fn a_dateline_written_loose_between_the_headline_and_the_text_goes() {
    // No block of its own holds the dateline: a span in the story's wrapper, whose headline and
    // paragraphs are blocks inside it.
    let page = |top: &str, bottom: &str| {
        let html = format!(
            "<html><head><meta property='og:type' content='article'></head><body>\
             <div class='story'><h1>Budget agreed</h1>{top}<p>{PROSE}</p><p>{PROSE}</p>\
             <p>{PROSE}</p>{bottom}</div></body></html>"
        );
        article_text(&html)
    };
    let dateline =
        "<span class='info'>2012-01-07 14:45 Source: <a href='/hp'>Harbour Press</a></span>";
    let text = page(dateline, "");
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains("Harbour Press"), "{text}");
    // A standfirst written so stays, and so does the wrapper's loose text when some comes
    // after the paragraphs (the whole is then no dateline above them).
    let text = page("<span>The council found the money at last.</span>", "");
    assert!(text.contains("found the money"), "{text}");
    let text = page(
        dateline,
        "<span>Reporting by Ann Lee, who covers the council.</span>",
    );
    assert!(text.contains("Harbour Press"), "{text}");
}

#[test]
fn control_labels_left_in_the_text_go() {
    let text = story(
        "article",
        &format!(
            "<div class='skip'>Skip to main content</div><div class='ad-slot'>\
             <p>Advertisement</p></div><ul><li class='tab tab-sel'>Story</li><li class='tab'>\
             Media: 2</li></ul><p>{PROSE}</p><div>Share:</div><p>{PROSE}</p><p>Loading...</p>\
             <p>{PROSE}</p><div class='vote_success'>Thank you! Your vote counts.</div>\
             <p>{PROSE}</p><div class='more'><span>Read more</span></div><p>Score: 9.1 Compare</p>\
             <p>{PROSE}</p><p>Back to top ↑</p><div>Sorted by:</div><p>{PROSE}</p>\
             <p>Quote</p><p>{PROSE}</p><div>Skip to results</div><div>Filters (0)</div>\
             <div>Showing 24 of 193 results</div><p>(338 products)</p><div>Sort by: Featured Items</div>\
             <div>Oceń:</div><p>{PROSE}</p><p>Версия для печати</p><div>Text size – +</div>\
             <div>分享到：</div><p>{PROSE}</p><div>調整字體︰大 中 小</div>\
             <div>Click to expand...</div><p>Original Poster</p><p>{PROSE}</p>\
             <div>Not open for further replies.</div><div>Start asking to get answers</div>\
             <p>Author</p><p>{PROSE}</p><div>Ask question</div>\
             <div>Edited by</div><div>Reviewed by</div><p>{PROSE}</p><div>Published</div>\
             <div>Was this page helpful?</div><p>Loading recommendations</p><p>{PROSE}</p>\
             <div>Previous article</div><div>Play Video</div><div>Getty Images</div>\
             <div>Share this post</div><div>Feedback</div><p>{PROSE}</p>\
             <div>Sign up</div>\
             <div>Get started for free</div><div>Rate this article:</div>\
             <div>Advertisement - Page continues below</div><div>Article Continues Below</div>\
             <p>{PROSE}</p><div>Page 1 of 8</div><div>Back to Blog</div><div>Pin this for later!</div>\
             <p>{PROSE}</p><div>See more</div><div>Write a Review</div>\
             <div>Скачать аудио файл</div><div>Poleć artykuł:</div><p>{PROSE}</p>\
             <div>Current Article Ratings:</div><div>Dodaj do ulubionych</div>\
             <div>Zobacz galerię</div><div>Вернуться на главную</div><p>{PROSE}</p>\
             <div>Обсудить на форуме</div><div>Opublikuj na Facebooku</div>\
             <div>STORY HIGHLIGHTS</div>\
             <figure><figcaption><p>The new library, seen from the park.</p>\
             <div>Show caption</div><span>Twitter</span></figcaption></figure><p>{PROSE}</p><span>Tweet</span>"
        ),
    );
    // With a number, a shop's button label is a score, and stays; so do a caption and its
    // credit, whatever the credit's name.
    assert!(
        text.contains("9.1 Compare")
            && text.contains("seen from the park")
            && text.contains("Twitter"),
        "{text}"
    );
    for label in [
        "Advertisement",
        "Share",
        "Feedback",
        "Sign up",
        "Get started",
        "Rate this",
        "Page continues",
        "Loading",
        "Media: 2",
        "Your vote",
        "Read more",
        "Skip to",
        "Back to top",
        "Sorted by",
        "Quote",
        "Filters",
        "Text size",
        "調整字體",
        "分享",
        "Show caption",
        "Tweet",
        "Showing 24",
        "products",
        "Sort by",
        "Oceń",
        "Версия",
        "Featured Items",
        "Article Continues",
        "Page 1 of",
        "Back to Blog",
        "Pin this",
        "See more",
        "Write a",
        "Click to expand",
        "Original Poster",
        "further replies",
        "Start asking",
        "Author",
        "Ask question",
        "Edited by",
        "Reviewed by",
        "Published",
        "helpful",
        "Loading",
        "Previous article",
        "Play Video",
        "Getty",
        "аудио",
        "Poleć",
        "Ratings",
        "ulubionych",
        "galerię",
        "главную",
        "форуме",
        "Facebooku",
        "HIGHLIGHTS",
    ] {
        assert!(!text.contains(label), "{label}: {text}");
    }
    // A label that is part of a sentence stays.
    let text = story(
        "article",
        &format!("<p>Share your views with the council before May.</p><p>{PROSE}</p>"),
    );
    assert!(text.contains("Share your views"), "{text}");
}

#[test]
fn an_ad_slots_label_goes_in_any_language() {
    let text = story(
        "article",
        &format!(
            "<div id='adv468'>Προβολή</div><p>{PROSE}</p><div class='ad-slot'><span>Anzeige\
             </span></div><p>{PROSE}</p><h3 class='kt-adv-heading10415'>Posture tips</h3>\
             <p>{PROSE}</p><p class='adv-note'>Advanced users only.</p><p>{PROSE}</p>"
        ),
    );
    assert!(
        !text.contains("Προβολή") && !text.contains("Anzeige"),
        "{text}"
    );
    // `adv` without a number is no ad slot ("advanced"): the heading and the note stay.
    assert!(
        text.contains("Posture tips") && text.contains("Advanced users"),
        "{text}"
    );
}

#[test]
fn counters_left_in_the_text_go() {
    // A reading time and a post's reactions, numbers and all.
    let text = story(
        "article",
        &format!(
            "<p>6 min read</p><p>{PROSE}</p><div class='reactions'>7 Likes</div>\
             <p>{PROSE}</p><div>Posts: 1,234</div><p>{PROSE}</p><p>3 MIN. READ</p>\
             <div>0 Reply</div><div>Replies 154</div><div>Views 1.9k</div><p>{PROSE}</p>\
             <div>2 Answers 2</div><div>410 posts · Joined 2002</div><p>{PROSE}</p>\
             <div>Registered: 2016-07-02</div><span>Offline</span>"
        ),
    );
    for label in [
        "min read",
        "MIN. READ",
        "Likes",
        "Posts",
        "Reply",
        "Replies",
        "Views",
        "Answers",
        "Joined",
        "Registered",
        "Offline",
    ] {
        assert!(!text.contains(label), "{label}: {text}");
    }
    // A sentence that counts them stays.
    let text = story(
        "article",
        &format!("<p>The post got 7 likes in an hour, a 6 min read.</p><p>{PROSE}</p>"),
    );
    assert!(text.contains("7 likes"), "{text}");
}

#[test]
fn a_phrase_said_over_and_over_goes() {
    let marquee = repeat(8, "<span>Book Now *</span>");
    let text = story(
        "website",
        &format!("<div class='ticker'>{marquee}</div><p>{PROSE}</p>"),
    );
    assert!(!text.contains("Book Now"), "{text}");
    // A line that repeats a word a few times, or a phrase inside a sentence, stays.
    let text = story(
        "website",
        &format!("<p>No, no, no and no: the council said it four times.</p><p>{PROSE}</p>"),
    );
    assert!(text.contains("No, no, no and no"), "{text}");
}

#[test]
fn a_sign_up_forms_consent_notice_goes() {
    let text = story(
        "article",
        &format!(
            "<p>{PROSE}</p><div class='signup'><p>Be the first to know about new parks.</p><p>By \
             signing up, you agree to receive emails from the council and accept our Privacy \
             Policy.</p></div><p>{PROSE}</p>"
        ),
    );
    assert!(!text.contains("you agree"), "{text}");
    // A sentence of the text that opens with "By" stays.
    let text = story(
        "article",
        "<p>By closing the pool in winter, the council saved a third of its costs.</p>",
    );
    assert!(text.contains("By closing the pool"), "{text}");
}

#[test]
fn a_poll_form_under_the_article_is_dropped() {
    let choices = [
        "Disagree",
        "Rather disagree",
        "Cannot say",
        "Rather agree",
        "Agree",
    ]
    .map(|c| format!("<label><input type=radio name=q> {c}</label> "))
    .concat();
    let questions = [
        "Easy to read",
        "Free of errors",
        "Of the right length",
        "Informative",
    ]
    .map(|q| format!("<div><p>{q}</p><p>{choices}</p></div>"))
    .concat();
    let text = story(
        "website",
        &format!(
            "<form action='/rate' method='post'><p>Please rate this article.</p>{questions}</form>"
        ),
    );
    assert!(!text.contains("Easy to read"), "{text}");
    // Its title outside it and its thanks beside it in one wrapper go with it.
    let text = story(
        "website",
        &format!(
            "<div class='rating'><p>Please rate this article.</p><form action='/rate'>\
             {questions}</form><p>Thank you, your answers were saved.</p></div>"
        ),
    );
    assert!(!text.contains("Easy to read"), "{text}");
    assert!(!text.contains("Please rate"), "{text}");
    assert!(!text.contains("Thank you"), "{text}");
}

#[test]
fn teasers_under_a_latest_news_heading_leave_an_article_but_stay_on_a_listing() {
    let tail = format!(
        "<div><h3>Latest Region News Headlines</h3>{}</div>",
        repeat(
            4,
            "<p>Teaser {i}: the harbour board met again today and agreed to study the ferry \
             timetable. <a href='/t{i}'>more</a></p>",
        )
    );
    let article = story("article", &tail);
    assert!(!article.contains("Teaser 2"), "{article}");
    assert!(story("website", &tail).contains("Teaser 2"));
}

#[test]
fn dated_teasers_under_an_article_go_and_undated_cards_stay() {
    let feed = |stamp: &str| {
        let cards = repeat(
            4,
            "<div class='item'><h3><a href='/n{i}'>Ferry timetable {i}</a></h3><div>STAMP</div>\
             <div>Card {i}: the harbour board met again and agreed to study the ferry timetable.</div></div>",
        );
        story(
            "article",
            &format!("<div class='feed'>{}</div>", cards.replace("STAMP", stamp)),
        )
    };
    let dated = feed("10:30 06.12.2011");
    assert!(!dated.contains("Card 2"), "{dated}");
    assert!(feed("Ferry service").contains("Card 2"));
    // Classes that mark some items out (an undated topic page among the stories) keep the run
    // one feed.
    let classed = story(
        "article",
        &format!(
            "<div class='feed'>{}{}</div>",
            "<div class='item topic'><h3><a href='/n9'>Ferry timetable 9</a></h3>\
             <div>Topic</div><div>Card 9: the harbour board met again and agreed to study the ferry \
             timetable.</div></div>",
            repeat(
                4,
                "<div class='item'><h3><a href='/n{i}'>Ferry timetable {i}</a></h3>\
                 <div>10:30 06.12.2011</div><div>Card {i}: the harbour board met again and agreed to \
                 study the ferry timetable.</div></div>",
            )
        ),
    );
    assert!(
        !classed.contains("Card 2") && !classed.contains("Card 9"),
        "{classed}"
    );
}

/// `n` cards of other posts as a blog prints them, numbered from `from`: a linked title, a
/// teaser and the day, written in words.
fn blog_cards(from: usize, n: usize) -> String {
    (from..from + n)
        .map(|i| {
            format!(
                "<div class='card'><h3><a href='/blog/p{i}'>Winter ferry timetable, part {i}</a></h3>\
                 <div>Card {i}: the harbour board met again and agreed to study the timetable.</div>\
                 <div>Mar {i}, 2026</div></div>"
            )
        })
        .collect()
}

#[test]
fn a_blogs_cards_dated_in_words_leave_a_post_and_stay_on_its_index() {
    // A shop's blog carousel under the post: each card a linked title, a teaser and "Mar 3,
    // 2026", which no numeric stamp marks as dated. Its heading goes with it.
    let post = story(
        "article",
        &format!(
            "<div><h2>From our blog</h2></div><div class='carousel'><div class='track'>{}</div></div>",
            blog_cards(1, 5)
        ),
    );
    assert!(
        !post.contains("Card 2") && !post.contains("From our blog"),
        "{post}"
    );
    // The blog's index is those cards, in two runs under a line of prose: the second run
    // follows enough text to be a tail, but cards are most of the page.
    let index = article_text(&format!(
        "<html><head><meta property='og:type' content='article'></head><body><main>\
         <h1>Harbour news</h1><p>{PROSE}</p><p>News from the harbour board, every week.</p>\
         <div class='grid'>{}</div><h2>Older posts</h2><div class='grid'>{}</div>\
         </main></body></html>",
        blog_cards(1, 5),
        blog_cards(6, 5)
    ));
    assert!(
        index.contains("Card 2") && index.contains("Card 8"),
        "{index}"
    );
}

#[test]
fn teasers_ending_in_a_full_story_link_go_and_a_roundup_inside_the_story_stays() {
    // KAKE's column of other stories under the article: each a linked headline, a teaser and
    // "(Full Story)". A review roundup in a story ends each item with "Read more" too, but the
    // story's prose goes on after it.
    let cards = repeat(
        4,
        "<div class='item'><h3><a href='/n{i}'>Ferry timetable {i}</a></h3>\
         <div>Card {i}: the harbour board met again and agreed to study the ferry timetable. \
         <a href='/n{i}'>(Full Story)</a></div></div>",
    );
    let feed = story("article", &format!("<div class='feed'>{cards}</div>"));
    assert!(!feed.contains("Card 2"), "{feed}");
    let roundup = story(
        "article",
        &format!(
            "<div class='feed'>{}</div><p>Whichever machine you choose, thread it with care and \
             test the stitch on a scrap before you start.</p>",
            cards.replace("(Full Story)", "Read more")
        ),
    );
    assert!(roundup.contains("Card 2"), "{roundup}");
}

#[test]
fn a_feed_of_dated_stories_ending_in_undated_topic_cards_goes() {
    let card = |i: usize, stamp: &str| {
        format!(
            "<div class='item'><h3><a href='/n{i}'>Ferry timetable {i}</a></h3><div>{stamp}</div>\
             <div>Card {i}: the harbour board met again and agreed to study the ferry timetable.</div></div>"
        )
    };
    // `stamps[i]`: the i-th card's stamp, a time and date or a topic label.
    let feed = |stamps: &[&str]| {
        let cards: String = stamps.iter().enumerate().map(|(i, s)| card(i, s)).collect();
        story("article", &format!("<div class='feed'>{cards}</div>"))
    };
    let (dated, topic) = ("10:30 06.12.2011", "Topic");
    // Four stories in a row, then three topics: the stretch is more than half the run.
    let ending_in_topics = feed(&[dated, dated, dated, dated, topic, topic, topic]);
    assert!(
        !ending_in_topics.contains("Card 1") && !ending_in_topics.contains("Card 5"),
        "{ending_in_topics}"
    );
    // Four dated cards of seven, but never three in a row: not a feed.
    let scattered = feed(&[dated, topic, dated, topic, dated, topic, dated]);
    assert!(scattered.contains("Card 2"), "{scattered}");
    // Two stories make a run when both are dated; two dated cards of four, in a row, do not
    // (a thread's replies that carry a date and a link).
    let pair = feed(&[dated, dated]);
    assert!(
        !pair.contains("Card 0") && !pair.contains("Card 1"),
        "{pair}"
    );
    let two_in_four = feed(&[topic, dated, dated, topic]);
    assert!(two_in_four.contains("Card 1"), "{two_in_four}");
}

#[test]
fn a_feed_of_headlines_and_summaries_under_a_story_dated_only_in_print_goes() {
    // No metadata says this is an article: the printed date ("5 января 2012") does. The feed is
    // a `dl`: a timed headline (`dt`, some classed) and its summary (`dd`) per item.
    let items = repeat(
        5,
        "<dt class='x{i}'><span>10:1{i}</span> <a href='/n{i}'>Ferry timetable {i}</a>\
         <dd>Summary {i}: the harbour board met again and agreed to study the timetable.</dd>",
    );
    let page = |date: &str| {
        format!(
            "<html><body><div class='story'><h1>Budget agreed</h1><div>{date}</div>\
             <p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p><dl class='lenta'>{items}</dl>\
             </div></body></html>"
        )
    };
    let text = |html: String| article_text(&html);
    let dated = text(page("5 января 2012, 14:45"));
    assert!(dated.contains("The committee met"), "{dated}");
    assert!(!dated.contains("Summary 2"), "{dated}");
    // Without the date, nothing says the page is a story rather than a feed.
    assert!(text(page("Moscow")).contains("Summary 2"));
}

#[test]
fn a_section_after_a_long_list_stays_when_it_is_in_the_window_runs_container() {
    // Seed 001's window closes its run at the list of links (no content line for more than its
    // window); the section after it trims only when it lies past the run's container or has no
    // heading of its own.
    let topics = repeat(20, "<li><a href=/t/{i}>Topic {i}</a></li>");
    let lead = format!("<h1>Machine learning</h1><p>{PROSE}</p><p>{PROSE}</p><p>{PROSE}</p>");
    let rewards = "An agent learns from the rewards its actions earn, and plans the next ones.";
    let promo = "<div class=promo><p>Our newsletter comes every Friday, with the week's best \
                 courses and offers.</p></div>";
    let text_of = |html: String| article_text(&html);

    let text = text_of(format!(
        "<html><body><div class=tutorial>{lead}<ul>{topics}</ul><h2>Learning from rewards</h2>\
         <p>{rewards}</p></div>{promo}</body></html>"
    ));
    assert!(text.contains("The committee met"), "{text}");
    assert!(text.contains("Learning from rewards"), "{text}");
    assert!(text.contains(rewards), "{text}");
    assert!(!text.contains("Our newsletter"), "{text}");

    // No heading: the paragraph after the list is the run's tail.
    let text = text_of(format!(
        "<html><body><div class=tutorial>{lead}<ul>{topics}</ul><p>{rewards}</p></div>{promo}\
         </body></html>"
    ));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains(rewards), "{text}");

    // A heading, but past the run's container.
    let text = text_of(format!(
        "<html><body><article><div class=tutorial>{lead}<ul>{topics}</ul></div><div class=more>\
         <h2>Learning from rewards</h2><p>{rewards}</p></div></article></body></html>"
    ));
    assert!(text.contains("The committee met"), "{text}");
    assert!(!text.contains(rewards), "{text}");
}

#[test]
fn a_stamp_of_when_the_story_changed_goes_but_a_listings_dates_stay() {
    let text = story(
        "article",
        &format!(
            "<p>{PROSE}</p><div class='meta'>Last updated on November 24, 2025</div>\
             <p>{PROSE}</p><div>Published on: 12 March 2025</div>"
        ),
    );
    for stamp in ["Last updated", "Published on"] {
        assert!(!text.contains(stamp), "{stamp}: {text}");
    }
    // So does how long it takes to read, after who wrote it or alone.
    let text = story(
        "article",
        &format!(
            "<p>{PROSE}</p><div class='meta'>By Kyle Howells 15 min read</div>\
             <p>{PROSE}</p><div>4 min read time</div>"
        ),
    );
    assert!(!text.contains("min read"), "{text}");
    // One stamp in four blocks, three wrappers and its paragraph, is one stamp, not a
    // listing's four dates.
    let text = story(
        "article",
        &format!(
            "<p>{PROSE}</p><section><div><div><p>Last updated: November 13, 2025</p></div>\
             </div></section><p>{PROSE}</p>"
        ),
    );
    assert!(!text.contains("Last updated"), "{text}");
    // Each card of a list of repositories has its date: they are the list's, and stay.
    let cards: String = (1..=5)
        .map(|k| {
            format!(
                "<article><h3><a href='/r/{k}'>Repository {k}</a></h3><p>Tools number {k} \
                 for reading the council's budget papers, with notes on each of its {k} \
                 chapters.</p><div>Updated Mar {k}, 2026</div></article>"
            )
        })
        .collect();
    let text = story("website", &cards);
    // (The last card's date is past the end of the content window, seed 001's.)
    for k in 1..=4 {
        assert!(text.contains(&format!("Updated Mar {k}, 2026")), "{text}");
    }
}

#[test]
fn a_sentence_of_links_between_paragraphs_is_part_of_the_text() {
    let text = story(
        "article",
        &format!(
            "<p>{PROSE}</p><p>Read <a href='/guide'>our guide to choosing the right rental \
             truck for your move</a> and <a href='/list'>our checklist for the day you move \
             house</a>.</p><p>{PROSE}</p><p><a href='/a'>Storm closes the harbour road</a> \
             <a href='/b'>Council names a new head of planning</a>.</p><h2>More from the \
             council</h2><p>{PROSE}</p>"
        ),
    );
    assert!(text.contains("our guide to choosing"), "{text}");
    // Headlines run together into a sentence, with no paragraph after them: a teaser line.
    assert!(!text.contains("Storm closes"), "{text}");
    let text = story(
        "article",
        &format!(
            "<ol><li>{PROSE}</li><li>See <a href='/a'>the council's budget for the coming \
             year</a> and <a href='/b'>the minutes of its Tuesday meeting</a>.</li>\
             <li>{PROSE}</li></ol>"
        ),
    );
    assert!(
        text.contains("the minutes of its Tuesday meeting"),
        "{text}"
    );
}

#[test]
fn a_storys_short_closing_sentences_stay_but_a_short_line_after_them_goes() {
    // Seed 001's window ends at its last content line; the short paragraphs after it that end
    // a sentence ("He was 84.") are the story's closing lines, not what follows it.
    let text = story(
        "article",
        "<p>The vote was close.</p><p>The library opens in May.</p>",
    );
    assert!(
        text.ends_with("The vote was close.\n\nThe library opens in May."),
        "{text}"
    );
    let text = story(
        "article",
        "<p>The vote was close.</p><p>Filed under budget and council</p><p>Next, a word.</p>",
    );
    assert!(text.ends_with("The vote was close."), "{text}");
    // A quote mark may close the sentence after its stop.
    let text = story(
        "article",
        "<p>“We will build it,” she said.</p><p>“It is time.”</p>",
    );
    assert!(text.ends_with("she said.\n\n“It is time.”"), "{text}");
}
