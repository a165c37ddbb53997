/** Options of `extract` and `extractSnapshot`. Unknown keys are refused with an Error. */
export interface ExtractOptions {
  /** Attach `explain`: every block's verdict and why. Default `false`. */
  explain?: boolean;
  /** Base URL for relative links when the document has none. */
  url?: string;
  /** How a live page is read: `"snapshot"` (default, one JS pass) or `"dom"` (web-sys calls). */
  walker?: "snapshot" | "dom";
  /**
   * The `pageLeaves` of other pages of the same site, one array per page (one per address),
   * most recent last. What at least 3 of the last 10 repeat is the site's template (seed 003),
   * and an article's blocks that it holds are dropped: app promos, newsletter pitches, rules
   * for comments, disclaimers. Applied to articles, and to dated pages that are not
   * discussions; `null` is no template.
   */
  siteTemplate?: string[][] | null;
  /** Attach `markdown`: the body as Markdown (CommonMark, with GitHub's tables and
   * strikethrough). Default `false`. */
  markdown?: boolean;
}

/** One block of the page and Lectern's verdict on it. */
export interface BlockDecision {
  /** Tag path with sibling indices, e.g. `html/body/div[2]/p[0]`. */
  path: string;
  tag: string;
  kept: boolean;
  /** Why the block was kept or dropped, e.g. `"content"`, `"link-dense"`, `"visual-edge"`. */
  reason: string;
  /** The block's composite density H(b). */
  score: number;
  textWeight: number;
  linkDensity: number;
  /** Border box in page pixels `[left, top, width, height]`, where layout was read. */
  boxPx: [number, number, number, number] | null;
}

export interface Explain {
  elementsSeen: number;
  blocks: number;
  /** Share of elements that block fusion removed. */
  fusionRate: number;
  /** True when more blocks existed than `decisions` lists. */
  truncated: boolean;
  decisions: BlockDecision[];
}

/** The extracted article. Keys follow Readability.js's `parse()` result, plus `leadImageUrl`. */
export interface Article {
  title: string | null;
  byline: string | null;
  /** `"ltr"` or `"rtl"`, when known: `"rtl"` wherever the article is written in a right-to-left
   * script (Arabic, Hebrew), even on a page that shows it left to right. */
  dir: string | null;
  /** BCP 47 language tag: the page's, unless the article's script says otherwise (a Chinese
   * story in a template declaring English); where the page declares none, the one its script
   * names (Chinese, Japanese, Korean, Thai, Hebrew, Greek). */
  lang: string | null;
  /** Sanitized HTML of the article body: allowlisted tags and attributes, absolute http(s) URLs. */
  content: string;
  /** The body as text, paragraphs separated by blank lines; a code block (`<pre>`) is one
   * paragraph that keeps its lines and indentation. */
  textContent: string;
  /** Length of `textContent` in characters (code points). */
  length: number;
  /** The page's own description, or else the body's first paragraph of prose. */
  excerpt: string | null;
  siteName: string | null;
  /** ISO 8601 publication time, when known. */
  publishedTime: string | null;
  leadImageUrl: string | null;
  /** The body (`content`) as Markdown, when asked for with `markdown: true`: headings, lists,
   * quotes, fenced code, pipe tables, links and images; formulas stay MathML and superscripts
   * `<sup>`, as CommonMark allows inline HTML. Ends with a newline. */
  markdown?: string;
  explain?: Explain;
}

/** What `metadata` returns: the page-describing keys of `Article`, for pages without one too. */
export interface PageMetadata {
  title: string | null;
  byline: string | null;
  dir: string | null;
  lang: string | null;
  excerpt: string | null;
  siteName: string | null;
  /** ISO 8601 publication time, when known. */
  publishedTime: string | null;
  leadImageUrl: string | null;
  /** True when the page has an article (`extract` gives one, with these same fields). */
  hasArticle: boolean;
}

/** A page snapshot from `collectSnapshot` or `collector.js`: survives `postMessage` and JSON. */
export interface Snapshot {
  stream: string;
  boxes: Float64Array | number[];
  width: number;
  height: number;
  url: string;
  hasLayout: boolean;
  /** The body's computed CSS `direction` (`""` without layout). */
  direction?: string;
  /** Elements left out as hidden by the `hidden` attribute or CSS. */
  hiddenSkipped?: number;
  /** Collected with `includeHidden`: only an article long enough to be one is extracted. */
  includesHidden?: boolean;
  /** The encoding the page was decoded with (`document.characterSet`). */
  charset?: string;
  /**
   * The same page collected with `includeHidden`, where this snapshot left elements out: failing
   * an article in the visible page, `extractSnapshot` reads it (and `isProbablyReaderable` judges
   * with it), as `extract` collects the live page again (pages that keep their content hidden
   * until their scripts run).
   */
  hiddenSnapshot?: Snapshot | null;
}

/** What `collector.js`'s `collect(document, config)` takes: Lectern's tag and attribute lists. */
export interface CollectorConfig {
  pruned: string[];
  layoutTags: string[];
  /** Elements whose box is read whatever text they hold (images). */
  measuredTags?: string[];
  /** Inline elements whose visibility is checked as blocks' is (a formula's MathML). */
  visibilityChecked?: string[];
  blockTags: string[];
  shadowHosts: string[];
  /** Headings whose CSS-hidden next sibling is an accordion's panel, read as shown. */
  accordionHeadings?: string[];
  /** What such a panel may be (boxes). */
  accordionPanels?: string[];
  /** How many boxes holding nothing else may wrap such a heading (default 0). */
  accordionHeaderDepth?: number;
  /** How a comment that is a CMS's record of the article starts (`enpproperty`): such comments
   * are kept, with those outside the root element; others are not (default: none kept). */
  cmsRecordPrefixes?: string[];
  /** Types of document besides XML read as pages (HTML, and prose shown as text); others, such
   * as JSON, are no page (absent: every type is read). */
  pageTypes?: string[];
  /** How a text file's text starts when it is a document's markup source (`<?xml`, a doctype),
   * lowercase: such a file is no page (absent: every text file is read). */
  markupSourceStarts?: string[];
  recorded: Record<string, string[]>;
  /** Endings of an image's attribute names that may hold its source beside those `recorded`
   * names (`nitro-lazy-src`): such attributes of an `<img>` are sent too (absent: none). */
  lazyImageSuffixes?: string[];
  /** A selector for disclosure panels named so by their class (`""`: none). */
  disclosure?: string;
  /** A selector for tab panels named so by their class (`""`: none). */
  tabPanel?: string;
  commonAttributes: string[];
  layoutMinChars: number;
  maxNodes: number;
  noscriptMinChars: number;
  /** Two texts meeting at an element's edge with a letter or digit on both sides are two words
   * when drawn apart: on other lines, or with a gap wider than this share of their line height
   * (absent: they are left as they are). */
  wordGapShare?: number;
  /** The CJK blocks, `[first, last]` code points, whose characters are no such letters. */
  cjkRanges?: number[][];
  /** Keep elements hidden by the `hidden` attribute or CSS (default: leave them out). */
  includeHidden?: boolean;
}
