import { defineConfig } from 'vitest/config';
import { unitPool } from '../shared-contracts/build/vitest-pool.mjs';

// Pages render in jsdom, as the other remotes' do; the pure helpers run there too, as they touch nothing of the DOM.
export default defineConfig({
  test: {
    ...unitPool,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared-contracts/src/test-support/page-test-setup.ts'],
    // Page tests start their own HTTP server and wait on real requests.
    testTimeout: 20_000,
  },
});
