//! Every word list Lectern uses, in one place: tag classes, output allowlists, class-name hints.

/// Elements removed with their whole subtree before anything is measured (seed 004's pruning).
/// `iframe` is pruned unless it embeds a video ([`is_video_embed`]).
pub const PRUNED_TAGS: &[&str] = &[
    "head", "script", "style", "noscript", "template", "link", "meta", "title", "input", "select",
    "textarea", "button", "option", "datalist", "object", "embed", "applet", "canvas", "map",
    "dialog", "frameset", "frame", "svg", "math", "audio", "video", "source", "track", "param",
    "base", "iframe",
];

pub fn is_pruned_tag(tag: &str) -> bool {
    PRUNED_TAGS.contains(&tag)
}

/// Block-level elements: each is one block of the block document; inline content fuses into them.
pub const BLOCK_TAGS: &[&str] = &[
    "html",
    "body",
    "address",
    "article",
    "aside",
    "blockquote",
    "center",
    "dd",
    "details",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hgroup",
    "li",
    "main",
    "menu",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "tbody",
    "thead",
    "tfoot",
    "tr",
    "td",
    "th",
    "caption",
    "ul",
    "iframe",
    "legend",
];

pub fn is_block_tag(tag: &str) -> bool {
    BLOCK_TAGS.contains(&tag)
}

/// Block elements whose layout box is read: containers, the only blocks the visual filter judges
/// on their own (paragraphs, headings and list or table parts follow their container). Reading
/// fewer boxes was measured to matter: `getBoundingClientRect` was 14% of extraction time.
pub const LAYOUT_TAGS: &[&str] = &[
    "html",
    "body",
    "div",
    "section",
    "article",
    "main",
    "aside",
    "header",
    "footer",
    "nav",
    "table",
    "ul",
    "ol",
    "dl",
    "form",
    "center",
    "figure",
    "blockquote",
    "details",
    "fieldset",
    "menu",
    "address",
    "hgroup",
];

pub fn is_layout_tag(tag: &str) -> bool {
    LAYOUT_TAGS.contains(&tag)
}

/// Elements whose layout box is read whatever text they hold: images, for the lead image.
pub const MEASURED_TAGS: &[&str] = &["img"];

pub fn is_measured_tag(tag: &str) -> bool {
    MEASURED_TAGS.contains(&tag)
}

/// Standard elements that may host a shadow root (DOM Standard, `attachShadow`); custom elements
/// (a `-` in the name) may too.
pub const SHADOW_HOST_TAGS: &[&str] = &[
    "article",
    "aside",
    "blockquote",
    "body",
    "div",
    "footer",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "main",
    "nav",
    "p",
    "section",
    "span",
];

/// Headings, which mark sections of a body and are kept with it however short they are.
pub fn is_heading_tag(tag: &str) -> bool {
    matches!(tag, "h1" | "h2" | "h3" | "h4" | "h5" | "h6")
}

/// Table and list parts: small by nature, judged with their table or list, not alone.
pub fn is_structural_part(tag: &str) -> bool {
    matches!(
        tag,
        "li" | "dt" | "dd" | "tr" | "td" | "th" | "tbody" | "thead" | "tfoot" | "caption"
    )
}

/// Elements that carry content with no text of their own.
pub fn is_media_tag(tag: &str) -> bool {
    matches!(tag, "img" | "picture" | "video" | "iframe")
}

/// Iframes kept as content: embedded video players (everything else is pruned).
pub fn is_video_embed(src: &str) -> bool {
    const HOSTS: [&str; 6] = [
        "youtube.com/embed",
        "youtube-nocookie.com/embed",
        "player.vimeo.com",
        "dailymotion.com/embed",
        "player.bilibili.com",
        "v.qq.com",
    ];
    HOSTS.iter().any(|h| src.contains(h))
}

