// Demo page: loads a sample or a saved page into a script-less iframe and shows Lectern's article.
import init, { extract } from '/pkg/lectern.js';

const SAMPLES = [
  { file: 'samples/river-flood.html', name: 'News article (sample)' },
  { file: 'samples/garden-forum.html', name: 'Forum thread (sample)' },
];

const frame = document.getElementById('page');
const articleView = document.getElementById('article');
const readerButton = document.getElementById('reader');
const status = document.getElementById('status');
const sampleSelect = document.getElementById('sample');

const ready = init();

function showOriginal() {
  articleView.hidden = true;
  frame.hidden = false;
  readerButton.setAttribute('aria-pressed', 'false');
}

function loadUrl(url) {
  showOriginal();
  frame.removeAttribute('srcdoc');
  frame.src = url;
}

function loadHtml(html) {
  showOriginal();
  frame.removeAttribute('src');
  frame.srcdoc = html;
}

/** Builds the article view from Lectern's sanitized HTML, parsed inertly (no scripts run). */
function renderArticle(article) {
  const parsed = new DOMParser().parseFromString(article.content, 'text/html');
  const heading = document.createElement('h1');
  heading.textContent = article.title ?? '';
  const meta = document.createElement('p');
  meta.className = 'meta';
  meta.textContent = [article.siteName, article.byline, article.publishedTime].filter(Boolean).join(' · ');
  articleView.replaceChildren(heading, meta, ...Array.from(parsed.body.childNodes, (n) => document.adoptNode(n)));
}

async function toggleReader() {
  if (!articleView.hidden) return showOriginal();
  await ready;
  const t0 = performance.now();
  let article;
  try {
    article = extract(frame.contentDocument);
  } catch (e) {
    status.textContent = `Error: ${e.message}`;
    return;
  }
  const ms = (performance.now() - t0).toFixed(1);
  if (!article) {
    status.textContent = `No article found on this page (${ms} ms).`;
    return;
  }
  renderArticle(article);
  status.textContent = `${article.length} characters extracted in ${ms} ms.`;
  frame.hidden = true;
  articleView.hidden = false;
  readerButton.setAttribute('aria-pressed', 'true');
}

for (const s of SAMPLES) sampleSelect.append(new Option(s.name, s.file));
sampleSelect.addEventListener('change', () => loadUrl(sampleSelect.value));
document.getElementById('file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (file) loadHtml(await file.text());
});
readerButton.addEventListener('click', toggleReader);
loadUrl(SAMPLES[0].file);
