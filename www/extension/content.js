// Lectern content script: injected on demand (toolbar, Alt+R, badge), again on every use, so it
// sets itself up once. It never changes the page it reads; reader view is an extension frame laid
// over the page and removed on close.
(() => {
  if (globalThis.lecternContent) return;
  const api = globalThis.browser ?? globalThis.chrome;
  let frame = null;
  let previousFocus = null;

  // The page is only read here: the background extracts, with a module that stays compiled and
  // optimized across pages, where a module loaded in each page would start cold every time.
  // Where the collector left hidden elements out, the page goes with a second snapshot that has
  // them, which Lectern reads when the visible page has no article (`hiddenSnapshot`), as
  // `extract` collects a live page again. The benchmark and the recorder snapshot pages through
  // this function too (bench/browser.mjs), so they read a page as the extension does.
  function snapshot(config) {
    const s = collect(config);
    if (!s) return null;
    const hidden = s.hiddenSkipped ? collect({ ...config, includeHidden: true }) : null;
    return { ...s, hiddenSnapshot: hidden };
  }

  // One collect of the page, as the background receives it: script results travel as JSON, where
  // a Float64Array would not survive, so `boxes` goes as an array. The badge uses it too.
  function collect(config) {
    const s = globalThis.lecternCollect(document, config);
    return s && { ...s, boxes: Array.from(s.boxes) };
  }

  function toggle(config) {
    if (frame) {
      close();
      return { closed: true };
    }
    const s = snapshot(config);
    return s ? { snapshot: s, url: location.href } : { error: 'nothing to read: this is not an HTML page' };
  }

  function showFrame() {
    if (frame) return;
    previousFocus = document.activeElement;
    frame = document.createElement('iframe');
    frame.src = api.runtime.getURL('reader.html');
    frame.title = 'Reader view';
    // The reader may write the article to the clipboard ("Copy as Markdown").
    frame.setAttribute('allow', 'fullscreen; clipboard-write');
    frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;margin:0;padding:0;'
      + 'z-index:2147483647;background:transparent;color-scheme:normal;display:block;';
    (document.body ?? document.documentElement).after(frame);
    frame.addEventListener('load', () => frame?.focus());
  }

  function close() {
    frame?.remove();
    frame = null;
    if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
  }

  globalThis.lecternContent = { toggle, snapshot, collect, showFrame, close, isOpen: () => !!frame };
})();
