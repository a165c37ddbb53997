// What a site's template costs where the extension runs it: `pageLeaves` on the snapshot the
// content script takes (the background remembers each article loaded), and `extractSnapshot`
// with a `siteTemplate` of 10 pages against without one, in one page that stays open across
// pages as the background does. Each page is snapshotted as the extension does, the previous 10
// pages' leaves make the template, and every call is timed after one untimed call.
// Usage: node bench/site-template.mjs [--data DIR] [--dataset NAME] [--sample N] [--calls N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { median, option, pageIds } from './pages.mjs';
import { launch, isolatedContext, withTimeout, contentScripts, snapshotFunction, snapshotHelper } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const data = path.resolve(option('--data', path.join(ROOT, '../shared/datasets')));
const dataset = option('--dataset', 'daniel-a');
const sample = Number(option('--sample', 40));
const calls = Number(option('--calls', 5));
const BATCH = 10;

async function main() {
  const ids = pageIds(path.join(data, dataset), { sample });
  const { server, origin } = await startServer({ dataDir: data, assets: { '/lectern/': path.join(ROOT, 'pkg') } });
  const browser = await launch();
  const context = await isolatedContext(browser, origin);
  const { page: extractor, config } = await snapshotHelper(context, origin);
  const snapshotPage = `${snapshotFunction(contentScripts(ROOT), config)}()`;
  const times = { leaves: [], plain: [], template: [], count: [] };
  const recent = [];
  for (const id of ids) {
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'load' });
      const snapshot = await page.evaluate(snapshotPage);
      const r = await withTimeout(extractor.evaluate(({ snapshot, recent, calls }) => {
        const { pageLeaves, extractSnapshot } = window.lectern;
        const time = (fn) => {
          fn();
          const t = [];
          for (let i = 0; i < calls; i++) {
            const start = performance.now();
            fn();
            t.push(performance.now() - start);
          }
          return t.sort((a, b) => a - b)[t.length >> 1];
        };
        const siteTemplate = recent;
        return {
          leaves: time(() => pageLeaves(snapshot)),
          plain: time(() => extractSnapshot(snapshot)),
          template: time(() => extractSnapshot(snapshot, { siteTemplate })),
          own: pageLeaves(snapshot),
        };
      }, { snapshot, recent, calls }));
      times.leaves.push(r.leaves);
      times.plain.push(r.plain);
      times.template.push(r.template);
      times.count.push(r.own.length);
      recent.push(r.own);
      if (recent.length > BATCH) recent.shift();
    } catch (e) {
      console.error(`${id}: ${e.message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  await browser.close();
  server.close();
  const line = (label, xs, digits = 1) => console.log(`  ${label.padEnd(56)}${median(xs).toFixed(digits).padStart(7)}`);
  console.log(`${dataset}: ${times.plain.length} pages, medians (ms, after one untimed call)`);
  line('pageLeaves(snapshot)', times.leaves, 2);
  line('extractSnapshot(snapshot)', times.plain);
  line(`extractSnapshot(snapshot, { siteTemplate: ${BATCH} pages })`, times.template);
  line('leaves per page', times.count, 0);
  const bytes = times.count.map((n) => n * 16);
  line('bytes kept per page (16 hex digits a leaf)', bytes, 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
