import fs from 'node:fs';

/** Removes the temporary web root and data directory playwright.config.ts made for this run (none for a running portal). */
export default function globalTeardown(): void {
  if (process.env.E2E_BASE_URL) return; // the running portal's folders are its own
  for (const dir of [process.env.E2E_WEB_ROOT, process.env.E2E_DATA_DIR]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
