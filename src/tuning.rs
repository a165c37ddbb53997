//! Every tuned number in one place. Each constant names its unit and where it came from.
//! The scoring constants were calibrated as a set on ../shared/datasets with `lectern-eval` and
//! the browser benchmark (README, "Measuring"):
//! re-run the evaluation after any change.

/// A CJK character carries about as much text as two Latin letters: the thresholds below are
/// in Latin-equivalent characters. (Measured: average English word ~5 chars + space; average
/// Chinese word ~1.5-2 characters.)
pub const CJK_CHAR_WEIGHT: f32 = 2.0;

/// The walk stops after this many nodes, so a hostile page cannot hang the extractor.
pub const MAX_WALK_NODES: usize = 400_000;

/// Tag paths keep at most this many segments (real pages nest 20-40 deep; hostile ones more).
pub const MAX_PATH_SEGMENTS: usize = 256;

/// The explain view lists at most this many blocks (the largest pages have a few thousand).
pub const MAX_EXPLAIN_BLOCKS: usize = 5_000;

/// Two runs of text that meet at an element's edge with a letter or digit on both sides
/// ("Prep Time" in one span, "2 hrs" in the next) are two words when the browser draws them
/// apart: on other lines (overlapping by less than half the shorter run's height), or on one
/// line with a gap wider than this share of that height (a space is about a fifth of a line
/// box; a flex item's or a tag's margin is more, kerning less). A single letter before the gap
/// is an initial (a drop cap) and stays with its word.
pub const WORD_GAP_SHARE: f32 = 0.15;

/// Containers with less text than this in their subtree get no layout read (TOOLCHAIN.md: reading
/// every element's box costs ~10 ms on a large page; measured here at 14% of extraction time when
/// read from 20 characters up). Small blocks barely move the scores either way.
pub const LAYOUT_MIN_TEXT_WEIGHT: f32 = 100.0;

/// A `<noscript>` whose markup is at least this long may hold the page's content: it is kept as
/// a fallback for pages whose visible DOM has no article (server-rendered forum posts on
/// Discourse sites: 26 of wcxb-dev's 113 forum pages had no article without it).
pub const NOSCRIPT_MIN_CHARS: usize = 2_000;

/// A page is decoded from double UTF-8 encoding (`mojibake.rs`) when its text holds at least
/// this many garbled sequences, so that one legitimate lookalike ("É”" in a French quote) does
/// not turn a page's text. On the dev pages every page at 3 or more is truly garbled (daniel-a
/// 0.911 -> 0.912); the one lookalike found, a "ß’" on wcxb-dev 0415, stands alone.
pub const MOJIBAKE_MIN_SEQUENCES: usize = 3;
/// How many rounds of that repair a page gets: a doubly encoded page whose charset is declared
/// too late for the browser (past the first 1,024 bytes) is read as Windows-1252 once more, so
/// "Â\u{a0}" (itself a garbled no-break space) arrives as "Ã‚Â\u{a0}". A second round: with
/// layout daniel-a 8 pages up (montrealgazette.com and its sister papers' stray "Â" lines).
pub const MOJIBAKE_MAX_ROUNDS: usize = 2;

/// A page the browser decoded with a double-byte legacy encoding (`double_byte.rs`) is read
/// again as UTF-8 when its text, encoded back, yields at least this many characters beyond
/// ASCII...
pub const DOUBLE_BYTE_MIN_CHARS: usize = 20;
/// ...with at most this share of them undecodable. Truly legacy text comes out as about 80%
/// errors (GBK and Big5 sentences alike); garbled UTF-8 loses a character wherever a byte could
/// not be paired, about one in six in a GBK sentence cut by ASCII, one in three in Big5, whose
/// decoder rejects more pairs.
pub const DOUBLE_BYTE_MAX_BAD_SHARE: f32 = 0.5;
/// How much of the page's text beyond ASCII (UTF-8 bytes, about 4,000 CJK characters) the test reads.
pub const DOUBLE_BYTE_SAMPLE_BYTES: usize = 12_000;
/// Text whose ideographs are at least this share common characters (`lexicon::COMMON_HANZI`)
/// reads as Chinese and is left as decoded, before any table is built (which costs about 1.4 ms
/// a call): every daniel-a Chinese page scores 0.2 or more, its text garbled by GBK or Big5
/// decoders 0.05 at most.
pub const DOUBLE_BYTE_MAX_COMMON_SHARE: f32 = 0.1;

/// Below this much plain text in the best container the page has no article.
pub const MIN_ARTICLE_TEXT_WEIGHT: f32 = 60.0;

/// A page with no article but at most this many visible characters is its own article
/// (`article::extract_short_page`); longer pages without an article are menus, hubs and forms.
pub const SHORT_PAGE_MAX_CHARS: u32 = 500;

/// A block whose subtree has at least this much text (or two links) is judged by link density.
pub const LINK_DENSE_MIN_TEXT_WEIGHT: f32 = 1.0;

/// Link text share above which a block is navigation, not prose (seed 004's D2 in spirit;
/// the paper gives no value).
pub const MAX_LINK_DENSITY: f32 = 0.5;

/// Blocks in a run of at least this many like siblings (same tag and class) are items...
pub const MIN_REPEATED_SIBLINGS: usize = 4;
/// ...judged link-dense only above this share: a product tile or post teaser is mostly its
/// linked name, a menu item is all link.
pub const MAX_LINK_DENSITY_REPEATED: f32 = 0.85;