/// Tags written to the output as they are (everything else is unwrapped to its children).
pub fn output_tag(tag: &str) -> Option<&'static str> {
    Some(match tag {
        "p" => "p",
        "h1" => "h2",
        "h2" => "h2",
        "h3" => "h3",
        "h4" => "h4",
        "h5" => "h5",
        "h6" => "h6",
        "ul" => "ul",
        "ol" => "ol",
        "li" => "li",
        "dl" => "dl",
        "dt" => "dt",
        "dd" => "dd",
        "table" => "table",
        "thead" => "thead",
        "tbody" => "tbody",
        "tfoot" => "tfoot",
        "tr" => "tr",
        "th" => "th",
        "td" => "td",
        "caption" => "caption",
        "pre" => "pre",
        "code" => "code",
        "blockquote" => "blockquote",
        "figure" => "figure",
        "figcaption" => "figcaption",
        "img" => "img",
        "a" => "a",
        "em" => "em",
        "strong" => "strong",
        "b" => "b",
        "i" => "i",
        "u" => "u",
        "s" => "s",
        "del" => "del",
        "ins" => "ins",
        "sub" => "sub",
        "sup" => "sup",
        "br" => "br",
        "hr" => "hr",
        "mark" => "mark",
        "small" => "small",
        "abbr" => "abbr",
        "cite" => "cite",
        "q" => "q",
        "kbd" => "kbd",
        "samp" => "samp",
        "var" => "var",
        "time" => "time",
        "div" | "section" | "article" | "main" | "center" | "header" | "details" | "summary"
        | "address" | "hgroup" => "div",
        "iframe" => "iframe",
        _ => return None,
    })
}

/// Tags whose output has no closing tag.
pub fn is_void_tag(tag: &str) -> bool {
    matches!(tag, "img" | "br" | "hr")
}

/// Attributes kept on output elements, by output tag. URL attributes (`href`, `src`, `srcset`)
/// are resolved and pass only with an http(s) or mailto scheme (see `crate::urls`).
pub fn output_attributes(tag: &str) -> &'static [&'static str] {
    match tag {
        "a" => &["href", "title"],
        "img" => &["src", "srcset", "alt", "title", "width", "height"],
        "td" | "th" => &["colspan", "rowspan", "headers", "scope"],
        "ol" => &["start", "reversed", "type"],
        "li" => &["value"],
        "time" => &["datetime"],
        "abbr" => &["title"],
        "iframe" => &["src", "width", "height", "allowfullscreen"],
        _ => &[],
    }
}

/// Attributes the walk records, by tag (beyond id and class, which every element keeps).
pub const RECORDED_ATTRIBUTES: &[(&str, &[&str])] = &[
    ("a", &["href", "title", "rel", "name"]),
    (
        "img",
        &[
            "src",
            "srcset",
            "alt",
            "title",
            "width",
            "height",
            "data-src",
            "data-original",
        ],
    ),
    ("td", &["colspan", "rowspan", "headers", "scope"]),
    ("th", &["colspan", "rowspan", "headers", "scope"]),
    ("ol", &["start", "reversed", "type"]),
    ("li", &["value"]),
    ("time", &["datetime"]),
    ("abbr", &["title"]),
    ("iframe", &["src", "width", "height", "allowfullscreen"]),
    ("html", &["lang", "dir"]),
];

pub fn recorded_attributes(tag: &str) -> &'static [&'static str] {
    RECORDED_ATTRIBUTES
        .iter()
        .find(|(t, _)| *t == tag)
        .map_or(&[], |(_, a)| a)
}

