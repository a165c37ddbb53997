//! Headings and phrases, in several languages: what opens comments, related links and news
//! lists, closing notices, reprint and source credits, control and button labels, consent banners.

/// Section headings, as letters only and lower case: one of `exact`, anything that starts
/// with one of `starts` ("Comments are now closed for this story") or anything that ends with
/// one of `ends` ("Latest British Columbia News Headlines").
pub struct Headings {
    pub exact: &'static [&'static str],
    pub starts: &'static [&'static str],
    pub ends: &'static [&'static str],
}

impl Headings {
    /// Whether `text` is one of these headings (counts, brackets and bars aside). Greek's
    /// word-final sigma is read as the plain one, which is all that lowercasing a capital
    /// sigma letter by letter gives ("ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ"): the lists spell it so.
    pub fn matches(&self, text: &str) -> bool {
        let key: String = text
            .chars()
            .filter(|c| c.is_alphabetic())
            .flat_map(char::to_lowercase)
            .map(|c| if c == 'ς' { 'σ' } else { c })
            .collect();
        self.exact.contains(&key.as_str())
            || self.starts.iter().any(|s| key.starts_with(s))
            || self.ends.iter().any(|e| key.ends_with(e))
    }
}

/// Headings of an article's table of contents ("Table of Contents", "On this page", "In this
/// article"), as letters only and lower case (`Selection::drop_tables_of_contents`).
pub const TOC_HEADINGS: Headings = Headings {
    exact: &[
        "tableofcontents",
        "contents",
        "onthispage",
        "inthisarticle",
        "inthispost",
        "inthisguide",
        "jumpto",
        "jumptosection",
        "skiptosection",
        "toc",
        "inhaltsverzeichnis",
        "sommaire",
        "índice",
        "目录",
        "目錄",
    ],
    starts: &[],
    ends: &[],
};

/// Headings that open a comment section, as letters only and lower case: "13 Comment(s)",
/// "Leave a Reply", "Комментарии (4)", "网友评论" (`Selection::drop_after_headings`).
pub const COMMENT_HEADINGS: Headings = Headings {
    exact: COMMENT_HEADING_KEYS,
    // WordPress's closing line under a post, "Comments are closed.", which other sites word
    // at length ("Comments are now closed for this story", above the comments).
    starts: &["commentsareclosed", "commentsarenowclosed"],
    ends: &[],
};

const COMMENT_HEADING_KEYS: &[&str] = &[
    "comment",
    "comments",
    "readercomments",
    "yourcomments",
    "leaveacomment",
    "leaveareply",
    "postacomment",
    "addacomment",
    "addcomment",
    "addyourcomment",
    "addyouropinion",
    "writeacomment",
    "jointhediscussion",
    "jointheconversation",
    "haveyoursay",
    "shareyouropinion",
    "discussionaboutthispost",
    "skomentuj",
    "kommentare",
    "komentarze",
    "komentarzy",
    "commentaires",
    "comentarios",
    "commenti",
    "комментарии",
    "комментариев",
    "добавитькомментарий",
    "обсуждениестатьи",
    "обсуждениематериала",
    "dodajkomentarz",
    "opinie",
    "σχόλια",
    "σχολια",
    "σχολιάστετοάρθρο",
    "评论",
    "网友评论",
    "发表评论",
    "コメント",
    // A publisher's disclaimer closes the story the same way ("声明：", "免责声明").
    "声明",
    "免责声明",
    "disclaimer",
];