/// ...unless its plain (non-link) text reaches this: then it holds content among its links, and
/// its link-heavy parts are judged on their own.
pub const LINK_DENSE_MAX_PLAIN_WEIGHT: f32 = 300.0;

/// A `p` child with this much plain text is prose: its link-dense parent is judged by its parts
/// (`noise::holds_a_paragraph`; 100 and 200 give the same on every dev page).
pub const PARAGRAPH_MIN_PLAIN_WEIGHT: f32 = 150.0;
/// A sentence with links in it says at least this much outside them (`noise::reads_as_sentences`).
pub const SENTENCE_MIN_PLAIN_WEIGHT: f32 = 30.0;

/// A line ending with a colon introduces the list after it as prose does when it has this much
/// text: a sentence ("Many patches were sent for review:"), not a label ("More on HBS:").
pub const INTRODUCING_LINE_MIN_WEIGHT: f32 = 25.0;

/// A block holding at least this share of the page's text is a wrapper, never noise as a whole.
pub const DOMINANT_SHARE: f32 = 0.5;

/// A table with a header cell and at least this many rows is data, whose rows are never
/// link-dense noise (`noise::data_tables`); a bar of links in a one-row table is not.
pub const DATA_TABLE_MIN_ROWS: u32 = 3;

/// A block named like boilerplate (nav, share, footer...) is dropped when at least this share of
/// its text is links; named blocks of plain prose stay.
pub const NOISE_CLASS_MIN_LINK_DENSITY: f32 = 0.2;

/// Seed 004 visual filter: a block narrower than this share of the page width...
pub const SIDE_COLUMN_MAX_WIDTH: f32 = 0.3;
/// ...whose horizontal centre lies within this share of either side edge is a side column.
pub const SIDE_COLUMN_EDGE: f32 = 0.25;
/// A column holding at least this share of the page's plain text is the page, not a side
/// column (a rankings site's list of fields at the left, its table filled by script). With
/// layout, wcxb-dev 0.857 -> 0.858 (4332 0.34 -> 0.93), no page down on the three dev sets. At
/// 0.5, two like columns of one text each held half and neither was a side column.
pub const SIDE_COLUMN_MAX_PAGE_SHARE: f32 = 0.6;
/// A narrow block at a side edge is a cell of a row of columns, not a side column, when its
/// siblings beside it are narrow too and one reaches the page's middle; this many siblings are
/// read each way (a row of cards has a handful; the bound keeps a grid of thousands linear).
pub const ROW_MAX_NEIGHBOURS: usize = 8;
/// A block within this share of the page height from the top or bottom edge...
pub const EDGE_BAND: f32 = 0.02;
/// ...and no taller than this share of the page is a header or footer strip...
pub const EDGE_BAND_MAX_HEIGHT: f32 = 0.05;
/// ...and than this many pixels: on a page made very tall (wcxb-dev 4175: 74,600 px, a footer
/// of unstyled lists 34,000 px tall) 5% is two screens, and a 2,000 px article near the top
/// read as a header strip. Headers and footers are a fraction of one screen.
pub const EDGE_BAND_MAX_HEIGHT_PX: f32 = 600.0;
/// ...and with less plain text than this: a strip of several paragraphs of prose is not a header
/// or footer (wcxb-dev 0653: a category page's 4,500-character guide below 20,000 px of product
/// placeholders).
pub const EDGE_BAND_MAX_PLAIN_WEIGHT: f32 = 1500.0;
/// ...and, with more plain text than this, at least this link density: a header or footer with
/// that much text is menus, a story at the top of a long page of link lists is prose (daniel-a
/// soundofhope.org: the story above 9,000 px of link lists).
pub const EDGE_BAND_PROSE_WEIGHT: f32 = 300.0;
pub const EDGE_BAND_MIN_LINK_DENSITY: f32 = 0.2;
/// ...on pages at least this tall (two 900 px screens); shorter pages have no bands.
pub const EDGE_BAND_MIN_PAGE_HEIGHT_PX: f32 = 1800.0;

/// The visual filter only judges a block whose box has at least this area per character of its
/// text; a smaller box is overflowing and says nothing (body text takes ~150 px² a character).
pub const MIN_BOX_AREA_PER_CHAR_PX2: f32 = 40.0;

/// H(b) factor for a block marked as the main text (`itemprop=articleBody|text`, `role=main`)...
pub const MARKUP_MAIN_FACTOR: f32 = 2.0;
/// ...for a class or id with a content word...
pub const MARKUP_CONTENT_FACTOR: f32 = 1.25;
/// ...and for one with a boilerplate word.
pub const MARKUP_NOISE_FACTOR: f32 = 0.7;

/// Seed 000's alpha: how strongly a block's size (share of the page's blocks) lowers H(b).
pub const H_SIZE_ALPHA: f32 = 1.0;

