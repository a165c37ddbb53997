#!/usr/bin/env bash
# Runs every test: native (cargo test), browser (wasm-bindgen-test in headless Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== native tests"
cargo test --quiet

echo "== browser tests (headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}" \
  cargo test --target wasm32-unknown-unknown --test browser
