// Turns Lectern's sanitized article HTML into DOM nodes of the reader's document. The markup is
// parsed inertly (DOMParser: no scripts run, nothing loads) and rebuilt element by element
// through an allowlist, so even a bug upstream cannot bring a handler or a script URL into the
// reader: the string is never assigned to innerHTML of a live document.

const ALLOWED = new Map(Object.entries({
  a: ['href', 'title'], img: ['src', 'srcset', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'reversed', 'type'], li: ['value'], time: ['datetime'], abbr: ['title'],
  video: ['src', 'poster', 'width', 'height', 'muted', 'loop'], audio: ['src', 'loop'], source: ['src', 'type'],
}));
const PLAIN = new Set(('p h1 h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote pre code figure figcaption table thead '
  + 'tbody tfoot tr caption em strong b i u s sub sup br hr span div small mark q cite kbd samp var del ins '
  + 'section article aside header footer details summary picture ruby rb rt rtc rp').split(' '));
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'object', 'embed', 'svg',
  'annotation', 'annotation-xml']);
// Formulas (MathML Core) are rebuilt in MathML's namespace, where the browser draws them; none of
// these attributes holds a URL or a script.
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const MATH_ALLOWED = new Map(Object.entries({
  math: ['display'], mi: ['mathvariant'], mo: ['stretchy', 'fence', 'separator', 'largeop', 'form'],
  mfrac: ['linethickness'], mstyle: ['displaystyle', 'scriptlevel'], mtd: ['columnspan', 'rowspan'],
  mover: ['accent'], munder: ['accentunder'], munderover: ['accent', 'accentunder'], menclose: ['notation'],
}));
const MATH_PLAIN = new Set(('semantics mrow mn ms mtext mspace msup msub msubsup msqrt mroot mmultiscripts '
  + 'mprescripts none mtable mtr mpadded mphantom merror').split(' '));
const VIDEO_HOSTS = /^https:\/\/(www\.)?(youtube(-nocookie)?\.com|player\.vimeo\.com|www\.dailymotion\.com)\//;

/** True for absolute http(s) URLs, and mailto and tel ones for links. */
export function isSafeUrl(value, link = false) {
  const v = String(value).trim().toLowerCase();
  return v.startsWith('https://') || v.startsWith('http://')
    || (link && (v.startsWith('mailto:') || v.startsWith('tel:')));
}

// The [address, descriptors] candidates of a srcset, as HTML reads them: an address runs to the
// next space (a comma inside it stays: Cloudinary's `/f_auto,q_auto/`), and a comma that ends it,
// or the descriptors after it, ends the candidate.
function srcsetCandidates(value) {
  const s = String(value);
  const candidates = [];
  let i = 0;
  while (i < s.length) {
    while (i < s.length && (s[i] === ',' || /\s/.test(s[i]))) i++;
    if (i >= s.length) break;
    let end = i;
    while (end < s.length && !/\s/.test(s[end])) end++;
    const url = s.slice(i, end);
    i = end;
    const address = url.replace(/,+$/, '');
    if (address.length < url.length) {
      candidates.push([address, '']);
      continue;
    }
    // Descriptors run to a comma outside parentheses.
    let depth = 0;
    for (end = i; end < s.length; end++) {
      if (s[end] === '(') depth++;
      else if (s[end] === ')') depth = Math.max(0, depth - 1);
      else if (s[end] === ',' && depth === 0) break;
    }
    candidates.push([address, s.slice(i, end).trim()]);
    i = end;
  }
  return candidates;
}

/** The srcset's candidates whose address is safe, or null when none is. */
export function safeSrcset(value) {
  const kept = srcsetCandidates(value)
    .filter(([address]) => isSafeUrl(address))
    .map(([address, descriptors]) => (descriptors ? `${address} ${descriptors.split(/\s+/).join(' ')}` : address));
  return kept.length ? kept.join(', ') : null;
}

function copyAttributes(from, to, tag) {
  for (const name of ALLOWED.get(tag) ?? []) {
    let value = from.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' && !isSafeUrl(value, true)) continue;
    if ((name === 'src' || name === 'poster') && !isSafeUrl(value)) continue;
    if (name === 'srcset' && (value = safeSrcset(value)) === null) continue;
    to.setAttribute(name, value);
  }
}

function rebuild(source, doc, out) {
  for (const node of source.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      out.append(doc.createTextNode(node.data));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = node.localName;
    if (DROP_WITH_CONTENT.has(tag)) continue;
    if (node.namespaceURI === MATHML) {
      if (!MATH_PLAIN.has(tag) && !MATH_ALLOWED.has(tag)) {
        rebuild(node, doc, out);
        continue;
      }
      const el = doc.createElementNS(MATHML, tag);
      for (const name of MATH_ALLOWED.get(tag) ?? []) {
        const value = node.getAttribute(name);
        if (value !== null) el.setAttribute(name, value);
      }
      out.append(rebuild(node, doc, el));
      continue;
    }
    if (!PLAIN.has(tag) && !ALLOWED.has(tag)) {
      rebuild(node, doc, out); // unknown wrapper: keep its content
      continue;
    }
    const el = doc.createElement(tag);
    copyAttributes(node, el, tag);
    if (tag === 'a') {
      if (!el.hasAttribute('href')) {
        rebuild(node, doc, out);
        continue;
      }
      el.target = '_blank';
      el.rel = 'noopener noreferrer';
    }
    if (tag === 'img') {
      if (!el.hasAttribute('src')) continue;
      el.loading = 'lazy';
      el.decoding = 'async';
      el.referrerPolicy = 'no-referrer';
    }
    if (tag === 'video' || tag === 'audio') {
      // Played only when the reader asks.
      el.controls = true;
      el.preload = 'metadata';
      // The attribute sets the starting state only when the parser creates the element.
      el.muted = el.hasAttribute('muted');
    }
    if (tag === 'source' && !el.hasAttribute('src')) continue;
    if (tag === 'iframe') {
      if (!VIDEO_HOSTS.test(el.getAttribute('src') ?? '')) continue;
      el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
      el.setAttribute('allowfullscreen', '');
    }
    rebuild(node, doc, el);
    // A player with no safe source of its own or among its `<source>`s has nothing to play.
    if ((tag === 'video' || tag === 'audio') && !el.hasAttribute('src') && !el.querySelector(':scope > source')) continue;
    if (tag === 'table') {
      // Wide tables scroll inside their own box instead of widening the page.
      const wrap = doc.createElement('div');
      wrap.className = 'lectern-scroll';
      wrap.tabIndex = 0;
      wrap.setAttribute('role', 'region');
      wrap.setAttribute('aria-label', 'Table');
      wrap.append(el);
      out.append(wrap);
    } else {
      if (tag === 'pre') el.tabIndex = 0;
      out.append(el);
    }
  }
  return out;
}

/** DOM nodes (a fragment of `doc`) for Lectern's sanitized `content` HTML. */
export function buildContent(html, doc = document) {
  const parsed = new DOMParser().parseFromString(String(html ?? ''), 'text/html');
  return rebuild(parsed.body, doc, doc.createDocumentFragment());
}
