// Two builds of the wasm package timed against each other in the same tab: both modules load into
// one page, the collector runs once, and `extractSnapshot` alternates between them call by call
// (which goes first alternates per call and per page). Times on a shared machine drift by more
// than most changes move them; two builds in one tab see the same drift.
// Usage: node bench/ab.mjs DIR_A DIR_B [--data DIR] [--dataset NAME] [--sample N] [--calls N] [--whole]
// DIR_A and DIR_B are built packages (`pkg/` copies). `--whole` times each build's `extract` on the
// page instead, its own collector included: for changes to what the collector reads, which give
// the core other input. Prints each build's median per call and the
// median per-page ratio B/A, over calls 2.. and for the first call. A build against itself gives
// ratios within about 0.03 of 1 on 60 wcxb-dev pages. A page whose own Content-Security-Policy
// forbids compiling WebAssembly (wcxb-dev 0431) is skipped, with its error printed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { median, option, pageIds } from './pages.mjs';
import { launch, isolatedContext, withTimeout } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [dirA, dirB] = process.argv.slice(2, 4).map((d) => d && path.resolve(d));
const data = path.resolve(option('--data', path.join(ROOT, '../shared/datasets')));
const dataset = option('--dataset', 'wcxb-dev');
const sample = Number(option('--sample', 60));
const calls = Number(option('--calls', 8));
const whole = process.argv.includes('--whole');

async function main() {
  for (const dir of [dirA, dirB]) {
    if (!dir || !fs.existsSync(path.join(dir, 'lectern.js'))) {
      console.error('usage: node bench/ab.mjs DIR_A DIR_B [--dataset NAME] [--sample N] [--calls N] [--whole]');
      process.exit(2);
    }
  }
  const ids = pageIds(path.join(data, dataset), { sample });
  const { server, origin } = await startServer({ dataDir: data, assets: { '/a/': dirA, '/b/': dirB } });
  const browser = await launch();
  const context = await isolatedContext(browser, origin);
  const rows = [];
  for (const [p, id] of ids.entries()) {
    const page = await context.newPage();
    try {
      await withTimeout(page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'load' }));
      rows.push(await withTimeout(page.evaluate(async ({ origin, calls, p, whole }) => {
        const builds = { a: await import(`${origin}/a/lectern.js`), b: await import(`${origin}/b/lectern.js`) };
        await builds.a.default();
        await builds.b.default();
        let run;
        if (whole) {
          run = (v) => builds[v].extract(document);
        } else {
          const { collect } = await import(`${origin}/a/collector.js`);
          const snapshot = collect(document, builds.a.collectorConfig());
          run = (v) => builds[v].extractSnapshot(snapshot);
        }
        const ms = { a: [], b: [] };
        for (let i = 0; i < calls; i++) {
          for (const v of (i + p) % 2 ? ['a', 'b'] : ['b', 'a']) {
            const t0 = performance.now();
            run(v);
            ms[v].push(performance.now() - t0);
          }
        }
        return ms;
      }, { origin, calls, p, whole })));
    } catch (e) {
      console.error(id, String(e).slice(0, 200));
    }
    await page.close();
  }
  await browser.close();
  server.close();
  console.log(`${dataset}: ${rows.length} pages, ${calls} calls of each build's ${whole ? 'extract' : 'extractSnapshot'} per page`);
  for (const v of ['a', 'b']) {
    const perCall = Array.from({ length: calls }, (_, i) => median(rows.map((r) => r[v][i])).toFixed(1));
    console.log(`  ${v.toUpperCase()} ms per call  ${perCall.join(' ')}`);
  }
  const later = median(rows.map((r) => median(r.b.slice(1)) / median(r.a.slice(1))));
  const first = median(rows.map((r) => r.b[0] / r.a[0]));
  console.log(`  median per-page B/A: calls 2-${calls} ${later.toFixed(3)}, first call ${first.toFixed(3)}`);
}
main().catch((e) => { console.error(e); process.exit(1); });
