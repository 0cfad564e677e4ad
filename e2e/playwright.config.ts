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
    // A failed journey's trace keeps its actions, Playwright's log of each and the console; the page at the failure is
    // in the screenshot and error-context.md. Not the DOM at each step (nor, with it, the page's network): a tenth of
    // the suite's CPU, and its pauses hid five races (docs/testing.md steps 15 and 16); nor a screencast: a quarter
    // (step 9). Tracing only retries would leave `.ci/run` (no retry) without any trace.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
});