/// Headings that open a section of related links or products, as letters only and lower case
/// ("You may also like", "Related articles", "相关阅读"). Besides the exact ones, a heading
/// that opens with related articles, posts, stories, reads or news ("Related articles that may
/// interest you", "Related Stories from Around the Web") or closes by saying the reader may
/// like or enjoy them ("Other Posts You May Enjoy", "You might like"), and "What to read
/// next", "Browse Related Articles", "Recommended Reading", "Recent Posts": with layout
/// (replay) wcxb-dev 0.87730 -> 0.87734 (13 pages up, 0304 0.982 -> 1.000), daniel-a 0.93131
/// -> 0.93133 (montrealgazette.com 0.962 -> 0.981), none down. "Related resources", "Related
/// Programs" and "Further reading" stay out of the list: truths keep what follows them about
/// as often as not.
pub const RELATED_HEADINGS: Headings = Headings {
    exact: RELATED_HEADING_KEYS,
    starts: &[
        "relatedarticles",
        "relatedposts",
        "relatedstories",
        "relatedreads",
        "relatednews",
    ],
    ends: &[
        "youmaylike",
        "youmightlike",
        "youmayenjoy",
        "youmightenjoy",
        "youmayalsolike",
        "youmightalsolike",
        "youmayalsoenjoy",
        "youmightalsoenjoy",
    ],
};

const RELATED_HEADING_KEYS: &[&str] = &[
    "related",
    "relatedarticles",
    "relatedposts",
    "relatedstories",
    "relatednews",
    "relatedcontent",
    "relatedproducts",
    "similarproducts",
    "similaritems",
    "youmayalsolike",
    "youmightalsolike",
    "youmayalsoenjoy",
    "youmightalsoenjoy",
    "youmayalsobeinterestedin",
    "customersalsoviewed",
    "customersalsobought",
    "customerswhoboughtthisitemalsobought",
    "frequentlyboughttogether",
    "recentlyviewed",
    "recentlyviewedproducts",
    "recommendedforyou",
    "morestories",
    "readnext",
    "alsoread",
    "mostpopular",
    "mostread",
    "similarthreads",
    "relatedthreads",
    "relatedquestions",
    "explorerelatedquestions",
    "similarquestions",
    "relatedtopics",
    "suggestedtopics",
    "similartopics",
    "morelikethis",
    "moreinthiscategory",
    "moreinthissection",
    "abouttheauthor",
    "abouttheauthors",
    "aboutthereviewer",
    "abouttheexpert",
    "likethis",
    "sharethis",
    "相关阅读",
    "相关新闻",
    "相关文章",
    "推荐阅读",
    "猜你喜欢",
    "читайтетакже",
    "смотритетакже",
    "recommendedposts",
    "whattoreadnext",
    "browserelatedarticles",
    "recommendedreading",
    "recentposts",
    "похожиеновости",
    "новостипотеме",
    "ссылкипотеме",
    "партнеры",
    "партнёры",
    "новостипартнеров",
    "czytajrównież",
    "διαβαστεεπισησ",
    "διαβάστεεπίσησ",
    "czytajteż",
    "zobaczteż",
    "zobaczrównież",
    "zobacztakże",
    "polecamy",
    "noticiasrelacionadas",
    "àlireaussi",
    "lireaussi",
    // The same in German, Spanish, French, Italian and Portuguese: no dev page prints these
    // in Lectern's output, so they move no figure; written for the pages we never see.
    "lesensieauch",
    "daskönntesieauchinteressieren",
    "mehrzumthema",
    "artículosrelacionados",
    "tambiéntepuedeinteresar",
    "articlesconnexes",
    "surlemêmesujet",
    "leggianche",
    "articolicorrelati",
    "leiatambém",
    "vejatambém",
    "artigosrelacionados",
];

