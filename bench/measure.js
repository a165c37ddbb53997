// Runs in the page (via page.evaluate): Lectern on the live document, Readability.js on a clone,
// `reps` timed runs each after one warm-up, and a check that the page was not changed.
async ({ reps, lecternUrl }) => {
  const lectern = await import(lecternUrl);
  if (!window.__lecternReady) {
    await lectern.default();
    window.__lecternReady = true;
  }
  const before = document.documentElement.outerHTML;
  const out = { lectern: { ms: [] }, readability: { ms: [], cloneMs: [] } };
  try {
    lectern.extract(document);
    let article = null;
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      article = lectern.extract(document);
      out.lectern.ms.push(performance.now() - t0);
    }
    out.lectern.text = article ? article.textContent : '';
    out.lectern.title = article ? article.title : null;
    out.lectern.byline = article ? article.byline : null;
    out.lectern.published = article ? article.publishedTime : null;
    out.lectern.readerable = lectern.isProbablyReaderable(document);
  } catch (e) {
    out.lectern.error = String(e && e.stack || e);
  }
  out.changed = document.documentElement.outerHTML !== before;
  try {
    new Readability(document.cloneNode(true)).parse();
    let parsed = null;
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      const clone = document.cloneNode(true);
      const t1 = performance.now();
      parsed = new Readability(clone).parse();
      out.readability.ms.push(performance.now() - t1);
      out.readability.cloneMs.push(t1 - t0);
    }
    out.readability.text = parsed ? parsed.textContent : '';
    out.readability.title = parsed ? parsed.title : null;
    out.readability.byline = parsed ? parsed.byline : null;
    out.readability.published = parsed ? parsed.publishedTime : null;
    out.readability.readerable = typeof isProbablyReaderable === 'function' ? isProbablyReaderable(document) : null;
  } catch (e) {
    out.readability.error = String(e && e.stack || e);
  }
  return out;
}
