// In-browser benchmark: Lectern vs Readability.js 0.6.0 on the same live pages, then the report.
// Usage: node bench/run.mjs [--data DIR] [--datasets a,b] [--limit N] [--sample N] [--reps N]
//                           [--out DIR] [--scripts] [--no-trafilatura] [--no-native] [--snapshot]
// Unless `--no-native`, `lectern-eval` also reads the same datasets natively (parsed HTML, no
// layout; built with cargo), and the report says what layout adds: browser F1 minus native F1.
// `--snapshot` times Lectern on every page as the browser extension runs it: the collector in the
// page, `extractSnapshot` in a page that stays open across pages, as the extension's background
// does (otherwise only pages whose CSP forbids wasm go that way). Readability.js then runs alone in
// the page, not alternating with Lectern.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { launch, isolatedContext, withTimeout, contentScripts as readContentScripts, snapshotFunction, snapshotHelper } from './browser.mjs';
import { pageIds } from './pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// How long a page that has parsed may take to fire `load` before it is measured without it.
const LOAD_WAIT_MS = 10000;

function parseArgs(argv) {
  const args = {
    data: path.resolve(ROOT, '../shared/datasets'), datasets: ['wcxb-dev', 'daniel-a', 'readability-pages'],
    limit: Infinity, sample: 0, reps: 3, out: path.join(ROOT, 'bench/out'), scripts: false, trafilatura: true,
    native: true, snapshot: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--data') args.data = path.resolve(argv[++i]);
    else if (a === '--datasets') args.datasets = argv[++i].split(',');
    else if (a === '--limit') args.limit = Number(argv[++i]);
    else if (a === '--sample') args.sample = Number(argv[++i]);
    else if (a === '--reps') args.reps = Number(argv[++i]);
    else if (a === '--out') args.out = path.resolve(argv[++i]);
    else if (a === '--scripts') args.scripts = true;
    else if (a === '--no-trafilatura') args.trafilatura = false;
    else if (a === '--no-native') args.native = false;
    else if (a === '--snapshot') args.snapshot = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  fs.mkdirSync(args.out, { recursive: true });
  if (!fs.existsSync(path.join(ROOT, 'pkg/lectern_bg.wasm'))) throw new Error('pkg/ missing: run scripts/build.sh');
  // The report runs trafilatura after every page has been read: find out now, not half an hour on.
  if (args.trafilatura) {
    try {
      execFileSync('python3', ['-c', 'import trafilatura'], { stdio: 'ignore' });
    } catch {
      throw new Error('trafilatura missing: pip install -r bench/requirements.txt (or pass --no-trafilatura)');
    }
  }
  const readabilitySource = ['Readability.js', 'Readability-readerable.js']
    .map((f) => fs.readFileSync(path.join(ROOT, 'node_modules/@mozilla/readability', f), 'utf8'))
    .join('\n;\n') + '\n;window.Readability = Readability; window.isProbablyReaderable = isProbablyReaderable;';
  const measure = fs.readFileSync(path.join(ROOT, 'bench/measure.js'), 'utf8');
  // The extension's content scripts: for pages whose CSP forbids wasm, and every page with --snapshot.
  const contentScripts = readContentScripts(ROOT);
  const { server, origin } = await startServer({
    dataDir: args.data, assets: { '/lectern/': path.join(ROOT, 'pkg') }, runPageScripts: args.scripts,
  });
  const browser = await launch();
  const jsonl = path.join(args.out, 'browser.jsonl');
  const sink = fs.createWriteStream(jsonl);
  try {
    for (const dataset of args.datasets) {
      const dir = path.join(args.data, dataset);
      const ids = pageIds(dir, args);
      console.error(`${dataset}: ${ids.length} pages`);
      let context = await isolatedContext(browser, origin);
      let helper = await snapshotHelper(context, origin);
      let done = 0;
      for (const id of ids) {
        const truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth', `${id}.json`), 'utf8'));
        const record = { dataset, id, type: truth.type, lang: truth.lang };
        const page = await context.newPage();
        try {
          await withTimeout(page.goto(`${origin}/page/${dataset}/${encodeURIComponent(id)}`, { waitUntil: 'domcontentloaded' }));
          // With `--scripts`, some pages never fire `load` offline (a script waits on a request the
          // harness cut): such a page is measured as its parsed document stands, and says so.
          record.loadTimedOut = !(await page.waitForLoadState('load', { timeout: LOAD_WAIT_MS }).then(() => true, () => false));
          await withTimeout(page.evaluate(readabilitySource));
          const call = (extra) => page.evaluate(`(${measure})(${JSON.stringify({ reps: args.reps, lecternUrl: `${origin}/lectern/lectern.js`, ...extra })})`);
          // With --snapshot, every page goes the extension's way without trying the live page.
          let result = args.snapshot ? null : await withTimeout(call({}));
          if (!result || result.wasmBlocked) {
            result = await withTimeout(measureViaSnapshot(page, helper, contentScripts, args.reps, () => call({ readabilityOnly: true })));
          }
          Object.assign(record, result);
        } catch (e) {
          record.harnessError = String(e.message ?? e).slice(0, 500);
          await context.close().catch(() => {});
          context = await isolatedContext(browser, origin);
          helper = await snapshotHelper(context, origin);
        }
        await page.close().catch(() => {});
        sink.write(JSON.stringify(record) + '\n');
        if (++done % 100 === 0) console.error(`  ${done}/${ids.length}`);
      }
      await context.close();
    }
  } finally {
    await new Promise((r) => sink.end(r));
    await browser.close();
    server.close();
  }
  const report = ['bench/report.py', '--browser', jsonl, '--data', args.data, '--out', args.out];
  if (args.trafilatura) report.push('--trafilatura');
  if (args.native) report.push('--native', nativeRun(args));
  execFileSync('python3', report, { cwd: ROOT, stdio: 'inherit' });
}

/**
 * Lectern natively on every page of the datasets (the report keeps the pages the browser read),
 * with its text for the report's metric: `lectern-eval`'s records, in `native.jsonl`.
 */
function nativeRun(args) {
  const out = path.join(args.out, 'native.jsonl');
  const command = ['run', '--release', '--quiet', '--bin', 'lectern-eval', '--',
    '--data', args.data, '--out', out, ...args.datasets];
  execFileSync('cargo', command, {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LECTERN_EVAL_TEXT: '1' },
  });
  return out;
}

