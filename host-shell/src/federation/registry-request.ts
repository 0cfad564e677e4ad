import type { Remote } from 'shared-contracts/api/remotes';
import { earlyRequest, fetchJson } from '../http/early-request';
import { tokenFromCookie } from '../http/token-cookie';

/** The server's remote registry (ARCHITECTURE.md §2); public, the host needs it before any login. */
export const REGISTRY_URL = '/api/remotes';

function isRemote(value: unknown): value is Remote {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.manifestUrl === 'string'
    && typeof entry.version === 'string' && typeof entry.enabled === 'boolean';
}

/**
 * Checked by hand rather than with `remoteListSchema`: this runs before every public page, and zod
 * would add ~22 KB gzip to the mall's first load for four fields the server already validates.
 */
export function parseRegistry(body: unknown): Remote[] {
  if (!Array.isArray(body) || !body.every(isRemote)) throw new Error(`${REGISTRY_URL} is not a remote list`);
  return body;
}

/**
 * The registry as the server answers this visitor: with a token, a canary for the user's role or share
 * (docs/deploy.md). Plain fetch, like the other early requests (http/early-request.ts): it may run before sharing
 * is negotiated, so it cannot use the shared client.
 */
export async function fetchRegistry(token: string | undefined = tokenFromCookie()): Promise<Remote[]> {
  return parseRegistry(await fetchJson(REGISTRY_URL, token));
}

const early = earlyRequest(() => fetchRegistry());

/** Called by index.ts before the async boundary (http/early-request.ts). */
export function startRegistryRequest(): void {
  early.start();
}

/** The early request if one is pending (handed out once), else a fresh one. */
export function takeRegistryRequest(): Promise<Remote[]> {
  return early.take() ?? fetchRegistry();
}