/// Cap on H(b)'s p_link, the block's share of the page's links. On pages whose links are mostly
/// inside the article (inline references, a menu of few links) p_link neared 1 and zeroed the
/// article's H(b): one paragraph outscored the whole text. Native F1, uncapped against caps of
/// 0.3 / 0.4 / 0.6 / 0.8: wcxb-dev 0.825 / 0.827 / 0.827 / 0.826 / 0.826, readability-pages
/// 0.915 / 0.921 / 0.921 / 0.921 / 0.916, daniel-a 0.861 throughout. Dropping p_link
/// altogether (or using link density instead): daniel-a 0.857.
pub const H_MAX_LINK_SHARE: f32 = 0.4;

/// A sibling of the container joins it when its plain text is at least this share of the
/// container's...
pub const SIBLING_MIN_SHARE: f32 = 0.1;
/// ...and at least this much text...
pub const SIBLING_MIN_TEXT_WEIGHT: f32 = 80.0;
/// ...and at most this share of it is links.
pub const SIBLING_MAX_LINK_DENSITY: f32 = 0.2;

/// Readerable check: a block needs this much plain text to count (Readability.js uses 140
/// characters; weighted here, so 70 CJK characters)...
pub const READERABLE_MIN_BLOCK_WEIGHT: f32 = 140.0;
/// ...and the sum of sqrt(excess) over such blocks must pass this. Readability.js uses 20 on raw
/// `textContent` lengths, source indentation included; these weights collapse whitespace, so the
/// same page scores lower. Measured on readability-pages (130, native): the not-readerable pages
/// score at most 7.5 and all articles but one at least 11.8; 10 sits in that gap (agreement
/// 0.931 -> 0.992). On wcxb-dev it makes 99% of articles and 97% of documentation pages
/// readerable (97% and 90% at 20), and 58% of listings (46%).
pub const READERABLE_MIN_SCORE: f32 = 10.0;

/// Seed 001's title (`metadata/title/`): share of a headline's metric tokens that `<title>`
/// (or `og:title`, JSON-LD) must contain for the headline to be taken as the title (tuned on
/// wcxb-dev: 0.5 and 0.8 score within 0.01).
pub const TITLE_HEADLINE_AGREEMENT: f32 = 0.6;
/// Share of one segment of `<title>` (or `og:title`, JSON-LD) that a headline must cover in
/// turn (wcxb-dev title match 0.728 -> 0.733; 0.2 and 0.4: 0.732; against the whole title
/// rather than a segment, 0.731 at best).
pub const TITLE_HEADLINE_MIN_COVERAGE: f32 = 0.3;
/// A `<title>` segment this long (in metric tokens) reads as a headline, not a site name.
pub const TITLE_SEGMENT_MIN_TOKENS: usize = 3;
/// Share of a written article's lone headline's tokens that `<title>` (or `og:title`, JSON-LD)
/// must hold for the headline to stand over a title it rewords: the two name one story (tuned
/// on wcxb-dev title match: no floor 0.7822, 0.25 0.7836, 0.3 0.7842, 0.4 0.7822).
pub const TITLE_REWORDED_HEADLINE_SHARE: f32 = 0.3;

/// Seed 001's window (`window.rs`): a run of content lines below the title closes after this
/// many link lines without content (45 text lines in the paper; a line here is a block, a
/// paragraph or more of text lines, and short lines without links are neutral). Measured native
/// F1 with the window trimming the selection's tail, against none: daniel-a 0.826 -> 0.835 (zh
/// 0.925 -> 0.933), wcxb-dev 0.798 -> 0.799 (forum +0.007, documentation -0.005),
/// readability-pages 0.910 -> 0.909. Windows of 3 / 10 / 20 lines: daniel-a 0.845 / 0.834 /
/// 0.831 but wcxb-dev 0.790 / 0.796 / 0.796 without the share limit below.
pub const WINDOW_LINES: usize = 5;
/// ...but a box of at most this many link lines (a "related" panel) between two content lines
/// that are children of one element does not close the run: the body's flow goes on around it.
/// Native F1: wcxb-dev 0.851 -> 0.852 (0160 0.77 -> 0.99, 2865 0.81 -> 0.98, 0701 0.82 -> 0.93;
/// 4444 and 0287 down by 0.04), readability-pages 0.967 -> 0.969, daniel-a unchanged; 8 / 10 /
/// 15 / any number of lines: 5 / 8 / 9 / 10 pages up, 1 / 2 / 2 / 2 down.
pub const WINDOW_BOX_MAX_LINES: usize = 15;
/// A line is content with at least this much plain text (about a sentence)...
pub const WINDOW_LINE_MIN_WEIGHT: f32 = 40.0;
/// ...and at most this share of link text.
pub const WINDOW_LINE_MAX_LINK_DENSITY: f32 = 0.3;
/// Whether the window trims selected blocks after the end of its run.
pub const WINDOW_TRIMS_END: bool = true;
/// The window trims at most this share of the selected text; a longer tail is left alone (a
/// second opinion trims, it does not overrule). 0.25 / 0.4 / 0.55: daniel-a 0.831 / 0.835 /
/// 0.839, wcxb-dev 0.799 / 0.799 / 0.798, readability-pages 0.910 / 0.909 / 0.907.
pub const WINDOW_MAX_TRIM_SHARE: f32 = 0.4;

