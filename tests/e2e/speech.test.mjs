// Reading aloud: the article cut into short pieces (in Node), and the shell speaking them one
// after another through the page's speech synthesis (in Chromium, with a recording stand-in for
// the voice, since a headless browser has none).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PIECE_MAX_CHARS, PIECE_SECONDS, speechPieces } from '../../www/reader/speech.js';
import { readingSeconds } from '../../www/reader/timing.js';
import { ROOT, inShellPage } from './helpers.mjs';

const expected = (slug) => fs.readFileSync(path.join(ROOT, 'tests/pages', slug, 'expected.txt'), 'utf8');
const words = (text) => text.split(/\s+/).filter(Boolean);
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u;

/**
 * Whether every piece is short enough to speak and lies inside one paragraph of `text`, and
 * no two pieces one after the other in a paragraph would have fitted in one.
 */
function assertPieces(pieces, text, lang) {
  const paragraphs = text.split(/\n+/);
  const fits = (s) => s.length <= PIECE_MAX_CHARS && readingSeconds(s, lang) <= PIECE_SECONDS;
  pieces.forEach((piece, i) => {
    // Only a word of spaced text may be longer: CJK text is cut between its characters.
    assert.ok(fits(piece) || (words(piece).length === 1 && !CJK.test(piece)), piece);
    assert.ok(piece.length <= PIECE_MAX_CHARS, `${piece.length} characters`);
    assert.ok(paragraphs.some((p) => p.includes(piece)), `not inside one paragraph: ${piece}`);
    const next = pieces[i + 1];
    if (next === undefined) return;
    const joined = [`${piece} ${next}`, piece + next].find((j) => paragraphs.some((p) => p.includes(j)));
    assert.ok(joined === undefined || !fits(joined), `could be one: ${piece} | ${next}`);
  });
}

test('a long article is read aloud in short pieces, every word once and in order', () => {
  // The river-flood sample (CC0) forty times over: 56,000 characters, past the 32,767 one
  // utterance may hold.
  const text = Array(40).fill(expected('sample-river-flood').trim()).join('\n\n');
  assert.ok(text.length > 32767);
  const pieces = speechPieces(text, 'en');
  assertPieces(pieces, text, 'en');
  assert.deepEqual(words(pieces.join(' ')), words(text));
});

test('Chinese text, with no spaces, is cut at its sentence and clause marks', () => {
  const text = expected('readability-zh-gmw').trim();
  const pieces = speechPieces(text, 'zh');
  assertPieces(pieces, text, 'zh');
  assert.equal(pieces.join('').replace(/\s+/g, ''), text.replace(/\s+/g, ''));
  // Each piece ends where a sentence or clause does, unless a paragraph ends there.
  const ends = pieces.filter((p) => /[。！？，、；：”」）]$/u.test(p)).length;
  assert.ok(ends >= pieces.length - text.split(/\n+/).length, `${ends} of ${pieces.length}`);
});

test('without Intl.Segmenter, text is cut at stops, clause marks, spaces and CJK characters', () => {
  const segmenter = Intl.Segmenter;
  Intl.Segmenter = undefined;
  try {
    const en = Array(20).fill(expected('sample-river-flood').trim()).join('\n\n');
    const pieces = speechPieces(en, 'en');
    assertPieces(pieces, en, 'en');
    assert.deepEqual(words(pieces.join(' ')), words(en));
    // A Chinese paragraph with no stop or clause mark in 300 characters.
    const zh = '翱翔于距地球数千公里的太空中进入广袤漆黑的未知领域是一项艰苦卓绝的工作'.repeat(9);
    const zhPieces = speechPieces(zh, 'zh');
    assertPieces(zhPieces, zh, 'zh');
    assert.equal(zhPieces.join(''), zh);
  } finally {
    Intl.Segmenter = segmenter;
  }
});

test('a word longer than a piece is cut, and a text of nothing to say gives no piece', () => {
  const pieces = speechPieces(`Before ${'x'.repeat(1500)} after.`, 'en');
  assert.ok(pieces.every((p) => p.length <= PIECE_MAX_CHARS));
  assert.equal(pieces.join('').replace(/\s+/g, ''), `Before${'x'.repeat(1500)}after.`);
  assert.deepEqual(speechPieces('\n\n — \n', 'en'), []);
  assert.deepEqual(speechPieces(undefined, 'en'), []);
});

