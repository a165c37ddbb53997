// Where Lectern's time goes, per page: the collector alone, extractSnapshot on its output (decode +
// pipeline + result object), the same writing the body's Markdown too (`withMarkdown`, as the
// extension's background extracts), and `extract` as a whole, beside Readability.js (parse of a
// clone).
// Usage: node bench/profile.mjs [--data DIR] [--dataset NAME] [--sample N] [--reps N] [--warm N]
// `--warm` untimed runs precede each function's timed ones (default 1). The engines compile hot
// code while the first runs go (wasm from its baseline tier, JS through its tiers): with
// `--warm 20` the figures are those of code already optimized, the benchmark's 7 rounds are not.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { median, option, pageIds } from './pages.mjs';
import { launch, isolatedContext } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const data = path.resolve(option('--data', path.join(ROOT, '../shared/datasets')));
const dataset = option('--dataset', 'wcxb-dev');
const sample = Number(option('--sample', 40));
const reps = Number(option('--reps', 9));
const warm = Number(option('--warm', 1));

async function main() {
  const ids = pageIds(path.join(data, dataset), { sample });
  const readability = fs.readFileSync(path.join(ROOT, 'node_modules/@mozilla/readability/Readability.js'), 'utf8')
    + ';window.Readability = Readability;';
  const { server, origin } = await startServer({ dataDir: data, assets: { '/lectern/': path.join(ROOT, 'pkg') } });
  const browser = await launch();
  const context = await isolatedContext(browser, origin);
  const rows = [];
  for (const id of ids) {
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'load' });
      await page.evaluate(readability);
      const r = await page.evaluate(async ({ url, collectorUrl, reps, warm }) => {
        const lectern = await import(url);
        const { collect } = await import(collectorUrl);
        await lectern.default();
        const config = lectern.collectorConfig();
        // Functions' medians over runs taken in turn, the one going first alternating: code
        // optimized while one runs speeds up the other's later runs.
        const inTurn = (...fs) => {
          for (let i = 0; i < warm; i++) fs.forEach((f) => f());
          const ms = fs.map(() => []);
          for (let i = 0; i < reps; i++) {
            const order = fs.map((_, k) => k);
            if (i % 2) order.reverse();
            for (const k of order) {
              const t0 = performance.now();
              fs[k]();
              ms[k].push(performance.now() - t0);
            }
          }
          return ms.map((m) => m.sort((a, b) => a - b)[Math.floor(m.length / 2)]);
        };
        const time = (f) => inTurn(f)[0];
        const snap = collect(document, config);
        // The module's first call, before any other has compiled its code.
        const first = (() => { const t0 = performance.now(); lectern.extract(document); return performance.now() - t0; })();
        const [plain, withMarkdown] = snap
          ? inTurn(() => lectern.extractSnapshot(snap), () => lectern.extractSnapshot(snap, { markdown: true }))
          : [0, 0];
        const out = {
          nodes: document.getElementsByTagName('*').length,
          streamKB: snap ? snap.stream.length / 1024 : 0,
          first,
          collect: time(() => collect(document, config)),
          extractSnapshot: plain,
          withMarkdown,
          extract: time(() => lectern.extract(document)),
          readability: time(() => new Readability(document.cloneNode(true)).parse()),
        };
        return out;
      }, { url: `${origin}/lectern/lectern.js`, collectorUrl: `${origin}/lectern/collector.js`, reps, warm });
      rows.push({ id, ...r });
    } catch (e) {
      console.error(id, String(e).slice(0, 200));
    }
    await page.close();
  }
  await browser.close();
  server.close();
  const keys = ['nodes', 'streamKB', 'first', 'collect', 'extractSnapshot', 'withMarkdown', 'extract', 'readability'];
  console.log(`${dataset}: ${rows.length} pages, ${warm} untimed then ${reps} timed runs each, medians over pages`);
  for (const k of keys) console.log(`  ${k.padEnd(16)} ${median(rows.map((r) => r[k])).toFixed(2)}`);
  const ratio = rows.map((r) => r.extract / r.readability);
  const markdown = rows.filter((r) => r.extractSnapshot > 0).map((r) => r.withMarkdown / r.extractSnapshot);
  console.log(`  median per-page ratio withMarkdown/extractSnapshot ${median(markdown).toFixed(2)}`);
  console.log(`  median per-page ratio extract/readability ${median(ratio).toFixed(2)}`);
  if (process.argv.includes('--rows')) for (const r of rows) console.log(JSON.stringify(r));
}
main().catch((e) => { console.error(e); process.exit(1); });
