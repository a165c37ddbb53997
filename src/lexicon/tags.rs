//! Tag classes (pruned, block, layout, output) and the attributes read and written, by tag.

/// Elements removed with their whole subtree before anything is measured (seed 004's pruning).
/// `iframe` is pruned unless it embeds a video ([`is_video_embed`]). A `<source>` is not listed
/// here but read only in a media player (`page::walk`), where it is all that is read: the text
/// there is what a browser that cannot play the media shows instead. A formula's `annotation`
/// is its source in another notation (TeX), which no browser shows. Ruby's `rp` holds the
/// brackets that only a browser without ruby shows around a reading; the plain text writes its
/// own (`render`).
pub const PRUNED_TAGS: &[&str] = &[
    "head",
    "script",
    "style",
    "noscript",
    "template",
    "link",
    "meta",
    "title",
    "input",
    "select",
    "textarea",
    "button",
    "option",
    "datalist",
    "object",
    "embed",
    "applet",
    "canvas",
    "map",
    "dialog",
    "frameset",
    "frame",
    "svg",
    "track",
    "param",
    "base",
    "iframe",
    "annotation",
    "annotation-xml",
    "rp",
    // Raw text, drawn by no browser that plays embeds and frames (`display: none` in HTML's
    // user agent stylesheet).
    "noembed",
    "noframes",
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

/// Elements that show code: their text is read as written (`page::walk` keeps a template's
/// placeholders there).
pub const CODE_TAGS: &[&str] = &["pre", "code", "kbd", "samp", "tt"];

pub fn is_code_tag(tag: &str) -> bool {
    CODE_TAGS.contains(&tag)
}

/// Elements whose layout box is read whatever text they hold: images, for the lead image.
pub const MEASURED_TAGS: &[&str] = &["img"];

pub fn is_measured_tag(tag: &str) -> bool {
    MEASURED_TAGS.contains(&tag)
}

/// Headings that head an accordion's panel: the panel hidden by CSS right after one (or after a
/// box holding only one) opens on a click and is read as shown (`page::walk`, the collector).
pub const ACCORDION_HEADINGS: &[&str] = &["h2", "h3", "h4", "h5", "h6"];

/// How many boxes may wrap an accordion's heading and hold nothing else (a toggle's icon aside):
/// the header is the heading, or up to this many boxes around it.
pub const ACCORDION_HEADER_DEPTH: usize = 3;

pub fn is_accordion_heading(tag: &str) -> bool {
    ACCORDION_HEADINGS.contains(&tag)
}

/// What an accordion's panel is: a box. A paragraph or a list hidden after a heading is hidden
/// for good (a menu's list under its heading, Readability.js's `hidden-nodes` test page).
pub const ACCORDION_PANEL_TAGS: &[&str] = &["div", "section"];

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

/// Bold text, which old pages write their section headings in inside a block of text.
pub fn is_bold_tag(tag: &str) -> bool {
    matches!(tag, "b" | "strong")
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
    matches!(tag, "img" | "picture" | "video" | "audio" | "iframe")
}

/// Media players: a `<video>` or `<audio>` element, its `<source>`s its only content.
pub fn is_player_tag(tag: &str) -> bool {
    matches!(tag, "video" | "audio")
}

/// Where an iframe's address may be: lazy-loading scripts keep it in `data-src` (lazysizes and
/// most others) or `data-lazy-src` (WP Rocket) until the frame scrolls into view.
const IFRAME_SOURCES: [&str; 3] = ["src", "data-src", "data-lazy-src"];

/// The address of the video an iframe embeds: the first of its addresses that is one
/// ([`is_video_embed`]), read with `attr`.
pub fn embedded_video<S: AsRef<str>>(attr: impl Fn(&'static str) -> Option<S>) -> Option<S> {
    IFRAME_SOURCES
        .iter()
        .filter_map(|&a| attr(a))
        .find(|src| is_video_embed(src.as_ref()))
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
        "video" => "video",
        "audio" => "audio",
        "source" => "source",
        // Ruby: a reading drawn above or beside its base text (furigana, pinyin).
        "ruby" => "ruby",
        "rb" => "rb",
        "rt" => "rt",
        "rtc" => "rtc",
        // A formula; what is inside it is written by `output_math_tag`.
        "math" => "math",
        _ => return None,
    })
}

