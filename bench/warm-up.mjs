// What `warmUp()` saves: the first `extract` on a page, in a module loaded fresh, with and without
// a `warmUp()` after `init()`. That first call is what a reader view's first click waits for;
// the benchmark's rounds come after an untimed call, so they do not show it. Each page is loaded
// twice, once each way (which goes first alternates), and a pause after `init` and the warm-up
// stands for the idle time before a click. `--snapshot` times `extractSnapshot` instead, on the
// snapshot the extension's content scripts take of the page: the first reader view of a freshly
// started extension service worker, which calls `warmUp()` as it starts.
// Usage: node bench/warm-up.mjs [--data DIR] [--dataset NAME] [--sample N] [--snapshot]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { median, option, pageIds } from './pages.mjs';
import { launch, isolatedContext, withTimeout, contentScripts, snapshotFunction, snapshotHelper } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const data = path.resolve(option('--data', path.join(ROOT, '../shared/datasets')));
const dataset = option('--dataset', 'wcxb-dev');
const sample = Number(option('--sample', 40));
const IDLE_MS = 50;
const viaSnapshot = process.argv.includes('--snapshot');

async function main() {
  const ids = pageIds(path.join(data, dataset), { sample });
  const { server, origin } = await startServer({ dataDir: data, assets: { '/lectern/': path.join(ROOT, 'pkg') } });
  const browser = await launch();
  const context = await isolatedContext(browser, origin);
  // With --snapshot, the page script that snapshots a page as the extension does.
  let snapshotPage = null;
  if (viaSnapshot) {
    const { config } = await snapshotHelper(context, origin);
    snapshotPage = `${snapshotFunction(contentScripts(ROOT), config)}()`;
  }
  const times = { cold: [], warmed: [], warmUp: [], second: [] };
  for (const [i, id] of ids.entries()) {
    for (const warm of i % 2 ? [false, true] : [true, false]) {
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'load' });
        const snapshot = viaSnapshot ? await page.evaluate(snapshotPage) : null;
        const r = await withTimeout(page.evaluate(async ({ url, warm, idle, snapshot }) => {
          const lectern = await import(url);
          const run = () => (snapshot ? lectern.extractSnapshot(snapshot) : lectern.extract(document));
          await lectern.default();
          let warmUp = null;
          if (warm) {
            const t = performance.now();
            if (!lectern.warmUp()) throw new Error('warmUp found no article in its sample');
            warmUp = performance.now() - t;
          }
          await new Promise((resolve) => setTimeout(resolve, idle));
          let t = performance.now();
          run();
          const first = performance.now() - t;
          t = performance.now();
          run();
          return { first, second: performance.now() - t, warmUp };
        }, { url: `${origin}/lectern/lectern.js`, warm, idle: IDLE_MS, snapshot }));
        if (warm) {
          times.warmed.push(r.first);
          times.warmUp.push(r.warmUp);
        } else {
          times.cold.push(r.first);
          times.second.push(r.second);
        }
      } catch (e) {
        console.error(`${id}: ${e.message.split('\n')[0]}`);
      } finally {
        await page.close();
      }
    }
  }
  await browser.close();
  server.close();
  const call = viaSnapshot ? 'extractSnapshot' : 'extract';
  const line = (label, xs) => console.log(`  ${label.padEnd(40)}${median(xs).toFixed(1).padStart(6)}`);
  console.log(`${dataset}: ${times.cold.length} pages, median ms`);
  line(`first ${call}, fresh module`, times.cold);
  line(`first ${call} after warmUp()`, times.warmed);
  line('warmUp() itself (in idle time)', times.warmUp);
  line(`second ${call}, fresh module`, times.second);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