/// Seed 001's window as an opinion on the start (`Selection::refocus`): the block holding the
/// title and the first run below it replaces a container it lies apart from when its H(b) is at
/// least this share of the container's. Native F1 against no refocus: daniel-a 0.846 -> 0.861
/// (21 pages up, one down: iatronet.gr news items under their headlines instead of the teaser
/// list beside them), wcxb-dev 0.821 and readability-pages 0.915 unchanged (two product and
/// service pages down, five up). Shares 0.5 / 0.3 / 0.1 / 0.05: daniel-a 0.857 / 0.859 / 0.861 /
/// 0.861, wcxb-dev 0.821 / 0.821 / 0.821 / 0.818.
pub const REFOCUS_MIN_SCORE_SHARE: f32 = 0.2;

/// A container is a comment section when it or an ancestor is named like comments, or a child
/// so named holds this share of its plain text; then the window's block apart from it wins at
/// any H(b) (`Selection::refocus`). Native wcxb-dev 0.854 -> 0.855: a Slashdot story under its
/// comments 0.36 -> 1.00, no page down on the three dev sets.
pub const COMMENT_SECTION_SHARE: f32 = 0.8;

/// On pages that say they are articles (or carry a date), the title window's block also replaces
/// a container that holds it when it scores at least this share of the container's H(b): a
/// wrapper around the story and its teaser boxes (ria.ru's "Multimedia" and "Context" panels).
/// Native daniel-a 0.881 -> 0.889 (28 pages up, 5 down), wcxb-dev unchanged (0.8387 -> 0.8386);
/// 0.2: 0.890 / 0.8383, 0.5: 0.886 / 0.8391. Without the page-kind gate, collection pages lost
/// (0.632 -> 0.615).
pub const REFOCUS_INWARD_MIN_SCORE_SHARE: f32 = 0.3;

/// ...but not when the window's block is one post of a thread the container holds
/// (`score::one_post_of_thread`): a block inside it holding this share of its plain text is its
/// body, and bodies classed alike elsewhere in the container are the replies. Native wcxb-dev
/// forum 0.761 -> 0.765 (a XenForo thread, 0.43 -> 0.90; no page down on the three dev sets).
pub const POST_BODY_SHARE: f32 = 0.5;

/// Seed 001's window as an opinion on the start, within the selection (`Selection::trim_before`):
/// kept blocks above the page's headline (an `h1`, or a `header` holding it) are dropped when the
/// first run below it keeps at least this much plain text. Native F1 against no trim: daniel-a
/// 0.861 -> 0.877 (rus.ruvr.ru's news panels above the article, we-dwoje.pl), wcxb-dev 0.828 and
/// readability-pages 0.921 unchanged (50 pages up, 4 down). Runs of 100 / 1,000: daniel-a 0.877 /
/// 0.873. Trusting a title found in any element: daniel-a 0.878 but wcxb-dev service 0.806 ->
/// 0.790 (titles repeated in a landing page's later sections). 200 rather than 300 (a run that
/// is a news item's lead alone): with layout 3 pages up (two product pages 0.58 -> 0.76 and
/// 0.71 -> 0.79), none down; natively 4 up, one down (a product page 0.20 -> 0.08); 150 the
/// same, 100 one more down.
pub const WINDOW_HEAD_MIN_RUN_WEIGHT: f32 = 200.0;

/// Copies of a section (`Selection::drop_repeats`): kept blocks of at least this much text that
/// repeat, in order, a run of earlier ones are dropped; shorter lines ("Reply", "Add to cart")
/// repeat by nature. Native F1: wcxb-dev 0.828 -> 0.830 (forum 0.729 -> 0.736, product 0.589 ->
/// 0.594), daniel-a 0.877 -> 0.879 (wprost.pl), readability-pages 0.921 unchanged; 56 pages up,
/// 18 down. Dropping every repeated block instead: readability-pages 0.881 (its test pages
/// repeat filler paragraphs), and grids that share a caption lost it.
pub const REPEAT_MIN_TEXT_WEIGHT: f32 = 40.0;
/// Lines each followed at once by its copy are copies from this many up.
pub const REPEAT_MIN_TWINS: usize = 2;

/// The bytes of kept text that the quotes of a page are looked for in, all quotes together
/// (`Selection::drop_quoted_copies`); the quotes past it stay. The most any dev page searches is
/// 0.83 MB; a page of 8,000 distinct quotes took 0.76 s to extract natively without a bound,
/// 35 ms with it.
pub const QUOTED_COPY_MAX_SEARCH_BYTES: usize = 16 << 20;

/// A content image leads the article (when the metadata names none) only with both sides at
/// least this large: icons, avatars and spacers stay out.
pub const LEAD_IMAGE_MIN_SIDE_PX: f32 = 100.0;

/// Listing and collection pages (`score::dominant_grid`): the largest run of like siblings takes
/// the selection when its text, links included, reaches this weight... Measured (native F1):
/// wcxb-dev 0.799 -> 0.810 (listing 0.467 -> 0.570, collection 0.487 -> 0.549), daniel-a and
/// readability-pages unchanged. Without the cap on what density selected, daniel-a fell to 0.776
/// (related-story grids). Runs inside nav, aside, header or footer are menus, not grids (wcxb-dev
/// 0.819 -> 0.821, documentation 0.896 -> 0.903). It was 500 until a small blog's front page
/// (wcxb-dev 2972: a header line, then teasers of about 400 characters) lost its teasers: from
/// 100 to 400 the dev sets give the same, that page 0.00 -> 0.91 with layout and nothing else
/// moving, with layout or natively. Above three times the selection, the floor binds only where
/// density selected under 100 characters.
pub const GRID_MIN_TEXT_WEIGHT: f32 = 300.0;
/// ...or this weight where density selected nothing at all: a category page of a few products
/// and no prose (six lights and their prices). With layout wcxb-dev 0.858 -> 0.860 (3 collection
/// pages 0.00 -> 0.87-1.00), none down; 50 the same, 150 two pages, 250 one.
pub const GRID_ALONE_MIN_TEXT_WEIGHT: f32 = 100.0;
/// ...and this many times the text density selected.
pub const GRID_OVER_SELECTION: f32 = 3.0;
/// ...when density selected less than this (an article's text outweighs a related-links grid).
pub const GRID_MAX_SELECTED_WEIGHT: f32 = 500.0;