/**
 * Lectern on a page whose CSP forbids wasm, as the extension does it on every page: its content
 * script snapshots the page (`lecternContent.snapshot`, with a second snapshot of the hidden
 * elements where the collector left some out), and Lectern extracts in another page that stays
 * open (the extension's background). Each round's time is the collect, a structured clone of the
 * snapshot (what sending it to the background costs) and `extractSnapshot`.
 */
async function measureViaSnapshot(page, helper, contentScripts, reps, measureReadability) {
  // The check that the page is unchanged brackets the collection in one synchronous run: across
  // separate calls, the page's own scripts (with `--scripts`) may change it in between.
  const collected = await page.evaluate(`(() => {
    const markup = () => (document.documentElement ? document.documentElement.outerHTML : '');
    const before = markup();
    const snapshot = ${snapshotFunction(contentScripts, helper.config)};
    structuredClone(snapshot());
    const ms = [];
    let snap = null;
    for (let i = 0; i < ${reps}; i++) {
      const t0 = performance.now();
      snap = structuredClone(snapshot());
      ms.push(performance.now() - t0);
    }
    return { snap, ms, changed: markup() !== before };
  })()`);
  const lectern = await helper.page.evaluate(({ collected, reps }) => {
    const { snap } = collected;
    const out = { ms: [], viaSnapshot: true };
    const run = () => snap && window.lectern.extractSnapshot(snap);
    run();
    let article = null;
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      article = run();
      out.ms.push(performance.now() - t0 + collected.ms[i]);
    }
    out.text = article ? article.textContent : '';
    const meta = article || (snap ? window.lectern.metadata(snap) : {});
    out.title = meta.title ?? null;
    out.byline = meta.byline ?? null;
    out.published = meta.publishedTime ?? null;
    return out;
  }, { collected, reps });
  const { readability } = await measureReadability();
  return { lectern, readability, changed: collected.changed };
}

main().catch((e) => { console.error(e); process.exit(1); });
