// Lectern extension background (Chrome service worker; Firefox event page). The toolbar button and
// Alt+R toggle reader view on the current tab; the badge says whether the page is probably
// readerable. The content script snapshots the page (plain JS: it runs whatever the page's CSP) and
// Lectern extracts here, where the module stays compiled, and optimized once used, from page to
// page; the reader frame only renders what it is given. Each site's template (seed 003) is
// learnt from the articles read and loaded on it (`site-memory.js`), and reader view leaves out
// what the site repeats on every story.
import init, { collectorConfig, extractSnapshot, isProbablyReaderable, pageLeaves, warmUp } from './pkg/lectern.js';
import { siteMemory } from './site-memory.js';

const api = globalThis.browser ?? globalThis.chrome;
const sites = siteMemory(api.storage.local);
const ready = init({ module_or_path: api.runtime.getURL('pkg/lectern_bg.wasm') });
// The worker starts afresh after every idle spell, and a fresh module compiles each function on
// its first call: the first reader view would wait for that (the first extractSnapshot of a page
// takes about four times as long as after a warm-up; bench/warm-up.mjs --snapshot). So Lectern
// reads its built-in sample as soon as the module is ready, before a page asks. Resolves with
// whether the sample gave its article (false if the module failed to load: toggle says why).
const warmedUp = ready.then(() => new Promise((resolve) => setTimeout(() => {
  try {
    resolve(warmUp());
  } catch {
    resolve(false);
  }
}))).catch(() => false);
const SHOW_TIMEOUT_MS = 20000;

/** tabId -> { data, resolve, reject, timer }: what the reader frame of that tab will show. */
const pending = new Map();

async function inject(tabId) {
  await api.scripting.executeScript({ target: { tabId }, files: ['pkg/collector.classic.js', 'content.js'] });
}

async function run(tabId, func, args = []) {
  const [result] = await api.scripting.executeScript({ target: { tabId }, func, args });
  return result?.result;
}

/**
 * Shows reader view on `tabId`, or closes it when shown. Resolves once the reader has rendered
 * (`{ shown: true, title, length }`), or when closed (`{ shown: false }`); rejects with the
 * reason when there is nothing to show.
 */
async function toggle(tabId) {
  await ready;
  await inject(tabId);
  const state = await run(tabId, (config) => globalThis.lecternContent.toggle(config), [collectorConfig()]);
  if (!state || state.closed) return { shown: false };
  if (state.error) throw new Error(state.error);
  const siteTemplate = await sites.templateFor(state.url).catch(() => null);
  // With its Markdown, for the reader's "Copy as Markdown".
  const article = extractSnapshot(state.snapshot, { siteTemplate, markdown: true });
  if (!article) throw new Error('no article found on this page');
  sites.remember(state.url, pageLeaves(state.snapshot)).catch(() => {});
  const shown = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(tabId);
      reject(new Error('reader view did not open in time'));
    }, SHOW_TIMEOUT_MS);
    pending.set(tabId, { data: { article, url: state.url }, resolve, reject, timer });
  });
  await run(tabId, () => globalThis.lecternContent.showFrame());
  return shown;
}

async function updateBadge(tabId, url) {
  try {
    await ready;
    await inject(tabId);
    const collect = (includeHidden) => run(tabId, (config) => globalThis.lecternContent.collect(config),
      [{ ...collectorConfig(), includeHidden }]);
    const snapshot = await collect(false);
    let readerable = !!snapshot && isProbablyReaderable(snapshot);
    // A page that hides its content until its scripts run (a gate, a tab not yet drawn) is judged
    // with that content too, as reader view reads it: a second collect, only for such a page.
    if (snapshot && !readerable && snapshot.hiddenSkipped) {
      const hidden = await collect(true);
      readerable = !!hidden && isProbablyReaderable({ ...snapshot, hiddenSnapshot: hidden });
    }
    await api.action.setBadgeText({ tabId, text: readerable ? 'R' : '' });
    await api.action.setTitle({ tabId, title: readerable ? 'Reader view available (Alt+R)' : 'Reader view (Alt+R): no article detected' });
    // An article loaded on a site is one more page to learn the site's template from.
    if (readerable) await sites.remember(url, pageLeaves(snapshot)).catch(() => {});
  } catch {
    // Pages the extension may not script (the browser's own pages, the web store): no badge.
  }
}

api.action.onClicked.addListener((tab) => {
  toggle(tab.id).catch((e) => console.warn('lectern:', e.message));
});

api.tabs.onUpdated.addListener((tabId, info, tab) => {
  if (info.status === 'complete' && /^https?:/.test(tab.url ?? '')) updateBadge(tabId, tab.url);
});

api.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const tabId = sender.tab?.id;
  const entry = pending.get(tabId);
  if (message?.type === 'lectern:get') {
    sendResponse(entry ? entry.data : { error: 'nothing to show' });
  } else if (message?.type === 'lectern:shown' && entry) {
    clearTimeout(entry.timer);
    pending.delete(tabId);
    entry.resolve({ shown: true, title: message.title, length: message.length });
  } else if (message?.type === 'lectern:failed' && entry) {
    clearTimeout(entry.timer);
    pending.delete(tabId);
    run(tabId, () => globalThis.lecternContent.close());
    entry.reject(new Error(message.error));
  } else if (message?.type === 'lectern:close' && tabId !== undefined) {
    run(tabId, () => globalThis.lecternContent.close());
  }
  return false;
});

// For automated tests: exactly what a toolbar click does, resolving when the reader is shown; and
// the warm-up's outcome.
globalThis.lecternToggle = toggle;
globalThis.lecternWarmedUp = warmedUp;