/// A run of at least this many like items, nearly all priced ([`PRICED_GRID_MIN_SHARE`]), is a
/// collection's products and joins the selection (`score::priced_grid`).
pub const PRICED_GRID_MIN_ITEMS: usize = 4;
pub const PRICED_GRID_MIN_SHARE: f32 = 0.8;

/// A selection shorter than this inside a page's `<main>` widens to all of it when the items of
/// the runs there hold [`LISTING_OVER_SELECTION`] times its text (`score::listing_main`): a
/// listing's intro paragraph beside several teaser grids. Native wcxb-dev, with the class key
/// leaving out taxonomy terms: 6 pages up (listing 0.10 -> 0.61, 0.25 -> 0.93, 0.31 -> 0.92,
/// 0.52 -> 0.85; collection 0.04 -> 0.87, 0.20 -> 0.76), 1 down (a collection whose truth keeps
/// only its description, 1.00 -> 0.20); daniel-a and readability-pages unchanged. At 800 and
/// 3x, 4 up and none down; at 1500, two more collections lost their description-only truths.
pub const LISTING_MAX_SELECTED_WEIGHT: f32 = 1000.0;
/// ...and this many times the selected text weight.
pub const LISTING_OVER_SELECTION: f32 = 2.0;

/// The main landmark holding the selection becomes the selection when its plain text (noise
/// left out) is at least this many times the selection's (`score::landing_main`): a landing
/// page's sections, of which density chose one. Native F1, wcxb-dev 0.852 -> 0.852 (9 pages
/// up, 6 down; service 0.824 -> 0.828: 2845 0.22 -> 0.72, 0707 0.53 -> 0.82, a forum 0.74 ->
/// 1.00), with layout 0.853 -> 0.854 (10 up, 6 down); 1.2: 14 up, 19 down; 2: 2 up, 1 down.
pub const LANDING_OVER_SELECTION: f32 = 1.5;

/// A container inside one of a run of like, named siblings (posts) widens to the whole run when
/// the run's plain text is at least this many times the container's. Native wcxb-dev forums
/// 0.731 -> 0.741 (4 pages up, XenForo threads 0.55 -> 0.92; 1 daniel-a page down by 0.03);
/// 1.0 took more (forums 0.742) but cut 11 pages, articles among them; 2.0 and 3.0 as 1.5 / none.
/// Unnamed `div` runs are excluded: they are page layout (daniel-a iatronet.gr, 6 pages 0.9 -> 0.4).
pub const THREAD_OVER_CONTAINER: f32 = 1.5;

/// The fewest sibling posts numbered by their ids that make a thread
/// (`score::widen_to_numbered_posts`).
pub const NUMBERED_POSTS_MIN: usize = 3;

/// Comments under an article (a page that says it is one, or a dated page that does not say it is
/// a discussion) are dropped when at least this much of the selection's own text comes before
/// them. Native F1: daniel-a 0.835 -> 0.846, wcxb-dev articles 0.925 -> 0.931, forums 0.711 ->
/// 0.715, readability-pages 0.909 -> 0.915. Without the page-kind gate, forums fell to 0.693
/// (Slashdot and forum threads name their posts "comment").
pub const COMMENTS_MIN_ARTICLE_WEIGHT: f32 = 1000.0;

