// The reader shell: its pure helpers in Node (the header's date is the day the page gives,
// wherever the reader is), and its rebuilding of article HTML in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from '../../www/reader/reader.js';
import { safeSrcset } from '../../www/reader/content.js';
import { inShellPage } from './helpers.mjs';

test('the header shows the day the page gives, in any time zone of the reader', () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      // A bare date, and times whose day differs from UTC's on either side.
      assert.equal(formatDate('2026-03-14', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T07:30:00+09:00', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T23:30:00-05:00', 'en'), 'March 14, 2026', tz);
      assert.equal(formatDate('2026-03-14T07:30:00+09:00', 'ja'), '2026年3月14日', tz);
    }
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  assert.equal(formatDate('last spring', 'en'), 'last spring');
  assert.equal(formatDate(null, 'en'), null);
});

test('an image\'s srcset keeps its safe candidates whole, commas in their addresses too', () => {
  // Cloudinary's transformations are one comma-separated path segment.
  assert.equal(
    safeSrcset('https://c.example/u/f_auto,q_auto/a.jpg 600w, https://c.example/u/f_auto,q_auto/b.jpg 1200w'),
    'https://c.example/u/f_auto,q_auto/a.jpg 600w, https://c.example/u/f_auto,q_auto/b.jpg 1200w');
  assert.equal(safeSrcset('javascript:x 1x,https://e.example/a.jpg,  data:x 2x , https://e.example/b.jpg   2x'),
    'https://e.example/a.jpg, https://e.example/b.jpg 2x');
  assert.equal(safeSrcset('data:image/png;base64,AAAA 1x'), null);
  assert.equal(safeSrcset(' , '), null);
});

