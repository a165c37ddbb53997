// Runs in the page (via page.evaluate): Lectern on the live document, Readability.js on a clone,
// one warm-up each, then `reps` timed rounds in which both run, the one that goes first
// alternating, and a check that the page was not changed.
// Interleaved because whatever runs first right after load pays for the page still settling
// (measured on 60 wcxb-dev pages: Lectern's median was 12.7 ms run first, 8.9 ms after a 400 ms
// pause, Readability's about the same either way), and a fixed order charged that to one side.
// Lectern's `init` is awaited before the rounds and is not timed (it compiles the module once per page).
// When the page's own CSP forbids wasm or the module, it returns `wasmBlocked` and, with `readabilityOnly`,
// measures Readability alone (the harness then snapshots the page for Lectern).
async ({ reps, lecternUrl, readabilityOnly }) => {
  const timed = (f) => {
    const t0 = performance.now();
    const value = f();
    return [value, performance.now() - t0];
  };
  const readability = {
    r: { ms: [], cloneMs: [] },
    parsed: null,
    warm() {
      new Readability(document.cloneNode(true)).parse();
    },
    run() {
      const [clone, cloneMs] = timed(() => document.cloneNode(true));
      const [parsed, ms] = timed(() => new Readability(clone).parse());
      this.parsed = parsed;
      this.r.ms.push(ms);
      this.r.cloneMs.push(cloneMs);
    },
    finish() {
      const { r, parsed } = this;
      r.text = parsed ? parsed.textContent : '';
      r.title = parsed ? parsed.title : null;
      r.byline = parsed ? parsed.byline : null;
      r.published = parsed ? parsed.publishedTime : null;
      r.readerable = typeof isProbablyReaderable === 'function' ? isProbablyReaderable(document) : null;
      return r;
    },
  };
  // Each side's errors are its own: the other side still gets measured.
  const guard = (side, f) => {
    if (side.error) return;
    try {
      f();
    } catch (e) {
      side.error = String((e && e.stack) || e);
    }
  };
  if (readabilityOnly) {
    const r = readability.r;
    guard(r, () => readability.warm());
    for (let i = 0; i < reps; i++) guard(r, () => readability.run());
    if (!r.error) guard(r, () => readability.finish());
    return { readability: r };
  }

  // A page whose own CSP forbids the module script (a `<meta>` policy without 'self') blocks the
  // import as one forbidding wasm blocks `init`: the extension snapshots such pages too.
  let lectern;
  try {
    lectern = await import(lecternUrl);
  } catch (e) {
    return { wasmBlocked: String(e).slice(0, 200) };
  }
  if (!window.__lecternReady) {
    try {
      await lectern.default();
    } catch (e) {
      return { wasmBlocked: String(e).slice(0, 200) };
    }
    window.__lecternReady = true;
  }
  // The page as markup; a page's own script may have emptied it (`document.open` after load).
  const markup = () => (document.documentElement ? document.documentElement.outerHTML : '');
  const before = markup();
  const l = { ms: [] };
  const r = readability.r;
  let article = null;
  const runLectern = () => {
    let ms;
    [article, ms] = timed(() => lectern.extract(document));
    l.ms.push(ms);
  };
  guard(l, () => lectern.extract(document));
  guard(r, () => readability.warm());
  for (let i = 0; i < reps; i++) {
    if (i % 2 === 0) {
      guard(l, runLectern);
      guard(r, () => readability.run());
    } else {
      guard(r, () => readability.run());
      guard(l, runLectern);
    }
  }
  guard(l, () => {
    l.text = article ? article.textContent : '';
    // Without an article the metadata still comes from `metadata` (untimed: a second call).
    const meta = article || lectern.metadata(document);
    l.title = meta.title;
    l.byline = meta.byline;
    l.published = meta.publishedTime;
    l.readerable = lectern.isProbablyReaderable(document);
  });
  if (!r.error) guard(r, () => readability.finish());
  // Readability runs on clones, so a changed page can only be Lectern's doing.
  const changed = markup() !== before;
  return { lectern: l, readability: r, changed };
}