/// Class or id words that mark boilerplate regions (navigation, sharing, comments, ads).
/// Matched as whole tokens of the class/id split on `-`, `_`, `:` and spaces, ignoring case.
pub const NOISE_WORDS: &[&str] = &[
    "nav",
    "navbar",
    "navigation",
    "menu",
    "breadcrumb",
    "breadcrumbs",
    "footer",
    "header",
    "masthead",
    "sidebar",
    "widget",
    "share",
    "sharing",
    "social",
    "related",
    "recommended",
    "recommend",
    "promo",
    "advert",
    "advertisement",
    "ad",
    "ads",
    "sponsor",
    "sponsored",
    "newsletter",
    "subscribe",
    "subscription",
    "signup",
    "cookie",
    "cookies",
    "consent",
    "banner",
    "popup",
    "modal",
    "comment",
    "comments",
    "disqus",
    "tags",
    "tagcloud",
    "pagination",
    "pager",
    "skip",
    "toolbar",
    "byline",
    "outbrain",
    "taboola",
    "trending",
    "popular",
    "login",
    "search",
];

/// Noise words that win over content words in the same name (`article-related`,
/// `post-share`): they name a part beside the content, not the content.
pub const STRONG_NOISE_WORDS: &[&str] = &["related", "share", "sharing", "social", "recommended"];

/// Class words of the poster's details beside a forum post (XenForo's `message-userExtras`,
/// `message-userTitle` and `message-userBanner`, Stack Exchange's `-flair`). phpBB's
/// `profile-joined` is left out: "joined" alone is too common a word (3 pages up by 0.01).
pub const POST_META_WORDS: &[&str] = &["userextras", "usertitle", "userbanner", "flair"];

/// Class or id words of a cookie or consent notice: never content, whatever its share of links.
pub const CONSENT_WORDS: &[&str] = &["cookie", "cookies", "consent", "gdpr", "cookiebanner"];

/// schema.org `itemprop` values of the main text (articles, and posts of forums and Q&A).
pub const CONTENT_ITEMPROPS: &[&str] = &["articleBody", "text", "reviewBody", "description"];

/// Attributes every element keeps, beyond those of its tag.
pub const COMMON_ATTRIBUTES: &[&str] = &["itemprop", "role", "aria-modal"];

/// Class or id words of a comment section (`Selection::drop_trailing_comments`).
pub const COMMENT_WORDS: &[&str] = &[
    "comment",
    "comments",
    "commentlist",
    "comentarios",
    "kommentare",
    "commentaires",
    "commenti",
    "komentarze",
    "kommentarer",
    "kommentarii",
    "reacties",
    "disqus",
    "respond",
    "replies",
];

/// Section headings, as letters only and lower case: one of `exact`, or anything that ends
/// with one of `ends` ("Latest British Columbia News Headlines").
pub struct Headings {
    pub exact: &'static [&'static str],
    pub ends: &'static [&'static str],
}

impl Headings {
    /// Whether `text` is one of these headings (counts, brackets and bars aside).
    pub fn matches(&self, text: &str) -> bool {
        let key: String = text
            .chars()
            .filter(|c| c.is_alphabetic())
            .flat_map(char::to_lowercase)
            .collect();
        self.exact.contains(&key.as_str()) || self.ends.iter().any(|e| key.ends_with(e))
    }
}

