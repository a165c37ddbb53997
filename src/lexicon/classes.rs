//! Class and id words: the lists that say what kind of region an element is (navigation,
//! comments, content, bylines, dates), how a class attribute splits into words, and the keys
//! that tell items of one run apart from other kinds.

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
/// `message-userTitle` and `message-userBanner`, Stack Exchange's `-flair`), and of the
/// signature under it (phpBB's `signature`, XenForo's `message-signature`: with layout wcxb-dev
/// forum 0.773 -> 0.781, 22 pages up, 6 down by at most 0.04, a news site's byline classed
/// `signature`). phpBB's `profile-joined` is left out: "joined" alone is too common a word (3
/// pages up by 0.01).
pub const POST_META_WORDS: &[&str] = &[
    "userextras",
    "usertitle",
    "userbanner",
    "flair",
    "signature",
];

/// What an element id says before the number of a forum post, letters only and lower case:
/// XenForo's `post-4859929` and `js-post-123`, phpBB's `p123456`, SMF's `msg123`, vBulletin's
/// `post_123` (`score::widen_to_numbered_posts`). Not `comment`: an article's comments are not
/// its content.
pub const POST_ID_PREFIXES: &[&str] = &["post", "jspost", "p", "msg", "message", "reply"];

/// Class or id words of a part beside the content that reads like prose, with few links for
/// link density to catch it: fine print (`disclaimer`, `footer__legal`), the author's bio box
/// (`author-bio`, hCard's `vcard`), a pop-up or popover (a product page's size guide, a sign-up
/// offer), a listing's filter facets and a card's badges ("Best Seller"). Never content unless
/// it holds the page's text. With layout wcxb-dev 0.8639 -> 0.8654 (62 pages up, 10 down: truths
/// that keep a fund's fine print or a footer's text); facets and badges 0.8654 -> 0.8657 (20 up,
/// 5 down by at most 0.06); `vcard` 4 pages up (an author card 0.90 -> 1.00), none down; a
/// newsletter's sign-up box 13 up (tanea.gr 0.69 -> 0.90), 3 down by at most 0.05; the rules
/// for comments or the publisher's editorial standards (`content_guidelines`,
/// `source-guidelines`) 2 up (sacbee.com 0.65 -> 0.99), none down; a paywall's prompt under a
/// story's teaser ("Subscribe to keep reading"), 1 up (a Substack post 0.991 -> 1.000), none down.
pub const ASIDE_WORDS: &[&str] = &[
    "disclaimer",
    "legal",
    "bio",
    "vcard",
    "popup",
    "popover",
    "facets",
    "badge",
    "newsletter",
    "signup",
    "guidelines",
    "paywall",
];

/// Class words of a part beside the content that is never its text, links or not, unless the
/// same class names the content (`noise::block_noise`): related links, sharing, a sign-in box.
/// As ids they also name a story's own sections (`#related` holding its text). Not "search":
/// a store classes its results grid so (`c-search-grid`).
pub const SIDE_PART_WORDS: &[&str] = &[
    "related",
    "share",
    "sharing",
    "social",
    "recommended",
    "login",
];

/// Class or id words of a cookie or consent notice: never content, whatever its share of links.
pub const CONSENT_WORDS: &[&str] = &["cookie", "cookies", "consent", "gdpr", "cookiebanner"];

/// Ids that consent managers give the box they inject (OneTrust, Cookiebot, Didomi, Quantcast,
/// Usercentrics, Sourcepoint, Osano, TrustArc, CookieYes, Complianz, iubenda, Borlabs, GDPR
/// Cookie Consent, Termly, Fides), as prefixes: such a box holds the notice and its preference
/// centre and never the page's content, however much text its lists of partners and purposes
/// hold (`noise::mark_noise`).
pub const CONSENT_MANAGER_IDS: &[&str] = &[
    "onetrust-consent-sdk",
    "onetrust-pc-sdk",
    "onetrust-banner-sdk",
    "cybotcookiebot",
    "didomi-host",
    "qc-cmp2-",
    "usercentrics-root",
    "sp_message_container",
    "osano-cm-",
    "truste-consent",
    "cky-consent",
    "cmplz-cookiebanner",
    "iubenda-cs-",
    "borlabscookie",
    "cookie-law-info-bar",
    "termly-code-snippet",
    "fides-overlay",
];

