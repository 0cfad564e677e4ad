#!/usr/bin/env node
// `npm run deploy -- <remote> --version <v>`: builds a remote, uploads its dist to a running portal and makes that
// version live (or starts a canary), the one command a team's CI calls (docs/federation.md, docs/deploy.md).
// Exit codes: 0 done, 1 refused or failed, 2 usage error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeProblems, describeRefusal, onlyMenuProblems } from './describe-problems.mjs';
import { parseDeployArgs, USAGE, UsageError } from './deploy-args.mjs';
import { activateVersion, startCanary, uploadVersion } from './portal-client.mjs';
import { zipDist } from './zip-dist.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

const kib = (bytes) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;

/** A failure that ends the run with exit code 1 after printing its lines. */
class Refused extends Error {}

/**
 * `npm run build` in the remote's folder, its output passed through, written to `outDir` rather than the remote's
 * `dist/`: a portal running from this checkout serves that `dist/` as the remote's built-in version, which a rollback
 * must find as it was (shared-contracts/build/webpack-common.mjs `distDirOf`).
 */
function build(folder, outDir, log) {
  log(`Building ${path.relative(REPO, folder) || folder} (npm run build) into ${outDir}…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: folder, stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, BUILD_OUTPUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Refused(`The build of ${folder} failed (exit code ${result.status ?? result.signal}); nothing was uploaded.`);
}

/** Same problems, same order: the activation refused for the reasons the upload already printed. */
const sameProblems = (a, b) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * One deploy: build, zip, upload, then activate or start a canary. `io.log` prints a line; answers the exit code.
 * Usage errors and refusals are printed here, so the caller only exits.
 */
export async function runDeploy(argv, env, io = { log: console.log, error: console.error }) {
  let options;
  try {
    options = parseDeployArgs(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.error(`deploy: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.log(USAGE);
    return 0;
  }
  const { remote, version } = options;
  const folder = path.join(REPO, `remote-${remote}`);
  if (!options.dist && !fs.existsSync(path.join(folder, 'package.json'))) {
    io.error(`deploy: there is no remote-${remote} in ${REPO} (or pass --dist <dir> with a built remote)\n\n${USAGE}`);
    return 2;
  }
  // --dist implies --no-build, so a build is always of this checkout's remote, into a folder of its own.
  const built = options.build ? fs.mkdtempSync(path.join(os.tmpdir(), `deploy-${remote}-`)) : null;
  const dist = options.dist ? path.resolve(options.dist) : built ?? path.join(folder, 'dist');
  const portal = { url: options.url, token: options.token };

  try {
    if (built) build(folder, built, io.log);
    const { archive, fileCount, unpackedBytes } = zipDist(dist);
    io.log(`Packed ${fileCount} files of ${path.relative(process.cwd(), dist) || dist} (${kib(unpackedBytes)}) into a ${kib(archive.length)} zip.`);

    io.log(`Uploading ${remote} ${version} to ${portal.url}…`);
    const upload = await uploadVersion(portal, { remote, version, archive });
    if (!upload.ok) throw new Refused(describeRefusal('The upload', upload.status, upload.body));
    const stored = upload.body ?? {};
    io.log(`Stored ${stored.remote ?? remote} ${stored.version ?? version}: ${stored.fileCount ?? fileCount} files, `
      + `${kib(stored.size ?? unpackedBytes)}, served at ${stored.manifestUrl ?? `/remotes/${remote}/v/${version}/mf-manifest.json`}.`);
    const found = describeProblems(stored.problems, `The checks found ${stored.problems?.length === 1 ? 'a problem' : `${stored.problems?.length} problems`} with this version:`);
    if (found) io.log(found);

    if (!options.activate) {
      io.log(found
        ? 'Not activated (--no-activate); it cannot go live until the problems above are solved.'
        : 'Not activated (--no-activate): activate it on Maintenance › Deployments when ready.');
      return 0;
    }
    if (options.canary) {
      const { percent, roles } = options.canary;
      const answer = await startCanary(portal, { remote, version, percent, roles, overrideMenus: options.overrideMenus });
      if (!answer.ok) throw new Refused(refusalOf('The canary', answer, stored.problems));
      const who = [percent > 0 ? `${percent} % of users` : null, roles.length ? `users with the role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}` : null]
        .filter(Boolean).join(' and ');
      io.log(`Canary started: ${who} load ${remote} ${version}; everyone else keeps the active version. Promote or abandon it on Maintenance › Deployments.`);
      return 0;
    }
    const answer = await activateVersion(portal, { remote, version, overrideMenus: options.overrideMenus });
    if (!answer.ok) throw new Refused(refusalOf('The activation', answer, stored.problems));
    const overridden = options.overrideMenus && onlyMenuProblems(stored.problems);
    io.log(`Activated ${remote} ${version}${overridden ? ' (menu check overridden, recorded)' : ''}: the next page load uses it; `
      + 'open tabs keep the version they loaded until they reload.');
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      io.error(error.message);
      return 1;
    }
    io.error(`deploy: ${error.message}`);
    return 1;
  } finally {
    if (built) fs.rmSync(built, { recursive: true, force: true });
  }
}

/**
 * A refused activation or canary, without repeating reasons the upload already printed; when menu entries alone
 * stand in the way, how to go live anyway.
 */
function refusalOf(what, answer, uploadProblems) {
  const body = answer.body ?? {};
  const text = body.problems?.length && sameProblems(body.problems, uploadProblems)
    ? `${describeRefusal(what, answer.status, { ...body, problems: [] })}\nReasons: the problems listed above.`
    : describeRefusal(what, answer.status, body);
  if (!onlyMenuProblems(body.problems)) return text;
  return `${text}\nThe version is stored: activate it anyway on Maintenance › Deployments, or deploy again with --override-menus (recorded).`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runDeploy(process.argv.slice(2), process.env);
}
