// What the benchmark scripts share besides the browser: which pages of a dataset to measure,
// their options, and the median they report.
import fs from 'node:fs';
import path from 'node:path';

/** Page ids of a dataset; with `sample`, every k-th page so all types and sites stay represented. */
export function pageIds(dir, { limit = Infinity, sample = 0 } = {}) {
  let ids = fs.readdirSync(path.join(dir, 'truth')).filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5)).sort();
  if (sample > 0 && sample < ids.length) {
    const step = ids.length / sample;
    ids = Array.from({ length: sample }, (_, k) => ids[Math.floor(k * step)]);
  }
  return ids.slice(0, limit);
}

/** The value after `--name` on the command line, or `dflt`. */
export function option(name, dflt) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
}

/** The median of `xs` (the upper one of an even count), NaN when empty. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}
