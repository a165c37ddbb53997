#!/usr/bin/env bash
# Runs every test: native (cargo test), the accuracy gate (pinned figures on the dev datasets),
# browser (wasm-bindgen-test in headless Chromium), end to end (the extension, the demo and the
# npm package, driven by Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== native tests"
cargo test --quiet

echo "== batch extraction on Spark (local mode: lectern-batch in the map tasks)"
cargo build --release --quiet --bin lectern-batch
target/batch-venv/bin/python -m unittest tests/batch/test_spark.py

echo "== benchmark metric (bench/metric.py)"
target/batch-venv/bin/python -m unittest tests/bench/test_metric.py

echo "== API docs (rustdoc warnings are errors: a broken or private link)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet

echo "== accuracy gate (lectern-eval on the dev datasets against the pins in tests/floors.json)"
# Natively on every page of ../shared/datasets (about 30 s after the release build); a figure
# that differs from its pin fails (see src/bin/lectern-eval/floors.rs for raising and lowering).
DATASETS="${LECTERN_DATASETS:-../shared/datasets}"
if [ -d "$DATASETS" ]; then
  cargo build --release --quiet --bin lectern-eval
  ./target/release/lectern-eval --data "$DATASETS" --floors tests/floors.json
elif [ -n "${CI:-}" ]; then
  echo "accuracy gate: no datasets at $DATASETS" >&2
  exit 1
else
  echo "accuracy gate skipped: no datasets at $DATASETS (set LECTERN_DATASETS)"
fi

echo "== browser tests (headless Chromium)"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}" \
  cargo test --target wasm32-unknown-unknown --test browser --test browser_site_template

echo "== end-to-end tests (extension, demo, npm package; Playwright + headless Chromium)"
bash scripts/build.sh
node --test --test-concurrency=1 --test-timeout=300000 tests/e2e/
echo "screenshots: target/e2e-artifacts/"
