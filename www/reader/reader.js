// The reader shell: shows one Lectern Article for long reading. Plain ES module, no framework.
//   import { mountReader } from './reader.js';
//   const reader = mountReader(element, article, { onClose });
// Settings (theme, font size, font, line width, line height) persist in localStorage.
import { buildContent } from './content.js';
import { readingMinutes, readingSeconds, wholeMinutes } from './timing.js';
import { passages, readAloud, speechPieces } from './speech.js';
import { articleMarkdown } from './markdown.js';

export { articleMarkdown, buildContent, readingMinutes };

const STORAGE_KEY = 'lectern.reader.settings';
const DEFAULTS = { theme: 'auto', size: 20, font: 'serif', width: 'normal', spacing: 'normal' };
const SIZES = { min: 14, max: 32, step: 2 };
/** How long "Copied" shows beside the button. */
const COPIED_SHOWN_MS = 3000;
const CHOICES = {
  theme: [['auto', 'Auto'], ['light', 'Light'], ['sepia', 'Sepia'], ['dark', 'Dark']],
  font: [['serif', 'Serif'], ['sans', 'Sans']],
  width: [['narrow', 'Narrow'], ['normal', 'Normal'], ['wide', 'Wide']],
  spacing: [['tight', 'Tight'], ['normal', 'Normal'], ['loose', 'Loose']],
};

function loadSettings(storage) {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    const out = { ...DEFAULTS };
    for (const key of Object.keys(CHOICES)) {
      if (CHOICES[key].some(([v]) => v === saved[key])) out[key] = saved[key];
    }
    if (Number.isFinite(saved.size)) out.size = Math.min(SIZES.max, Math.max(SIZES.min, saved.size));
    return out;
  } catch {
    return { ...DEFAULTS };
  }
}

function saveSettings(storage, settings) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be disabled (private mode, sandboxed frames): settings then last one visit.
  }
}

function el(doc, tag, props = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') node.className = v;
    else if (k.startsWith('aria-') || k === 'role' || k.startsWith('data-')) node.setAttribute(k, v);
    else node[k] = v;
  }
  node.append(...children);
  return node;
}

// The calendar day an ISO 8601 date or time starts with.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A date for the header, in the page's language; the ISO string when it cannot be read. The day
 * is the one the page gives, in its own time zone: read in the reader's, a story published at
 * 07:30 in Tokyo, or a bare date, would show the day before to a reader in Europe or America.
 */
export function formatDate(iso, lang) {
  if (!iso) return null;
  const day = ISO_DAY.exec(iso);
  const date = day ? new Date(Date.UTC(+day[1], +day[2] - 1, +day[3])) : new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

function hostOf(url) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The last segment of `url`'s path, as the browser names a file without a title ("notes.txt"). */
function fileNameOf(url) {
  let name;
  try {
    name = new URL(url).pathname.split('/').filter(Boolean).pop();
  } catch {
    return null;
  }
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name; // a stray '%' ("100%.txt") is shown as written
  }
}

/**
 * Where the shell is drawn: `root`, or with `options.isolate` a shadow root on it, which the host
 * page's stylesheets do not reach (an app's resets would take a list's bullets or a heading's
 * size), holding the shell's own stylesheet: `options.stylesheet`, a `CSSStyleSheet` or the URL of
 * `reader.css`, by default the one beside this module.
 */
function surface(root, options) {
  if (!options.isolate) return { host: root, styles: [] };
  const shadow = root.shadowRoot ?? root.attachShadow({ mode: 'open' });
  const sheet = options.stylesheet ?? new URL('./reader.css', import.meta.url).href;
  if (typeof sheet === 'object') {
    shadow.adoptedStyleSheets = [sheet];
    return { host: shadow, styles: [] };
  }
  shadow.adoptedStyleSheets = [];
  const link = el(root.ownerDocument, 'link', { rel: 'stylesheet', href: String(sheet) });
  return { host: shadow, styles: [link] };
}

/**
 * Renders `article` into `root` (replacing its children) and returns `{ element, close, settings }`.
 * Options: `onClose()` (Esc and the close button), `storage` (default `localStorage`),
 * `url` (the page's address, shown as the site when the article names none, and its file name as
 * the title when it has none: a text file's), `isolate` and `stylesheet` (see `surface`).
 */