/// Phrases of the notices that close an article (`notices::is_closing_notice`): "All rights
/// reserved" and its Chinese, Russian and Polish forms, the Ctrl+Enter of a prompt to
/// report a typo ("Нашли опечатку? Выделите ее и нажмите Ctrl+Enter"), and a Chinese
/// publisher's disclaimer (免责声明, 版权声明) that what it carries "does not represent this
/// site" or that carrying it "does not mean agreeing with its views" (sina.com.cn's "声明：新浪网
/// 登载此文出于传递更多信息之目的，并不意味着赞同其观点"). On the dev sets one truth keeps such a
/// line where little follows it (a hexun.com disclaimer that two other hexun.com truths drop).
pub const CLOSING_NOTICE_PHRASES: &[&str] = &[
    "ctrl+enter",
    "ctrl-enter",
    "ctrl + enter",
    "all rights reserved",
    "未經授權",
    "未经授权",
    "不得轉載",
    "不得转载",
    "版權所有",
    "版权所有",
    "Все права защищены",
    "Wszelkie prawa zastrzeżone",
    "免责声明",
    "免責聲明",
    "版权声明",
    "版權聲明",
    "赞同其观点",
    "讚同其觀點",
    "不代表本网",
    "不代表本網",
    "不代表本站",
];

/// A prompt to follow the publisher elsewhere that closes a story ("For NDTV Updates, follow us
/// on Twitter or join us on Facebook", "香港新浪新聞現已開設Facebook專頁…快點到Facebook Like我們的專頁！"):
/// it names a social network ([`SOCIAL_NETWORKS`]) and asks to follow, like or join
/// ([`FOLLOW_WORDS`]). Both lists are matched ignoring ASCII case (`notices::is_closing_notice`).
pub const SOCIAL_NETWORKS: &[&str] = &[
    "facebook",
    "twitter",
    "instagram",
    "pinterest",
    "linkedin",
    "youtube",
    "tiktok",
    "telegram",
    "whatsapp",
    "google+",
    "微博",
    "微信",
    "脸书",
    "臉書",
];
pub const FOLLOW_WORDS: &[&str] = &[
    // Not "following": prose tells of following a network's lead.
    "follow ", "like us", "join us", "join our", "join me", "join my", "be a fan", "find us",
    "obserwuj", "dołącz", "polub", "关注", "關注", "追踪", "追蹤", "专页", "專頁",
];

/// A prompt to sign up for the publisher's newsletter that closes a story ("Sign up for our
/// newsletter for mental health tips", "Codziennie rano najświeższe informacje… Zapisz się do
/// newslettera!"): it names a newsletter and asks to sign up, subscribe or join, ignoring ASCII
/// case (`notices::is_closing_notice`).
pub const NEWSLETTER_WORDS: &[&str] = &["newsletter", "рассылк"];
pub const SIGN_UP_WORDS: &[&str] = &[
    "sign up",
    "signup",
    "subscribe",
    "join",
    "zapisz",
    "подпиш",
    "abonne",
    "suscrib",
];

/// What opens a request to sign up, in a sentence of its own, ignoring ASCII case
/// (`notices::is_subscribe_prompt`): "Subscribe to get the latest posts…", "Sign up for our
/// newsletter…". Only as the sentence's first words: "I subscribe to 28 newsletters" tells.
pub const SIGN_UP_OPENERS: &[&str] = &["subscribe", "sign up", "sign-up", "signup"];

/// The words that may follow signing in in a request to sign in, lower case
/// (`notices::is_sign_in_prompt`): "Sign In / Join", "Log in or register", "Sign in here".
pub const SIGN_IN_WORDS: &[&str] = &[
    "or", "and", "join", "register", "sign", "up", "signup", "create", "an", "account", "here",
    "now",
];

/// Where a step of a how-to signs in, after "Log in to" (`notices::is_sign_in_prompt`): "Log in
/// to your Google Play Developer Console" is no request.
pub const SIGN_IN_PLACES: &[&str] = &["your", "the", "my", "our", "a", "an"];

/// What a request to sign up offers to send, ignoring ASCII case (`notices::
/// is_subscribe_prompt`): a newsletter, new posts, mail to the reader's inbox.
pub const SUBSCRIPTION_WORDS: &[&str] = &[
    "newsletter",
    "bulletin",
    "new posts",
    "latest posts",
    "inbox",
    "your email",
    "by email",
    "via email",
    "email updates",
];

