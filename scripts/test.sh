#!/usr/bin/env bash
# `npm test`: install everything (Debian's Chromium included), then run every suite: type checks, unit tests,
# the server suite on PGlite (and on PostgreSQL when DATABASE_URL is set), and the browser tests against a
# production build, and the lint (ESLint, import rules, the OpenAPI document). Every suite runs even when an earlier
# one fails; the last line counts all tests.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's Chromium for the browser tests"
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null \
    || { echo "could not install chromium"; exit 1; }
fi
pnpm_ install --frozen-lockfile || exit 1

rm -rf reports && mkdir -p reports
failed=()
step() { local name=$1; shift; echo; echo "== $name"; "$@" || failed+=("$name"); }

step "typecheck" pnpm_ -r --workspace-concurrency=2 run typecheck
step "lint" bash scripts/lint.sh
for pkg in shared-contracts host-shell remote-mall remote-orders remote-payments remote-admin; do
  if [ -n "$(find "$pkg/src" -name '*.test.ts*' -print -quit 2>/dev/null)" ]; then
    step "unit: $pkg" bash -c "cd $pkg && node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/unit-$pkg.json"
  fi
done
# The deploy and new-remote commands (plain Node; the generated remote is typechecked, tested and built once).
# Its TAP report is counted in the closing line with the others (scripts/test-summary.mjs).
step "unit: scripts" bash -c 'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=reports/unit-scripts.tap scripts/deploy/*.test.mjs scripts/new-remote/*.test.mjs'
step "server on PGlite" bash -c "cd server && TEST_DB=pglite node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-pglite.json"
if [ -n "${DATABASE_URL:-}" ]; then
  step "server on PostgreSQL" bash -c "cd server && TEST_DB=postgres node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-postgres.json"
else
  echo; echo "== server on PostgreSQL: skipped (no DATABASE_URL; .ci/run sets it)"
fi
if [ -d e2e/tests ]; then
  step "build front-ends" pnpm_ --workspace-concurrency=2 --filter ./host-shell --filter './remote-*' run build
  # The browser tests run the portal as `npm start` does: on the embedded database.
  step "e2e (Chromium)" bash -c "cd e2e && env -u DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME=../reports/e2e.json node_modules/.bin/playwright test --reporter=list,json"
fi

node scripts/test-summary.mjs reports
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed suites: ${failed[*]}"
  exit 1
fi
