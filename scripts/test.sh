#!/usr/bin/env bash
# Every test: unit, integration against the real PostgreSQL/Redis/SMTP catcher, and browser tests in Chromium.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# A failure to start the servers or install the browser still leaves the line CI reads.
bash scripts/services.sh start || { echo '0 passed, 1 failed'; exit 1; }
bash scripts/services.sh browser || { echo '0 passed, 1 failed'; exit 1; }
source scripts/env.sh
mkdir -p "$DATA_DIR"
results="$DATA_DIR/test-results.json"
rm -f "$results"
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile="$results" "$@"
status=$?
node scripts/test-summary.mjs "$results" "$status" || status=1
exit $status
