import type { Article } from '../lectern.js';

export interface ReaderSettings {
  theme: 'auto' | 'light' | 'sepia' | 'dark';
  /** Font size in CSS pixels. */
  size: number;
  font: 'serif' | 'sans';
  width: 'narrow' | 'normal' | 'wide';
  spacing: 'tight' | 'normal' | 'loose';
}

export interface ReaderOptions {
  /** Called on Esc and on the close button. */
  onClose?: () => void;
  /** Where settings persist; default `localStorage`, `null` for nowhere. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The page's address: its host is shown when the article names no site, its file name when it has no title. */
  url?: string;
  /**
   * Draw the reader in a shadow root on `root`, where the host page's CSS does not reach it
   * (an app's CSS reset would take a list's bullets or a heading's size). Default `false`.
   */
  isolate?: boolean;
  /**
   * With `isolate`, the shell's stylesheet inside the shadow root: a `CSSStyleSheet`, or the URL
   * of `lectern/reader.css` (with Vite: `import css from 'lectern/reader.css?url'`). Default: the
   * `reader.css` beside `reader.js`, which a bundler may have moved.
   */
  stylesheet?: CSSStyleSheet | string;
}

export interface Reader {
  element: HTMLElement;
  close(): void;
  settings: ReaderSettings;
}

/**
 * Renders `article` into `root` (replacing its children), or into a shadow root on it with
 * `isolate`. Without `isolate`, load `lectern/reader.css` with it.
 */
export function mountReader(root: Element, article: Article, options?: ReaderOptions): Reader;

/** DOM nodes of `doc` for Lectern's sanitized `content` HTML, rebuilt through an allowlist. */
export function buildContent(html: string, doc?: Document): DocumentFragment;

/**
 * The article as one Markdown document: `# title`, a line of byline, site (linked to `url`) and
 * day, then `article.markdown`. `null` when the article carries no Markdown (extracted without
 * `{ markdown: true }`). `title` heads an article that has none.
 */
export function articleMarkdown(article: Article, options?: { url?: string; title?: string | null }): string | null;

/** Minutes to read `text` (at least 1), at the language's reading speed; CJK by characters. */
export function readingMinutes(text: string, lang?: string | null): number;

/** A long-form date in `lang` (the day the page gives, in its own time zone), or the input when it is not a date. */
export function formatDate(iso: string | null | undefined, lang?: string | null): string | null;
