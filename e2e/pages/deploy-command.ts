import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The repository, for the command and the staged builds. */
const REPO = path.resolve(import.meta.dirname, '..', '..');

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * `npm run deploy -- <args>` as a team's CI runs it (scripts/deploy/deploy.mjs), against the e2e server with an
 * admin's token in PORTAL_URL / PORTAL_TOKEN. Resolves when it exits, with what it printed.
 */
export function runDeployCommand(args: string[], portal: { url: string; token: string }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, 'scripts/deploy/deploy.mjs'), ...args], {
      cwd: REPO,
      env: { ...process.env, PORTAL_URL: portal.url, PORTAL_TOKEN: portal.token },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The built remote-<remote>/dist this run's server serves (playwright.config.ts stages it into E2E_WEB_ROOT). */
export function stagedDist(remote: string): string {
  const webRoot = process.env.E2E_WEB_ROOT;
  if (!webRoot) throw new Error('E2E_WEB_ROOT is not set: run through playwright.config.ts');
  return path.join(webRoot, `remote-${remote}`, 'dist');
}

const builds: string[] = [];

/**
 * A changed copy of a built remote, as a new build would be: `change` edits the copy in place. Answers its folder,
 * a temporary one (removeBuilds).
 */
export function changedBuild(remote: string, label: string, change: (dir: string) => void): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-deploy-')), `${remote}-${label}`);
  builds.push(path.dirname(dir));
  fs.cpSync(stagedDist(remote), dir, { recursive: true });
  change(dir);
  return dir;
}

/** Removes the builds changedBuild made. */
export function removeBuilds(): void {
  for (const dir of builds.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Replaces `from` by `to` in every script of a build that holds it, its folders included (the drawn pages' document
 * scripts under `document/`, their render bundle under `server/`); throws when none does.
 */
export function replaceText(dir: string, from: string, to: string): void {
  const scripts = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.c?js$/.test(file));
  const changed = scripts.filter((file) => {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) return false;
    fs.writeFileSync(full, text.replaceAll(from, to));
    return true;
  });
  if (changed.length === 0) throw new Error(`no script of ${dir} holds “${from}”`);
}

/** Makes a build's manifest require `range` of a shared module, as a build against another version would. */
export function requireShared(dir: string, name: string, range: string): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
  const entry = manifest.shared.find((s) => s.name === name);
  if (!entry) throw new Error(`${file} shares no ${name}`);
  entry.requiredVersion = range;
  fs.writeFileSync(file, JSON.stringify(manifest));
}
