// Shared by the end-to-end tests: a local server for fixture pages (optionally under a strict
// CSP), Chromium with or without the extension, and the artefacts folder for screenshots.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../bench/browser.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXTENSION_DIR = path.join(ROOT, 'www/extension');
export const ARTIFACTS = path.join(ROOT, 'target/e2e-artifacts');
const EXECUTABLE = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Source HTML of a fixture page in tests/pages (its own file, or the repository file it names). */
export function fixtureHtml(slug) {
  const dir = path.join(ROOT, 'tests/pages', slug);
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  return fs.readFileSync(meta.path ? path.join(ROOT, meta.path) : path.join(dir, 'source.html'), 'utf8');
}

/** The paragraphs of the river-flood fixture, for pages built around them. */
function riverParagraphs() {
  return fixtureHtml('sample-river-flood').match(/<p>[\s\S]*?<\/p>/g).join('');
}

/** The newsletter pitch inside every story of `/site/story-<n>`. */
export const SITE_PITCH = 'Our morning bulletin brings the day\'s headlines to your inbox before seven, every weekday.';

/**
 * Serves `/page/<slug>` (a fixture) and `/strict/<slug>` (the same under
 * `Content-Security-Policy: script-src 'self'`, which forbids WebAssembly), stories of one site
 * (`/site/story-<n>`), and files of `dir`.
 */
export function startServer(dir = null) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/strict-streamed') {
      // Streamed server rendering under a CSP that forbids WebAssembly: a visible skeleton, the
      // article in `<div hidden>` until the page's scripts (not run) move it into place.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'self'" });
      return res.end('<!doctype html><title>River flood</title><div class="skeleton"><a href="/">Home</a></div>'
        + `<div hidden id="S:0"><article><h1>River flood</h1>${riverParagraphs()}</article></div>`);
    }
    if (url.pathname === '/gated') {
      // A content gate: a short visible note, the article hidden by the page's stylesheet until
      // its scripts (not run) open the gate.
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>River flood</title><style>.gate { display: none; }</style>'
        + '<p>Subscribers read the whole story below.</p>'
        + `<div class="gate"><article><h1>River flood</h1>${riverParagraphs()}</article></div>`);
    }
    const story = url.pathname.match(/^\/site\/story-(\d+)$/);
    if (story) {
      // Stories of one site: their own paragraphs, and the site's newsletter pitch inside each.
      const n = story[1];
      const para = (k) => `<p>Story ${n}, paragraph ${k}: the harbour board met on day ${n} and agreed item ${k} `
        + 'of the dredging plan after a long hearing with the fishing fleet and the ferry company, who both '
        + 'asked for the work to wait until the autumn tides had passed.</p>';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><title>Story ${n} - Harbour Times</title>`
        + '<meta property="og:type" content="article"><nav><a href="/">Home</a> <a href="/news">News</a></nav>'
        + `<article><h1>Story ${n}</h1>${para(1)}${para(2)}${para(3)}`
        + `<p>${SITE_PITCH}</p></article>`);
    }
    if (url.pathname === '/feed.xml' || url.pathname === '/feed.rss') {
      // A news feed. Served as XML, Chromium shows it as a tree of its tags (it has no stylesheet
      // of its own); served as `application/rss+xml`, as a text file of its source.
      const item = (title, text) => `<item><title>${title}</title><description>${text}</description></item>`;
      const type = url.pathname === '/feed.xml' ? 'application/xml' : 'application/rss+xml';
      res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` });
      return res.end('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Harbour Times</title>'
        + item('Flood barrier holds', 'The river rose through the night, and by morning the lower town was under water. '.repeat(4))
        + item('Ferry keeps running', 'Volunteers carried sandbags along the quay while the ferry kept running. '.repeat(4))
        + '</channel></rss>');
    }
    if (url.pathname === '/no-article') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Sign in</title><nav><a href="/">Home</a> <a href="/help">Help</a></nav>'
        + '<form><label>Email <input name="e"></label><button>Sign in</button></form>');
    }
    const m = url.pathname.match(/^\/(page|strict)\/([\w-]+)$/);
    if (m) {
      const headers = { 'Content-Type': 'text/html; charset=utf-8' };
      if (m[1] === 'strict') headers['Content-Security-Policy'] = "script-src 'self'";
      try {
        const html = fixtureHtml(m[2]);
        res.writeHead(200, headers);
        return res.end(html);
      } catch {
        res.writeHead(404);
        return res.end();
      }
    }
    if (dir) {
      const file = path.join(dir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
      if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
        res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
        return res.end(fs.readFileSync(file));
      }
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, origin: `http://127.0.0.1:${server.address().port}` });
  }));
}

/** Chromium with the unpacked extension from www/extension/, and its background service worker. */
export async function launchWithExtension() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'pkg/lectern_bg.wasm'))) {
    throw new Error('www/extension/pkg is missing: run scripts/build.sh');
  }
  const context = await chromium.launchPersistentContext('', {
    executablePath: EXECUTABLE,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
  const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker');
  return { context, worker };
}

export async function launch() {
  return chromium.launch({ executablePath: EXECUTABLE, args: CHROMIUM_ARGS });
}

export function artifact(name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** Runs `fn(page)` in Chromium, on a page of the repo's own server (which serves `www/reader/`). */
export async function inShellPage(fn) {
  const { server, origin } = await startServer(ROOT);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/no-article`);
    await fn(page);
  } finally {
    await browser.close();
    server.close();
  }
}
