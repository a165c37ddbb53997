// The page collector: one read-only pass over a live document into a compact snapshot that the
// wasm core decodes (src/dom/snapshot.rs documents the format). Its tag and attribute lists come
// from Rust (src/lexicon/) in `config`, so no list lives in two places. It never writes to the
// page, and reads every layout box after the walk.

// What the metadata stage reads of pruned elements.
const META_ATTRIBUTES = new Set(['property', 'name', 'itemprop', 'content']);
const TYPE_ATTRIBUTE = new Set(['type']);
const TOKEN_SEP = '\u0001';
const FIELD_SEP = '\u0002';
const SEPARATORS = /[\u0001\u0002]/g;
// Containers whose content waits for a click and is read as shown (lexicon::TAB_PANEL_ROLE).
const CLOSED_DETAILS = 'details:not([open])';
const TAB_PANEL = 'tabpanel';
// A section hidden until found (lexicon::HIDDEN_UNTIL_FOUND): the browser skips drawing what is
// inside it, which find-in-page opens, and it is read as shown.
const UNTIL_FOUND = 'until-found';
const OPENED_BY_CLICK = CLOSED_DETAILS + ', [role=' + TAB_PANEL + '], [hidden=' + UNTIL_FOUND + ' i]';
const STREAMED_SEGMENT = /^S:[0-9A-Za-z]+$/;
const STREAMED_SEGMENTS = '[hidden][id^="S:"]';
// At most this many characters of a CMS's record of the article are sent (its fields come first;
// the core keeps lexicon::MAX_CMS_RECORD_BYTES bytes of them).
const MAX_RECORD_CHARS = 8192;
const XHTML = 'http://www.w3.org/1999/xhtml';
// Chromium (and WebKit) show an XML file without a stylesheet as an HTML view of its tree, built
// in the document itself: the file's own elements in this element, then the tree printed as
// lines of tags (dom::live::XML_VIEWER_SOURCE).
const XML_VIEWER_SOURCE = 'webkit-xml-viewer-source-xml';

// Hostile pages clobber DOM properties: a <form> with <input name="id"> makes `form.id` that input,
// and <form name="documentElement"> does the same to `document.documentElement` (wcxb-dev 0234).
// So every read goes through the native getters and methods, captured here, never through the
// objects themselves. They work on nodes of other same-origin realms (iframes) too.
// They are captured on first use, not at load, so this module also loads where there is no DOM
// (a service worker that only extracts snapshots).
let natives = null;
function captureNatives() {
  const getter = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  return {
    nodeType: getter(Node.prototype, 'nodeType'),
    firstChild: getter(Node.prototype, 'firstChild'),
    nextSibling: getter(Node.prototype, 'nextSibling'),
    lastChild: getter(Node.prototype, 'lastChild'),
    previousSibling: getter(Node.prototype, 'previousSibling'),
    textContent: getter(Node.prototype, 'textContent'),
    nodeValue: getter(Node.prototype, 'nodeValue'),
    baseURI: getter(Node.prototype, 'baseURI'),
    characterData: getter(CharacterData.prototype, 'data'),
    createRange: Document.prototype.createRange,
    selectNodeContents: Range.prototype.selectNodeContents,
    getClientRects: Range.prototype.getClientRects,
    localName: getter(Element.prototype, 'localName'),
    namespaceURI: getter(Element.prototype, 'namespaceURI'),
    shadowRoot: getter(Element.prototype, 'shadowRoot'),
    clientWidth: getter(Element.prototype, 'clientWidth'),
    scrollHeight: getter(Element.prototype, 'scrollHeight'),
    firstElementChild: getter(Element.prototype, 'firstElementChild'),
    nextElementSibling: getter(Element.prototype, 'nextElementSibling'),
    previousElementSibling: getter(Element.prototype, 'previousElementSibling'),
    parentElement: getter(Node.prototype, 'parentElement'),
    contains: Node.prototype.contains,
    documentElement: getter(Document.prototype, 'documentElement'),
    documentBody: getter(Document.prototype, 'body'),
    characterSet: getter(Document.prototype, 'characterSet'),
    contentType: getter(Document.prototype, 'contentType'),
    getElementById: Document.prototype.getElementById,
    defaultView: getter(Document.prototype, 'defaultView'),
    getAttribute: Element.prototype.getAttribute,
    hasAttributes: Element.prototype.hasAttributes,
    getAttributeNames: Element.prototype.getAttributeNames,
    getBoundingClientRect: Element.prototype.getBoundingClientRect,
    checkVisibility: Element.prototype.checkVisibility,
    closest: Element.prototype.closest,
    matches: Element.prototype.matches,
    querySelectorAll: Document.prototype.querySelectorAll,
  };
}

