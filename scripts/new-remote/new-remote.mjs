#!/usr/bin/env node
// `npm run new-remote -- <name> [--port N] [--dir <parent>]`: creates remote-<name> from the portal's conventions
// (template/: the federation config, the standalone dev frame, i18n, a first page with its tests), registers it in
// the pnpm workspace, and prints how to build, deploy, register it and point a menu at it (docs/federation.md).
// Exit codes: 0 made, 1 refused (the folder exists, a bad name), 2 usage error.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEV_PORTS } from '../../shared-contracts/build/webpack-federation.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');
const TEMPLATE = path.join(import.meta.dirname, 'template');
/** Template files that are not valid code before their placeholders are filled carry this suffix. */
const TEMPLATE_SUFFIX = '.tmpl';

export const USAGE = `Usage: npm run new-remote -- <name> [--port <n>] [--dir <parent>]

Creates remote-<name> like the portal's remotes: a Module Federation build exposing one first page
(<name>/<Name>Home), its standalone dev frame, its messages in en, cn and vi, and their tests.

  <name>        the remote's name: lower-case letters and digits, starting with a letter (e.g. catalog)
  --port <n>    its dev server's port (default: the first one after the portal's remotes)
  --dir <dir>   where to create the folder (default: the repository, which also adds it to the pnpm workspace)
  -h, --help    show this help`;

export class UsageError extends Error {}
export class Refused extends Error {}

/**
 * The portal's name rule for remotes (shared-contracts/src/api/remotes.ts), read from its source since this command
 * is plain Node: one rule, not a copy.
 */
export function remoteNamePattern() {
  const source = fs.readFileSync(path.join(REPO, 'shared-contracts/src/api/remotes.ts'), 'utf8');
  const literal = /export const remoteNamePattern = \/(.+)\/([a-z]*);/.exec(source);
  if (!literal) throw new Error('shared-contracts/src/api/remotes.ts: remoteNamePattern not found');
  return new RegExp(literal[1], literal[2]);
}

/**
 * Why `name` cannot be a new remote, or null. Beyond the registry's rule, the federation name becomes the global
 * variable of the remote's entry, so it must be an identifier: the build fails on `-`.
 */
export function nameProblem(name) {
  if (!remoteNamePattern().test(name)) {
    return `“${name}” is not a remote name: lower-case letters, digits and “-”, starting with a letter, at most 40 characters`;
  }
  if (!/^[a-z][a-z0-9]*$/.test(name)) {
    return `“${name}” cannot be a federation name: its entry is a JavaScript variable, so use letters and digits only (e.g. ${name.replace(/[^a-z0-9]/g, '')})`;
  }
  return null;
}

/** Ports the portal's front-ends already use: DEV_PORTS and any number literal a remote's config passes as `port`. */
export function usedPorts(root = REPO) {
  const ports = new Set(Object.values(DEV_PORTS));
  for (const folder of fs.readdirSync(root).filter((name) => name.startsWith('remote-'))) {
    const config = path.join(root, folder, 'webpack.config.js');
    if (!fs.existsSync(config)) continue;
    const literal = /\bport:\s*(\d+)/.exec(fs.readFileSync(config, 'utf8'));
    if (literal) ports.add(Number(literal[1]));
  }
  return ports;
}

export function parseNewRemoteArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { port: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'name the new remote, e.g. catalog' : 'one remote at a time');
  let port = null;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port < 1024 || port > 65535) throw new UsageError(`--port is a number from 1024 to 65535, not ${values.port}`);
  }
  return { help: false, name: positionals[0], port, parent: path.resolve(values.dir ?? REPO) };
}

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** The placeholders of template/ and what replaces them. */
export function substitutions(name, port) {
  return {
    __REMOTE__: name,
    __PAGE__: `${pascal(name)}Home`,
    __TITLE__: pascal(name),
    __PORT__: String(port),
  };
}

const fill = (text, values) => Object.entries(values).reduce((out, [token, value]) => out.replaceAll(token, value), text);

