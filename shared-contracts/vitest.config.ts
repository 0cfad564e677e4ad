import { defineConfig } from 'vitest/config';
import { unitPool } from './build/vitest-pool.mjs';

// Code that touches the DOM (cookies, React) runs its tests in jsdom; the pure helpers stay in plain Node,
// which is faster and proves they do not depend on a browser.
const domTests = ['src/react/**/*.test.{ts,tsx}', 'src/notifications/**/*.test.{ts,tsx}', 'src/http/**/*.test.{ts,tsx}', 'src/session/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    ...unitPool,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.{ts,tsx}'], exclude: domTests } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: domTests, setupFiles: ['src/test-support/page-test-setup.ts'] } },
      // The webpack factory's build rules: each case runs a small production build.
      { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.mjs'], testTimeout: 60_000 } },
    ],
  },
});