/// Like siblings that make a run of teasers (`Selection::drop_dated_teasers`), the longest text
/// (characters) of one, and the share of the run's items that must look like teasers (a link
/// and a printed time or date). Native daniel-a 0.903 -> 0.904 (7 ria.ru pages up),
/// readability-pages 0.963 -> 0.967, wcxb-dev forum 0.743 -> 0.745; 15 pages up, 1 down.
/// 600 characters rather than 400 lets in teasers with a summary paragraph: daniel-a 0.906 ->
/// 0.907, 4 pages up (kurierlubelski.pl 0.30 -> 0.88, ria.ru 0.63 -> 0.88), none down; 800 the same.
/// Two items make a run when both are teasers (ria.ru's pairs of related stories under a
/// story): with layout (replay) daniel-a 0.92306 -> 0.92420 (6 pages up: ria.ru 0.70 -> 0.95,
/// ufa.kp.ru 0.73 -> 0.97), wcxb-dev 0.87263 -> 0.87264, none down.
pub const TEASER_RUN_MIN_ITEMS: usize = 2;
pub const TEASER_MAX_CHARS: u32 = 600;
/// The longest date line read in a card of another story (`tails::is_titled_dated_card`):
/// "Wednesday, 17 December 2025, 14:05 GMT".
pub const TEASER_DATE_LINE_MAX_CHARS: u32 = 48;
/// The shortest linked heading read as the title of a card of another story
/// (`tails::is_titled_dated_card`): a forum's poster names are shorter.
pub const TEASER_TITLE_MIN_CHARS: u32 = 20;
/// The largest share of a selection's text that cards of other stories hold for them to be a
/// feed beside the story (`Selection::drop_dated_teasers`); more is a blog's index of them.
/// On wcxb-dev, 0.3 keeps two carousels that 0.5 drops; 0.7 drops the same as 0.5.
pub const TEASER_CARDS_MAX_SHARE: f32 = 0.5;
pub const TEASER_MIN_SHARE: f32 = 0.8;
/// Or the share of the run's items that an unbroken stretch of teasers (at least
/// [`TEASER_STREAK_MIN_ITEMS`]) makes: a feed of dated stories that ends with undated topic cards
/// (ria.ru's "Контекст": 4 dated, then 3 topics). With layout daniel-a 0.912 -> 0.913 (4 ria.ru
/// pages up, 0.48 -> 0.68 to 0.59 -> 0.86), nothing else moves on the three dev sets; at 0.3 a
/// forum thread whose first posts carry dates went (wcxb-dev 4087 0.97 -> 0.16). Counting any
/// 70% of the items instead, dated or not in a row, lost Wikipedia (readability-pages 0.97 -> 0.83).
pub const TEASER_STREAK_MIN_SHARE: f32 = 0.5;
/// Such a stretch is at least three teasers long: at two, forum threads lost replies that carry
/// dates and a link (wcxb-dev 0558 0.90 -> 0.79, 0566 0.94 -> 0.84).
pub const TEASER_STREAK_MIN_ITEMS: usize = 3;

/// A paragraph after a run of items with at least this much plain text says the story goes on:
/// the run is the story's, though each item ends in a "Read more" link.
pub const TEASER_STORY_GOES_ON_MIN_WEIGHT: f32 = 80.0;

/// The longest text (characters) of a wrapper read as the heading it opens with
/// (`noise::keep_headed_lists`: Wikipedia's `div.mw-heading`).
pub const HEADING_WRAPPER_MAX_CHARS: u32 = 80;

/// Link density above which a block after a related-links heading is part of its section.
/// Cutting to the end of the heading's parent instead lost whole articles under an inline
/// "RELATED" label (wcxb-dev 0243 0.97 -> 0.45); related headings as they are now: native
/// wcxb-dev 0.8426 -> 0.8432 (product 0.638 -> 0.645), readability-pages 0.959 -> 0.963.
/// The same bound holds for links written inline after the heading, in the heading's parent
/// itself (`tails::inline_links_after`): with layout daniel-a 0.913 -> 0.914 (12 newsru.com
/// pages up, by up to 0.13; one down by 0.01, whose truth keeps its related links), nothing
/// else moves on the three dev sets.
pub const TAIL_LINK_LIST_MIN_LINK_DENSITY: f32 = 0.5;

/// The longest notice that closes an article (`Selection::drop_closing_notice`),
/// and the most kept text weight after it. On the dev sets, no truth holds a copyright line
/// with less than 200 characters after it (35 such lines in Lectern's output before); with
/// layout daniel-a 0.914 -> 0.915 (31 pages up, nr2.ru 0.81 -> 0.93, none down), wcxb-dev and
/// readability-pages unchanged; natively the same. Lines that reserve the rights
/// (`lexicon::CLOSING_NOTICE_PHRASES`) too: daniel-a 0.915 -> 0.916 (12 pages up, sina.com.hk's
/// "未經授權，不得轉載" 0.87 -> 0.97), readability-pages qq 0.94 -> 0.90 (Readability.js keeps
/// it). And typo prompts (Ctrl+Enter): daniel-a 6 pages up by up to 0.07, none down. And
/// prompts to follow the publisher on a social network (`notices::is_follow_prompt`), with
/// layout: daniel-a 0.92420 -> 0.92557 (21 pages up, sina.com.hk 0.80 -> 0.96,
/// winnipegfreepress.com 0.72 -> 0.80), wcxb-dev 0.87467 -> 0.87471 (4633 0.91 -> 0.97),
/// readability-pages one page down by 0.001 (its truth keeps "Follow Backchannel: Twitter").
/// And prompts to sign up for its newsletter (`notices::is_newsletter_prompt`): wcxb-dev
/// 0.87482 -> 0.87486, daniel-a 0.92670 -> 0.92672 (7 pages up, by up to 0.03), none down.
pub const CLOSING_NOTICE_MAX_CHARS: u32 = 200;
/// The least kept text weight before a closing notice. A news flash of one paragraph is shorter
/// than the tails' [`TAIL_HEADING_MIN_ARTICLE_WEIGHT`], and its notice can be longer than
/// the story (xinmin.cn's disclaimer under a photo's caption). From 300 down to 100, with
/// layout: daniel-a 0.92557 -> 0.92670 (6 pages up: xinmin.cn 0.57 -> 0.91, sina.com.hk 0.66
/// -> 0.88, iatronet.gr 0.85 -> 0.88), none down; 0 and 50 give the same.
pub const CLOSING_NOTICE_MIN_WEIGHT_BEFORE: f32 = 100.0;
pub const CLOSING_NOTICE_MAX_WEIGHT_AFTER: f32 = 200.0;

