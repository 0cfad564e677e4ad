#!/usr/bin/env bash
# `npm start`: install, build the host and every remote for production, then start the portal on PORT
# (default 8080). The server migrates and seeds the embedded database under DATA_DIR (default ./data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

pnpm_ install --frozen-lockfile
if [ "${SKIP_BUILD:-}" != "1" ]; then
  # Skips an app whose inputs did not change since its last build (`npm test` builds the same ones).
  node scripts/build-frontends.mjs
fi
# The server runs compiled JavaScript (server/build.mjs, about a second), not a runtime TypeScript transpiler.
(cd server && node build.mjs)
exec node server/dist/main.js
