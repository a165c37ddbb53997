// The article as one Markdown document, for "Copy as Markdown": its title as a heading, a line
// of who, where and when, then the body Lectern wrote as Markdown (`extract` with
// `{ markdown: true }` gives `article.markdown`).

/** Text as Markdown reads it literally: the characters that could open syntax are escaped. */
function literal(text) {
  return String(text).replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);
}

/** The day an ISO 8601 time names, as it is written (its own time zone), or null. */
function dayOf(time) {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(String(time ?? ''));
  return m ? m[1] : null;
}

/**
 * The article as Markdown: `# title`, then byline, site (linked to `url` when given) and day,
 * then `article.markdown`. Null when the article carries no Markdown.
 */
export function articleMarkdown(article, { url, title } = {}) {
  if (typeof article?.markdown !== 'string') return null;
  const heading = article.title || title;
  const parts = [];
  if (article.byline) parts.push(literal(article.byline));
  let host = null;
  try {
    host = url ? new URL(url).host : null;
  } catch {
    // Not an address: no link.
  }
  const site = article.siteName || host;
  if (site && host && /^https?:/.test(url)) parts.push(`[${literal(site)}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>)`);
  else if (site) parts.push(literal(site));
  const day = dayOf(article.publishedTime);
  if (day) parts.push(day);
  const blocks = [];
  if (heading) blocks.push(`# ${literal(heading)}`);
  if (parts.length) blocks.push(parts.join(' · '));
  if (article.markdown.trim()) blocks.push(article.markdown.trimEnd());
  return `${blocks.join('\n\n')}\n`;
}