/// MathML's elements (MathML Core), written to the output inside a `<math>` and only there:
/// browsers draw the formula from them.
pub const MATH_TAGS: &[&str] = &[
    "math",
    "semantics",
    "mrow",
    "mi",
    "mn",
    "mo",
    "ms",
    "mtext",
    "mspace",
    "msup",
    "msub",
    "msubsup",
    "mfrac",
    "msqrt",
    "mroot",
    "mover",
    "munder",
    "munderover",
    "mmultiscripts",
    "mprescripts",
    "none",
    "mtable",
    "mtr",
    "mtd",
    "mstyle",
    "mpadded",
    "mphantom",
    "menclose",
    "merror",
];

/// The output tag of a MathML element inside a formula (everything else there is unwrapped).
pub fn output_math_tag(tag: &str) -> Option<&'static str> {
    MATH_TAGS.iter().find(|&&t| t == tag).copied()
}

/// MathML's token elements: an identifier, a number, an operator, text. The plain text spaces
/// them apart, as the formula shows them.
pub fn is_math_token(tag: &str) -> bool {
    matches!(tag, "mi" | "mn" | "mo" | "mtext" | "ms")
}

/// Elements the collector checks for visibility whatever their attributes (it checks only blocks
/// with attributes otherwise): a formula's MathML, which Wikipedia hides in a `display: none`
/// span beside an image of the formula, and the root and body, which a page's stylesheet hides
/// until its scripts run (a font loader's `.wf-loading body`, a frame guard's
/// `html { display: none }`): the whole page is hidden then, as the DOM walker reads it.
pub const VISIBILITY_CHECKED_TAGS: &[&str] = &["math", "html", "body"];

/// Marks that call a note from the text ("price*", "†"): a link to a place in the page that holds
/// one of them is kept, where one of other marks only ("¶", "↩") is left out (`render`).
pub const NOTE_MARKS: &[char] = &['*', '†', '‡', '◊', '※', '⁂'];

/// An element whose parts mean something only inside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    Table,
    List,
    Terms,
}

/// The container an output tag is one of ([`Container`]): `table`, `ul` and `ol`, `dl`.
pub fn container_kind(tag: &str) -> Option<Container> {
    match tag {
        "table" => Some(Container::Table),
        "ul" | "ol" => Some(Container::List),
        "dl" => Some(Container::Terms),
        _ => None,
    }
}

/// The container an output tag belongs in: a table's rows and cells in a `<table>`, a list's
/// item in a list, a term and its description in a `<dl>`.
pub fn part_of(tag: &str) -> Option<Container> {
    match tag {
        "thead" | "tbody" | "tfoot" | "tr" | "th" | "td" | "caption" => Some(Container::Table),
        "li" => Some(Container::List),
        "dt" | "dd" => Some(Container::Terms),
        _ => None,
    }
}

/// Output tags written even when nothing inside them is kept: a table's cells hold their place
/// in the row, and an embed has no content of its own. Others are left out then.
pub fn is_kept_empty(tag: &str) -> bool {
    matches!(tag, "td" | "th" | "iframe")
}

/// Tags whose output has no closing tag.
pub fn is_void_tag(tag: &str) -> bool {
    matches!(tag, "img" | "br" | "hr" | "source")
}

