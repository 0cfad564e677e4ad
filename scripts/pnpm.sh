# Sourced by the other scripts: a pinned pnpm without a global install (npm bootstraps it).
PNPM_VERSION=10.34.9
pnpm_() { npx --yes "pnpm@${PNPM_VERSION}" "$@"; }
