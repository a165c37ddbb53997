// Runs in the page (via page.evaluate): Lectern on the live document, Readability.js on a clone,
// `reps` timed runs each after one warm-up, and a check that the page was not changed.
// When the page's own CSP forbids wasm, it returns `wasmBlocked` and, with `readabilityOnly`,
// measures Readability alone (the harness then snapshots the page for Lectern).
async ({ reps, lecternUrl, readabilityOnly }) => {
  const timed = (f) => {
    const t0 = performance.now();
    const value = f();
    return [value, performance.now() - t0];
  };
  const measureReadability = () => {
    const r = { ms: [], cloneMs: [] };
    try {
      new Readability(document.cloneNode(true)).parse();
      let parsed = null;
      for (let i = 0; i < reps; i++) {
        const [clone, cloneMs] = timed(() => document.cloneNode(true));
        let ms;
        [parsed, ms] = timed(() => new Readability(clone).parse());
        r.ms.push(ms);
        r.cloneMs.push(cloneMs);
      }
      r.text = parsed ? parsed.textContent : '';
      r.title = parsed ? parsed.title : null;
      r.byline = parsed ? parsed.byline : null;
      r.published = parsed ? parsed.publishedTime : null;
      r.readerable = typeof isProbablyReaderable === 'function' ? isProbablyReaderable(document) : null;
    } catch (e) {
      r.error = String((e && e.stack) || e);
    }
    return r;
  };
  if (readabilityOnly) return { readability: measureReadability() };

  const lectern = await import(lecternUrl);
  if (!window.__lecternReady) {
    try {
      await lectern.default();
    } catch (e) {
      return { wasmBlocked: String(e).slice(0, 200) };
    }
    window.__lecternReady = true;
  }
  const before = document.documentElement.outerHTML;
  const out = { lectern: { ms: [] } };
  try {
    lectern.extract(document);
    let article = null;
    for (let i = 0; i < reps; i++) {
      let ms;
      [article, ms] = timed(() => lectern.extract(document));
      out.lectern.ms.push(ms);
    }
    out.lectern.text = article ? article.textContent : '';
    out.lectern.title = article ? article.title : null;
    out.lectern.byline = article ? article.byline : null;
    out.lectern.published = article ? article.publishedTime : null;
    out.lectern.readerable = lectern.isProbablyReaderable(document);
  } catch (e) {
    out.lectern.error = String((e && e.stack) || e);
  }
  out.changed = document.documentElement.outerHTML !== before;
  out.readability = measureReadability();
  return out;
}
