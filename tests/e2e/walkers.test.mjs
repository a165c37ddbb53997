// The two ways `extract` reads a live page: the collector's snapshot (the default) and the DOM
// walker (`walker: "dom"`, per-node calls from wasm). The README promises the same result from
// both, and a reader clicks "reader view" anywhere on a page, so neither may depend on where the
// page is scrolled either.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startServer, launch } from './helpers.mjs';

test('both walkers give the same article on every fixture page, at the top and scrolled half-way', async () => {
  const { server, origin } = await startServer(ROOT);
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only the fixture server: a page's own scripts and images from elsewhere stay out.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin + '/') ? route.continue() : route.abort());
    const slugs = fs.readdirSync(path.join(ROOT, 'tests/pages')).sort();
    assert.ok(slugs.length >= 10, 'the fixture pages are there');
    for (const slug of slugs) {
      const page = await context.newPage();
      await page.goto(`${origin}/page/${slug}`);
      const read = await page.evaluate(async () => {
        const lectern = await import('/pkg/lectern.js');
        await lectern.default();
        const fields = (a) => a && [a.title, a.byline, a.publishedTime, a.lang, a.textContent, a.content];
        const snapshot = fields(lectern.extract(document));
        const dom = fields(lectern.extract(document, { walker: 'dom' }));
        window.scrollTo(0, document.documentElement.scrollHeight / 2);
        const scrolled = fields(lectern.extract(document));
        const scrolledDom = fields(lectern.extract(document, { walker: 'dom' }));
        return { snapshot, dom, scrolled, scrolledDom, y: window.scrollY };
      });
      assert.ok(read.snapshot, `${slug}: an article`);
      assert.deepEqual(read.dom, read.snapshot, `${slug}: the DOM walker reads what the snapshot does`);
      assert.deepEqual(read.scrolled, read.snapshot, `${slug}: scrolled to ${read.y} px, the same article`);
      assert.deepEqual(read.scrolledDom, read.snapshot, `${slug}: scrolled, the DOM walker too`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
});