/// An appeal for donations that closes a story (`notices::is_donation_appeal`): it names a
/// donation and asks for support or help ("The PDR is a non-profit project kept alive by reader
/// donations", "please support us by donating"). Both lists are matched ignoring ASCII case.
pub const DONATION_WORDS: &[&str] = &["donat", "patreon", "ko-fi", "buy me a coffee"];
pub const APPEAL_WORDS: &[&str] = &["support", "help", "please", "consider"];

/// A Chinese site's note on reprinted content: it speaks of reprinting (转载) and of the site
/// itself or its statement ("*本网站有关内容转载自合法授权网站…", "外汇网声明：外汇网转载上述内容…").
/// Both parts must occur (`notices::is_closing_notice`).
pub const REPRINT_WORDS: &[&str] = &["转载", "轉載"];
pub const REPRINT_SPEAKERS: &[&str] = &["声明", "聲明", "本网", "本網", "本站"];

/// The heading of a publisher's disclaimer, which lists its items below it ("南方网版权相关声明：",
/// "新華網雲南頻道版權與免責聲明：", or the bare label "声明："): a short line ending in a
/// statement's label that names copyright or liability, or is the label alone.
pub const DISCLAIMER_LABELS: &[&str] = &["声明：", "聲明：", "声明:", "聲明:"];
pub const DISCLAIMER_TOPICS: &[&str] = &["版权", "版權", "免责", "免責"];

/// Labels that open a source credit closing a story ("Source: Reuters", "Πηγές: euro2day.gr"),
/// lower case; the label is what comes before the colon. Chinese "来源：" lines stay: the truths
/// keep them.
pub const SOURCE_CREDIT_LABELS: &[&str] = &[
    "source",
    "sources",
    "источник",
    "источники",
    "πηγή",
    "πηγές",
    "πηγη",
    "πηγεσ",
    "źródło",
    "źródła",
];

