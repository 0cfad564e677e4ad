#!/usr/bin/env bash
# `npm test`: install everything (Debian's Chromium included), then run every suite: type checks, unit tests,
# the server suite on PGlite (and on PostgreSQL when DATABASE_URL is set), and the browser tests against a
# production build, and the lint (ESLint, import rules, the OpenAPI document). Every suite runs even when an earlier
# one fails; the last line counts all tests.
set -uo pipefail
TEST_STARTED=$(( $(date +%s%N) / 1000000 )); export TEST_STARTED
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's Chromium for the browser tests"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null \
    || { echo "could not install chromium"; exit 1; }
fi
# The journeys run in Chromium's headless shell, lighter than the full browser (docs/testing.md step 11); without it
# they run in the full browser, as the extension's always do (e2e/support/chromium.ts).
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "== installing Debian's Chromium headless shell for the browser tests"
  { DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 \
    || { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; }; } \
    || echo "could not install chromium-headless-shell: the journeys run in the full browser"
fi
pnpm_ install --frozen-lockfile || exit 1

rm -rf reports && mkdir -p reports
failed=()
# `step NAME REPORT COMMAND…`: runs one suite and records its wall time, exit code and CPU time in reports/suites.tsv (milliseconds), where
# the closing summary (scripts/test-summary.mjs) finds them beside the counts of its REPORT (a file under
# reports/, or - for a suite without a report of tests).
# The suite's CPU time (user + system of the processes it ran, in ms) is the fifth column: what running suites side
# by side could gain on two cores is the CPU they leave idle. The command runs in a subshell that reports its own
# children's time (`times`, second line): that of the suite's processes and nothing else.
cpu_ms_of() {
  node -e 'const [, children] = require("fs").readFileSync(process.argv[1], "utf8").trim().split("\n"); const ms = (t) => { const [m, s] = t.replace("s", "").split("m"); return (Number(m) * 60 + Number(s)) * 1000; }; const [user, sys] = children.split(" "); console.log(Math.round(ms(user) + ms(sys)));' "$1"
}
step() {
  local name=$1 report=$2 started code cpu_file; shift 2
  echo; echo "== $name"
  started=$(date +%s%N)
  cpu_file="reports/.times.$(printf %s "$name" | tr -c 'A-Za-z0-9' '_')"
  ( "$@"; status=$?; times > "$cpu_file"; exit $status ); code=$?
  [ $code -eq 0 ] || failed+=("$name")
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$report" "$(( ($(date +%s%N) - started) / 1000000 ))" "$code" "$(cpu_ms_of "$cpu_file")" >> reports/suites.tsv
}

# `beside FUNCTION`: runs the steps of FUNCTION in the background, beside the steps that follow, until `await_beside`.
# Only suites that share no port, database, build output or time limit with what runs beside them, and only where the
# suite beside leaves a core idle (docs/testing.md step 12). Their output waits in a file and is printed when awaited,
# so the log reads one suite at a time; their failures join the others there.
beside() {
  ( failed=(); "$1"; printf '%s\n' "${failed[@]}" > reports/.beside-failed ) > reports/.beside.log 2>&1 &
  beside_pid=$!
}
await_beside() {
  wait "$beside_pid"
  cat reports/.beside.log
  local name
  while IFS= read -r name; do [ -z "$name" ] || failed+=("$name"); done < reports/.beside-failed
}

front_end_units() {
  for pkg in shared-contracts host-shell remote-mall remote-orders remote-payments remote-admin extension; do
    if [ -n "$(find "$pkg/src" -name '*.test.ts*' -print -quit 2>/dev/null)" ]; then
      step "unit: $pkg" "unit-$pkg.json" bash -c "cd $pkg && node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/unit-$pkg.json"
    fi
  done
}

step "typecheck" - pnpm_ -r --workspace-concurrency=2 run typecheck
# Not beside the type check: tried, the two took 62 s side by side and 61 s one after the other (docs/testing.md step 12).
step "lint" - bash scripts/lint.sh
# The deploy and new-remote commands (plain Node; the generated remote is typechecked, tested and built once), and
# how the closing summary names failed tests.
# Its TAP report is counted in the closing line with the others (scripts/test-summary.mjs).
step "unit: scripts" unit-scripts.tap bash -c 'node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=tap --test-reporter-destination=reports/unit-scripts.tap scripts/deploy/*.test.mjs scripts/new-remote/*.test.mjs scripts/test-failures.test.mjs'
step "server on PGlite" server-pglite.json bash -c "cd server && TEST_DB=pglite node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-pglite.json"
if [ -n "${DATABASE_URL:-}" ]; then
  # The server suite on PostgreSQL waits on the database a sixth of its time: the front-end unit suites (jsdom, no
  # server, no database) fill that.
  beside front_end_units
  step "server on PostgreSQL" server-postgres.json bash -c "cd server && TEST_DB=postgres node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile=../reports/server-postgres.json"
  await_beside
else
  front_end_units
  echo; echo "== server on PostgreSQL: skipped (no DATABASE_URL; .ci/run sets it)"
fi
if [ -d e2e/tests ]; then
  # The builds `npm start` serves; an app whose inputs did not change since its last build is not built again.
  step "build front-ends" - node scripts/build-frontends.mjs
  # The browser tests run the portal as `npm start` does: on the embedded database. Not beside the server suites:
  # tried (docs/testing.md step 7), the two slowed each other down more than they gained on the two cores.
  step "e2e (Chromium)" e2e.json bash -c "cd e2e && env -u DATABASE_URL PLAYWRIGHT_JSON_OUTPUT_NAME=../reports/e2e.json node_modules/.bin/playwright test --reporter=list,json"
fi

node scripts/test-summary.mjs reports
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed suites: ${failed[*]}"
  exit 1
fi
