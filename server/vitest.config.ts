import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own server on a copy of a seeded database (test/database-template.ts).
    globalSetup: ['test/global-setup.ts'],
    // Two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