/// The labels of a page's controls and ad slots, as letters only and lower case ("Share:",
/// "Advertisement >>", "Loading...", "A A A", any "... Advertisement"): a kept block that says
/// nothing else is no part of the text (`Selection::drop_control_labels`).
pub const CONTROL_LABELS: Headings = Headings {
    exact: &[
        "advertisement",
        "skipadvertisement",
        "sponsored",
        "sponsoredlinks",
        "adsbygoogle",
        "σύνδεσμοιδιαφημιζομένων",
        "reklama",
        "реклама",
        "share",
        "sharethis",
        // "Share this post" and its kin: wcxb-dev 5 pages up, none down.
        "sharethison",
        "sharethispost",
        "sharethisarticle",
        "sharethisstory",
        "sharethispage",
        "sharethisproduct",
        "tweet",
        "email",
        "print",
        "facebook",
        "twitter",
        "linkedin",
        "pinterest",
        "whatsapp",
        "分享",
        "分享到",
        "共享",
        "打印",
        "podzielsię",
        "udostępnij",
        "поделиться",
        // "Rate", "Add a comment", "Print version": daniel-a 5 pages up (four sites), none down.
        "oceń",
        "добавитькомментарий",
        "версиядляпечати",
        "subscribe",
        "followus",
        "backtotop",
        // Skip links and page navigation aids, for keyboards and screen readers; any "Skip to
        // …" is one too (`starts`).
        "skipnavigation",
        "jumpto",
        "jumptonavigation",
        "jumptosearch",
        "jumptonavigationjumptosearch",
        "jumptocontent",
        "returntotop",
        "returntotopofpage",
        "scrolltotop",
        "gototop",
        "printthispage",
        // A photo's caption buttons ("Show caption", "Enlarge this image").
        "togglecaption",
        "showcaption",
        "hidecaption",
        "enlargeimage",
        "enlargethisimage",
        "close",
        "loading",
        "загружаетсяподождите",
        "aaa",
        // Counters, whose digits the match leaves out: a reading time ("5 min read"), a post's
        // reactions ("7 Likes") and a forum member's count ("Posts: 1,234"). With layout
        // wcxb-dev 0.87229 -> 0.87241: 5 pages up (a forum thread 0.77 -> 0.78), none down;
        // daniel-a and readability-pages unchanged.
        "minread",
        "minsread",
        "minuteread",
        "minutesread",
        "like",
        "likes",
        "posts",
        // A list's and a thread's controls: "Sorted by:", "Filters (0)", a post's "Quote" and
        // "Thread starter" (wcxb-dev 0.87241 -> 0.87243, no page moving by 0.01).
        "sortedby",
        // And a result list's: "Sort by" (now any "Sort by …", in `starts`), "Quick look",
        // "(338 products)", "Showing 24 of 193 results"; and a radio story's "Sponsor Message".
        // wcxb-dev 0.87608 -> 0.87612, 25 pages up (collections' counts, NPR), 7 down by up to
        // 0.024 (truths that keep a count).
        "quicklook",
        "sponsormessage",
        "products",
        "items",
        "showingofresults",
        "filters",
        "quote",
        "threadstarter",
        // A thread's: a quote's "Click to expand...", "Original poster", a closed thread's
        // "Not open for further replies.", a Q&A site's "Start asking to get answers". With
        // "Sort by …" of any kind (`starts`): wcxb-dev 0.87612 -> 0.87615, 15 pages up, none
        // down.
        "clicktoexpand",
        "startaskingtogetanswers",
        "notopenforfurtherreplies",
        "originalposter",
        "originalpost",
        // And its counters, digits left out: "0 Reply", "Replies 154", "Views 1.9k", "2 Answers
        // 2", "410 posts · Joined 2002", "Registered: 2016-07-02", "Offline". wcxb-dev 0.87615
        // -> 0.87622, 21 pages up, 2 down by under 0.002 (Q&A truths that keep "5 Answers"). A
        // post's "Last edited: Jul 9, 2022" lost: XenForo's truths keep it.
        "answers",
        "reply",
        "replies",
        "views",
        "viewsk",
        "postsjoined",
        "registered",
        "offline",
        // A post's badge "Author" (the thread's starter) and a Q&A site's "Ask question":
        // wcxb-dev 11 pages up, none down.
        "author",
        "askquestion",
        // A feedback widget's tab: wcxb-dev 4 sites print it, none in its truth.
        "feedback",
        // A credit's label whose names are links that went: "Edited by", "Reviewed by",
        // "Published" over its date. wcxb-dev 12 pages up, none down.
        "editedby",
        "reviewedby",
        "factcheckedby",
        "medicallyreviewedby",
        "postedby",
        "publishedon",
        "published",
        "lastupdated",
        // A feedback widget's question, a loading placeholder, a pager, a form's error, a
        // video's button, a photo agency's credit on its own line: wcxb-dev 0.87623 ->
        // 0.87626 (25 pages up, none down), daniel-a and readability-pages one up each. A
        // product's "current price $129.00" went too, but a price is the product's text.
        "wasthispagehelpful",
        "wasthisarticlehelpful",
        "wasthishelpful",
        "loadingrecommendations",
        "loadingparagraph",
        "previousarticle",
        "nextarticle",
        "previouspost",
        "nextpost",
        "invalidpassword",
        "readingtime",
        "readingtimeminutes",
        "readingtimemin",
        "playvideo",
        "selectsize",
        "navigationoverlay",
        "gettyimages",
        "imagesourcegettyimages",
        // A story's text size buttons: "Text size – +", "Font Size:", "調整字體︰大 中 小".
        "textsize",
        "fontsize",
        "字体大小",
        "字體大小",
        "调整字体大中小",
        "調整字體大中小",
        // An ad slot's note, a way back to the blog, a pager's "Page 1 of 8", a forum's
        // prompts and its "Top Posters In This Topic", a prompt to pin the page, on 8 wcxb-dev
        // pages and in none of their truths: with layout (replay) wcxb-dev 0.87735 -> 0.87737,
        // 7 pages up (a forum thread 0.73 -> 0.75), none down.
        "articlecontinuesbelow",
        "storycontinuesbelow",
        "continuereadingbelow",
        "backtoblog",
        "backtonews",
        "pageof",
        "createanaccountorsignintocomment",
        "toppostersinthistopic",
        "reportinappropriatecontent",
        "pinthisforlater",
        // A story's tools in other languages: "Download the audio file", "Recommend the
        // article:", "Add to favourites", "See the gallery", "Back to the front page", "Discuss
        // on the forum", "Post on Facebook"; a rating widget's "Current Article Ratings:", and
        // CNN's "STORY HIGHLIGHTS" over its list of them. On 13 daniel-a pages and in none of
        // their truths: with layout (replay) daniel-a 0.93136 -> 0.93140, 13 pages up, none
        // down.
        "скачатьаудиофайл",
        "polećartykuł",
        "currentarticleratings",
        "dodajdoulubionych",
        "zobaczgalerię",
        "opublikujnafacebooku",
        "вернутьсянаглавную",
        "обсудитьнафоруме",
        "storyhighlights",
    ],
    // "Skip to product list", "Skip to results": wcxb-dev 4 pages up, none down. "Sort by:
    // Featured Items", "Sort byRanking". A rating widget's "Rate this article:", "Rate this
    // book": wcxb-dev 2 pages up (a list of books 0.224 -> 0.236), none down.
    starts: &["skipto", "sortby", "ratethis"],
    ends: &["advertisement"],
};

