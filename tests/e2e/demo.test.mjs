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
  // Extracted with its Markdown, which the reader offers to copy.
  assert.equal(await page.isVisible('#article button:text-is("Copy as Markdown")'), true);
  // On a phone, a long address in the text wraps within the column instead of widening it.
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok(await page.$eval('#article .lectern-reader main', (m) => m.scrollWidth <= m.clientWidth), 'the column does not overflow');
  await page.setViewportSize({ width: 1280, height: 900 });
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

test('Reader view of the Japanese sample keeps its furigana above their words', async () => {
  const { page, errors } = await openDemo();
  await page.selectOption('#sample', 'samples/tide-ja.html');
  await page.waitForFunction(() => document.getElementById('page').contentDocument?.body?.textContent.includes('防潮堤'));
  await page.click('#reader');
  await page.waitForSelector('#article .lectern-reader article');
  const state = await page.$eval('#article article', (a) => ({
    readings: [...a.querySelectorAll('ruby')].map((r) => [r.firstChild.textContent, r.querySelector('rt')?.textContent]),
    byline: a.ownerDocument.querySelector('#article .lectern-byline')?.textContent,
    text: a.textContent,
  }));
  assert.deepEqual(state.readings.slice(0, 2), [['港町', 'みなとまち'], ['下町', 'したまち']]);
  assert.equal(state.byline, '海野 潮');
  assert.doesNotMatch(state.text, /よく読まれている記事/);
  await page.screenshot({ path: artifact('demo-reader-ja.png') });
  assert.deepEqual(errors, []);
  await page.close();
});