// At most this many toggles name panels (a bound on the selector on hostile pages;
// lexicon::MAX_DISCLOSURE_TOGGLES).
const MAX_DISCLOSURE_TOGGLES = 200;

// A selector for disclosure panels: those named so (`selector`, lexicon::DISCLOSURE_CLASS_PARTS),
// and the elements that a toggle's `aria-controls` names (ARIA's accordion and disclosure
// patterns). Built on the first hidden element, once per walk.
function disclosurePanels(doc, selector) {
  const parts = selector ? [selector] : [];
  const toggles = natives.querySelectorAll.call(doc, '[aria-expanded][aria-controls]');
  for (let i = 0; i < toggles.length && i < MAX_DISCLOSURE_TOGGLES; i++) {
    for (const id of (natives.getAttribute.call(toggles[i], 'aria-controls') || '').split(/\s+/)) {
      if (id) parts.push('#' + CSS.escape(id));
    }
  }
  // No panel at all: a selector that matches nothing.
  return parts.length ? parts.join(', ') : ':not(*)';
}

// What `collect` needs of its config: `collectorConfig()`'s fields, each with its kind and
// whether it may be missing. The collector is exported (`lectern/collector`), so a wrong argument
// fails here, with an error that names it, not as a TypeError deep in the walk.
const CONFIG_FIELDS = [
  ['array', false, ['pruned', 'layoutTags', 'blockTags', 'shadowHosts', 'commonAttributes']],
  ['array', true, ['measuredTags', 'visibilityChecked', 'accordionHeadings', 'accordionPanels', 'cmsRecordPrefixes', 'cjkRanges',
    'pageTypes', 'markupSourceStarts', 'lazyImageSuffixes']],
  ['number', false, ['layoutMinChars', 'maxNodes', 'noscriptMinChars']],
  ['number', true, ['accordionHeaderDepth', 'wordGapShare']],
  ['string', true, ['disclosure', 'tabPanel']],
  ['object', false, ['recorded']],
];
// Each kind's test, and its name in an error.
const KINDS = {
  array: [Array.isArray, 'an array'],
  number: [Number.isFinite, 'a number'],
  string: [(v) => typeof v === 'string', 'a string'],
  object: [(v) => v !== null && typeof v === 'object', 'an object'],
};

function checkArguments(doc, config) {
  let type = 0;
  try {
    type = natives.nodeType.call(doc);
  } catch {
    // Not a node: the native getter refuses it.
  }
  if (type !== 9) throw new TypeError('lectern/collector: collect(document, config) needs a Document');
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new TypeError('lectern/collector: collect(document, config) needs the object collectorConfig() gives');
  }
  for (const [kind, optional, keys] of CONFIG_FIELDS) {
    const [test, name] = KINDS[kind];
    for (const key of keys) {
      const value = config[key];
      if ((optional && value === undefined) || test(value)) continue;
      throw new TypeError(`lectern/collector: config.${key} must be ${optional ? 'absent or ' : ''}${name}, as in collectorConfig()`);
    }
  }
}

