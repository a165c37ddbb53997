#!/usr/bin/env bash
# Builds the wasm package: pkg/lectern.js + pkg/lectern_bg.wasm (wasm-bindgen --target web).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --lib --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir pkg --out-name lectern \
  target/wasm32-unknown-unknown/release/lectern.wasm
# A stable path for the plain-JS collector (also in pkg/snippets/), for strict-CSP pages.
cp src/collector.js pkg/collector.js
echo "build: pkg/lectern.js, pkg/lectern_bg.wasm ($(stat -c %s pkg/lectern_bg.wasm) bytes)"
