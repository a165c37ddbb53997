// Records pages' snapshots (structure, text, layout boxes) in headless Chromium as JSON, so that
// native tests, `lectern-eval --replay` and `lectern-eval --snapshots` see pages with their real
// layout. Pages are served and loaded as the benchmark loads them (bench/serve.mjs) and read as the
// extension reads them, by its plain-JS content scripts (so pages whose CSP forbids wasm or module
// scripts are recorded too).
// Usage: node bench/record.mjs PAGE.html[.gz] OUT.json     (or a dataset page: DATASET/ID)
//        node bench/record.mjs --dataset NAME OUTDIR [--data DIR]
//   The second form records every page of a dataset as OUTDIR/NAME/ID.json, and, where the
//   collector left hidden elements out, the page read with them as OUTDIR/NAME/ID.hidden.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launch, isolatedContext, withTimeout, contentScripts, snapshotFunction, snapshotHelper } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const datasetName = flag('--dataset');
let dataDir = path.resolve(flag('--data') ?? path.resolve(ROOT, '../shared/datasets'));
const [input, output] = argv;
if (datasetName ? !input : !input || !output) {
  throw new Error('usage: record.mjs PAGE.html[.gz]|DATASET/ID OUT.json | --dataset NAME OUTDIR [--data DIR]');
}

// [page path under /page/, output file] pairs.
let jobs;
if (datasetName) {
  const outDir = path.join(input, datasetName);
  fs.mkdirSync(outDir, { recursive: true });
  jobs = fs.readdirSync(path.join(dataDir, datasetName, 'truth')).filter((f) => f.endsWith('.json')).sort()
    .map((f) => f.slice(0, -5)).map((id) => [`${datasetName}/${encodeURIComponent(id)}`, path.join(outDir, `${id}.json`)]);
} else if (fs.existsSync(input)) {
  // A loose file: serve it as a one-page dataset.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-record-'));
  fs.mkdirSync(path.join(dataDir, 'one/pages'), { recursive: true });
  const raw = fs.readFileSync(input);
  const gz = input.endsWith('.gz') ? raw : (await import('node:zlib')).gzipSync(raw);
  fs.writeFileSync(path.join(dataDir, 'one/pages/page.html.gz'), gz);
  jobs = [['one/page', output]];
} else {
  jobs = [[input, output]];
}

const scripts = contentScripts(ROOT);
const { server, origin } = await startServer({ dataDir, assets: { '/lectern/': path.join(ROOT, 'pkg') } });
const browser = await launch();
try {
  let context = await isolatedContext(browser, origin);
  // The collector's configuration comes from the wasm module, loaded once in a harness page.
  const { config } = await snapshotHelper(context, origin);
  let failed = 0;
  for (const [pagePath, out] of jobs) {
    const page = await context.newPage();
    try {
      await withTimeout(page.goto(`${origin}/page/${pagePath}`, { waitUntil: 'load' }));
      // The extension's snapshot: the visible page, with the hidden elements in a second one.
      const snapshot = await withTimeout(page.evaluate(`${snapshotFunction(scripts, config)}()`));
      if (!snapshot) throw new Error('no root element');
      const { hiddenSnapshot: all, ...visible } = snapshot;
      fs.writeFileSync(out, JSON.stringify(visible));
      if (all) fs.writeFileSync(out.replace(/\.json$/, '.hidden.json'), JSON.stringify(all));
      if (jobs.length === 1) console.error(`recorded ${out}: ${visible.stream.length} chars, ${visible.boxes.length / 5} boxes`);
    } catch (e) {
      failed++;
      console.error(`${pagePath}: ${String(e.message ?? e).slice(0, 200)}`);
      await context.close().catch(() => {});
      context = await isolatedContext(browser, origin);
    }
    await page.close().catch(() => {});
  }
  if (jobs.length > 1) console.error(`recorded ${jobs.length - failed} of ${jobs.length} pages`);
} finally {
  await browser.close();
  server.close();
}
