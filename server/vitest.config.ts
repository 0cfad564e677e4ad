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
    // The files of a worker share one module graph: each file builds its own app on its own database, and loading
    // the server's modules again for every file was a quarter of the suite's time (import 329 s of 1,210 s of
    // worker time on PGlite; 34 s shared). docs/testing.md step 6.
    isolate: false,
  },
});
