import type { CollectorConfig, Snapshot } from './lectern.js';

/**
 * Snapshots `doc` in one read-only pass: structure, the attributes Lectern reads, text, layout
 * boxes of container blocks, and visibility. Plain JavaScript: runs where WebAssembly may not
 * (content scripts on pages whose CSP lacks 'wasm-unsafe-eval'). Pass the result to
 * `extractSnapshot` in a context where the wasm core runs. `null` for a document that is no page:
 * without a root element, an SVG or XML file, or JSON, a script or a feed the browser shows as text.
 * Throws a `TypeError` naming the problem when `doc` is not a Document or `config` is not what
 * `collectorConfig()` gives (a field missing or of the wrong kind).
 */
export function collect(doc: Document, config: CollectorConfig): Snapshot | null;
