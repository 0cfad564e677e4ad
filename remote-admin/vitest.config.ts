import { defineConfig } from 'vitest/config';
import { unitPool } from '../shared-contracts/build/vitest-pool.mjs';

// Pages render in jsdom (the same environment shared-contracts' React tests use); the pure helpers run
// there too, as they touch nothing of the DOM.
export default defineConfig({
  test: {
    ...unitPool,
    environment: 'jsdom',
    setupFiles: ['../shared-contracts/src/test-support/page-test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Each page test starts its own HTTP server and waits on real requests.
    testTimeout: 15_000,
  },
});