test('the shell speaks the pieces one after another, stops when asked or when the voice fails, and takes up there', async () => {
  await inShellPage(async (page) => {
    const text = Array(40).fill(expected('sample-river-flood').trim()).join('\n\n');
    const seen = await page.evaluate(async (text) => {
      const { mountReader } = await import('/www/reader/reader.js');
      const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      // A voice that records what it is given and says it is done when told to.
      const voice = { queue: [], cancels: 0, speak(u) { this.queue.push(u); }, cancel() { this.cancels++; } };
      Object.defineProperty(window, 'speechSynthesis', { value: voice, configurable: true });
      const content = text.split(/\n+/).map((p) => `<p>${escape(p)}</p>`).join('');
      const article = { title: 'River flood', content, textContent: text, lang: 'en' };
      const box = document.createElement('div');
      document.body.append(box);
      const reader = mountReader(box, article, { storage: null });
      const button = [...box.querySelectorAll('button')].find((b) => b.textContent === 'Read aloud');
      const pressed = () => button.getAttribute('aria-pressed');
      const last = () => voice.queue[voice.queue.length - 1];
      const marked = () => [...box.querySelectorAll('.lectern-speaking')].map((e) => e.localName + ':' + e.textContent.slice(0, 20));
      const out = { marked: [] };

      // Read to the end: each piece is handed over only when the one before has ended, and the
      // passage it is in is marked.
      button.click();
      out.pressedWhileReading = pressed();
      out.queuedAtOnce = voice.queue.length;
      for (let guard = 0; pressed() === 'true' && guard < 10000; guard++) {
        if (guard < 4) out.marked.push(marked());
        last().onend(new Event('end'));
      }
      out.markedAfter = marked();
      out.spoken = voice.queue.map((u) => u.text);
      out.langs = [...new Set(voice.queue.map((u) => u.lang))];
      out.pressedAfter = pressed();

      // Stopped by the button midway: nothing more is spoken, and the next reading takes up in
      // the piece it stopped in.
      voice.queue = [];
      button.click();
      last().onend(new Event('end'));
      button.click();
      const cancelsAtStop = voice.cancels;
      last().onend(new Event('end'));
      out.stopped = { spoken: voice.queue.map((u) => u.text), pressed: pressed(), cancelled: cancelsAtStop > 0 };
      button.click();
      out.resumed = last().text;

      // The voice fails: the reading ends, and the button takes it up again at that piece.
      last().onend(new Event('end'));
      last().onerror(new Event('error'));
      out.failed = { at: last().text, pressed: pressed() };
      button.click();
      out.again = last().text;

      // Closing the reader stops the voice.
      reader.close();
      out.closed = pressed();
      out.markedClosed = marked();
      return out;
    }, text);
    assert.equal(seen.pressedWhileReading, 'true');
    assert.equal(seen.queuedAtOnce, 1);
    assert.deepEqual(words(seen.spoken.join(' ')), words(`River flood\n\n${text}`));
    assert.ok(seen.spoken.length > 40 && seen.spoken.every((t) => t.length <= PIECE_MAX_CHARS));
    assert.deepEqual(seen.langs, ['en']);
    assert.equal(seen.pressedAfter, 'false');
    // The title, then the first paragraph over its two pieces (sentences), then the second.
    assert.deepEqual(seen.marked, [['h1:River flood'], ['p:The river rose throu'], ['p:The river rose throu'],
      ['p:Officials said the f']]);
    assert.deepEqual(seen.markedAfter, []);
    assert.deepEqual(seen.stopped, { spoken: seen.spoken.slice(0, 2), pressed: 'false', cancelled: true });
    assert.equal(seen.resumed, seen.spoken[1]);
    assert.deepEqual(seen.failed, { at: seen.spoken[2], pressed: 'false' });
    assert.equal(seen.again, seen.spoken[2]);
    assert.equal(seen.closed, 'false');
    assert.deepEqual(seen.markedClosed, []);
  });
});

test('the shell reads what it shows, passage by passage: blocks, the text around them, no ruby readings', async () => {
  await inShellPage(async (page) => {
    const found = await page.evaluate(async () => {
      const { passages } = await import('/www/reader/speech.js');
      const box = document.createElement('div');
      box.innerHTML = '<p>One <b>two</b>\n  <a href="#">three</a></p><div>Loose text<p>Inner</p>after it</div>'
        + '<ul><li>First</li><li><em>Second</em> item</li></ul><p>Line one<br>line two</p>'
        + '<p><ruby>漢<rt>かん</rt></ruby>字を読む</p><p> — </p><table><tr><td>Cell</td><td>2</td></tr></table>';
      return passages(box).map(({ element, text }) => `${element.localName}:${text}`);
    });
    assert.deepEqual(found, ['p:One two three', 'div:Loose text', 'p:Inner', 'div:after it', 'li:First',
      'li:Second item', 'p:Line one', 'p:line two', 'p:漢字を読む', 'td:Cell', 'td:2']);
  });
});
