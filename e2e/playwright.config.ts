import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './support/chromium';
import { budget } from './support/slowdown';

/**
 * Browser journeys against the production build, served as `npm start` serves it: each worker starts a portal of its
 * own (support/portal-test.ts: the server on a free port, a fresh embedded database, the built front-ends copied to a
 * temporary web root), or all use the running portal at E2E_BASE_URL. Two workers, one per core
 * (docs/testing.md "The browser suite: a portal per worker"); E2E_WORKERS=1 runs them one after another.
 */
export default defineConfig({
  testDir: './tests',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: budget(60_000),
  expect: { timeout: budget(15_000) },
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A click on a button that is no longer there fails within this, not at the journey's own long timeout.
    actionTimeout: budget(30_000),
    // A failed journey keeps its trace of actions (each with Playwright's log: waits, retries, "not stable"), network
    // and console, and the page as it was at the failure (error-context.md's accessibility tree, the screenshot). Not
    // the DOM at every action: those snapshots cost a tenth of the suite's CPU (docs/testing.md step 15); the screencast
    // a quarter (step 9). Tracing only retries was tried and undone: no trace at all where `.ci/run` retries nothing.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
});
