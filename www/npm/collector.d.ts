import type { CollectorConfig, Snapshot } from './lectern.js';

/**
 * Snapshots `doc` in one read-only pass: structure, the attributes Lectern reads, text, layout
 * boxes of container blocks, and visibility. Plain JavaScript: runs where WebAssembly may not
 * (content scripts on pages whose CSP lacks 'wasm-unsafe-eval'). Pass the result to
 * `extractSnapshot` in a context where the wasm core runs. `null` for a document without a root.
 */
export function collect(doc: Document, config: CollectorConfig): Snapshot | null;