test('the shell keeps http(s), mailto and tel links and no other scheme', async () => {
  await inShellPage(async (page) => {
    const links = await page.evaluate(async () => {
      const { buildContent } = await import('/www/reader/content.js');
      const box = document.createElement('div');
      box.append(buildContent('<p><a href="tel:+44 20 7946 0000">a</a><a href="mailto:a@example.org">b</a>'
        + '<a href="https://example.org/">c</a><a href="sms:+4420">d</a><a href=" JavaScript:alert(1)">e</a>'
        + '<img src="tel:+4420"></p>'));
      return { hrefs: [...box.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        text: box.textContent, images: box.querySelectorAll('img[src]').length };
    });
    // A link to anywhere else is unwrapped: its words stay.
    assert.deepEqual(links.hrefs, ['tel:+44 20 7946 0000', 'mailto:a@example.org', 'https://example.org/']);
    assert.equal(links.text, 'abcde');
    assert.equal(links.images, 0);
  });
});

test('an article without a title is headed by its file name, as the browser names the page', async () => {
  await inShellPage(async (page) => {
    const titles = await page.evaluate(async () => {
      const { mountReader } = await import('/www/reader/reader.js');
      const heading = (article, url) => {
        const box = document.createElement('div');
        mountReader(box, { content: '<p>Notes</p>', textContent: 'Notes', ...article }, { url, storage: null });
        return box.querySelector('#lectern-title').textContent;
      };
      return [
        heading({}, 'https://example.org/docs/release%20notes.txt'),
        heading({}, 'https://example.org/docs/'),
        heading({}, 'https://example.org/100%.txt'),
        heading({}, 'https://example.org/'),
        heading({}, undefined),
        heading({ title: 'Release notes' }, 'https://example.org/notes.txt'),
      ];
    });
    assert.deepEqual(titles, ['release notes.txt', 'docs', '100%.txt', 'Untitled', 'Untitled', 'Release notes']);
  });
});

test('an isolated reader is out of reach of the host page\'s CSS and keeps its own', async () => {
  await inShellPage(async (page) => {
    const seen = await page.evaluate(async () => {
      const { mountReader } = await import('/www/reader/reader.js');
      // An app's reset and its own look, as a host page may have them.
      const style = document.createElement('style');
      style.textContent = 'ul { list-style: none } p, h1 { color: rgb(255, 0, 0) !important; font-size: 7px }'
        + ' .app { text-transform: uppercase; letter-spacing: 9px } .lectern-reader { display: none }';
      document.head.append(style);
      const article = { title: 'Budget', content: '<p>Agreed.</p><ul><li>Library</li></ul>', textContent: 'Agreed. Library' };
      const mount = (options) => {
        const app = document.createElement('div');
        const box = document.createElement('div');
        app.className = 'app';
        app.append(box);
        document.body.append(app);
        return mountReader(box, article, { storage: null, ...options });
      };
      const look = async (reader) => {
        const link = reader.element.getRootNode().querySelector('link');
        if (link && !link.sheet) await new Promise((done) => { link.onload = done; link.onerror = done; });
        const p = reader.element.querySelector('.lectern-body p');
        const css = (e) => getComputedStyle(e);
        return {
          shown: css(reader.element).display !== 'none', color: css(p).color, size: css(p).fontSize,
          transform: css(p).textTransform, bullet: css(reader.element.querySelector('li')).listStyleType,
          inShadow: reader.element.getRootNode() !== document,
        };
      };
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.lectern-body p { color: rgb(0, 0, 255) }');
      return {
        plain: await look(mount({})),
        isolated: await look(mount({ isolate: true })),
        adopted: await look(mount({ isolate: true, stylesheet: sheet })),
        inDocument: document.querySelectorAll('.lectern-reader').length,
      };
    });
    // In the page's own tree, its CSS wins over the shell's.
    assert.equal(seen.plain.shown, false);
    assert.equal(seen.plain.color, 'rgb(255, 0, 0)');
    // In a shadow root, reader.css (linked beside reader.js) draws it: 20px text, bullets, no
    // inherited uppercase.
    assert.deepEqual(seen.isolated, {
      shown: true, color: seen.isolated.color, size: '20px', transform: 'none', bullet: 'disc', inShadow: true,
    });
    assert.notEqual(seen.isolated.color, 'rgb(255, 0, 0)');
    // A stylesheet of the app's own is used instead.
    assert.equal(seen.adopted.color, 'rgb(0, 0, 255)');
    assert.equal(seen.adopted.inShadow, true);
    assert.equal(seen.inDocument, 1);
  });
});

test('the shell rebuilds media players with controls and only safe sources', async () => {
  await inShellPage(async (page) => {
    const built = await page.evaluate(async () => {
      const { buildContent } = await import('/www/reader/content.js');
      const box = document.createElement('div');
      box.append(buildContent('<video poster="javascript:alert(1)" muted loop autoplay onplay="alert(2)">'
        + '<source src="javascript:alert(3)"><source src="https://example.org/v.webm" type="video/webm">'
        + 'Fallback text</video><audio src="https://example.org/a.mp3"></audio>'
        + '<video><source src="javascript:alert(4)"></video><audio src="data:audio/mp3,x"></audio>'));
      return [...box.querySelectorAll('video, audio')].map((m) => ({
        tag: m.localName, controls: m.controls, autoplay: m.autoplay, muted: m.muted, loop: m.loop,
        preload: m.preload, src: m.getAttribute('src'), poster: m.getAttribute('poster'),
        handlers: m.getAttributeNames().filter((n) => n.startsWith('on')),
        sources: [...m.querySelectorAll('source')].map((s) => s.getAttribute('src')),
      }));
    });
    assert.deepEqual(built, [
      { tag: 'video', controls: true, autoplay: false, muted: true, loop: true, preload: 'metadata', src: null,
        poster: null, handlers: [], sources: ['https://example.org/v.webm'] },
      { tag: 'audio', controls: true, autoplay: false, muted: false, loop: false, preload: 'metadata',
        src: 'https://example.org/a.mp3', poster: null, handlers: [], sources: [] },
    ]);
  });
});

test('the toolbar shows how much of the article has been read and how long the rest takes', async () => {
  await inShellPage(async (page) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    const seen = await page.evaluate(async () => {
      const { mountReader } = await import('/www/reader/reader.js');
      const sentence = 'The river rose through the night and by morning the lower town stood in water to the doorsteps.';
      const paragraphs = Array.from({ length: 80 }, (_, i) => `${i + 1}. ${sentence} ${sentence} ${sentence}`);
      const article = {
        title: 'River flood', lang: 'en', textContent: paragraphs.join('\n\n'),
        content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      };
      const box = document.createElement('div');
      document.body.append(box);
      // Drawn with its stylesheet, so that a larger text makes a longer article.
      const reader = mountReader(box, article, { storage: null, isolate: true });
      const root = box.shadowRoot;
      const link = root.querySelector('link[rel=stylesheet]');
      if (!link.sheet) await new Promise((done) => link.addEventListener('load', done));
      const bar = root.querySelector('[role=progressbar]');
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const state = () => ({ now: Number(bar.getAttribute('aria-valuenow')), text: bar.getAttribute('aria-valuetext') });
      const articleBox = () => root.querySelector('article').getBoundingClientRect();
      await frames();
      const out = { start: state() };
      // The bottom of the window halfway down the article.
      const half = articleBox();
      window.scrollTo(0, window.scrollY + half.top + half.height / 2 - window.innerHeight);
      await frames();
      out.half = state();
      // Larger text makes the article longer: less of it has been seen.
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'A+').click();
      await frames();
      out.larger = state();
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frames();
      out.end = state();
      // Closed, it no longer follows the page.
      reader.close();
      window.scrollTo(0, 0);
      await frames();
      out.closed = state();
      return out;
    });
    // 80 paragraphs of 55 words (the number counts): 4,400 words, 19.3 minutes at 228 words a
    // minute, of which the part not yet seen is left.
    const minutesLeft = ({ text }) => Number(text.match(/^\d+%, (\d+) min left$/)?.[1]);
    const expected = ({ now }) => (4400 / 228) * (1 - now / 100);
    for (const at of [seen.start, seen.half]) {
      assert.ok(Math.abs(minutesLeft(at) - expected(at)) <= 1, JSON.stringify(at));
    }
    assert.ok(seen.start.now > 0 && seen.start.now < 20, JSON.stringify(seen.start));
    assert.ok(Math.abs(seen.half.now - 50) <= 1, JSON.stringify(seen.half));
    assert.ok(seen.larger.now < seen.half.now, JSON.stringify(seen.larger));
    assert.deepEqual(seen.end, { now: 100, text: '100%, finished' });
    assert.deepEqual(seen.closed, seen.end);
  });
});

