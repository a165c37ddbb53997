#!/usr/bin/env bash
# Builds the wasm package: pkg/lectern.js + pkg/lectern_bg.wasm (wasm-bindgen --target web),
# with pkg/ made an npm package, and the copies www/extension/ loads unpacked.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --lib --target wasm32-unknown-unknown
rm -rf pkg/snippets
wasm-bindgen --target web --out-dir pkg --out-name lectern \
  target/wasm32-unknown-unknown/release/lectern.wasm
# Binaryen's optimizer (npm `binaryen`, pinned; Debian's miscompiles wasm-bindgen output): the
# browser first runs wasm through its baseline compiler, which does not optimize, so an optimized
# module is faster until the optimizing tier takes over. The features are those rustc emits.
# LECTERN_WASM_NAMES=1 keeps the functions' names, for profiles (bench/cpu.mjs); a larger module.
node_modules/.bin/wasm-opt -O3 ${LECTERN_WASM_NAMES:+-g} --enable-bulk-memory --enable-reference-types \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-multivalue --enable-mutable-globals \
  pkg/lectern_bg.wasm -o pkg/lectern_bg.wasm
# Optional arguments: wasm-bindgen writes the declared types but not the `?`.
sed -i -e 's/^export function extract(document: Document, options: ExtractOptions)/export function extract(document?: Document | null, options?: ExtractOptions | null)/' \
  -e 's/^export function extractSnapshot(snapshot: Snapshot, options: ExtractOptions)/export function extractSnapshot(snapshot: Snapshot, options?: ExtractOptions | null)/' \
  -e 's/^export function collectSnapshot(document: Document)/export function collectSnapshot(document?: Document | null)/' \
  -e 's/^export function isProbablyReaderable(document: Document | Snapshot)/export function isProbablyReaderable(document?: Document | Snapshot | null)/' \
  -e 's/^export function metadata(document: Document | Snapshot, options: ExtractOptions)/export function metadata(document?: Document | Snapshot | null, options?: ExtractOptions | null)/' \
  pkg/lectern.d.ts
grep -q '^export function extract(document?: Document' pkg/lectern.d.ts || { echo "build: pkg/lectern.d.ts signatures changed; update scripts/build.sh" >&2; exit 1; }
# A stable path for the plain-JS collector (also in pkg/snippets/), for strict-CSP pages.
cp src/collector.js pkg/collector.js
# The npm package: package.json (version from Cargo.toml), README, types, the reader shell.
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
sed "s/\"version\": \"0.0.0\"/\"version\": \"$version\"/" www/npm/package.template.json > pkg/package.json
cp www/npm/README.md www/npm/collector.d.ts pkg/
rm -rf pkg/reader && mkdir -p pkg/reader
cp www/reader/*.js www/reader/reader.css pkg/reader/
cp www/npm/reader.d.ts pkg/reader/reader.d.ts
# The browser extension loads unpacked from www/extension/ with these copies beside it.
ext=www/extension
rm -rf "$ext/pkg" "$ext/reader" && mkdir -p "$ext/pkg"
cp -r pkg/lectern.js pkg/lectern_bg.wasm pkg/snippets "$ext/pkg/"
cp -r pkg/reader "$ext/reader"
# Content scripts are classic scripts injected again on every use: the collector goes in a closure.
{ echo '(() => {'; sed 's/^export function collect(/function collect(/' src/collector.js
  echo 'globalThis.lecternCollect = collect;'; echo '})();'; } > "$ext/pkg/collector.classic.js"
echo "build: pkg/lectern.js, pkg/lectern_bg.wasm ($(stat -c %s pkg/lectern_bg.wasm) bytes)"
