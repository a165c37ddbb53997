// Records a page's snapshot (structure, text, layout boxes) in headless Chromium as JSON, so that
// native tests and `lectern-eval --replay` see the page with its real layout.
// Usage: node bench/record.mjs PAGE.html[.gz] OUT.json     (or a dataset page: DATASET/ID)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launch, isolatedContext } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: record.mjs PAGE.html[.gz]|DATASET/ID OUT.json');

let dataDir = path.resolve(ROOT, '../shared/datasets');
let pagePath = input;
if (fs.existsSync(input)) {
  // A loose file: serve it as a one-page dataset.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-record-'));
  fs.mkdirSync(path.join(dataDir, 'one/pages'), { recursive: true });
  const raw = fs.readFileSync(input);
  const gz = input.endsWith('.gz') ? raw : (await import('node:zlib')).gzipSync(raw);
  fs.writeFileSync(path.join(dataDir, 'one/pages/page.html.gz'), gz);
  pagePath = 'one/page';
}
const { server, origin } = await startServer({ dataDir, assets: { '/lectern/': path.join(ROOT, 'pkg') } });
const browser = await launch();
try {
  const context = await isolatedContext(browser, origin);
  const page = await context.newPage();
  await page.goto(`${origin}/page/${pagePath}`, { waitUntil: 'load' });
  const snapshot = await page.evaluate(async (url) => {
    const lectern = await import(url);
    await lectern.default();
    const s = lectern.collectSnapshot(document);
    return { ...s, boxes: Array.from(s.boxes) };
  }, `${origin}/lectern/lectern.js`);
  fs.writeFileSync(output, JSON.stringify(snapshot));
  console.error(`recorded ${output}: ${snapshot.stream.length} chars, ${snapshot.boxes.length / 5} boxes`);
} finally {
  await browser.close();
  server.close();
}
