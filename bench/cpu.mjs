// Which functions Lectern's time goes to, by sampling: the benchmark's rounds (after one untimed
// call, `extract` on the live page several times) run under the DevTools CPU profiler, and the
// samples' self time is summed by function over the sampled pages: the collector's JS, the DOM
// calls it makes, the glue, the wasm functions (named when the package keeps its name section),
// and the garbage collector. `bench/profile.mjs` times the stages; this says what is in them.
// Usage: node bench/cpu.mjs [--pkg DIR] [--data DIR] [--dataset NAME] [--sample N] [--calls N]
//        [--top N]
// The wasm functions are named in a package built with `LECTERN_WASM_NAMES=1 bash
// scripts/build.sh` (a copy of it given as `--pkg`). Sampling slows the code it samples: read the
// shares, not the milliseconds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { option, pageIds } from './pages.mjs';
import { launch, isolatedContext } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = path.resolve(option('--pkg', path.join(ROOT, 'pkg')));
const data = path.resolve(option('--data', path.join(ROOT, '../shared/datasets')));
const dataset = option('--dataset', 'wcxb-dev');
const sample = Number(option('--sample', 40));
const calls = Number(option('--calls', 7));
const top = Number(option('--top', 40));
/** Microseconds between samples. */
const INTERVAL_US = 25;

/** Adds the self time of each sampled function in `profile` to `self` (ms by name), and to
 * `byFile` (ms by script, or by kind where there is none: the browser's own code). */
function addSelfTimes(profile, self, byFile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = nodes.get(profile.samples[i]).callFrame;
    const file = frame.url.split('/').pop();
    // An anonymous function is told apart by its line (the glue has many).
    const name = (frame.functionName || `(anonymous):${frame.lineNumber + 1}`) + (file ? ` ${file}` : '');
    // A sample's time is the delta to the next one; the last sample has none.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(name, (self.get(name) ?? 0) + ms);
    const where = file || (frame.functionName.startsWith('(') ? frame.functionName : 'browser built-ins and DOM');
    byFile.set(where, (byFile.get(where) ?? 0) + ms);
  }
}

async function main() {
  const ids = pageIds(path.join(data, dataset), { sample });
  const { server, origin } = await startServer({ dataDir: data, assets: { '/lectern/': pkg } });
  const browser = await launch();
  const context = await isolatedContext(browser, origin);
  const self = new Map();
  const byFile = new Map();
  let pages = 0;
  for (const id of ids) {
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'load' });
      await page.evaluate(async (url) => {
        window.lectern = await import(url);
        await window.lectern.default();
        window.lectern.extract(document);
      }, `${origin}/lectern/lectern.js`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
      await cdp.send('Profiler.start');
      await page.evaluate((n) => { for (let i = 0; i < n; i++) window.lectern.extract(document); }, calls);
      const { profile } = await cdp.send('Profiler.stop');
      addSelfTimes(profile, self, byFile);
      pages++;
    } catch (e) {
      // A page whose own Content-Security-Policy forbids wasm (wcxb-dev 0431).
      console.error(id, String(e).slice(0, 200));
    }
    await page.close();
  }
  await browser.close();
  server.close();
  // Idle samples are the profiler's own pauses between calls, not Lectern's.
  self.delete('(idle)');
  byFile.delete('(idle)');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const shares = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([name, ms]) => `  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name.slice(0, 120)}`).join('\n');
  console.log(`${dataset}: ${pages} pages, ${calls} sampled calls of extract each`);
  console.log(`self time by script:\n${shares(byFile, Infinity)}`);
  console.log(`self time by function:\n${shares(self, top)}`);
}
main().catch((e) => { console.error(e); process.exit(1); });
