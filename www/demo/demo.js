// Demo page: loads a sample or a saved page into a script-less iframe; "Reader view" shows
// Lectern's article in the reader shell; "Explain" draws every block Lectern read over the page,
// coloured by verdict (kept, or why it was dropped) and shaded by its score H(b).
import init, { extract, warmUp } from '/pkg/lectern.js';
import { mountReader } from '/reader/reader.js';

const SAMPLES = [
  { file: 'samples/river-flood.html', name: 'News article (sample)' },
  { file: 'samples/garden-forum.html', name: 'Forum thread (sample)' },
  { file: 'samples/tide-ja.html', name: 'Japanese news with furigana (sample)' },
];

const frame = document.getElementById('page');
const pageWrap = frame.parentElement;
const overlay = document.getElementById('overlay');
const legend = document.getElementById('legend');
const articleView = document.getElementById('article');
const readerButton = document.getElementById('reader');
const explainButton = document.getElementById('explain');
const status = document.getElementById('status');
const sampleSelect = document.getElementById('sample');

const ready = init();
// The module compiles each function on its first call: read a sample while the page is idle, so
// the first click does not wait for that (about 59 ms then, 23 ms after it; bench/warm-up.mjs).
ready.then(() => (window.requestIdleCallback ?? setTimeout)(() => warmUp()));
let decisions = [];

function setPressed(button, on) {
  button.setAttribute('aria-pressed', String(on));
}

function showOriginal() {
  articleView.hidden = true;
  articleView.replaceChildren();
  pageWrap.hidden = false;
  setPressed(readerButton, false);
}

function hideExplain() {
  overlay.hidden = true;
  legend.hidden = true;
  overlay.replaceChildren();
  setPressed(explainButton, false);
}

function load(setSource) {
  showOriginal();
  hideExplain();
  status.textContent = '';
  frame.removeAttribute('src');
  frame.removeAttribute('srcdoc');
  setSource();
}

async function run(options) {
  await ready;
  const t0 = performance.now();
  try {
    const article = extract(frame.contentDocument, options);
    return { article, ms: (performance.now() - t0).toFixed(1) };
  } catch (e) {
    status.textContent = `Error: ${e.message}`;
    return null;
  }
}

async function toggleReader() {
  if (!articleView.hidden) return showOriginal();
  hideExplain();
  // With its Markdown, which the reader offers to copy.
  const result = await run({ markdown: true });
  if (!result) return;
  const { article, ms } = result;
  if (!article) {
    status.textContent = `No article found on this page (${ms} ms).`;
    return;
  }
  mountReader(articleView, article, { url: frame.contentDocument.URL, onClose: showOriginal });
  status.textContent = `${article.length} characters extracted in ${ms} ms.`;
  pageWrap.hidden = true;
  articleView.hidden = false;
  setPressed(readerButton, true);
}

/** Draws the decisions' boxes over the iframe, in its scrolled position. */
function drawExplain() {
  const win = frame.contentWindow;
  const sx = win?.scrollX ?? 0;
  const sy = win?.scrollY ?? 0;
  const maxScore = Math.max(1e-9, ...decisions.map((d) => d.score));
  const boxes = decisions
    .filter((d) => d.boxPx && d.boxPx[2] > 0 && d.boxPx[3] > 0)
    .sort((a, b) => b.boxPx[2] * b.boxPx[3] - a.boxPx[2] * a.boxPx[3]);
  overlay.replaceChildren(...boxes.map((d) => {
    const [left, top, width, height] = d.boxPx;
    const box = document.createElement('div');
    box.className = `box ${d.kept ? 'kept' : d.reason}`;
    box.style.cssText = `left:${left - sx}px;top:${top - sy}px;width:${width}px;height:${height}px;`
      + `--a:${(0.06 + 0.3 * Math.sqrt(d.score / maxScore)).toFixed(3)}`;
    box.title = `${d.kept ? 'kept' : 'dropped'}: ${d.reason}\nH(b) = ${d.score.toPrecision(3)}`
      + `\ntext weight ${Math.round(d.textWeight)}, link density ${d.linkDensity.toFixed(2)}\n${d.path}`;
    box.dataset.reason = d.kept ? 'kept' : d.reason;
    return box;
  }));
}

async function toggleExplain() {
  if (!overlay.hidden) return hideExplain();
  return showExplain();
}

async function showExplain() {
  showOriginal();
  const result = await run({ explain: true });
  if (!result) return;
  const { article, ms } = result;
  decisions = article?.explain?.decisions ?? [];
  const kept = decisions.filter((d) => d.kept).length;
  status.textContent = article
    ? `${article.explain.blocks} blocks from ${article.explain.elementsSeen} elements (fusion ${(100 * article.explain.fusionRate).toFixed(0)}%); ${kept} kept; ${ms} ms.`
    : `No article found on this page (${ms} ms).`;
  overlay.hidden = false;
  legend.hidden = false;
  setPressed(explainButton, true);
  drawExplain();
}

frame.addEventListener('load', () => {
  frame.contentWindow?.addEventListener('scroll', () => { if (!overlay.hidden) drawExplain(); }, { passive: true });
});
// Boxes move when the page reflows: read them again.
window.addEventListener('resize', () => { if (!overlay.hidden) showExplain(); });

for (const s of SAMPLES) sampleSelect.append(new Option(s.name, s.file));
sampleSelect.addEventListener('change', () => load(() => { frame.src = sampleSelect.value; }));
document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) {
    const html = await file.text();
    load(() => { frame.srcdoc = html; });
  }
});
readerButton.addEventListener('click', toggleReader);
explainButton.addEventListener('click', toggleExplain);
load(() => { frame.src = SAMPLES[0].file; });
