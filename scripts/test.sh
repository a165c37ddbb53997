#!/usr/bin/env bash
# Runs every test: native (cargo test), browser (wasm-bindgen-test in headless Chromium),
# end to end (the extension, the demo and the npm package, driven by Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== native tests"
cargo test --quiet

echo "== API docs (rustdoc warnings are errors: a broken or private link)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

echo "== browser tests (headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}" \
  cargo test --target wasm32-unknown-unknown --test browser

echo "== end-to-end tests (extension, demo, npm package; Playwright + headless Chromium)"
bash scripts/build.sh
node --test --test-concurrency=1 --test-timeout=300000 tests/e2e/
echo "screenshots: target/e2e-artifacts/"
