import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

/** Runs the measure-*.ts scripts against an already running portal (BASE_URL). */
export default defineConfig({
  testDir: '.',
  testMatch: ['measure-first-load.ts', 'measure-timing.ts', 'measure-sign-in.ts'],
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
