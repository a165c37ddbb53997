// What the extension keeps of the pages read on each site, to learn the site's template (seed
// 003): per site (an origin), the leaf fingerprints (`pageLeaves`) of its last pages, one entry
// per address, in the extension's local storage. Fingerprints are hashes of the page's blocks,
// never its text, and never leave the browser.

/** Lectern learns a template from a site's last 10 pages (`TEMPLATE_BATCH_PAGES`). */
const PAGES_PER_SITE = 10;
/** Sites kept, the least recently used dropped first: a page keeps some 2 KB (120 leaves of 16
 * hex digits, the median on the dev sets: `bench/site-template.mjs`), some 2 MB for them all. */
const MAX_SITES = 100;
const INDEX_KEY = 'lectern:sites';
const FINGERPRINT_CHARS = 16;

const siteKey = (site) => `lectern:site:${site}`;

/** The site and the address of `url` (without its fragment); `null` for other schemes. */
function parse(url) {
  try {
    const u = new URL(url);
    if (!/^https?:$/.test(u.protocol)) return null;
    u.hash = '';
    return { site: u.origin, address: u.href };
  } catch {
    return null;
  }
}

/** A page's fingerprints stored as one string (16 hex digits each, no separators). */
const pack = (leaves) => leaves.join('');
function unpack(packed) {
  const leaves = [];
  for (let i = 0; i + FINGERPRINT_CHARS <= packed.length; i += FINGERPRINT_CHARS) {
    leaves.push(packed.slice(i, i + FINGERPRINT_CHARS));
  }
  return leaves;
}

/** The memory over `storage` (`chrome.storage.local`, or anything with its `get`, `set` and `remove`). */
export function siteMemory(storage) {
  // Reads and writes go one after another: a page's badge check and its reader view both
  // remember it, and two interleaved read-modify-writes would lose one of the site's pages.
  let queue = Promise.resolve();
  const serial = (fn) => {
    const done = queue.then(fn);
    queue = done.catch(() => {});
    return done;
  };

  /** The pages kept of the site of `at`, but for the one at its address. */
  async function otherPages(at) {
    const key = siteKey(at.site);
    return ((await storage.get(key))[key] ?? []).filter((p) => p.address !== at.address);
  }

  return {
    /**
     * The `siteTemplate` option for a page at `url`: the fingerprints of the other pages read on
     * its site, most recent last (`null` when there are none).
     */
    templateFor(url) {
      return serial(async () => {
        const at = parse(url);
        if (!at) return null;
        const pages = await otherPages(at);
        return pages.length ? pages.map((p) => unpack(p.leaves)) : null;
      });
    },

    /** Keeps `leaves` as the page at `url`, the site's most recent, replacing an earlier read. */
    remember(url, leaves) {
      return serial(async () => {
        const at = parse(url);
        if (!at || !Array.isArray(leaves)) return;
        const pages = await otherPages(at);
        pages.push({ address: at.address, leaves: pack(leaves) });
        const index = (await storage.get(INDEX_KEY))[INDEX_KEY] ?? {};
        index[at.site] = Date.now();
        const stale = Object.keys(index)
          .sort((a, b) => index[b] - index[a])
          .slice(MAX_SITES);
        for (const site of stale) delete index[site];
        await storage.set({ [siteKey(at.site)]: pages.slice(-PAGES_PER_SITE), [INDEX_KEY]: index });
        if (stale.length) await storage.remove(stale.map(siteKey));
      });
    },
  };
}