/// Headings that open a comment section, as letters only and lower case: "13 Comment(s)",
/// "Leave a Reply", "Комментарии (4)", "网友评论" (`Selection::drop_after_headings`).
pub const COMMENT_HEADINGS: Headings = Headings {
    exact: COMMENT_HEADING_KEYS,
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
    "dodajkomentarz",
    "opinie",
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
/// ("You may also like", "Related articles", "相关阅读").
pub const RELATED_HEADINGS: Headings = Headings {
    exact: RELATED_HEADING_KEYS,
    ends: &[],
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
    "похожиеновости",
    "ссылкипотеме",
    "czytajrównież",
    "διαβαστεεπισης",
    "διαβάστεεπίσης",
    "czytajteż",
    "zobaczteż",
    "zobaczrównież",
    "polecamy",
    "noticiasrelacionadas",
    "àlireaussi",
    "lireaussi",
];

/// Headings of a list of other stories ("Latest British Columbia News Headlines"): under an
/// article they open teasers; on a listing page they open the content. Also taking "Latest /
/// More / Other / Top ... news, stories, articles, posts" caught listing pages that call
/// themselves articles (a blog's "Latest articles"): native wcxb-dev 0.8452 -> 0.8461 without.
pub const NEWS_LIST_HEADINGS: Headings = Headings {
    exact: &[],
    ends: &["headlines"],
};

/// Class or id words of a section of customer reviews (`Selection::drop_trailing_reviews`).
/// "ratings" and "testimonials" lost: service pages keep their testimonials in the truth.
pub const REVIEW_WORDS: &[&str] = &["reviews"];

/// Class or id words that mark the content region.
pub const CONTENT_WORDS: &[&str] = &[
    "article", "content", "entry", "post", "story", "body", "main", "text", "blog", "markdown",
    "prose", "hentry",
];

/// Class or id words of an author's name or byline (`metadata::byline`).
pub const BYLINE_WORDS: &[&str] = &["author", "byline", "writer", "authors", "reporter"];

/// Class words of a forum's poster name (phpBB, XenForo, vBulletin): the byline of a thread
/// when the element holds a handle of a few words, not a label or a profile menu.
pub const USERNAME_WORDS: &[&str] = &["username", "bigusername"];

/// Class or id words of an element printing the page's date (`metadata::visible`).
pub const DATE_WORDS: &[&str] = &[
    "date",
    "time",
    "published",
    "pubdate",
    "timestamp",
    "dateline",
    "publish",
];

/// The word lists an element's class and id are matched against ([`named_bits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    Noise,
    StrongNoise,
    PostMeta,
    Consent,
    Comment,
    Review,
    Content,
    Byline,
    Username,
    Date,
}

impl Named {
    const ALL: [Named; 10] = [
        Named::Noise,
        Named::StrongNoise,
        Named::PostMeta,
        Named::Consent,
        Named::Comment,
        Named::Review,
        Named::Content,
        Named::Byline,
        Named::Username,
        Named::Date,
    ];

    pub fn words(self) -> &'static [&'static str] {
        match self {
            Named::Noise => NOISE_WORDS,
            Named::StrongNoise => STRONG_NOISE_WORDS,
            Named::PostMeta => POST_META_WORDS,
            Named::Consent => CONSENT_WORDS,
            Named::Comment => COMMENT_WORDS,
            Named::Review => REVIEW_WORDS,
            Named::Content => CONTENT_WORDS,
            Named::Byline => BYLINE_WORDS,
            Named::Username => USERNAME_WORDS,
            Named::Date => DATE_WORDS,
        }
    }

    pub fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// The longest word of any [`Named`] list: a longer token matches none.
const MAX_NAMED_WORD: usize = 24;

/// One bit per [`Named`] list that has a word among the tokens of `class` and `id` (see
/// [`has_word`]), found with one lookup per token instead of a scan of every list at each
/// question: these questions are asked of most elements, several times each.
pub fn named_bits(class: &str, id: &str) -> u16 {
    // The words of every list by length, each with the bits of the lists that hold it: a token
    // is compared with the few words of its own length only.
    type Table = Vec<Vec<(&'static [u8], u16)>>;
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table: Table = vec![Vec::new(); MAX_NAMED_WORD + 1];
        for named in Named::ALL {
            for word in named.words() {
                let bucket = &mut table[word.len()];
                match bucket.iter_mut().find(|(w, _)| *w == word.as_bytes()) {
                    Some((_, bits)) => *bits |= named.bit(),
                    None => bucket.push((word.as_bytes(), named.bit())),
                }
            }
        }
        table
    });
    let mut bits = 0;
    let mut lower = [0u8; MAX_NAMED_WORD];
    for token in class_tokens(class).chain(class_tokens(id)) {
        let Some(bucket) = table.get(token.len()).filter(|b| !b.is_empty()) else {
            continue;
        };
        let lower = &mut lower[..token.len()];
        lower.copy_from_slice(token);
        lower.make_ascii_lowercase();
        // The first letter rules out most words before a whole comparison.
        if let Some((_, b)) = bucket.iter().find(|(w, _)| w[0] == lower[0] && *w == &*lower) {
            bits |= b;
        }
    }
    bits
}

