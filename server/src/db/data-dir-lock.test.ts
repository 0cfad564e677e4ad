import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';

const serverDir = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => { for (const c of children) c.kill('SIGKILL'); });

/** Starts `src/main.ts` as `npm start` does (embedded database under dataDir), answering its output as it comes. */
function startServer(dataDir: string) {
  // `node --import tsx` keeps the server in this one process (the tsx CLI would run it in a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => { output += String(d); });
  child.stderr?.on('data', (d) => { output += String(d); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = async (): Promise<string> => {
    for (let i = 0; i < 600; i++) {
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) return m[1];
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  };
  return { child, url, exited, output: () => output };
}

describe('one server per data directory', () => {
  it('refuses a second process, then takes over the lock of one killed with kill -9, keeping the data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    const first = startServer(dataDir);
    const firstUrl = await first.url();
    // Some data written by the first process.
    const captcha = await fetch(`${firstUrl}/auth/code`);
    expect(captcha.status).toBe(200);
    const { uuid } = (await captcha.json()) as { uuid: string };

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    // The first keeps serving.
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const third = startServer(dataDir);
    const thirdUrl = await third.url();
    expect((await fetch(`${thirdUrl}/api/health`)).status).toBe(200);
    // The captcha the first process stored is still there: a wrong answer to it is refused as wrong, not unknown.
    const rows = await fetch(`${thirdUrl}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody', password: 'x123456', code: '0000', uuid }),
    });
    expect(rows.status).toBeGreaterThanOrEqual(400);
    expect(rows.status).toBeLessThan(500);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('in one process: a held lock refuses, a released one is taken again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-unit-'));
    const release = lockDataDir(dir);
    // Same pid: a second acquisition in this process is refused too (the lock is per process, not re-entrant).
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock whose pid no longer runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-stale-'));
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 7, startTime: '1', host: os.hostname(), since: 'x' }));
    lockDataDir(dir)();
  });
});
