// Imports the packaged Lectern the way a bundler app does and shows the article in the reader.
import init, {
  extract, isProbablyReaderable, metadata, version, type Article, type ExtractOptions, type PageMetadata,
} from 'lectern';
import wasmUrl from 'lectern/lectern_bg.wasm?url';
import { mountReader } from 'lectern/reader';
// The reader is drawn in a shadow root, out of reach of the app's CSS, with this stylesheet.
import readerCss from 'lectern/reader.css?url';

const out = document.getElementById('out') as HTMLOutputElement;

async function main(): Promise<void> {
  await init({ module_or_path: wasmUrl });
  const options: ExtractOptions = { explain: false, markdown: true };
  const article: Article | null = extract(document, options);
  const readerable: boolean = isProbablyReaderable(document);
  const meta: PageMetadata = metadata(document);
  out.value = JSON.stringify({
    version: version(),
    readerable,
    title: article?.title ?? null,
    text: article?.textContent ?? null,
    markdown: article?.markdown ?? null,
    length: article?.length ?? 0,
    metadataTitle: meta.title,
    hasArticle: meta.hasArticle,
  });
  if (article) {
    mountReader(document.getElementById('reader')!, article, { storage: null, isolate: true, stylesheet: readerCss });
  }
}

main().catch((e: unknown) => {
  out.value = JSON.stringify({ error: String(e) });
});
