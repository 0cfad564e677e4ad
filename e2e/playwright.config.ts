import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { freePort } from './support/free-port';

// E2E_BASE_URL: the specs run against a portal already running there instead of one started here
// (docs/testing.md, "One e2e spec against a running portal"); E2E_DATA_DIR then names its data directory, whose
// server.log the journeys that read a mailed or texted code need.
const runningPortal = process.env.E2E_BASE_URL;
// Playwright evaluates this file in the runner and again in every worker; the runner's choices travel
// to the workers (and to the web server) through the environment, so each is made once per run.
if (!runningPortal) {
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_WEB_ROOT ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-data-'));
}
const baseURL = runningPortal ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Browser journeys against the production build, served as `npm start` serves it: the server on a
 * free port, a fresh embedded database, the built front-ends copied to a temporary web root.
 */
export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A click on a button that is no longer there fails within this, not at the journey's own long timeout.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: runningPortal ? undefined : {
    // The server's JSON log goes to a file in its data directory: the registration journey reads the
    // e-mail code from the 'mail kept in outbox' line (no SMTP in e2e), see pages/server-log.ts.
    command: 'node support/stage-web-root.mjs && cd ../server && node_modules/.bin/tsx src/main.ts > "$DATA_DIR/server.log"',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      WEB_ROOT: process.env.E2E_WEB_ROOT ?? '',
      CAPTCHA_TEST_CODE: '4321',
      // info: the outbox line is logged at info; the file, not the console, receives it.
      LOG_LEVEL: 'info',
      // Every journey comes from 127.0.0.1, one after another, faster than people: the per-client limits are
      // the server suite's to test (plugins/app/throttle.test.ts).
      THROTTLE_CAPTCHA_PER_MINUTE: '2000',
      THROTTLE_EMAIL_CODES_PER_10_MINUTES: '2000',
      THROTTLE_REGISTRATIONS_PER_10_MINUTES: '2000',
    },
  },
});