export function mountReader(root, article, options = {}) {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const storage = options.storage === undefined ? safeLocalStorage(win) : options.storage;
  const settings = loadSettings(storage);
  const lang = article.lang || undefined;
  const text = article.textContent ?? '';
  // Read once: the header's minutes and the time left as the reader scrolls.
  const seconds = readingSeconds(text, lang);
  const minutes = wholeMinutes(seconds);

  const shell = el(doc, 'div', { class: 'lectern-reader' });
  const apply = () => {
    shell.dataset.theme = settings.theme;
    shell.dataset.font = settings.font;
    shell.dataset.width = settings.width;
    shell.dataset.spacing = settings.spacing;
    shell.style.setProperty('--lectern-size', `${settings.size}px`);
    for (const [key, select] of Object.entries(selects)) select.value = settings[key];
    sizeLabel.textContent = `${settings.size}px`;
    saveSettings(storage, settings);
  };

  // Toolbar
  const selects = {};
  const controls = el(doc, 'div', { class: 'lectern-controls' });
  for (const [key, choices] of Object.entries(CHOICES)) {
    const select = el(doc, 'select', { 'aria-label': key[0].toUpperCase() + key.slice(1) });
    for (const [value, label] of choices) select.append(new win.Option(label, value));
    select.addEventListener('change', () => {
      settings[key] = select.value;
      apply();
    });
    selects[key] = select;
    controls.append(el(doc, 'label', {}, `${key[0].toUpperCase() + key.slice(1)} `, select));
  }
  const sizeLabel = el(doc, 'output', { 'aria-live': 'polite' });
  const sizeButton = (label, delta, name) => {
    const b = el(doc, 'button', { type: 'button', 'aria-label': name }, label);
    b.addEventListener('click', () => {
      settings.size = Math.min(SIZES.max, Math.max(SIZES.min, settings.size + delta));
      apply();
    });
    return b;
  };
  controls.append(el(doc, 'span', { class: 'lectern-size', role: 'group', 'aria-label': 'Font size' },
    sizeButton('A−', -SIZES.step, 'Smaller text'), sizeLabel, sizeButton('A+', SIZES.step, 'Larger text')));

  const speech = win.speechSynthesis;
  const aloud = el(doc, 'button', { type: 'button', 'aria-pressed': 'false', disabled: !speech }, 'Read aloud');
  // The reading under way, a piece at a time (speech.js), or null. A reading with nothing to
  // say ends before `readAloud` returns. The passage being read is marked, and scrolled to when
  // it is out of sight. A reading stopped midway takes up again at the piece it stopped in.
  let reading = null;
  let resumeAt = 0;
  let marked = null;
  const mark = (element) => {
    if (marked === element) return;
    marked?.classList.remove('lectern-speaking');
    marked = element;
    if (!element) return;
    element.classList.add('lectern-speaking');
    const box = element.getBoundingClientRect();
    if (box.top < toolbar.getBoundingClientRect().bottom || box.bottom > win.innerHeight) {
      const still = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
  };
  const stopReading = () => reading?.controller?.stop();
  aloud.addEventListener('click', () => {
    if (reading) {
      stopReading();
      return;
    }
    const pieces = [...(article.title ? passages(titleEl) : []), ...passages(body)].flatMap(({ element, text: said }) =>
      speechPieces(said, lang).map((piece) => ({ element, piece })));
    const mine = {};
    reading = mine;
    aloud.setAttribute('aria-pressed', 'true');
    mine.controller = readAloud(win, pieces.map((p) => p.piece), {
      lang,
      from: resumeAt,
      onPiece: (i) => mark(pieces[i].element),
      onEnd: ({ at }) => {
        resumeAt = at;
        if (reading === mine) reading = null;
        mark(null);
        aloud.setAttribute('aria-pressed', 'false');
      },
    });
  });
  const print = el(doc, 'button', { type: 'button' }, 'Print');
  print.addEventListener('click', () => win.print());
  const closeButton = el(doc, 'button', { type: 'button', class: 'lectern-close', 'aria-label': 'Close reader view' }, 'Close');
  controls.append(aloud, print);
  // The page's file name heads an article without a title (a text file's).
  const fileName = fileNameOf(options.url);
  // The article as Markdown on the clipboard, to paste into notes: offered when Lectern wrote
  // it (`extract` with `{ markdown: true }`), and put together only when asked for.
  let copiedTimer = 0;
  if (typeof article.markdown === 'string') {
    const copy = el(doc, 'button', { type: 'button' }, 'Copy as Markdown');
    const copied = el(doc, 'span', { class: 'lectern-copied', role: 'status' });
    copy.addEventListener('click', async () => {
      let said = 'Copied';
      try {
        await win.navigator.clipboard.writeText(articleMarkdown(article, { url: options.url, title: fileName }));
      } catch {
        // No clipboard (an insecure page, a frame not allowed to write it) or permission refused.
        said = 'Copy failed';
      }
      copied.textContent = said;
      win.clearTimeout(copiedTimer);
      copiedTimer = win.setTimeout(() => { copied.textContent = ''; }, COPIED_SHOWN_MS);
    });
    controls.append(copy, copied);
  }

  // How far the reader has got: the share of the article above the bottom of the window, drawn
  // under the toolbar, with the time the rest takes to read.
  const progress = el(doc, 'div', {
    class: 'lectern-progress', role: 'progressbar', 'aria-label': 'Reading progress',
    'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': '0',
  });
  const toolbar = el(doc, 'header', { class: 'lectern-toolbar', role: 'banner' },
    el(doc, 'nav', { 'aria-label': 'Reader settings' }, controls), closeButton, progress);

  // Article header
  const site = article.siteName || hostOf(options.url);
  const date = formatDate(article.publishedTime, lang);
  const facts = el(doc, 'p', { class: 'lectern-facts' });
  if (article.byline) facts.append(el(doc, 'span', { class: 'lectern-byline' }, article.byline));
  if (date) facts.append(el(doc, 'time', { dateTime: article.publishedTime }, date));
  facts.append(el(doc, 'span', { class: 'lectern-time' }, `${minutes} min read`));
  const head = el(doc, 'header', { class: 'lectern-head' });
  if (site) head.append(el(doc, 'p', { class: 'lectern-site' }, site));
  const titleEl = el(doc, 'h1', { id: 'lectern-title' }, article.title || fileName || 'Untitled');
  head.append(titleEl, facts);

  const body = el(doc, 'div', { class: 'lectern-body' }, buildContent(article.content, doc));
  const articleEl = el(doc, 'article', { 'aria-labelledby': 'lectern-title' }, head, body);
  if (lang) articleEl.lang = lang;
  if (article.dir === 'rtl' || article.dir === 'ltr') articleEl.dir = article.dir;
  const main = el(doc, 'main', { tabIndex: -1 }, articleEl);
  shell.append(toolbar, main);
  const { host, styles } = surface(root, options);
  host.replaceChildren(...styles, shell);

  let frame = 0;
  const track = () => {
    frame = 0;
    const box = articleEl.getBoundingClientRect();
    if (!(box.height > 0)) return;
    const seen = Math.min(1, Math.max(0, (win.innerHeight - box.top) / box.height));
    const left = Math.ceil((seconds * (1 - seen)) / 60);
    // Rounded down: 100% only once the end is in sight, when no minute is left.
    const percent = Math.floor(seen * 100);
    progress.setAttribute('aria-valuenow', String(percent));
    progress.setAttribute('aria-valuetext', left > 0 ? `${percent}%, ${left} min left` : `${percent}%, finished`);
    progress.style.setProperty('--lectern-read', `${percent}%`);
  };
  // Scrolling anywhere (the window, or a box the reader is mounted in) moves it, and so does an
  // article that changes size (its stylesheet loaded, a larger text, a wider line, images come
  // in); measured once a frame.
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(track);
  };
  win.addEventListener('scroll', schedule, { capture: true, passive: true });
  win.addEventListener('resize', schedule, { passive: true });
  const resized = win.ResizeObserver ? new win.ResizeObserver(schedule) : null;
  resized?.observe(articleEl);
  apply();
  track();

  const close = () => {
    stopReading();
    win.removeEventListener('scroll', schedule, { capture: true });
    win.removeEventListener('resize', schedule);
    resized?.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
    win.clearTimeout(copiedTimer);
    doc.removeEventListener('keydown', onKey);
    options.onClose?.();
  };
  const onKey = (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  doc.addEventListener('keydown', onKey);
  closeButton.addEventListener('click', close);
  main.focus({ preventScroll: true });
  return { element: shell, close, settings };
}

function safeLocalStorage(win) {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