/// Whether `id` is one of [`CONSENT_MANAGER_IDS`] (ASCII case ignored).
pub fn is_consent_manager_id(id: &str) -> bool {
    CONSENT_MANAGER_IDS
        .iter()
        .any(|p| id.len() >= p.len() && id.as_bytes()[..p.len()].eq_ignore_ascii_case(p.as_bytes()))
}

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
    "opinie",
    "opinia",
    "kommentarer",
    "kommentarii",
    "reacties",
    "disqus",
    "respond",
    "replies",
];

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

/// Class or id words of an author's line or box beside the text ("By Ana Ruiz", a bio card):
/// not content, whatever its links, unless it is an `<article>` or `<main>` (WordPress classes a
/// post `author-<name>`). Not "authors": a listing's cards name a paper's authors. The byline
/// is read from the page apart. With layout wcxb-dev 0.8673 -> 0.8680 (50 pages up on the dev
/// sets, a thread 0.61 -> 0.98; 12 down by at most 0.04), daniel-a 0.9204 -> 0.9207.
pub const BYLINE_BOX_WORDS: &[&str] = &["author", "byline", "writer", "reporter"];

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
    Aside,
    Consent,
    Comment,
    Review,
    Content,
    Byline,
    Username,
    Date,
}

impl Named {
    const ALL: [Named; 11] = [
        Named::Noise,
        Named::StrongNoise,
        Named::PostMeta,
        Named::Aside,
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
            Named::Aside => ASIDE_WORDS,
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

/// No word of a [`Named`] list is longer (a test checks): a longer token matches none.
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
    let mut lower = [0u8; MAX_NAMED_WORD];
    let mut lookup = |token: &[u8]| -> u16 {
        let Some(bucket) = table.get(token.len()).filter(|b| !b.is_empty()) else {
            return 0;
        };
        let lower = &mut lower[..token.len()];
        lower.copy_from_slice(token);
        lower.make_ascii_lowercase();
        // The first letter rules out most words before a whole comparison.
        bucket
            .iter()
            .find(|(w, _)| w[0] == lower[0] && *w == &*lower)
            .map_or(0, |(_, b)| *b)
    };
    let mut bits = 0;
    for token in class_tokens(class).chain(class_tokens(id)) {
        bits |= lookup(token);
        // A camelCase token's words name a comment section (`opOpinia`, `commentList`), and a
        // name of two words the page's frame (`InfoFooter`, `mainNav`: CAMEL_FRAME_WORDS). Split
        // for every list, generated names (`__SAR2l0zNyyuZ`) and a forum's `postContent` or
        // `replyButton` gave words that moved other rules (wcxb-dev 0.870 -> 0.868 replayed), as
        // did a styled component's `StyledCustomerCardFooter`, a card's own, and
        // `editorialReviews`, a book's reviews by the press. With the frame's words, with layout
        // (replay) daniel-a 0.93016 -> 0.93084 (mk.ru's `InfoFooter` under the story 0.42 ->
        // 0.95), wcxb-dev 0.87583 -> 0.87584, no page down by more than 0.001.
        // (A word as long as the token is the token itself, looked up above.)
        // Most tokens are one word, and the loop finds none shorter; how many words a token
        // has is counted only once one of them is the frame's.
        for word in camel_words(token).filter(|w| w.len() < token.len()) {
            bits |= lookup(word) & Named::Comment.bit();
            if CAMEL_FRAME_WORDS
                .iter()
                .any(|w| w.as_bytes().eq_ignore_ascii_case(word))
                && camel_words(token).count() == 2
                && camel_words(token).all(|w| w.len() >= 3)
            {
                bits |= Named::Noise.bit();
            }
        }
    }
    bits
}

/// Class or id words that name an ad slot, alone or numbered (`ad`, `ads-2`, `sponsor1`).
pub const AD_SLOT_WORDS: &[&str] = &[
    "ad",
    "ads",
    "advert",
    "advertisement",
    "sponsor",
    "adslot",
    "adsbygoogle",
];

/// Whether a class or id attribute names an ad slot: a token that is an [`AD_SLOT_WORDS`] word,
/// with or without a number after it, or `adv` with one (`adv468`, `adv120`: ad slots named by
/// their size). `adv` alone is left out: Kadence names its headings `kt-adv-heading`, for
/// "advanced".
pub fn names_ad_slot(value: &str) -> bool {
    class_tokens(value).any(|token| {
        let letters = token
            .iter()
            .position(|b| b.is_ascii_digit())
            .unwrap_or(token.len());
        let (stem, number) = token.split_at(letters);
        number.iter().all(u8::is_ascii_digit)
            && (AD_SLOT_WORDS
                .iter()
                .any(|w| w.as_bytes().eq_ignore_ascii_case(stem))
                || (!number.is_empty() && stem.eq_ignore_ascii_case(b"adv")))
    })
}

/// The page's frame, read out of a camelCase name of two words (`InfoFooter`, `topNav`).
const CAMEL_FRAME_WORDS: &[&str] = &[
    "footer",
    "header",
    "nav",
    "navigation",
    "menu",
    "sidebar",
    "breadcrumb",
    "breadcrumbs",
];

/// The words of a camelCase token, split where a lower-case letter meets an upper-case one
/// (`opOpinia` is `op` and `Opinia`); acronyms stay together (`URLField` is one word).
fn camel_words(token: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut start = 0;
    std::iter::from_fn(move || {
        if start >= token.len() {
            return None;
        }
        let end = (start + 1..token.len())
            .find(|&i| token[i - 1].is_ascii_lowercase() && token[i].is_ascii_uppercase())
            .unwrap_or(token.len());
        let word = &token[start..end];
        start = end;
        Some(word)
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ad_slot_is_named_by_an_ad_word_numbered_or_not() {
        for name in [
            "ad",
            "ad-slot top",
            "adv468",
            "ADS_2",
            "sponsor1",
            "gpt adsbygoogle",
        ] {
            assert!(names_ad_slot(name), "{name}");
        }
        for name in [
            "kt-adv-heading10415",
            "adv",
            "add1",
            "shadow",
            "lead",
            "a4d",
            "ad2b",
        ] {
            assert!(!names_ad_slot(name), "{name}");
        }
    }

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
                assert!(!word.is_empty() && word.len() <= MAX_NAMED_WORD, "{word}");
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
    fn camel_case_words_name_a_comment_section_and_two_word_names_the_frame() {
        let comment = Named::Comment.bit();
        assert_ne!(named_bits("", "opOpinie") & comment, 0);
        assert_ne!(named_bits("opOpinia", "") & comment, 0);
        assert_ne!(named_bits("userCommentsBox", "") & comment, 0);
        assert_eq!(named_bits("opinion", "stgOpinions"), 0);
        // Other lists keep whole tokens: a forum's postContent is not a content word, a
        // generated name's pieces are no words.
        assert_eq!(named_bits("postContent replyButton", ""), 0);
        assert_eq!(named_bits("__SAR2l0zNyyuZ", ""), 0);
        assert_eq!(named_bits("URLComment", ""), 0);
        // A name of two words gives the page's frame; a longer one or a generated one does not.
        let noise = Named::Noise.bit();
        assert_ne!(named_bits("InfoFooter", "") & noise, 0);
        assert_ne!(named_bits("clearfix", "mainNav") & noise, 0);
        assert_eq!(named_bits("StyledCustomerCardFooter", ""), 0);
        assert_eq!(named_bits("editorialReviews", ""), 0);
        assert_eq!(named_bits("hNav", ""), 0);
        let words: Vec<&[u8]> = camel_words(b"opOpinia").collect();
        assert_eq!(words, [&b"op"[..], b"Opinia"]);
        assert_eq!(camel_words(b"URLField").count(), 1);
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
}