test('the article Lectern wrote as Markdown is copied with its title, byline, site and day', async () => {
  await inShellPage(async (page) => {
    const seen = await page.evaluate(async () => {
      const { mountReader } = await import('/www/reader/reader.js');
      const copies = [];
      let refuse = false;
      // The clipboard as the page sees it: what is written is kept, or refused when asked to.
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text) => { if (refuse) throw new DOMException('denied', 'NotAllowedError'); copies.push(text); } },
      });
      const article = {
        title: 'River *flood*', byline: 'Jo Doe', siteName: 'The Post', publishedTime: '2026-03-14T07:30:00+09:00',
        content: '<p>The river <em>rose</em>.</p>', textContent: 'The river rose.', markdown: 'The river *rose*.\n',
      };
      const mount = (a) => {
        const box = document.createElement('div');
        document.body.append(box);
        mountReader(box, a, { storage: null, url: 'https://post.test/flood' });
        return box;
      };
      const box = mount(article);
      const button = [...box.querySelectorAll('button')].find((b) => b.textContent === 'Copy as Markdown');
      const status = box.querySelector('.lectern-copied[role=status]');
      button.click();
      await new Promise((done) => setTimeout(done, 0));
      const after = status.textContent;
      refuse = true;
      button.click();
      await new Promise((done) => setTimeout(done, 0));
      const refused = status.textContent;
      // An article extracted without `markdown: true` has nothing to copy: no button.
      const { markdown, ...plain } = article;
      const without = [...mount(plain).querySelectorAll('button')].some((b) => b.textContent === 'Copy as Markdown');
      return { copies, after, refused, without };
    });
    assert.deepEqual(seen.copies, ['# River \\*flood\\*\n\nJo Doe · [The Post](<https://post.test/flood>) · 2026-03-14\n\nThe river *rose*.\n']);
    assert.equal(seen.after, 'Copied');
    assert.equal(seen.refused, 'Copy failed');
    assert.equal(seen.without, false);
  });
});