/** Copies template/ into `target`, filling the placeholders of every path and file. Answers the files written. */
function copyTemplate(target, values) {
  const written = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(TEMPLATE, relative), { withFileTypes: true })) {
      const from = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(from);
        continue;
      }
      const to = fill(from, values).replace(new RegExp(`\\${TEMPLATE_SUFFIX}$`), '');
      fs.mkdirSync(path.dirname(path.join(target, to)), { recursive: true });
      fs.writeFileSync(path.join(target, to), fill(fs.readFileSync(path.join(TEMPLATE, from), 'utf8'), values));
      written.push(to.split(path.sep).join('/'));
    }
  };
  walk('');
  return written.sort();
}

/**
 * Adds `folder` to pnpm-workspace.yaml's package list, after the last remote (pnpm installs only listed packages).
 * Answers false when the list is not where it is expected; the caller then prints the line to add.
 */
export function addToWorkspace(root, folder) {
  const file = path.join(root, 'pnpm-workspace.yaml');
  if (!fs.existsSync(file)) return false;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  if (lines.some((line) => line.trim() === `- ${folder}`)) return true;
  const start = lines.indexOf('packages:');
  let last = -1;
  for (let i = start + 1; start >= 0 && i < lines.length && /^\s+- /.test(lines[i]); i++) {
    if (/^\s+- remote-/.test(lines[i])) last = i;
  }
  if (last < 0) return false;
  lines.splice(last + 1, 0, `  - ${folder}`);
  fs.writeFileSync(file, lines.join('\n'));
  return true;
}

/** Creates the remote; answers what was made for the summary. Throws Refused when it cannot. */
export function createRemote({ name, port, parent }) {
  const problem = nameProblem(name);
  if (problem) throw new Refused(problem);
  const folder = `remote-${name}`;
  const target = path.join(parent, folder);
  if (fs.existsSync(target)) throw new Refused(`${target} exists already: choose another name or remove it first`);
  if (!fs.existsSync(parent)) throw new Refused(`${parent} does not exist`);
  const used = usedPorts(parent === REPO ? REPO : parent);
  if (port !== null && used.has(port)) throw new Refused(`port ${port} is taken by another front-end (${[...used].sort().join(', ')})`);
  const devPort = port ?? Math.max(...usedPorts(REPO), ...used) + 1;

  const values = substitutions(name, devPort);
  const files = copyTemplate(target, values);
  const workspace = parent === REPO ? addToWorkspace(REPO, folder) : false;
  return { folder, target, files, port: devPort, page: values.__PAGE__, workspace, inRepo: parent === REPO };
}

/** What to do next, from installing to a menu entry. */
export function nextSteps({ folder, target, port, page, workspace, inRepo }, name) {
  const where = path.relative(process.cwd(), target) || target;
  return [
    `Created ${where}: exposes ./${page} (menu component ${name}/${page}), dev server on port ${port}.`,
    workspace
      ? `Added ${folder} to pnpm-workspace.yaml.`
      : `Add it to pnpm-workspace.yaml's packages${inRepo ? '' : ' (when it lives in the repository)'}:   - ${folder}`,
    '',
    'Next:',
    '  1. Install its dependencies:        npx -y pnpm@10.34.9 install',
    `  2. Test and build it:               cd ${folder} && npm test && npm run build   (or npm run dev: http://localhost:${port})`,
    `  3. Deploy it to a running portal:   PORTAL_URL=http://localhost:8080 PORTAL_TOKEN=<admin token> npm run deploy -- ${name} --version 0.1.0`,
    '     (activating its first version registers it; or upload and activate it on Maintenance › Deployments)',
    `  4. Point a menu entry at it:        System › Menus, a page whose component is ${name}/${page} (and a route path)`,
    `     A public page also needs a line in host-shell/src/routes/public-routes.ts.`,
    `  5. Run its tests in npm test:       add ${folder} to the unit-test loop in scripts/test.sh`,
  ].join('\n');
}

export function runNewRemote(argv, io = { log: console.log, error: console.error }) {
  let options;
  try {
    options = parseNewRemoteArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.error(`new-remote: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.log(USAGE);
    return 0;
  }
  try {
    io.log(nextSteps(createRemote(options), options.name));
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    io.error(`new-remote: ${error.message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = runNewRemote(process.argv.slice(2));
}
