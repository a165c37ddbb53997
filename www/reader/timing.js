// Reading time. Speeds are the IReST means for reading aloud standardized texts
// (Trauzettel-Klosinski & Dietz, "Standardized assessment of reading performance: the new
// International Reading Speed Texts IReST", IOVS 2012): words per minute, and characters per
// minute for Chinese and Japanese, whose text has no spaces between words.

const WORDS_PER_MINUTE = {
  ar: 138, de: 179, en: 228, es: 218, fi: 161, fr: 195, he: 187, it: 188, nl: 202, pl: 166,
  pt: 181, ru: 184, sl: 180, sv: 199, tr: 166,
};
const CHARS_PER_MINUTE = { zh: 255, ja: 357 };
const DEFAULT_WPM = 200;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;

/** Seconds to read `text` aloud, by the language's speed; CJK counted by characters. */
export function readingSeconds(text, lang) {
  const code = String(lang ?? '').toLowerCase().split(/[-_]/)[0];
  const cjk = (text.match(CJK) ?? []).length;
  const rest = text.replace(CJK, ' ');
  const words = rest.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const cpm = CHARS_PER_MINUTE[code] ?? (cjk > words ? CHARS_PER_MINUTE.zh : null);
  const wpm = WORDS_PER_MINUTE[code] ?? DEFAULT_WPM;
  const minutes = (cpm ? cjk / cpm : 0) + words / wpm + (cpm ? 0 : cjk / CHARS_PER_MINUTE.zh);
  return minutes * 60;
}

/** Minutes to read `text` (at least 1), by the language's speed; CJK counted by characters. */
export function readingMinutes(text, lang) {
  return wholeMinutes(readingSeconds(text, lang));
}

/** `seconds` of reading as whole minutes, at least 1: what the reader's header shows. */
export function wholeMinutes(seconds) {
  return Math.max(1, Math.round(seconds / 60));
}
