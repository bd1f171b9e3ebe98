#!/usr/bin/env bash
# Every test: unit, integration against the real PostgreSQL/Redis/SMTP catcher, and browser tests in Chromium.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/services.sh start || exit 1
bash scripts/services.sh browser || exit 1
source scripts/env.sh
mkdir -p .data
results=.data/test-results.json
rm -f "$results"
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile="$results" "$@"
status=$?
node scripts/test-summary.mjs "$results" "$status" || status=1
exit $status