/// What a form's consent notice says, lower case ("By signing up, you agree to receive ...", "By
/// providing my email, I am consenting to ..."): such a line, opening with "By", is the fine
/// print of a sign-up form (`furniture::is_consent_notice`).
pub const CONSENT_PHRASES: &[&str] = &[
    "you agree",
    "you accept",
    "you confirm",
    "you consent",
    "you're agreeing",
    "you are agreeing",
    "i agree",
    "i accept",
    "i consent",
    "i am consenting",
];

/// What a cookie notice asks or tells, lower case, beside the word "cookie" itself ("By using
/// Medium, you agree to our Privacy Policy, including cookie policy.", "We use cookies to give
/// you the best online experience"): with it, a short block is the notice
/// (`noise::cookie_notices`). A line about cookies that asks nothing ("No need for cookie
/// banners or GDPR consent", on an analytics product's page) says none of these.
pub const COOKIE_NOTICE_PHRASES: &[&str] = &[
    "you agree",
    "you accept",
    "you consent",
    "agree to",
    "accept all",
    "accept cookies",
    "we use cookies",
    "uses cookies",
    "use of cookies",
    "cookie policy",
    "cookie settings",
    "cookie preferences",
    "privacy policy",
    "akzeptieren",
    "zustimmen",
    "accepter",
    "acceptez",
    "aceptar",
    "accetta",
    "akceptuj",
    "zgod",
    "используем",
    "同意",
    "接受",
];

