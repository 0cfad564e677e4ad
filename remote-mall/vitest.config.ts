import { defineConfig } from 'vitest/config';
import { pageGlobals } from '../shared-contracts/build/webpack-common.mjs';
import { unitPool } from '../shared-contracts/build/vitest-pool.mjs';

// Pages render in jsdom, as remote-admin's do; the pure helpers (URL state, spec picker) run there too,
// as they touch nothing of the DOM.
export default defineConfig({
  // The globals the page document's build defines (shared-contracts/build/webpack-login-document.mjs).
  define: { ...pageGlobals(), __DEV__: 'true' },
  test: {
    ...unitPool,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared-contracts/src/test-support/page-test-setup.ts'],
    // Page tests start their own HTTP server and wait on real requests.
    testTimeout: 15_000,
  },
});
