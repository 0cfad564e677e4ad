#!/usr/bin/env bash
# `npm run lint`: ESLint over every package, the architecture's import rules (dependency-cruiser), and the
# OpenAPI document against Redocly's recommended rules. Every check runs; the exit code says whether all passed.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin
status=0
check() { local name=$1; shift; echo "== lint: $name"; "$@" || { echo "lint failed: $name"; status=1; }; }

# Both keep what they found per file in node_modules/.cache (by content), so a second run checks only what changed.
check "eslint" "$bin/eslint" --max-warnings 0 --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ .
check "import rules" "$bin/depcruise" --config .dependency-cruiser.cjs --cache node_modules/.cache/dependency-cruiser --cache-strategy content \
  host-shell/src remote-mall/src remote-orders/src remote-payments/src remote-admin/src shared-contracts/src server/src server/test e2e extension/src
mkdir -p reports/lint
check "openapi document" bash -c "server/node_modules/.bin/tsx server/scripts/openapi.ts reports/lint/openapi.json >/dev/null \
  && NO_UPDATE_NOTIFIER=1 REDOCLY_TELEMETRY=off $bin/redocly lint reports/lint/openapi.json --extends recommended --format summary"
check "lint rules catch a remote importing another" node --test scripts/lint-rules.test.mjs
exit $status