/// The labels of a shop's buttons, links and badges on its cards ("Compare", "Quick view", "Add
/// to cart", "Read more", "Sold out"), as letters only and lower case: like [`CONTROL_LABELS`],
/// but only for a block without digits ("9.1 Compare" is a score, and what the truth keeps).
pub const BUTTON_LABELS: Headings = Headings {
    exact: &[
        "compare",
        "addtocompare",
        "comparer",
        "comparernepluscomparer",
        "quickview",
        "quickviewviewoptions",
        "moreoptions",
        "addtocart",
        "addtobag",
        "addtowishlist",
        "wishlist",
        "buynow",
        "shopnow",
        "viewdetails",
        "seedetails",
        "readmore",
        "showmore",
        "showless",
        "loadmore",
        "viewall",
        "seeall",
        // And their kin, and a prompt to review, on 8 wcxb-dev pages and in none of their
        // truths: with layout (replay) wcxb-dev 0.87737 -> 0.87738, 4 pages up (a product's
        // "Write a Review" 0.893 -> 0.900), one down by 0.0002 (its "See more" had words the
        // truth holds elsewhere).
        "seemore",
        "seeless",
        "viewmore",
        "viewless",
        "readless",
        "showmorereplies",
        "writeareview",
        "leaveareview",
        // A card's badges ("Top rated", "Sold out"): with layout (replay) wcxb-dev 0.87593 ->
        // 0.87606, 27 pages up (REI's and other shops' grids), 4 down by up to 0.013 (truths
        // that keep the badge). "New" lost on a blog and Apple's store, "Best Seller" on
        // Nike's grid, and are not ones.
        "toprated",
        "newarrival",
        "newarrivals",
        "sale",
        "soldout",
        "instock",
        "lowstock",
        "freeshipping",
        // A button to sign up: with "Feedback" above, wcxb-dev 0.87629 -> 0.87630, 10 pages up,
        // 1 down by 0.0002. "Save" lost on REI's grids (0.935 -> 0.918), and is not one.
        "signup",
        "getstartedforfree",
    ],
    starts: &[],
    ends: &[],
};

/// A card's call to action, as letters only and lower case ("Learn more", "Apply now"): a
/// label only as an inline element written loose beside the card's blocks
/// (`Selection::drop_loose_control_labels`). As a block of its own it may be a section's
/// heading (a manual's "Learn more" over its pointer to a video).
pub const CALLS_TO_ACTION: Headings = Headings {
    exact: &["learnmore", "applynow", "viewfulldetails", "getstarted"],
    starts: &[],
    ends: &[],
};

/// The link at the end of a teaser to the whole story, as letters only and lower case ("(Full
/// Story)", "Read more »", "Подробнее", "Czytaj dalej", "阅读全文"): a run of short items that
/// each end so is other stories' teasers (`tails::is_dated_teaser_run`).
pub const MORE_LINKS: Headings = Headings {
    exact: &[
        "fullstory",
        "readfullstory",
        "readthefullstory",
        "readmore",
        "continuereading",
        "more",
        "подробнее",
        "далее",
        "читатьдалее",
        "czytajdalej",
        "więcej",
        "περισσότερα",
        "更多",
        "全文",
        "阅读全文",
        "閱讀全文",
    ],
    starts: &[],
    ends: &[],
};

/// What opens a stamp of when a page was written or changed, lower case, longest first ("Last
/// updated on November 24, 2025", `stamps::is_stamp`).
pub const STAMP_LABELS: &[&str] = &[
    "page last updated",
    "last reviewed",
    "last updated",
    "last modified",
    "updated",
    "published",
    "modified",
    // Greek: "ΔΗΜΟΣΙΕΥΣΗ: 07/12/2011, 07:07" (printed in capitals, which drop the accent),
    // "Ενημέρωση: 14:02". Not "Ημερομηνία δημοσίευσης", which 10 of the 21 dev pages that
    // print it keep in their truth.
    "δημοσίευση",
    "δημοσιευση",
    "ενημέρωση",
    "ενημερωση",
    // Polish's "Dodano: 3 stycznia 2012, 16:07" and Russian's "Обновлено в 18:28 мск": with
    // layout (replay) daniel-a 0.93133 -> 0.93134 (2 wspolczesna.pl pages up), none down. The
    // dev pages print the Russian one loose in a story's wrapper, where no stamp is looked
    // for: it moves none.
    "обновлено",
    "dodano",
];

