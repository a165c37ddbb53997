// Launches Debian's Chromium through playwright-core with the flags known to work here,
// every request outside the local server cut; and what the benchmark and the recorder share.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** How long one page may take to load and be measured or recorded. */
export const PAGE_TIMEOUT_MS = 30000;

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync',
];

/**
 * Launches Chromium. `CHROMIUM_JS_FLAGS` passes V8 flags, for experiments only (figures taken so
 * are not the benchmark's): `--no-liftoff` runs wasm only as optimized code, which shows how much
 * of Lectern's time is the baseline tier a freshly loaded module runs in.
 */
export async function launch() {
  const jsFlags = process.env.CHROMIUM_JS_FLAGS;
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: jsFlags ? [...CHROMIUM_ARGS, `--js-flags=${jsFlags}`] : CHROMIUM_ARGS,
  });
}

/** A 1280x900 context in which only `origin` can be reached. */
export async function isolatedContext(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin + '/') ? route.continue() : route.abort());
  return context;
}

/** `promise`, or a rejection after [`PAGE_TIMEOUT_MS`]. */
export function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('page timed out')), PAGE_TIMEOUT_MS); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The extension's content scripts (built by scripts/build.sh under www/extension/pkg) as one
 * block of statements for a page script: they define `lecternContent`, whose `snapshot(config)`
 * and `collect(config)` read the page exactly as the extension does.
 */
export function contentScripts(root) {
  const ext = path.join(root, 'www/extension');
  return [path.join(ext, 'pkg/collector.classic.js'), path.join(ext, 'content.js')]
    .map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

/**
 * A page-script expression that runs `scripts` (from [`contentScripts`]) and gives a function
 * snapshotting the page as the extension does with `config` (`lecternContent.snapshot`).
 */
export function snapshotFunction(scripts, config) {
  return `(() => { ${scripts}
    return () => globalThis.lecternContent.snapshot(${JSON.stringify(config)}); })()`;
}

/**
 * A page of the harness's origin with Lectern loaded (`window.lectern`): it extracts snapshots
 * of pages that forbid wasm, and gives the collector's configuration.
 */
export async function snapshotHelper(context, origin) {
  const helper = await context.newPage();
  await helper.goto(`${origin}/blank`);
  const config = await helper.evaluate(async (url) => {
    window.lectern = await import(url);
    await window.lectern.default();
    return window.lectern.collectorConfig();
  }, `${origin}/lectern/lectern.js`);
  return { page: helper, config };
}
