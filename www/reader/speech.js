// Reading an article aloud with the browser's speech synthesis, one short piece at a time.
//
// One utterance of the whole text fails twice over. The Web Speech API speaks at most 32,767
// characters in an utterance (MDN, SpeechSynthesisUtterance.text), which 58 of the 2,406 dev
// pages' articles pass; and Chrome's network voices stop without an event after about 15
// seconds of speech (Chromium issue 679437, reported in 2017). So the text is cut into pieces of
// a few seconds each, at paragraph ends, then sentence ends, then clause marks, then words, and
// the pieces are spoken in turn, the next when the last ends. The text is read from the shell's
// own DOM, passage by passage, so that the passage being read can be shown.
import { readingSeconds } from './timing.js';

/** At most this many seconds of speech in a piece, at the language's reading-aloud speed
 *  (timing.js): well inside Chrome's 15, as synthetic voices speak slower than people read. */
export const PIECE_SECONDS = 8;
/** And at most this many characters: a word of thousands of letters counts as one word. */
export const PIECE_MAX_CHARS = 600;

// Where a sentence too long for one piece may be cut: after a clause's mark, Latin or CJK, and
// the spaces after it.
const CLAUSE_END = /(?<=[,;:\u2013\u2014\u3001\uff0c\uff1b\uff1a]\s*)(?=\S)/u;
// Text with something to say: a letter or a digit.
const SAYS_SOMETHING = /[\p{L}\p{N}]/u;
// A run of at most PIECE_MAX_CHARS code points (a surrogate pair is never split).
const RUN = new RegExp(`[^]{1,${PIECE_MAX_CHARS}}`, 'gu');

function segments(text, lang, granularity) {
  if (typeof Intl.Segmenter !== 'function') {
    // Without a segmenter (Firefox before 125): sentences end at a stop and a space, or at a CJK
    // stop; words at spaces, and in Chinese and Japanese text at every character.
    const end = granularity === 'sentence' ? /(?<=[.!?]\s|[\u3002\uff01\uff1f])/u : /(?<=\s|[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff])/u;
    return text.split(end);
  }
  let segmenter;
  try {
    segmenter = new Intl.Segmenter(lang || undefined, { granularity });
  } catch {
    segmenter = new Intl.Segmenter(undefined, { granularity }); // a language tag it cannot read
  }
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

// How each level cuts a text that is too long for one piece.
const LEVELS = [
  (text, lang) => segments(text, lang, 'sentence'),
  (text) => text.split(CLAUSE_END),
  (text, lang) => segments(text, lang, 'word'),
  (text) => text.match(RUN),
];

/** Consecutive `parts` joined while the join `fits`. */
function pack(parts, fits) {
  const out = [];
  let current = '';
  for (const part of parts) {
    if (current && !fits(current + part)) {
      out.push(current);
      current = part;
    } else {
      current += part;
    }
  }
  if (current) out.push(current);
  return out;
}

function cut(text, lang, fits, level) {
  if (level === LEVELS.length || fits(text)) return [text];
  const parts = LEVELS[level](text, lang).filter((p) => p !== '');
  return pack(parts.flatMap((p) => (fits(p) ? [p] : cut(p, lang, fits, level + 1))), fits);
}

/**
 * `text` (paragraphs one to a line or more) as pieces to speak in turn, each at most `seconds`
 * of speech (unless one word takes longer) and at most PIECE_MAX_CHARS characters. Every word
 * is in one piece, in order.
 */
export function speechPieces(text, lang, seconds = PIECE_SECONDS) {
  const fits = (piece) => piece.length <= PIECE_MAX_CHARS && readingSeconds(piece, lang) <= seconds;
  return String(text ?? '')
    .split(/\n+/)
    .flatMap((paragraph) => cut(paragraph.trim(), lang, fits, 0))
    .map((piece) => piece.trim())
    .filter((piece) => SAYS_SOMETHING.test(piece));
}

// Elements whose text runs on with the text around it; any other element is a passage of its
// own, and so is the text of an element around it before and after it. MathML is read inline.
const INLINE = new Set(('a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span '
  + 'strong sub sup time u var ruby rb').split(' '));
// What is not read: a ruby's reading, shown above its word (it would be said twice).
const SILENT = new Set(['rt', 'rp', 'script', 'style', 'template']);
const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * The text under `root` in reading order as passages `{ element, text }`: each run of text with
 * the block element that holds it (a paragraph, a list item, a table cell, a heading), spaces
 * folded. A line break ends a passage too. Runs with no letter or digit are left out.
 */
export function passages(root) {
  const out = [];
  let text = '';
  let owner = root;
  const flush = () => {
    if (SAYS_SOMETHING.test(text)) out.push({ element: owner, text: text.replace(/\s+/g, ' ').trim() });
    text = '';
  };
  // Nodes to visit with the block they are in; `null` marks the end of a block.
  const stack = [[root, root]];
  while (stack.length) {
    const [node, block] = stack.pop();
    if (node === null) {
      flush();
      continue;
    }
    if (node.nodeType === 3) {
      if (block !== owner) {
        flush();
        owner = block;
      }
      text += node.data;
      continue;
    }
    if (node.nodeType !== 1 || SILENT.has(node.localName)) continue;
    if (node.localName === 'br') {
      flush();
      continue;
    }
    const inline = INLINE.has(node.localName) || node.namespaceURI === MATHML;
    if (!inline) {
      flush();
      stack.push([null, null]);
    }
    for (let c = node.lastChild; c; c = c.previousSibling) stack.push([c, inline ? block : node]);
  }
  flush();
  return out;
}

/**
 * Speaks `pieces` in turn with `win`'s speech synthesis, in `lang`, from piece `from`. Returns
 * `{ stop() }`. `onPiece(index)` is called as each piece is handed to the voice, and
 * `onEnd({ finished, at })` once: when the last piece ends (`finished`), or on `stop()` or when
 * the voice fails, with `at` the piece it was speaking, where a new reading may take up.
 */
export function readAloud(win, pieces, { lang, from = 0, onPiece, onEnd } = {}) {
  const speech = win.speechSynthesis;
  let next = Math.max(0, Math.min(from, pieces.length));
  let done = false;
  // The utterance being spoken is held here: Chrome may collect one nothing refers to, and then
  // its `end` never comes.
  let current = null;
  const finish = () => {
    if (done) return;
    done = true;
    const finished = current === null && next === pieces.length;
    current = null;
    speech.cancel();
    onEnd?.({ finished, at: finished ? 0 : Math.max(0, next - 1) });
  };
  const speakNext = () => {
    if (done) return;
    current = null;
    if (next === pieces.length) {
      finish();
      return;
    }
    onPiece?.(next);
    if (done) return;
    current = new win.SpeechSynthesisUtterance(pieces[next++]);
    if (lang) current.lang = lang;
    current.onend = speakNext;
    // An error ends the reading: `interrupted` and `canceled` come from `stop()` or another page.
    current.onerror = finish;
    speech.speak(current);
  };
  // Whatever another reader left queued would be spoken first.
  speech.cancel();
  speakNext();
  return { stop: finish };
}
