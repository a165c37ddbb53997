// The page collector: one read-only pass over a live document into a compact snapshot that the
// wasm core decodes (src/dom/snapshot.rs documents the format). Its tag and attribute lists come
// from Rust (src/lexicon.rs) in `config`, so no list lives in two places. It never writes to the
// page, and reads every layout box after the walk.

const TOKEN_SEP = '\u0001';
const FIELD_SEP = '\u0002';
const SEPARATORS = /[\u0001\u0002]/g;
const NO_NAMES = [];

function clean(s) {
  return s.indexOf(TOKEN_SEP) < 0 && s.indexOf(FIELD_SEP) < 0 ? s : s.replace(SEPARATORS, ' ');
}

/**
 * @param {Document} doc
 * @param {{pruned: string[], blocks: string[], recorded: Object<string, string[]>,
 *          urlAttributes: string[], layoutMinChars: number, maxNodes: number}} config
 * @returns {{stream: string, boxes: Float64Array, width: number, height: number,
 *            url: string, hasLayout: boolean} | null}
 */
export function collect(doc, config) {
  const root = doc.documentElement;
  if (!root) return null;
  const pruned = new Set(config.pruned);
  const blocks = new Set(config.blocks);
  const urlAttributes = new Set(config.urlAttributes);
  const win = doc.defaultView;
  const hasLayout = !!win && typeof root.checkVisibility === 'function';
  const visibility = { visibilityProperty: true };
  const tokens = [];
  const candidates = [];
  // Nodes to visit, and numbers: the index into `exits` of an element to close.
  const stack = [root];
  const exits = [];
  let emitted = 0;
  let textChars = 0;

  // An inline element with no attributes is hidden only by a descendant selector, which in
  // practice hides navigation submenus that scoring drops anyway: its check is skipped (measured:
  // the visibility check is most of the collector's per-element cost).
  const hidden = (el, tag, hasAttributes) => {
    if (hasAttributes && (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true')) return true;
    if (!hasLayout || (!hasAttributes && !blocks.has(tag)) || el.checkVisibility(visibility)) return false;
    return win.getComputedStyle(el).display !== 'contents';
  };
  const attributes = (el, tag, names) => {
    let out = '';
    for (const name of names) {
      let value = el.getAttribute(name);
      if (value === null) continue;
      if (urlAttributes.has(name)) {
        const resolved = el[name];
        if (typeof resolved === 'string' && resolved) value = resolved;
      }
      out += FIELD_SEP + name + FIELD_SEP + clean(value);
    }
    return out;
  };
  const open = (el, tag, names, hasAttributes) => {
    let token = 'E' + tag;
    if (hasAttributes) {
      const id = el.getAttribute('id');
      const cls = el.getAttribute('class');
      if (id) token += FIELD_SEP + 'id' + FIELD_SEP + clean(id);
      if (cls) token += FIELD_SEP + 'class' + FIELD_SEP + clean(cls);
      if (names.length) token += attributes(el, tag, names);
    }
    tokens.push(token);
    return emitted++;
  };
  const text = (data) => {
    tokens.push('T' + clean(data));
    textChars += data.length;
    emitted++;
  };
  const metadata = (el, tag) => {
    // Pruned elements that carry metadata are kept with just what the metadata stage reads.
    if (tag === 'title' || (tag === 'script' && /ld\+json/i.test(el.getAttribute('type') || ''))) {
      open(el, tag, ['type'], true);
      text(el.textContent || '');
      tokens.push('X');
    } else if (tag === 'meta') {
      open(el, tag, ['property', 'name', 'itemprop', 'content'], true);
      tokens.push('X');
    } else if (tag === 'head') {
      open(el, tag, [], false);
      for (let c = el.firstElementChild; c; c = c.nextElementSibling) metadata(c, c.localName);
      tokens.push('X');
    }
  };

  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'number') {
      tokens.push('X');
      const exit = exits[node];
      if (exit.block && textChars - exit.startChars >= config.layoutMinChars) candidates.push(exit.index, exit.el);
      continue;
    }
    if (emitted >= config.maxNodes) continue;
    const type = node.nodeType;
    if (type === 3 || type === 4) {
      text(node.data);
      continue;
    }
    if (type !== 1) continue;
    const tag = node.localName.toLowerCase();
    if (pruned.has(tag) && tag !== 'iframe') {
      metadata(node, tag);
      continue;
    }
    const hasAttributes = node.hasAttributes();
    if (hidden(node, tag, hasAttributes)) continue;
    const index = open(node, tag, config.recorded[tag] || NO_NAMES, hasAttributes);
    stack.push(exits.length);
    exits.push({ index, el: node, block: blocks.has(tag), startChars: textChars });
    for (let c = node.lastChild; c; c = c.previousSibling) stack.push(c);
    const shadow = node.shadowRoot;
    if (shadow) for (let c = shadow.lastChild; c; c = c.previousSibling) stack.push(c);
  }

  const boxes = new Float64Array((candidates.length / 2) * 5);
  let width = 0;
  let height = 0;
  if (hasLayout) {
    const sx = win.scrollX;
    const sy = win.scrollY;
    for (let i = 0, k = 0; i < candidates.length; i += 2, k += 5) {
      const r = candidates[i + 1].getBoundingClientRect();
      boxes[k] = candidates[i];
      boxes[k + 1] = r.left + sx;
      boxes[k + 2] = r.top + sy;
      boxes[k + 3] = r.width;
      boxes[k + 4] = r.height;
    }
    const body = doc.body;
    width = Math.max(root.scrollWidth, body ? body.scrollWidth : 0);
    height = Math.max(root.scrollHeight, body ? body.scrollHeight : 0);
  }
  return { stream: tokens.join(TOKEN_SEP), boxes, width, height, url: doc.baseURI || doc.URL || '', hasLayout };
}