/// Attributes kept on output elements, by output tag. URL attributes (`href`, `src`, `srcset`,
/// `poster`) are resolved and pass only with an http(s) scheme, or for `href` a mailto or tel one
/// (see `crate::urls`).
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
        "video" => &["src", "poster", "width", "height", "muted", "loop"],
        "audio" => &["src", "loop"],
        "source" => &["src", "type"],
        tag if output_math_tag(tag).is_some() => recorded_attributes(tag),
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
            "data-lazy-src",
            "data-lazyload",
            "data-srcset",
            "data-lazy-srcset",
        ],
    ),
    ("td", &["colspan", "rowspan", "headers", "scope"]),
    ("th", &["colspan", "rowspan", "headers", "scope"]),
    ("ol", &["start", "reversed", "type"]),
    ("li", &["value"]),
    ("time", &["datetime", "pubdate"]),
    ("abbr", &["title"]),
    (
        "iframe",
        &[
            "src",
            "data-src",
            "data-lazy-src",
            "width",
            "height",
            "allowfullscreen",
        ],
    ),
    (
        "video",
        &["src", "poster", "width", "height", "muted", "loop"],
    ),
    ("audio", &["src", "loop", "controls"]),
    // A `<picture>`'s sources too: where its image has no source of its own, theirs stand in.
    ("source", &["src", "type", "srcset", "data-srcset", "media"]),
    ("html", &["lang", "dir"]),
    // How MathML draws a formula (MathML Core): none holds a URL or a script.
    ("math", &["display"]),
    ("mi", &["mathvariant"]),
    ("mo", &["stretchy", "fence", "separator", "largeop", "form"]),
    ("mfrac", &["linethickness"]),
    ("mstyle", &["displaystyle", "scriptlevel"]),
    ("mtd", &["columnspan", "rowspan"]),
    ("mover", &["accent"]),
    ("munder", &["accentunder"]),
    ("munderover", &["accent", "accentunder"]),
    ("menclose", &["notation"]),
];

/// The endings of the attributes where lazy-loading scripts that the `img` list above does not
/// name keep an image's real source and `srcset`: NitroPack's `nitro-lazy-src` and
/// `nitro-lazy-srcset` (506 images on 15 of the dev pages), `lazy-src`, `data-lzl-src`,
/// `data-delay-src`, `data-image-src`. The collector sends an image's attributes that end so.
pub const LAZY_IMAGE_SUFFIXES: [&str; 2] = ["srcset", "src"];

/// The name the walk keeps such a source under (with a space, so no page attribute has it).
pub const OTHER_LAZY_SRC: &str = "other lazy src";
/// The same for a `srcset`.
pub const OTHER_LAZY_SRCSET: &str = "other lazy srcset";

/// The name the walk keeps an `img` attribute under when it is a source that the `img` list of
/// [`RECORDED_ATTRIBUTES`] does not name ([`LAZY_IMAGE_SUFFIXES`]): [`OTHER_LAZY_SRCSET`] or
/// [`OTHER_LAZY_SRC`]. Only a name of lowercase letters, digits and hyphens: a framework's
/// binding (`:src`, `v-bind:src`) holds code, not an address.
pub fn other_lazy_image_attribute(name: &str) -> Option<&'static str> {
    let [srcset, src] = LAZY_IMAGE_SUFFIXES;
    let kept = if name.len() > srcset.len() && name.ends_with(srcset) {
        OTHER_LAZY_SRCSET
    } else if name.len() > src.len() && name.ends_with(src) {
        OTHER_LAZY_SRC
    } else {
        return None;
    };
    let plain = name
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    (plain && !recorded_attributes("img").contains(&name)).then_some(kept)
}

pub fn recorded_attributes(tag: &str) -> &'static [&'static str] {
    RECORDED_ATTRIBUTES
        .iter()
        .find(|(t, _)| *t == tag)
        .map_or(&[], |(_, a)| a)
}

/// schema.org `itemprop` values of the main text (articles, and posts of forums and Q&A).
pub const CONTENT_ITEMPROPS: &[&str] = &["articleBody", "text", "reviewBody", "description"];

/// Attributes every element keeps, beyond those of its tag.
pub const COMMON_ATTRIBUTES: &[&str] = &["itemprop", "role", "aria-modal"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_lazy_image_attributes_end_in_src_or_srcset() {
        for (name, kept) in [
            ("nitro-lazy-src", Some(OTHER_LAZY_SRC)),
            ("nitro-lazy-srcset", Some(OTHER_LAZY_SRCSET)),
            ("lazy-src", Some(OTHER_LAZY_SRC)),
            ("data-lzl-srcset", Some(OTHER_LAZY_SRCSET)),
            ("lowsrc", Some(OTHER_LAZY_SRC)),
            // Read by name already.
            ("src", None),
            ("srcset", None),
            ("data-src", None),
            ("data-lazy-srcset", None),
            // A framework's binding holds code.
            (":src", None),
            ("v-bind:src", None),
            ("data-src-delay", None),
            ("alt", None),
        ] {
            assert_eq!(other_lazy_image_attribute(name), kept, "{name}");
        }
    }
}
