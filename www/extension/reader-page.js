// The reader frame (an extension page laid over the tab): asks the background for the article it
// extracted, renders the reader.
import { mountReader } from './reader/reader.js';

const api = globalThis.browser ?? globalThis.chrome;
const root = document.getElementById('reader');

async function show() {
  const data = await api.runtime.sendMessage({ type: 'lectern:get' });
  if (!data || data.error) throw new Error(data?.error ?? 'nothing to show');
  const { article } = data;
  document.title = article.title ? `${article.title} (reader view)` : 'Reader view';
  mountReader(root, article, { url: data.url, onClose: () => api.runtime.sendMessage({ type: 'lectern:close' }) });
  root.removeAttribute('aria-busy');
  api.runtime.sendMessage({ type: 'lectern:shown', title: article.title, length: article.length });
}

show().catch((e) => {
  root.querySelector('.lectern-status')?.replaceChildren(String(e.message ?? e));
  api.runtime.sendMessage({ type: 'lectern:failed', error: String(e.message ?? e) });
});
