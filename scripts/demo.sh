#!/usr/bin/env bash
# Builds Lectern and serves the demo reader at http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
exec node www/serve.mjs "${PORT:-8080}"