// A letter or digit (text::is_word_char: Rust's `char::is_alphanumeric`), outside the CJK
// blocks `cjk` lists as [first, last] code points.
const ALPHANUMERIC = /[\p{Alphabetic}\p{N}]/u;
function isWordChar(cp, cjk) {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a);
  if (cp === undefined || !ALPHANUMERIC.test(String.fromCodePoint(cp))) return false;
  for (const [first, last] of cjk) if (cp >= first && cp <= last) return false;
  return true;
}

// The last code point of `s` (a surrogate pair read whole).
function lastCodePoint(s) {
  const n = s.length;
  if (n === 0) return undefined;
  const low = s.charCodeAt(n - 1);
  return low >= 0xdc00 && low <= 0xdfff && n > 1 ? s.codePointAt(n - 2) : s.codePointAt(n - 1);
}

// Whether the text whose last line box is `a` and the text after it, whose first line box is
// `b`, are drawn apart: dom::drawn_apart's rule (tuning::WORD_GAP_SHARE is `share`).
function drawnApart(a, b, share) {
  const height = Math.min(a.bottom - a.top, b.bottom - b.top);
  if (!(height > 0)) return false;
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  if (overlap < 0.5 * height) return true;
  return Math.max(b.left - a.right, a.left - b.right) > share * height;
}

// The root element of `doc` if it is a page: an HTML or XHTML document or a text file, not an
// SVG file, a bare XML tree (a feed from DOMParser), the browser's view of an XML file or markup
// shown as text (dom::live::page_root; `pageTypes` and `markupSourceStarts` are the lexicon's).
function pageRoot(doc, config) {
  const root = natives.documentElement.call(doc);
  if (!root || natives.namespaceURI.call(root) !== XHTML) return null;
  const type = natives.contentType.call(doc);
  if (type === 'text/html') return root;
  if (config.pageTypes && !config.pageTypes.includes(type) && !type.endsWith('xml')) return null;
  if (natives.getElementById.call(doc, XML_VIEWER_SOURCE)) return null;
  if (type === 'text/plain' && config.markupSourceStarts) {
    // The browser shows a text file as `<body><pre>` and its text.
    const body = natives.documentBody.call(doc);
    const pre = body && natives.firstChild.call(body);
    const text = pre && natives.firstChild.call(pre);
    const data = text && natives.nodeValue.call(text);
    if (data && isMarkupSource(data, config.markupSourceStarts)) return null;
  }
  return root;
}

// Whether a text file's text starts as a whole document's source does: one of `starts`, in any
// ASCII case, after spaces and a byte order mark (lexicon::is_markup_source).
function isMarkupSource(data, starts) {
  const from = data.search(/[^\s\ufeff]/);
  if (from < 0) return false;
  const head = data.slice(from, from + 9).replace(/[A-Z]/g, (c) => c.toLowerCase());
  return starts.some((s) => head.startsWith(s));
}

const SKIPPED_CONTENT = { contentVisibilityAuto: true };
// A `style` attribute that may hide its element: the check itself is the browser's.
const STYLE_MAY_HIDE = /none|hidden/i;

/**
 * `boxes` (five numbers a box, of `candidates`' elements in turn) without those of elements the
 * browser skips drawing. An element with no box fails the check too: its box was empty anyway.
 */
function withoutSkipped(boxes, candidates, checkVisibility) {
  const kept = [];
  for (let i = 0, k = 0; i < candidates.length; i += 2, k += 5) {
    if (checkVisibility.call(candidates[i + 1], SKIPPED_CONTENT)) kept.push(...boxes.subarray(k, k + 5));
  }
  return Float64Array.from(kept);
}

/** An `<img>` tag in a `<noscript>`'s raw markup. */
const IMG_MARKUP = /<img[\s/>]/i;

function clean(s) {
  return s.indexOf(TOKEN_SEP) < 0 && s.indexOf(FIELD_SEP) < 0 ? s : s.replace(SEPARATORS, ' ');
}

