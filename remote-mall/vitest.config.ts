import { defineConfig } from 'vitest/config';

// Pages render in jsdom, as remote-admin's do; the pure helpers (URL state, spec picker) run there too,
// as they touch nothing of the DOM.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Page tests start their own HTTP server and wait on real requests.
    testTimeout: 15_000,
  },
});
