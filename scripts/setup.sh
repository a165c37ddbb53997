#!/usr/bin/env bash
# Installs what building and testing Lectern needs on a fresh Debian machine; skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)

rustup target list --installed | grep -q wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  echo "setup: installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 5 minutes)"
  # --locked first; the registry mirror may lack a locked transitive version, then resolve anew.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked \
    || cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "setup: installing chromium and chromium-driver"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/@mozilla/readability ] \
  || [ ! -d node_modules/binaryen ]; then
  npm ci --no-audit --no-fund
fi

# Batch extraction on Apache Spark (batch/extract.py): a JVM and PySpark in a venv of its own.
if ! command -v java >/dev/null; then
  echo "setup: installing a Java runtime for Spark"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi
if ! target/batch-venv/bin/python -c "import pyspark, warcio" 2>/dev/null; then
  echo "setup: installing PySpark (batch/requirements.txt) in target/batch-venv"
  python3 -m venv target/batch-venv
  target/batch-venv/bin/pip install -q -r batch/requirements.txt
fi