/// A Chinese publisher's disclaimer (`notices::is_disclaimer_heading`): its heading is a short
/// line, and the items it lists below it may hold this much text weight (xinhuanet.com's three
/// items: 356 characters, weight 712).
pub const DISCLAIMER_HEADING_MAX_CHARS: usize = 20;
pub const DISCLAIMER_MAX_WEIGHT_AFTER: f32 = 1000.0;
/// How many nodes of a block are read for its opening line (`Block::opening_line`).
pub const OPENING_LINE_MAX_NODES: u32 = 64;

/// The longest dateline above an article's text (`Selection::drop_leading_datelines`); a block
/// with more text of its own is the first paragraph. With layout daniel-a 0.916 -> 0.919 (142
/// pages up by up to 0.09, 22 down by at most 0.06: sites whose truths keep the line),
/// wcxb-dev 0.8635 -> 0.8637, readability-pages unchanged; on pages that do not say they are
/// articles, wcxb-dev listings lost (a blog index's dated entries, 0.67 -> 0.45).
pub const DATELINE_MAX_CHARS: u32 = 100;
/// At most this many datelines go (a date line and a byline line).
pub const DATELINE_MAX_BLOCKS: u32 = 2;
/// A page that says nothing of itself but prints fewer dated lines than this under its headline
/// is one story, whose dateline goes; more are a listing's dated entries.
pub const STORY_MAX_DATED_LINES: usize = 3;

/// The longest text (characters) of a block read as a control's label
/// (`Selection::drop_control_labels`). On the dev sets, 318 lines of Lectern's output were such
/// a label alone and 10 of them in the truth; as they are single words, F1 barely moves (wcxb-dev
/// 0.86366 -> 0.86371, daniel-a 0.9189 -> 0.9190, readability-pages 0.96912 -> 0.96915; 6
/// pages up, none down).
pub const CONTROL_LABEL_MAX_CHARS: u32 = 30;

/// The longest stamp of when a page was written or changed that goes from its text ("Last
/// updated on November 24, 2025 at 10:15 AM", `stamps::is_stamp`).
pub const STAMP_MAX_CHARS: u32 = 60;

/// The longest line of a poster's card beside a forum post ("Joined: Sun Dec 17, 2023 11:18 am",
/// `Selection::drop_poster_cards`).
pub const POSTER_LINE_MAX_CHARS: u32 = 48;

/// The fewest lines of posters' cards a selection holds for them to go: a card has two to
/// five ("Posts", "Threads", "Joined", "Reputation"), and a thread several posts.
pub const POSTER_STAT_MIN_LINES: usize = 3;

/// The most words of a sentence beside a request to sign in ("Already have an account?") in the
/// block that holds it (`notices::is_sign_in_prompt`).
pub const SIGN_IN_ASIDE_MAX_WORDS: usize = 4;

/// The most words of the name in a line that only says who wrote the page ("Written by Mohammed
/// Al Arja", `stamps::is_writer_line`).
pub const WRITER_NAME_MAX_WORDS: usize = 4;

/// The longest ad slot's label with a note ("Advertisement - Members don't see this ad",
/// `furniture::is_ad_label`).
pub const AD_LABEL_MAX_CHARS: u32 = 60;

/// The longest block whose text is read for the passes that look for a line of furniture
/// (`lines::ShortLines`): the longest of their lines, a prompt ([`CLOSING_NOTICE_MAX_CHARS`]).
pub const LINE_MAX_CHARS: u32 = CLOSING_NOTICE_MAX_CHARS;

/// The most stamps an article's text holds (`Selection::drop_stamps`): a published and an updated
/// date, at the top and again at the end. More are a listing's cards' dates.
pub const STAMP_MAX_BLOCKS: usize = 3;

/// The most page nodes an inline control's label is read from, the control and all inside it
/// (`Selection::drop_loose_control_labels`): "<a><span>Learn more</span><svg>…</svg></a>" is a
/// few. It bounds the work on each inline element, so that no nest of them is quadratic.
pub const LOOSE_CONTROL_MAX_NODES: u32 = 16;

/// A block that is one phrase of at most this many words said at least `_MIN_TIMES` times over,
/// and nothing else, is no content (`furniture::is_repeated_phrase`): 4 wcxb-dev pages up (a
/// marquee of "Book Now" 0.19 -> 0.33, "word word ..." filler, swatch rows), none down.
pub const REPEATED_PHRASE_MAX_WORDS: usize = 3;
pub const REPEATED_PHRASE_MIN_TIMES: usize = 5;

/// The longest text (characters) read as a form's consent notice (`furniture::is_consent_notice`):
/// 5 wcxb-dev pages up (Mashable Deals 0.72 -> 0.84), 1 down (a product truth keeping a
/// subscription's "By enrolling, you consent" line, 0.54 -> 0.47).
pub const CONSENT_NOTICE_MAX_CHARS: u32 = 400;

/// The longest text (characters) read as a cookie notice (`noise::cookie_notices`): a banner's
/// sentence or two and its buttons.
pub const COOKIE_NOTICE_MAX_CHARS: u32 = 400;

/// The longest text (characters) of a form's status message (`furniture::is_status_message`): a
/// customer success story is longer.
pub const STATUS_MESSAGE_MAX_CHARS: u32 = 60;

