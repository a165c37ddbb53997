// Lectern content script: injected on demand (toolbar, Alt+R, badge), again on every use, so it
// sets itself up once. It never changes the page it reads; reader view is an extension frame laid
// over the page and removed on close.
(() => {
  if (globalThis.lecternContent) return;
  const api = globalThis.browser ?? globalThis.chrome;
  let frame = null;
  let previousFocus = null;

  async function extractHere() {
    // Live path: the page's CSP may let WebAssembly run in this content script.
    const lectern = await import(api.runtime.getURL('pkg/lectern.js'));
    await lectern.default({ module_or_path: api.runtime.getURL('pkg/lectern_bg.wasm') });
    return lectern.extract(document);
  }

  async function toggle(config) {
    if (frame) {
      close();
      return { closed: true };
    }
    let article;
    try {
      article = await extractHere();
    } catch {
      // WebAssembly refused here (CSP without 'wasm-unsafe-eval'): snapshot for the reader frame.
      const snapshot = globalThis.lecternCollect(document, config);
      if (!snapshot) return { error: 'this page has no document to read' };
      const plain = (s) => ({ ...s, boxes: Array.from(s.boxes) });
      // Pages that reveal their content by script keep it in hidden elements: a second
      // snapshot with them, used only when the visible page has no article.
      const hidden = snapshot.hiddenSkipped
        ? globalThis.lecternCollect(document, { ...config, includeHidden: true })
        : null;
      return {
        snapshot: plain(snapshot),
        hiddenSnapshot: hidden ? plain(hidden) : null,
        url: location.href,
      };
    }
    return article ? { article, url: location.href } : { error: 'no article found on this page' };
  }

  function showFrame() {
    if (frame) return;
    previousFocus = document.activeElement;
    frame = document.createElement('iframe');
    frame.src = api.runtime.getURL('reader.html');
    frame.title = 'Reader view';
    frame.setAttribute('allow', 'fullscreen');
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

  globalThis.lecternContent = { toggle, showFrame, close, isOpen: () => !!frame };
})();
