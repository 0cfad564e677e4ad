#!/usr/bin/env bash
# `npm run lint`: ESLint over every package, the architecture's import rules (dependency-cruiser), and the
# OpenAPI document against Redocly's recommended rules. Every check runs; the exit code says whether all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin
status=0
check() { local name=$1; shift; echo "== lint: $name"; "$@" || { echo "lint failed: $name"; status=1; }; }
mkdir -p reports/lint

# ESLint keeps about one core busy (33 s, cpu 48 s here): the other checks (14 s, cpu 20 s) run beside it, their output
# kept in a file and printed after ESLint's, so the log reads one check at a time (docs/testing.md step 15).
others() {
  # Keeps what it found per file in node_modules/.cache (by content), as ESLint does: a second run checks only what changed.
  check "import rules" "$bin/depcruise" --config .dependency-cruiser.cjs --cache node_modules/.cache/dependency-cruiser --cache-strategy content \
    host-shell/src remote-mall/src remote-orders/src remote-payments/src remote-admin/src shared-contracts/src server/src server/test e2e extension/src
  check "openapi document" bash -c "server/node_modules/.bin/tsx server/scripts/openapi.ts reports/lint/openapi.json >/dev/null \
    && NO_UPDATE_NOTIFIER=1 REDOCLY_TELEMETRY=off $bin/redocly lint reports/lint/openapi.json --extends recommended --format summary"
  check "lint rules catch a remote importing another" node --test scripts/lint-rules.test.mjs
  return $status
}
others > reports/lint/others.log 2>&1 &
others_pid=$!

check "eslint" "$bin/eslint" --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .
wait "$others_pid" || status=1
cat reports/lint/others.log
exit $status
