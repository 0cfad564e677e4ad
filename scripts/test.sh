#!/usr/bin/env bash
# `npm test`: install everything (Debian's Chromium included), then run every suite: type checks, unit tests,
# the server suite on PGlite (and on PostgreSQL when DATABASE_URL is set), and the browser tests against a
# production build, and the lint (ESLint, import rules, the OpenAPI document). Every suite runs even when an earlier
# one fails; the last line counts all tests.
set -uo pipefail
TEST_STARTED=$(( $(date +%s%N) / 1000000 )); export TEST_STARTED
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
# `step NAME REPORT COMMAND…`: runs one suite and records its wall time, exit code and CPU time in reports/suites.tsv (milliseconds), where
# the closing summary (scripts/test-summary.mjs) finds them beside the counts of its REPORT (a file under
# reports/, or - for a suite without a report of tests).
# The suite's CPU time (user + system of the processes it ran, in ms) is the fifth column: what running suites side
# by side could gain on two cores is the CPU they leave idle. The command runs in a subshell that reports its own
# children's time (`times`, second line) and nothing else: the shell's own count would also take in the browser
# suite's background subshell whenever that one ended.
cpu_ms_of() {
  node -e 'const [, children] = require("fs").readFileSync(process.argv[1], "utf8").trim().split("\n"); const ms = (t) => { const [m, s] = t.replace("s", "").split("m"); return (Number(m) * 60 + Number(s)) * 1000; }; const [user, sys] = children.split(" "); console.log(Math.round(ms(user) + ms(sys)));' "$1"
}
steps_run=0
step() {
  local name=$1 report=$2 started code cpu_file; shift 2
  echo; echo "== $name"
  started=$(date +%s%N)
  steps_run=$((steps_run + 1))
  # Named by this shell's pid and its count of steps: the background subshell writes its own beside the foreground's.
  cpu_file="reports/.times.$BASHPID.$steps_run"
  ( "$@"; status=$?; times > "$cpu_file"; exit $status ); code=$?
  [ $code -eq 0 ] || failed+=("$name")
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$report" "$(( ($(date +%s%N) - started) / 1000000 ))" "$code" "$(cpu_ms_of "$cpu_file")" >> reports/suites.tsv
}

# The unit suites first, alone: they are the ones whose waits are tuned to a machine not otherwise busy. Then the
# browser suite (build, then e2e) runs in the background while the type check, the lint and the server suites run in
# the foreground: the e2e's journeys wait on pages more than they compute (about 0.8 of the 2 cores over its run), and
# neither side shares a port, a database or a file with the other (docs/testing.md step 7). Its output is printed
# when it ends, so the two do not interleave.
for pkg in shared-contracts host-shell remote-mall remote-orders remote-payments remote-admin; do
  if [ -n "$(find "$pkg/src" -name '*.test.ts*' -print -quit 2>/dev/null)" ]; then
    step "unit: $pkg" "unit-$pkg.json" bash -c "cd $pkg && node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/unit-$pkg.json"
  fi
done
browser_pid=""
if [ -d e2e/tests ]; then
  (
    # The builds `npm start` serves; an app whose inputs did not change since its last build is not built again.
    step "build front-ends" - node scripts/build-frontends.mjs
    # The browser tests run the portal as `npm start` does: on the embedded database.
    step "e2e (Chromium)" e2e.json bash -c "cd e2e && env -u DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME=../reports/e2e.json node_modules/.bin/playwright test --reporter=list,json"
  ) > reports/browser.log 2>&1 &
  browser_pid=$!
fi
step "typecheck" - pnpm_ -r --workspace-concurrency=2 run typecheck
step "lint" - bash scripts/lint.sh
# The deploy and new-remote commands (plain Node; the generated remote is typechecked, tested and built once).
# Its TAP report is counted in the closing line with the others (scripts/test-summary.mjs).
step "unit: scripts" unit-scripts.tap bash -c 'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=reports/unit-scripts.tap scripts/deploy/*.test.mjs scripts/new-remote/*.test.mjs'
step "server on PGlite" server-pglite.json bash -c "cd server && TEST_DB=pglite node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-pglite.json"
if [ -n "${DATABASE_URL:-}" ]; then
  step "server on PostgreSQL" server-postgres.json bash -c "cd server && TEST_DB=postgres node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-postgres.json"
else
  echo; echo "== server on PostgreSQL: skipped (no DATABASE_URL; .ci/run sets it)"
fi
if [ -n "$browser_pid" ]; then
  echo; echo "== waiting for the browser suite (build front-ends, e2e), started after the unit suites"
  wait "$browser_pid"
  cat reports/browser.log
fi

node scripts/test-summary.mjs reports
# The background suites' failures are in suites.tsv (their subshell's `failed` is its own).
mapfile -t failed < <(awk -F'\t' '$4 != 0 { print $1 }' reports/suites.tsv)
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed suites: ${failed[*]}"
  exit 1
fi
