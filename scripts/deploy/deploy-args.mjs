// The command line of `npm run deploy` (scripts/deploy/deploy.mjs): parsed and checked here, so every mistake is a
// usage error (exit 2) before anything is built or sent.
import { parseArgs } from 'node:util';

export const DEFAULT_PORTAL_URL = 'http://localhost:8080';

export const USAGE = `Usage: npm run deploy -- <remote> --version <version> [options]

Builds remote-<remote>, uploads the contents of its dist to a running portal, and makes that version live.

Options:
  --version <v>          the version to store, e.g. 1.4.0 (a version is uploaded once: give every deploy a new one)
  --url <portal>         the portal's address (default: $PORTAL_URL, else ${DEFAULT_PORTAL_URL})
  --token <token>        a sign-in token with the deploy permissions (default: $PORTAL_TOKEN), sent as a Bearer token
  --no-build             upload remote-<remote>/dist as it is, without building it first
  --dist <dir>           upload this folder instead of remote-<remote>/dist (implies --no-build)
  --no-activate          only upload; activate it later on the Deploy screen or with another command
  --canary-percent <n>   do not activate: start a canary for n % of users (0-100, sticky per user)
  --canary-roles <a,b>   do not activate: start a canary for users with these roles (role codes, comma-separated)
  --override-menus       go live although menu entries point at modules this version no longer exposes (recorded)
  -h, --help             show this help

Exit codes: 0 done, 1 refused or failed (the server's message key and reasons are printed), 2 usage error.`;

/** A mistake in the command line: the command prints it with the usage and exits 2. */
export class UsageError extends Error {}

const OPTIONS = {
  version: { type: 'string' },
  url: { type: 'string' },
  token: { type: 'string' },
  'no-build': { type: 'boolean' },
  dist: { type: 'string' },
  'no-activate': { type: 'boolean' },
  'canary-percent': { type: 'string' },
  'canary-roles': { type: 'string' },
  'override-menus': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/**
 * The options of one run, from the arguments after `--` and the environment (PORTAL_URL, PORTAL_TOKEN).
 * Answers `{ help: true }` for --help; throws UsageError for anything else that cannot run.
 */
export function parseDeployArgs(argv, env = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };

  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'name the remote to deploy, e.g. mall' : `one remote at a time, not ${positionals.join(' ')}`);
  }
  const [remote] = positionals;
  const version = values.version?.trim();
  if (!version) throw new UsageError('--version is required (a version is uploaded once: give every deploy a new one)');

  const url = portalUrl(values.url ?? env.PORTAL_URL ?? DEFAULT_PORTAL_URL);
  const token = (values.token ?? env.PORTAL_TOKEN ?? '').trim();
  if (!token) throw new UsageError('no token: pass --token or set PORTAL_TOKEN to a sign-in token of a user allowed to deploy');

  const canary = canaryOf(values['canary-percent'], values['canary-roles']);
  const activate = !values['no-activate'];
  if (canary && !activate) throw new UsageError('--no-activate and a canary contradict each other: choose one');

  return {
    help: false,
    remote,
    version,
    url,
    token,
    dist: values.dist ?? null,
    build: !values['no-build'] && !values.dist,
    activate,
    canary,
    overrideMenus: Boolean(values['override-menus']),
  };
}

/** The portal's base URL without a trailing slash; only http(s). */
function portalUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`the portal URL must be http(s): ${text}`);
  return url.href.replace(/\/+$/, '');
}

/** `{ percent, roles }` when a canary was asked for, else null. */
function canaryOf(percentText, rolesText) {
  if (percentText === undefined && rolesText === undefined) return null;
  let percent = 0;
  if (percentText !== undefined) {
    if (!/^\d{1,3}$/.test(percentText.trim()) || Number(percentText) > 100) {
      throw new UsageError(`--canary-percent is a whole number from 0 to 100, not ${percentText}`);
    }
    percent = Number(percentText);
  }
  const roles = (rolesText ?? '').split(',').map((role) => role.trim()).filter(Boolean);
  if (rolesText !== undefined && roles.length === 0) throw new UsageError('--canary-roles names at least one role code, e.g. purchaser');
  if (percent === 0 && roles.length === 0) throw new UsageError('a canary needs a share of users above 0 or at least one role');
  return { percent, roles };
}