/// The labels of a poster's figures on a forum post's card, lower case, before their colon
/// ("Joined: Feb 2011", "Posts: 96", "Trophy Points: 103"; `Selection::drop_poster_cards`).
pub const POSTER_STAT_LABELS: &[&str] = &[
    "joined",
    "join date",
    "registered",
    "member since",
    "posts",
    "threads",
    "topics",
    "messages",
    "reputation",
    "reaction score",
    "likes received",
    "trophy points",
    "best answers",
];

/// What opens a line that only says who wrote the page or a post, with the space after it
/// (`stamps::is_writer_line`): "Written by Cassidy Horton", "Posted by Laurie Ann".
pub const WRITER_LABELS: &[&str] = &["written by ", "posted by "];

/// The titles of a Chinese story's editors, in simplified and traditional characters, that open
/// the credit closing it ("责任编辑：AP0015", "（責任編輯 余淩雲）", "[编辑：杨洁]", "责编：李琳"):
/// read for the editors' names (`metadata::cjk::closing_editors`) and to leave such a line out
/// of the text (`stamps::is_editor_credit`).
pub const EDITOR_TITLES: &[&str] = &["责任编辑", "責任編輯", "责编", "責編", "编辑", "編輯"];

/// The words a stamp's date and time may hold besides numbers and the names of months and
/// weekdays, lower case ("Updated: Tue Jan. 10 2012 10:52:15 AM ET", `stamps::is_stamp`).
pub const STAMP_WORDS: &[&str] = &[
    "at", "am", "pm", "a", "p", "m", "utc", "gmt", "et", "est", "edt", "ct", "cst", "cdt", "pt",
    "pst", "pdt", "ist", "cet", "cest", "bst", "st", "nd", "rd", "th", "в", "мск",
];

/// The labels a photo's credit opens with, lower case ("Фото: EPA", "fot. PAP", "Photo: AFP"):
/// above an article's text, such a line goes with its dateline (`Selection::
/// drop_leading_datelines`). daniel-a 0.9195 -> 0.9197 with layout (9 pages up, none down),
/// wcxb-dev and readability-pages unchanged.
pub const PHOTO_CREDIT_LABELS: &[&str] = &[
    "фото:",
    "photo:",
    "foto:",
    "fot.",
    "(fot.",
    "photo credit",
    "image:",
    "credit:",
    "φωτο:",
    "φωτογραφία:",
];

/// Headings of a list of other stories ("Latest British Columbia News Headlines"): under an
/// article they open teasers; on a listing page they open the content. Also taking "Latest /
/// More / Other / Top ... news, stories, articles, posts" caught listing pages that call
/// themselves articles (a blog's "Latest articles"): native wcxb-dev 0.8452 -> 0.8461 without.
pub const NEWS_LIST_HEADINGS: Headings = Headings {
    exact: &[],
    starts: &[],
    ends: &["headlines"],
};

/// The heading of a shop's policy on shipping, returns or payment ("Shipping & Returns",
/// "Delivery and Returns", "Return Policy", "Financing Options"), an accordion's item on a
/// product's page that every product of the shop repeats (`Selection::drop_shop_policies`).
/// "Shipping" or "Returns" alone also heads a reference's section (an API's return value).
pub const SHOP_POLICY_HEADINGS: Headings = Headings {
    exact: &[
        "shippingreturns",
        "shippingandreturns",
        "deliveryreturns",
        "deliveryandreturns",
        "freeshippingreturns",
        "freeshippingandreturns",
        "shippingreturnspolicy",
        "shippingandreturnspolicy",
        "deliveryreturnspolicy",
        "deliveryandreturnspolicy",
        "shippingexchanges",
        "shippingandexchanges",
        "returnsexchanges",
        "returnsandexchanges",
        "returnpolicy",
        "returnspolicy",
        "shippingpolicy",
        "deliverypolicy",
        "financingoptions",
        "financingavailable",
        "paymentoptions",
        "paymentmethods",
    ],
    starts: &[],
    ends: &[],
};