/// The longest text (characters) read as the heading of a comment or related-links section.
pub const TAIL_HEADING_MAX_CHARS: u32 = 40;

/// Own text of the selection before a tail (`tails.rs`: a heading's section, dated teasers, a
/// trailing form) for it to be cut. For comment headings, native daniel-a 0.896 -> 0.897 (4
/// pages up, none down; 1000 fixes 1), wcxb-dev unchanged. Trailing forms with less text than
/// came before them: daniel-a 0.898 -> 0.901, wcxb-dev 0.843 -> 0.844 (86 pages up, 7 down:
/// a calculator whose form is the content); every form not dominant: no better than before.
pub const TAIL_HEADING_MIN_ARTICLE_WEIGHT: f32 = 300.0;
/// Related links written inline under a bold heading (`Selection::drop_inline_related`) are read
/// only when the heading's block holds at most this many page nodes after it: on the dev sets
/// such a list is 3 to 8 links and their line breaks.
pub const INLINE_RELATED_MAX_NODES: u32 = 400;
/// What a trailing form's wrappers may hold besides it and still go with it
/// (`Selection::drop_trailing_forms`): wcxb-dev and daniel-a natively, 200: 9 pages up, 400:
/// 18, 800: 21, 1600: the same as 800; none down.
pub const FORM_WRAPPER_MAX_OTHER_CHARS: u32 = 800;
/// A block this short just before a trailing form is its title ("Rate this article").
pub const FORM_TITLE_MAX_CHARS: u32 = 80;

/// An article found only among hidden elements (`article::extract_hidden_page`) needs at least
/// this many characters: hidden menus, dialogs and templates are shorter.
pub const HIDDEN_ARTICLE_MIN_CHARS: usize = 500;

/// A parent block's own prose lifts the selection to it (`score::lift_to_prose_parent`) when it
/// weighs at least this much, and this share of what was selected, with at most this link density.
/// Native daniel-a 0.904 -> 0.905 (rthk.org.hk 0.63 -> 0.91), no page down; 10 and 5% cost a
/// wcxb-dev page.
pub const LIFT_MIN_OWN_WEIGHT: f32 = 20.0;
pub const LIFT_MIN_OWN_SHARE: f32 = 0.1;
pub const LIFT_MAX_OWN_LINK_DENSITY: f32 = 0.3;

/// A block read as a short text (a label, a dateline, a byline, a section's heading) has at most
/// this many page nodes per character of the longest such text, plus this many: ample for any
/// markup of a few words (with 1 per character and none, one dev page's output changes), and a
/// bound on the work on a chain of tens of thousands of empty nested elements, whose every block
/// holds the one word at the bottom (a page 20,000 elements deep took 0.5 s natively).
pub const SHORT_TEXT_NODES_PER_CHAR: u32 = 8;
pub const SHORT_TEXT_MIN_NODES: u32 = 64;

/// A table of contents' heading is at most this many characters
/// (`Selection::drop_tables_of_contents`)...
pub const TOC_HEADING_MAX_CHARS: u32 = 40;
/// ...and the list after it goes with it when at least this share of its text is link text.
pub const TOC_MIN_LINK_DENSITY: f32 = 0.5;

/// A site's template (seed 003, `site_template`) is learnt from its last this many pages (N1)...
pub const TEMPLATE_BATCH_PAGES: usize = 10;
/// ...and holds the leaves found on at least this many of them (N2): seed 003's figures.
pub const TEMPLATE_MIN_PAGES: usize = 3;
/// A template that would take more than this share of an article's kept text is not applied:
/// the page is a copy of one read before (the same story under another address). At 0.5 a
/// short photo story lost its site's disclaimers to it (daniel-a xinmin.cn 0.91 -> 0.57); at 0.7
/// no dev page is held back, and a story crawled on four days, each copy counted as another
/// page, keeps its text (goodcontents.net, 0.93 to 1.00 each, 0.00 without the guard).
pub const TEMPLATE_MAX_SHARE: f32 = 0.7;

/// The fewest list items of an index under its own heading (`noise::keep_headed_lists`).
pub const INDEX_MIN_ITEMS: usize = 30;

/// The most links in a table cell given back with its row (`noise::keep_row_cells`): a data
/// cell names a few things (a book's title and author, a flag's page), a layout table's column
/// of navigation holds a menu. No dev page has a link-dense cell of more in a kept row; the
/// bound is for such layout tables.
pub const ROW_CELL_MAX_LINKS: u32 = 4;

/// A shop's policy on shipping, returns or payment is an accordion's item of at most this many
/// characters (`Selection::drop_shop_policies`)...
pub const SHOP_POLICY_MAX_CHARS: u32 = 1500;
/// ...under a heading of at most this many.
pub const SHOP_POLICY_HEADING_MAX_CHARS: u32 = 40;

/// Without the page's own description, the excerpt is the article's first paragraph of prose:
/// at least this weight of text (`text::measure`, CJK characters counted twice) with a
/// sentence's or a clause's mark in it. A heading ("Quickstart", "NAME"), a date, a post's
/// number or a line like "From Wikipedia, the free encyclopedia" opened 111 of the 404 dev
/// articles whose excerpt was their first paragraph.
pub const EXCERPT_MIN_WEIGHT: f32 = 60.0;