/**
 * @param {Document} doc
 * @param {{pruned: string[], layoutTags: string[], measuredTags?: string[], visibilityChecked?: string[], blockTags: string[], shadowHosts: string[],
 *          accordionHeadings?: string[], accordionPanels?: string[], accordionHeaderDepth?: number, cmsRecordPrefixes?: string[],
 *          pageTypes?: string[], markupSourceStarts?: string[], lazyImageSuffixes?: string[],
 *          recorded: Object<string, string[]>, disclosure?: string, commonAttributes: string[], noscriptMinChars: number,
 *          layoutMinChars: number, maxNodes: number, wordGapShare?: number, cjkRanges?: number[][]}} config
 * @returns {{stream: string, boxes: Float64Array, width: number, height: number,
 *            url: string, hasLayout: boolean, direction: string, hiddenSkipped: number,
 *            includesHidden: boolean, charset: string} | null}
 * `null` when `doc` is no page (pageRoot).
 * @throws {TypeError} when `doc` is not a Document or `config` is not what collectorConfig() gives.
 */
export function collect(doc, config) {
  natives ??= captureNatives();
  checkArguments(doc, config);
  const {
    nodeType, firstChild, nextSibling, lastChild, previousSibling, textContent, baseURI, characterData,
    localName, shadowRoot,
    clientWidth, scrollHeight, firstElementChild, nextElementSibling, documentBody,
    characterSet, defaultView, getAttribute, hasAttributes, getBoundingClientRect, checkVisibility,
    closest, getAttributeNames, previousElementSibling, parentElement, contains, matches,
    createRange, selectNodeContents, getClientRects,
  } = natives;
  const common = new Set(config.commonAttributes);
  const recorded = new Map(Object.entries(config.recorded).map(([tag, names]) => [tag, new Set(names)]));
  const root = pageRoot(doc, config);
  if (!root) return null;
  const pruned = new Set(config.pruned);
  const layoutTags = new Set(config.layoutTags);
  const measuredTags = new Set(config.measuredTags || []);
  const blockTags = new Set(config.blockTags);
  // Inline elements checked as blocks are (lexicon::VISIBILITY_CHECKED_TAGS): a formula's MathML.
  const visibilityChecked = new Set(config.visibilityChecked || []);
  const shadowHosts = new Set(config.shadowHosts);
  const accordionHeadings = new Set(config.accordionHeadings || []);
  const accordionPanels = new Set(config.accordionPanels || []);
  // An accordion's header: a heading, in at most this many boxes that hold nothing else.
  const maxHeaderDepth = config.accordionHeaderDepth || 0;
  const win = defaultView.call(doc);
  const hasLayout = !!win && typeof checkVisibility === 'function';
  const visibility = { visibilityProperty: true };
  const tokens = [];
  const candidates = [];
  // Nodes to visit, and numbers: the index into the exit arrays of an element to close.
  const stack = [root];
  // Comments that are a CMS's record of the article (lexicon::CMS_RECORD_PREFIXES, as
  // lexicon::is_cms_record reads them): the only comments sent.
  const recordPrefixes = (config.cmsRecordPrefixes || []).map((p) => p.toLowerCase());
  const isRecord = (data) => {
    const start = data.slice(0, 64).trimStart().toLowerCase();
    return recordPrefixes.some((p) => start.startsWith(p));
  };
  // Those outside the root (written before `<!DOCTYPE>`) are read as its first children.
  const outside = [];
  if (recordPrefixes.length) {
    for (let c = lastChild.call(doc); c; c = previousSibling.call(c)) {
      if (nodeType.call(c) === 8) outside.push(c);
    }
  }
  const exitIndex = [];
  const exitElement = [];
  // Per open element: 0 inline, 1 block, 2 `<pre>` (a block too).
  const exitKind = [];
  const exitStartChars = [];
  let emitted = 0;
  let textChars = 0;

  // Only block elements with attributes are checked (measured: checkVisibility was 13% of
  // extraction time). One with no attributes is hidden only by a tag or descendant selector, which
  // in practice hides navigation submenus that scoring drops anyway; hidden inline text is mostly
  // screen-reader text, clipped rather than `display: none`, which the check would pass anyway.
  // An inline element with a `hidden` attribute is checked too, as the Rust walk does: a theme's
  // data for its scripts (a JSON blob in `<span hidden>`) sits inside the text (wcxb-dev, replayed
  // snapshots: F1 0.87032 -> 0.87042, 7 pages up, 4 down), and so is one whose own `style` may
  // hide it (`styleMayHide`).
  // 0: shown; 1: hidden from assistive technology (always left out, but for an accordion's panel
  // named so by its class, read as shown like other closed panels); 2: hidden by the `hidden`
  // attribute or CSS (kept with `config.includeHidden`, for pages that reveal content by script).
  // `ariaHidden` and `attribute`: whether the element has `aria-hidden` and `hidden` attributes.
  let disclosure = null;
  // Whether the element's own class names a disclosure panel (lexicon::is_disclosure_class).
  const isDisclosure = (el) => !!config.disclosure && matches.call(el, config.disclosure);
  // Panels opened by the button just before them (`openedByButton`) or by their heading
  // (`headedPanel`), to read what is inside.
  const opened = [];
  const openedByButton = (el) => {
    const prev = previousElementSibling.call(el);
    if (!prev || localName.call(prev) !== 'button' || localName.call(el) === 'dialog') return false;
    if (getAttribute.call(el, 'popover') !== null) return false;
    // The element itself must be what hides: an ancestor the walk does not check (no
    // attributes, or not a block) may be the one hidden, a menu or a prompt.
    const parent = parentElement.call(el);
    return !parent || checkVisibility.call(parent, visibility);
  };
  // A tab's panel by its role or its class (lexicon::is_tab_panel), and what is inside one.
  const isTabPanel = (el) =>
    (getAttribute.call(el, 'role') || '').trim() === TAB_PANEL ||
    (!!config.tabPanel && matches.call(el, config.tabPanel));
  const openedByClick = config.tabPanel ? OPENED_BY_CLICK + ', ' + config.tabPanel : OPENED_BY_CLICK;
  // Whether the element has a `hidden` attribute that hides it (lexicon::hidden_attribute_hides):
  // any but one that leaves its content to be found.
  const hiddenAttributeHides = (el) => {
    const value = getAttribute.call(el, 'hidden');
    return value !== null && value.toLowerCase() !== UNTIL_FOUND;
  };
  const isLabelledRegion = (el) =>
    (getAttribute.call(el, 'role') || '').trim().toLowerCase() === 'region' &&
    (getAttribute.call(el, 'aria-labelledby') || '').trim() !== '';
  const hidden = (el, ariaHidden, attribute) => {
    // An accordion's closed panel is often hidden from assistive technology too: still a panel.
    // So is an accordion's panel by ARIA's pattern, a region labelled by its button
    // (Walk::is_labelled_region), a box just after its heading (`headedPanel`: an FAQ's answer
    // under its question), and a tab's panel, read hidden or not (below).
    if (ariaHidden && getAttribute.call(el, 'aria-hidden') === 'true') {
      const panel = isDisclosure(el) || isLabelledRegion(el) || isTabPanel(el) || headedPanel(el);
      if (!panel) return 1;
    }
    if (!attribute && (!hasLayout || checkVisibility.call(el, visibility))) return 0;
    // An accordion's or disclosure's panel, or what is in one, waits for a click: read as shown.
    disclosure ??= disclosurePanels(doc, config.disclosure);
    if (closest.call(el, disclosure)) return 0;
    // The panel a button just before it opens ("View product details"), as the Rust walk reads it.
    if (!attribute && opened.length < MAX_DISCLOSURE_TOGGLES && openedByButton(el)) {
      opened.push(el);
      return 0;
    }
    // React's streamed segments are shown once scripts run, and so is what is inside them, which
    // has no box until then, unless it has a `hidden` of its own (lexicon::is_streamed_segment).
    const segment = closest.call(el, STREAMED_SEGMENTS);
    if (segment && (segment === el || !attribute) && STREAMED_SEGMENT.test(getAttribute.call(segment, 'id'))) return 0;
    // A tab's panel is shown, hidden or not: other panels hold content like the first.
    if (isTabPanel(el)) return 0;
    if (attribute) return 2;
    const display = win.getComputedStyle(el).display;
    if (display === 'contents') return 0;
    // A closed <details> keeps its content for the reader to open (FAQ answers): shown, and so
    // is what is inside a hidden tab panel (the walk passed over every ancestor as shown).
    if (display === 'none') {
      // An accordion's panel: read as shown, and so is what only it hides.
      if (opened.length < MAX_DISCLOSURE_TOGGLES && headedPanel(el)) {
        opened.push(el);
        return 0;
      }
      return 2;
    }
    return closest.call(el, openedByClick) || opened.some((p) => contains.call(p, el)) ? 0 : 2;
  };
  // A box just after its heading, or after a box holding nothing but a heading: an accordion's
  // panel, whose header is clicked to open it, where the class names say nothing (CSS-in-JS
  // generates them: `css-iiacjm`). Read as shown, as closed <details> are (page::walk's
  // is_header reads headers the same way).
  const headedPanel = (el) => {
    if (!accordionPanels.has(localName.call(el))) return false;
    let box = previousElementSibling.call(el);
    while (box && pruned.has(localName.call(box))) box = previousElementSibling.call(box);
    for (let depth = 0; box && depth <= maxHeaderDepth; depth++) {
      if (accordionHeadings.has(localName.call(box))) return true;
      // Down into its one child, if it has one (pruned ones aside: a toggle's icon or button).
      let only = null;
      for (let c = firstElementChild.call(box); c; c = nextElementSibling.call(c)) {
        if (pruned.has(localName.call(c))) continue;
        if (only) return false;
        only = c;
      }
      box = only;
    }
    return false;
  };
  // An inline element whose own `style` may hide it (`display: none` on a date kept for
  // scripts): checked as the DOM walker checks it, and as parsed HTML reads the same style
  // (dom::html::inline_style_hides).
  const styleMayHide = (el, names) => names.includes('style') && STYLE_MAY_HIDE.test(getAttribute.call(el, 'style') || '');
  let hiddenSkipped = 0;
  // An image's attributes that may hold its source where a script the recorded ones do not name
  // keeps it (`nitro-lazy-src`): the core keeps those lexicon::other_lazy_image_attribute names.
  const lazyImageSuffixes = config.lazyImageSuffixes || [];
  const isLazyImageSource = (name) => lazyImageSuffixes.some((suffix) => name.endsWith(suffix));
  // `names` are the element's attribute names (null without any): one call, then a read of each
  // attribute kept, instead of a read of every attribute that might be there.
  const open = (el, tag, wanted, names) => {
    let token = 'E' + tag;
    if (names !== null) {
      for (let i = 0; i < names.length; i++) {
        const name = names[i];
        if (name === 'id' || name === 'class') {
          const value = getAttribute.call(el, name);
          if (value) token += FIELD_SEP + name + FIELD_SEP + clean(value);
        } else if (wanted.has(name) || (tag === 'img' && isLazyImageSource(name))) {
          token += FIELD_SEP + name + FIELD_SEP + clean(getAttribute.call(el, name));
        }
      }
    }
    tokens.push(token);
    return emitted++;
  };
  // Texts that run on from the text before them across an inline element's edge, a letter or
  // digit on both sides (the Rust walk's `word_joins`): after the walk, layout tells one word
  // from two. A block's edge separates them anyway. `wordEnd` is the last text node when it
  // ends a word and is more than one character (a single letter is an initial, a drop cap, of
  // the next word); `crossedEdge` whether an inline element opened or closed since.
  const cjk = config.cjkRanges || [];
  const joinWords = hasLayout && config.wordGapShare !== undefined;
  const wordJoins = [];
  let wordEnd = null;
  let crossedEdge = false;
  // How many `<pre>` elements the walk is inside: there the spaces are the code's own, and no
  // word join is noted.
  let openPre = 0;
  const crossEdge = (block) => {
    if (block) wordEnd = null;
    else crossedEdge = true;
  };
  const noteWordEdges = (node, data) => {
    if (crossedEdge && wordEnd !== null && isWordChar(data.codePointAt(0), cjk)) wordJoins.push(tokens.length, wordEnd, node);
    crossedEdge = false;
    const last = lastCodePoint(data);
    wordEnd = isWordChar(last, cjk) && data.length > (last > 0xffff ? 2 : 1) ? node : null;
  };
  const text = (data) => {
    tokens.push('T' + clean(data));
    textChars += data.length;
    emitted++;
  };
  // A comment, sent only when it is a CMS's record of the article.
  const record = (comment) => {
    if (!recordPrefixes.length) return;
    const data = characterData.call(comment);
    if (isRecord(data)) {
      tokens.push('C' + clean(data.slice(0, MAX_RECORD_CHARS)));
      emitted++;
    }
  };
  const metadata = (el, tag) => {
    // Pruned elements that carry metadata are kept with just what the metadata stage reads.
    if (tag === 'title' || (tag === 'script' && /ld\+json/i.test(getAttribute.call(el, 'type') || ''))) {
      open(el, tag, TYPE_ATTRIBUTE, getAttributeNames.call(el));
      text(textContent.call(el) || '');
      tokens.push('X');
    } else if (tag === 'noscript') {
      // Raw markup with scripting on; kept when large enough to hold a page's content, or when
      // it holds an image (the real one of a lazy image before it). The markup is not the
      // page's text: an image's is not counted towards measuring boxes.
      const markup = textContent.call(el) || '';
      if (markup.length >= config.noscriptMinChars) {
        open(el, tag, null, null);
        text(markup);
        tokens.push('X');
      } else if (IMG_MARKUP.test(markup)) {
        open(el, tag, null, null);
        tokens.push('T' + clean(markup));
        emitted++;
        tokens.push('X');
      }
    } else if (tag === 'meta') {
      open(el, tag, META_ATTRIBUTES, getAttributeNames.call(el));
      tokens.push('X');
    } else if (tag === 'head') {
      open(el, tag, null, null);
      for (let c = firstChild.call(el); c; c = nextSibling.call(c)) {
        const type = nodeType.call(c);
        if (type === 1) metadata(c, localName.call(c));
        else if (type === 8) record(c);
      }
      tokens.push('X');
    }
  };

  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'number') {
      tokens.push('X');
      const kind = exitKind[node];
      crossEdge(kind !== 0);
      if (kind === 2) openPre--;
      const el = exitElement[node];
      if (el !== null && textChars - exitStartChars[node] >= config.layoutMinChars) candidates.push(exitIndex[node], el);
      continue;
    }
    if (emitted >= config.maxNodes) continue;
    const type = nodeType.call(node);
    if (type === 3 || type === 4) {
      const data = characterData.call(node);
      if (joinWords && openPre === 0) noteWordEdges(node, data);
      text(data);
      continue;
    }
    if (type === 8) {
      record(node);
      continue;
    }
    if (type !== 1) continue;
    // HTML local names are lowercase already; the core lowercases anything else.
    const tag = localName.call(node);
    if (pruned.has(tag) && tag !== 'iframe') {
      metadata(node, tag);
      // What is left out (an icon) stands between the texts around it: not one word.
      wordEnd = null;
      continue;
    }
    const names = hasAttributes.call(node) ? getAttributeNames.call(node) : null;
    const block = blockTags.has(tag);
    if (visibilityChecked.has(tag) || (names !== null && (block || names.includes('hidden') || styleMayHide(node, names)))) {
      const h = hidden(node, names !== null && names.includes('aria-hidden'), names !== null && hiddenAttributeHides(node));
      if (h === 1) {
        wordEnd = null;
        continue;
      }
      if (h === 2) {
        hiddenSkipped++;
        if (!config.includeHidden) {
          wordEnd = null;
          continue;
        }
      }
    }
    const index = open(node, tag, recorded.get(tag) || common, names);
    crossEdge(block);
    stack.push(exitIndex.length);
    exitIndex.push(index);
    const kind = tag === 'pre' ? 2 : block ? 1 : 0;
    if (kind === 2) openPre++;
    exitKind.push(kind);
    exitElement.push(hasLayout && layoutTags.has(tag) ? node : null);
    if (hasLayout && measuredTags.has(tag)) candidates.push(index, node);
    exitStartChars.push(textChars);
    // A frame shows its own document, never its children (raw text to the HTML parser).
    if (tag !== 'iframe') for (let c = lastChild.call(node); c; c = previousSibling.call(c)) stack.push(c);
    // Only custom elements and a few standard ones can host a shadow root (DOM Standard).
    const shadow = (shadowHosts.has(tag) || tag.indexOf('-') > 0) ? shadowRoot.call(node) : null;
    if (shadow) for (let c = lastChild.call(shadow); c; c = previousSibling.call(c)) stack.push(c);
    if (node === root) for (const c of outside) stack.push(c);
  }

  let boxes = new Float64Array((candidates.length / 2) * 5);
  let width = 0;
  let height = 0;
  let direction = '';
  if (hasLayout) {
    const body = documentBody.call(doc);
    // Widths are judged against the viewport: off-screen strips (carousels) can make the
    // scrollable width several times wider than the page as read (wcxb-dev 0178: 7008 px).
    width = clientWidth.call(root) || win.innerWidth;
    height = Math.max(scrollHeight.call(root), body ? scrollHeight.call(body) : 0);
    const sx = win.scrollX;
    const sy = win.scrollY;
    let overhangs = false;
    for (let i = 0, k = 0; i < candidates.length; i += 2, k += 5) {
      const r = getBoundingClientRect.call(candidates[i + 1]);
      boxes[k] = candidates[i];
      boxes[k + 1] = r.left + sx;
      boxes[k + 2] = r.top + sy;
      boxes[k + 3] = r.width;
      boxes[k + 4] = r.height;
      // page::overhangs_page: a box with an area ending more than a pixel below the page.
      if (r.width * r.height > 0 && r.top + sy + r.height > height + 1) overhangs = true;
    }
    // Content the browser skips drawing (a `content-visibility: auto` section off the screen)
    // measures where it flows, over what follows and below the page's end: its boxes are left
    // out (DomSource::drawing_skipped). Asked only where a box overhangs the page.
    if (overhangs) boxes = withoutSkipped(boxes, candidates, checkVisibility);
    // A word join the browser draws apart is two words: the later text opens with a space.
    if (wordJoins.length) {
      const range = createRange.call(doc);
      for (let i = 0; i < wordJoins.length; i += 3) {
        selectNodeContents.call(range, wordJoins[i + 1]);
        const before = getClientRects.call(range);
        if (!before.length) continue;
        const a = before[before.length - 1];
        selectNodeContents.call(range, wordJoins[i + 2]);
        const after = getClientRects.call(range);
        if (after.length && drawnApart(a, after[0], config.wordGapShare)) {
          tokens[wordJoins[i]] = 'T ' + tokens[wordJoins[i]].slice(1);
        }
      }
    }
    // The text direction as rendered: `dir` attributes and stylesheet rules alike.
    if (body) direction = win.getComputedStyle(body).direction;
  }
  const stream = tokens.join(TOKEN_SEP);
  const includesHidden = !!config.includeHidden;
  // The encoding the page was decoded with: text stored as UTF-8 under a stale legacy
  // declaration comes out garbled, and the core reads it again (src/double_byte.rs).
  const charset = characterSet.call(doc) || '';
  return { stream, boxes, width, height, url: baseURI.call(doc) || '', hasLayout, direction, hiddenSkipped, includesHidden, charset };
}
