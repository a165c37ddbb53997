// The demo page (the README's first command serves it): Reader view shows the sample article in
// the reader shell; Explain draws the blocks over the page, kept and dropped, with reasons.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from '../../www/serve.mjs';
import { launch, artifact } from './helpers.mjs';

let server;
let origin;
let browser;

before(async () => {
  server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

async function openDemo() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.getElementById('page').contentDocument?.readyState === 'complete'
    && document.getElementById('page').contentDocument.body?.textContent.includes('river'));
  return { page, errors };
}

test('Reader view shows the sample article and Esc returns to the page', async () => {
  const { page, errors } = await openDemo();
  await page.click('#reader');
  await page.waitForSelector('#article .lectern-reader article');
  const text = await page.textContent('#article article');
  assert.match(text, /The river rose through the night/);
  assert.doesNotMatch(text, /Most read/);
  assert.match(await page.textContent('#status'), /characters extracted in/);
  await page.screenshot({ path: artifact('demo-reader.png') });
  await page.keyboard.press('Escape');
  await page.waitForSelector('#article', { state: 'hidden' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Explain draws kept and dropped blocks over the page with their reasons', async () => {
  const { page, errors } = await openDemo();
  await page.click('#explain');
  await page.waitForSelector('#overlay .box');
  const boxes = await page.$$eval('#overlay .box', (els) => els.map((e) => ({ reason: e.dataset.reason, title: e.title })));
  assert.ok(boxes.some((b) => b.reason === 'kept'), 'some block is kept');
  assert.ok(boxes.some((b) => b.reason !== 'kept'), 'some block is dropped');
  assert.ok(boxes.every((b) => /H\(b\) = /.test(b.title)), 'every box says its score');
  assert.equal(await page.isVisible('#legend'), true);
  assert.match(await page.textContent('#status'), /blocks from \d+ elements/);
  await page.screenshot({ path: artifact('demo-explain.png') });
  // Scrolling the page moves the boxes with it.
  const before = await page.$eval('#overlay .box', (e) => e.getBoundingClientRect().top);
  await page.evaluate(() => document.getElementById('page').contentWindow.scrollBy(0, 200));
  await page.waitForFunction((t) => document.querySelector('#overlay .box').getBoundingClientRect().top !== t, before);
  await page.click('#explain');
  assert.equal(await page.isVisible('#overlay'), false);
  assert.deepEqual(errors, []);
  await page.close();
});