/// React's streamed server rendering sends each late part of the page in `<div hidden
/// id="S:1c">` for its script to move into place: content as served, hidden only until scripts
/// run (the benchmark cuts them, and a reader view opens before or without them).
pub fn is_streamed_segment(id: &str) -> bool {
    id.strip_prefix("S:")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The ARIA role of a tab's panel: hidden until its tab is clicked, and content like the shown
/// panel (a quickstart's other languages, a product's specifications), so read as shown, as a
/// closed `<details>` is. wcxb-dev: documentation 0.904 -> 0.910 natively (9 pages up, 5 down:
/// some truths keep only the first panel).
pub const TAB_PANEL_ROLE: &str = "tabpanel";

/// Accordion and "read more" panels, hidden until their toggle is clicked, are named so in their
/// class or an ancestor's (any part of it, in any case: `cmp-accordion__panel`,
/// `a-expander-content`); the browser also takes the panels that a toggle's `aria-controls`
/// names (ARIA's accordion and disclosure patterns). Their content is read as shown: FAQ
/// answers, course descriptions, product details.
pub const DISCLOSURE_CLASS_PARTS: &[&str] = &["accordion", "expander"];

/// Whether a class attribute names a disclosure panel ([`DISCLOSURE_CLASS_PARTS`]).
pub fn is_disclosure_class(class: &str) -> bool {
    DISCLOSURE_CLASS_PARTS
        .iter()
        .any(|part| crate::text::contains_ignore_ascii_case(class, part))
}

/// Class words that hide an element in the common CSS frameworks (Bootstrap's `d-none`,
/// Foundation's `hide`, `sr-only` and `visually-hidden` text for screen readers, WordPress's
/// `screen-reader-text`). With the page's stylesheets missing (a page saved or served without
/// them, as the benchmark serves pages) the browser shows such elements; the class says what the
/// author meant. Native F1, wcxb-dev 0.850 -> 0.851 (41 pages up, 15 down: 4757 0.00 -> 0.86,
/// 4758 0.48 -> 1.00, 4848 0.89 -> 0.37 whose truth holds overlays opened by a click),
/// daniel-a 0.910 and readability-pages 0.967 unchanged.
/// Plain `hidden` (Tailwind's, but also a script's switch for panels it shows: tab-like lists,
/// swatches the truth holds) lost as much as it gained and moved a readerable verdict: left out.
pub const HIDING_CLASS_WORDS: &[&str] = &[
    "hide",
    "d-none",
    "is-hidden",
    "u-hidden",
    "visually-hidden",
    "visuallyhidden",
    "sr-only",
    "screen-reader-text",
    "display-none",
];

/// Whether a class attribute hides its element ([`HIDING_CLASS_WORDS`]), unless a responsive
/// class shows it again at some width (`hidden md:block`, `d-none d-lg-flex`).
pub fn is_hiding_class(class: &str) -> bool {
    let mut hides = false;
    for t in class.split_ascii_whitespace() {
        if HIDING_CLASS_WORDS.iter().any(|w| w.eq_ignore_ascii_case(t)) {
            hides = true;
        } else if t.contains([':', '@']) || (t.starts_with("d-") && t.len() > 2) {
            return false;
        }
    }
    hides
}

/// [`DISCLOSURE_CLASS_PARTS`] as a CSS selector, for `Element.closest` in the browser.
pub fn disclosure_selector() -> String {
    DISCLOSURE_CLASS_PARTS
        .iter()
        .map(|part| format!("[class*={part} i]"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Splits a class or id attribute into word tokens (compare them case-insensitively). Class
/// lists are separated by ASCII whitespace (HTML Standard), so the split works on bytes.
pub fn class_tokens(value: &str) -> impl Iterator<Item = &[u8]> + '_ {
    value
        .as_bytes()
        .split(|b| b.is_ascii_whitespace())
        .filter(|c| !is_utility_class(c))
        .flat_map(|c| c.split(|b| matches!(b, b'-' | b'_' | b':')))
        .filter(|t| !t.is_empty())
}

/// Utility-first CSS (Tailwind and the like) names how a box looks, not what it holds:
/// `text-white` is no text region, `md:px-10` and `py-[3.125rem]` name nothing. Native F1:
/// wcxb-dev 0.827 -> 0.828 (9 pages up, none down: a footer classed `text-white` read as
/// content), daniel-a and readability-pages unchanged.
fn is_utility_class(class: &[u8]) -> bool {
    let starts = |p: &[u8]| class.len() > p.len() && class[..p.len()].eq_ignore_ascii_case(p);
    class.contains(&b':')
        || class.contains(&b'[')
        || starts(b"text-")
        || STATE_PREFIXES.iter().any(|p| starts(p.as_bytes()))
}

/// State and modifier classes say what a box has or does, not what it is: `has-sidebar` and
/// `no-comments` on a page wrapper, `hide-read-more-ad` on a results grid. Native wcxb-dev 0.839
/// -> 0.840 (2 pages up: 0.11 -> 0.76, 0.17 -> 0.82; 3 down by under 0.02).
const STATE_PREFIXES: &[&str] = &["has-", "no-", "is-", "hide-", "show-", "with-", "without-"];

/// True when any token of the class or id is one of `words` (lowercase), ignoring ASCII case.
pub fn has_word(value: &str, words: &[&str]) -> bool {
    class_tokens(value).any(|t| words.iter().any(|w| w.as_bytes().eq_ignore_ascii_case(t)))
}

/// A key of the class words that say what kind of thing an element is, the same for items of
/// one run whatever marks each apart: numbered names (`page-item-61`, `menu-item-273396`,
/// generated `css-1uaqkao`), one- or two-letter tags (`vert_cats A`), state words (`active`,
/// `hidden`) and terms (`category-news`). 0 when no word is left.
pub fn class_key(class: &str) -> u64 {
    // FNV-1a over the kept words in order, a separator between words.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut kept = false;
    for word in class.split_ascii_whitespace() {
        if word.len() <= 2
            || word.bytes().any(|b| b.is_ascii_digit())
            || CLASS_STATE_WORDS
                .iter()
                .any(|w| w.eq_ignore_ascii_case(word))
            || TERM_CLASS_PREFIXES.iter().any(|p| {
                word.len() > p.len()
                    && word.as_bytes()[..p.len()].eq_ignore_ascii_case(p.as_bytes())
            })
        {
            continue;
        }
        kept = true;
        for b in word.bytes().chain([b' ']) {
            hash ^= b as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    if kept {
        hash.max(1)
    } else {
        0
    }
}

/// Class words that name a post's or product's terms (WordPress's `post_class`: `category-news`,
/// `tag-recipes`, `format-video`; WooCommerce's `product_cat-shoes`): they differ between the
/// items of one run. Native wcxb-dev: a shop's WooCommerce products became a run (collection
/// 0.49 -> 0.97), a listing 0.82 -> 0.84, nothing down.
const TERM_CLASS_PREFIXES: &[&str] = &[
    "category-",
    "tag-",
    "format-",
    "status-",
    "product_cat-",
    "product_tag-",
    "product-type-",
];

/// Class words for an element's state or place in a run, not its kind.
const CLASS_STATE_WORDS: &[&str] = &[
    "active",
    "current",
    "selected",
    "hidden",
    "open",
    "closed",
    "first",
    "last",
    "odd",
    "even",
    "disabled",
    "visible",
    "expanded",
    "collapsed",
    "instock",
    "outofstock",
    "onbackorder",
    "sale",
    "featured",
    "sticky",
];

/// Separators between an article title and the site name in `<title>` (seed 001, plus CJK forms).
pub const TITLE_SEPARATORS: &[&str] = &[
    " | ", " - ", " – ", " — ", " · ", " • ", " :: ", " » ", " / ", "｜", "丨", "－", "_", " : ",
    "|", " -", "- ", "——",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_words_are_split_on_separators_but_utility_classes_name_nothing() {
        assert!(has_word("entry-content clearfix", CONTENT_WORDS));
        assert!(has_word("post_text", CONTENT_WORDS));
        assert!(has_word("site-footer", NOISE_WORDS));
        assert!(!has_word("bg-black text-white md:px-10", CONTENT_WORDS));
        assert!(!has_word("py-[3.125rem] lg:main-grid", CONTENT_WORDS));
        assert!(!has_word("grid-items hide-read-more-ad", NOISE_WORDS));
        assert!(!has_word("page has-sidebar no-comments", NOISE_WORDS));
        assert!(has_word("sidebar has-ads", NOISE_WORDS));
    }

    #[test]
    fn named_bits_give_the_lists_has_word_finds_a_word_of() {
        for named in Named::ALL {
            for word in named.words() {
                assert!(word.len() <= MAX_NAMED_WORD, "{word}");
                assert_eq!(word.to_ascii_lowercase(), *word, "{word}");
            }
        }
        let names = [
            ("entry-content clearfix", ""),
            ("post_text Article-Related", "comments"),
            ("bg-black text-white md:px-10", "main-Nav"),
            ("page has-sidebar no-comments", "post-date"),
            ("", "xenforo-message-userExtras"),
            (
                "Cookie-Banner sr-only",
                "an-id-longer-than-any-word-of-the-lists-is-no-word",
            ),
        ];
        for (class, id) in names {
            let bits = named_bits(class, id);
            for named in Named::ALL {
                let words = named.words();
                let expected = has_word(class, words) || has_word(id, words);
                assert_eq!(
                    bits & named.bit() != 0,
                    expected,
                    "{class:?} {id:?} {named:?}"
                );
            }
        }
        assert_eq!(
            named_bits("post_text Article-Related", ""),
            Named::Content.bit() | Named::Noise.bit() | Named::StrongNoise.bit()
        );
    }

    #[test]
    fn items_of_one_run_share_a_class_key_and_other_kinds_do_not() {
        assert_eq!(class_key("vert_cats A"), class_key("vert_cats B"));
        assert_eq!(
            class_key("page_item page-item-61 depth-2"),
            class_key("page_item page-item-7")
        );
        assert_eq!(class_key("card active"), class_key("card"));
        assert_ne!(
            class_key("mod-right Day-Article"),
            class_key("mod-right picShow-Article")
        );
        assert_ne!(class_key("card"), class_key("card-title"));
        // WordPress and WooCommerce mark each post or product with its own terms.
        assert_eq!(
            class_key("post-94972 post type-post category-dinner category-rice hentry"),
            class_key("post-95782 post type-post category-bowl format-video hentry sticky")
        );
        assert_eq!(
            class_key("product type-product product_cat-shoes instock sale"),
            class_key("product type-product product_cat-bags product_tag-new outofstock")
        );
        assert_eq!(class_key("A x1 active"), 0);
        assert_ne!(class_key("card"), 0);
    }

    #[test]
    fn hiding_classes_hide_unless_a_breakpoint_shows_the_element_again() {
        assert!(is_hiding_class("productView-info hide"));
        assert!(is_hiding_class("label sr-only"));
        assert!(is_hiding_class("D-NONE"));
        assert!(!is_hiding_class("d-none d-lg-flex"));
        assert!(!is_hiding_class("overlay hide show@medium"));
        assert!(!is_hiding_class("hidden md:block"));
        // A word of a class name is not the class.
        assert!(!is_hiding_class("field field-label-hidden"));
        assert!(!is_hiding_class("overflow-hidden"));
        assert!(!is_hiding_class(""));
    }
}
