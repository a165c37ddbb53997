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
}

export interface Reader {
  element: HTMLElement;
  close(): void;
  settings: ReaderSettings;
}

/** Renders `article` into `root` (replacing its children). Load `lectern/reader.css` with it. */
export function mountReader(root: Element, article: Article, options?: ReaderOptions): Reader;

/** DOM nodes of `doc` for Lectern's sanitized `content` HTML, rebuilt through an allowlist. */
export function buildContent(html: string, doc?: Document): DocumentFragment;

/** Minutes to read `text` (at least 1), at the language's reading speed; CJK by characters. */
export function readingMinutes(text: string, lang?: string | null): number;

/** A long-form date in `lang` (the day the page gives, in its own time zone), or the input when it is not a date. */
export function formatDate(iso: string | null | undefined, lang?: string | null): string | null;
