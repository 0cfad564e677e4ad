import { defineConfig } from 'vitest/config';
import { pageGlobals } from '../shared-contracts/build/webpack-common.mjs';
import { unitPool } from '../shared-contracts/build/vitest-pool.mjs';

// Files that need modules of their own: what zod-without-eval.ts does happens when zod loads; the federation runtime
// keeps its instance and share scopes on globalThis; the login document's page holds the portal's handover on window.
const freshModules = ['src/zod-without-eval.test.ts', 'src/federation/**/*.test.{ts,tsx}', 'src/login-document/**/*.test.{ts,tsx}'];

export default defineConfig({
  // The globals the webpack build defines (shared-contracts/build/webpack-federation.mjs).
  define: { ...pageGlobals(), __DEV__: 'true', __MF_OVERRIDES__: JSON.stringify('') },
  test: {
    ...unitPool,
    environment: 'jsdom',
    setupFiles: ['../shared-contracts/src/test-support/page-test-setup.ts', 'src/vitest-setup.ts'],
    // A file's first render of a whole document (Chakra's styles, every text) on a machine busy with other suites
    // took over the default 5 s; the remotes' page tests allow 15 s for the same reason.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: freshModules } },
      { extends: true, test: { name: 'fresh', include: freshModules, isolate: true } },
    ],
  },
});
