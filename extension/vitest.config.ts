import { defineConfig } from 'vitest/config';
import { unitPool } from '../shared-contracts/build/vitest-pool.mjs';

// The readers are pure functions over a Document: they run on the saved fixture pages parsed by jsdom.
export default defineConfig({
  test: { ...unitPool, environment: 'jsdom', include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'] },
});
