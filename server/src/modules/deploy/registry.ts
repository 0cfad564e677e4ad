import type { CanaryBody, DeployProblem, RegisterUrlBody } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { RemoteUpsert } from 'shared-contracts/api/remotes';
import type { Db, DbOrTx } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import type { SharedCaches } from '../../plugins/app/shared-caches';
import { REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';
import { allProblems, judgeVersion, readVersionFacts, refusingProblems, type CheckDeps, type VersionFacts } from './checks/run-checks';
import { storedRequirement } from './federation-manifest';
import {
  activationHistory, createRemoteLocked, existingVersions, findRemote, findVersion, insertEvent, insertVersionIfNew, lockRemote,
  remoteMenuPages, updateRemote, updateVersion, type RemoteRow, type VersionRow,
} from './repository';
import { liveStack, rollbackTarget } from './rollback-target';

/**
 * Changes to the remote registry (docs/deploy.md "The registry"): activation, rollback, canaries, registration by
 * URL. Each runs in one transaction that locks the remote's fed_remote row first, so two admins acting on the same
 * remote are served one after the other and each sees what the other did; each writes a fed_remote_event and then
 * tells every process that registry-derived caches are stale. Manifests are read before the transaction (a URL may
 * take seconds to answer, and no lock should wait on it); the checks are judged inside it against the menus as
 * they are then.
 */

export type RegistryDeps = CheckDeps & { db: Db; sharedCaches: SharedCaches };

/** The checks refuse the change: answered 409 `deploy.refused` with every problem found. */
export class DeployRefused extends Error {
  constructor(readonly problems: DeployProblem[]) {
    super(MessageKey.deployRefused);
  }
}

type LiveAction = 'activate' | 'rollback' | 'canary-promote';

type SwitchArgs = {
  remote: string;
  target: VersionRow;
  facts: VersionFacts;
  overrideMenus: boolean;
  username: string;
  action: LiveAction;
  /** Create the remote (enabled or not) when it is not registered yet; otherwise a missing remote is a 404. */
  createEnabled?: boolean;
  /** The live version the caller decided on (rollback): a different one now means someone else acted first. */
  expectLive?: string;
  /** The canary the caller promotes: gone or changed means someone else acted first. */
  expectCanary?: string;
  /** The target being live already is not an error (re-registering the same URL). */
  allowSame?: boolean;
  detail?: Record<string, unknown>;
};

async function afterWrite(deps: RegistryDeps): Promise<void> {
  await deps.sharedCaches.changed(REMOTE_REGISTRY_CACHE);
}

/** Throws DeployRefused when the judged problems refuse the change; answers the menu entries overridden. */
async function judgeOrRefuse(tx: DbOrTx, remote: string, facts: VersionFacts, overrideMenus: boolean) {
  const judgement = judgeVersion(remote, facts, await remoteMenuPages(tx));
  if (refusingProblems(judgement, overrideMenus).length > 0) throw new DeployRefused(allProblems(judgement));
  return judgement.menus.flatMap((p) => p.entries ?? []);
}

/** Makes `target` the live version of the remote, inside the caller's transaction. */
async function switchLive(tx: DbOrTx, a: SwitchArgs): Promise<RemoteRow> {
  let row = await lockRemote(tx, a.remote);
  let created = false;
  if (!row) {
    if (a.createEnabled === undefined) throw new HttpError(404, MessageKey.deployRemoteNotFound);
    ({ row, created } = await createRemoteLocked(tx, {
      name: a.remote, manifestUrl: a.target.manifestUrl, version: a.target.version, enabled: a.createEnabled,
    }));
  }
  if (a.expectLive !== undefined && row.version !== a.expectLive) throw new HttpError(409, MessageKey.conflict);
  if (a.expectCanary !== undefined && row.canaryVersion !== a.expectCanary) throw new HttpError(409, MessageKey.deployNoCanary);
  const same = !created && row.version === a.target.version && row.manifestUrl === a.target.manifestUrl;
  if (same && a.allowSame) return row;
  if (same) throw new HttpError(409, MessageKey.deployAlreadyActive);

  const overridden = await judgeOrRefuse(tx, a.remote, a.facts, a.overrideMenus);
  const endsCanary = a.action === 'canary-promote' || row.canaryVersion === a.target.version;
  const updated = await updateRemote(tx, a.remote, {
    manifestUrl: a.target.manifestUrl,
    version: a.target.version,
    ...(endsCanary ? { canaryVersion: null, canaryPercent: 0, canaryRoles: [] } : {}),
  });
  const detail = {
    ...a.detail,
    ...(overridden.length ? { overriddenMenus: overridden } : {}),
    ...(endsCanary && a.action !== 'canary-promote' && row.canaryVersion ? { endedCanary: row.canaryVersion } : {}),
    ...(created ? { created: true } : {}),
  };
  await insertEvent(tx, {
    remote: a.remote, action: a.action, version: a.target.version, fromVersion: created ? null : row.version, username: a.username,
    detail: Object.keys(detail).length ? detail : null,
  });
  return updated;
}

async function versionOrNotFound(db: DbOrTx, remote: string, version: string): Promise<VersionRow> {
  const row = await findVersion(db, remote, version);
  if (!row) throw new HttpError(404, MessageKey.deployVersionNotFound);
  return row;
}

async function remoteOrNotFound(db: DbOrTx, remote: string): Promise<RemoteRow> {
  const row = await findRemote(db, remote);
  if (!row) throw new HttpError(404, MessageKey.deployRemoteNotFound);
  return row;
}

/** `POST api/remotes/{name}/activate`: a known version goes live; a remote not registered yet is created, enabled. */
export async function activateVersion(
  deps: RegistryDeps, a: { remote: string; version: string; overrideMenus: boolean; username: string },
): Promise<RemoteRow> {
  const target = await versionOrNotFound(deps.db, a.remote, a.version);
  const facts = await readVersionFacts(deps, target);
  const row = await deps.db.transaction((tx) => switchLive(tx, {
    remote: a.remote, target, facts, overrideMenus: a.overrideMenus, username: a.username, action: 'activate', createEnabled: true,
  }));
  await afterWrite(deps);
  return row;
}

/** The version `POST .../rollback` would return to, or null. */
export async function rollbackTargetOf(db: DbOrTx, remote: RemoteRow): Promise<string | null> {
  const history = await activationHistory(db, remote.name);
  const known = await existingVersions(db, remote.name, liveStack(history));
  return rollbackTarget(history, remote.version, (v) => known.has(v));
}

/** `POST api/remotes/{name}/rollback`: back to the version live before the current one, through the same checks. */
export async function rollbackRemote(
  deps: RegistryDeps, a: { remote: string; overrideMenus: boolean; username: string },
): Promise<RemoteRow> {
  const current = await remoteOrNotFound(deps.db, a.remote);
  const version = await rollbackTargetOf(deps.db, current);
  if (!version) throw new HttpError(409, MessageKey.deployNoPrevious);
  const target = await versionOrNotFound(deps.db, a.remote, version);
  const facts = await readVersionFacts(deps, target);
  const row = await deps.db.transaction((tx) => switchLive(tx, {
    remote: a.remote, target, facts, overrideMenus: a.overrideMenus, username: a.username, action: 'rollback', expectLive: current.version,
  }));
  await afterWrite(deps);
  return row;
}

/** `POST api/remotes/{name}/canary`: a version goes live for a share of users and/or some roles (replacing a running canary). */
export async function startCanary(deps: RegistryDeps, a: { remote: string; body: CanaryBody; username: string }): Promise<RemoteRow> {
  const current = await remoteOrNotFound(deps.db, a.remote);
  const target = await versionOrNotFound(deps.db, a.remote, a.body.version);
  if (current.version === target.version) throw new HttpError(409, MessageKey.deployAlreadyActive);
  const facts = await readVersionFacts(deps, target);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockRemote(tx, a.remote);
    if (!locked) throw new HttpError(404, MessageKey.deployRemoteNotFound);
    if (locked.version === target.version) throw new HttpError(409, MessageKey.deployAlreadyActive);
    const overridden = await judgeOrRefuse(tx, a.remote, facts, a.body.overrideMenus);
    const roles = [...new Set(a.body.roles)];
    const updated = await updateRemote(tx, a.remote, { canaryVersion: target.version, canaryPercent: a.body.percent, canaryRoles: roles });
    await insertEvent(tx, {
      remote: a.remote, action: 'canary-start', version: target.version, fromVersion: locked.version, username: a.username,
      detail: {
        percent: a.body.percent, roles,
        ...(locked.canaryVersion ? { replaced: locked.canaryVersion } : {}),
        ...(overridden.length ? { overriddenMenus: overridden } : {}),
      },
    });
    return updated;
  });
  await afterWrite(deps);
  return row;
}

/** `POST .../canary/promote`: the canary becomes the active version for everyone. */
export async function promoteCanary(
  deps: RegistryDeps, a: { remote: string; overrideMenus: boolean; username: string },
): Promise<RemoteRow> {
  const current = await remoteOrNotFound(deps.db, a.remote);
  if (!current.canaryVersion) throw new HttpError(409, MessageKey.deployNoCanary);
  const target = await versionOrNotFound(deps.db, a.remote, current.canaryVersion);
  const facts = await readVersionFacts(deps, target);
  const row = await deps.db.transaction((tx) => switchLive(tx, {
    remote: a.remote, target, facts, overrideMenus: a.overrideMenus, username: a.username, action: 'canary-promote',
    expectCanary: current.canaryVersion ?? undefined, detail: { percent: current.canaryPercent, roles: current.canaryRoles },
  }));
  await afterWrite(deps);
  return row;
}

/** `POST .../canary/abandon`: everyone goes back to the active version. */
export async function abandonCanary(deps: RegistryDeps, a: { remote: string; username: string }): Promise<RemoteRow> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockRemote(tx, a.remote);
    if (!locked) throw new HttpError(404, MessageKey.deployRemoteNotFound);
    if (!locked.canaryVersion) throw new HttpError(409, MessageKey.deployNoCanary);
    const updated = await updateRemote(tx, a.remote, { canaryVersion: null, canaryPercent: 0, canaryRoles: [] });
    await insertEvent(tx, {
      remote: a.remote, action: 'canary-abandon', version: locked.canaryVersion, fromVersion: locked.version, username: a.username,
      detail: { percent: locked.canaryPercent, roles: locked.canaryRoles },
    });
    return updated;
  });
  await afterWrite(deps);
  return row;
}

/** Stores or updates the URL version inside the transaction; answers it. */
async function upsertUrlVersion(
  tx: DbOrTx, a: { name: string; version: string; manifestUrl: string; username: string }, facts: VersionFacts,
): Promise<VersionRow> {
  if (!facts.read.ok) throw new DeployRefused([facts.read.problem]);
  const { manifest, routerImports } = facts.read;
  const described = { exposes: manifest.exposes, shared: manifest.shared.map(storedRequirement), routerImports };
  let existing = await findVersion(tx, a.name, a.version);
  if (!existing) {
    const inserted = await insertVersionIfNew(tx, {
      remote: a.name, version: a.version, source: 'url', manifestUrl: a.manifestUrl, uploadedBy: a.username, ...described,
    });
    if (inserted) {
      await insertEvent(tx, {
        remote: a.name, action: 'register', version: a.version, fromVersion: null, username: a.username, detail: { manifestUrl: a.manifestUrl },
      });
      return inserted;
    }
    // Registered by a concurrent request between the look-up and the insert: carry on with that row.
    existing = await versionOrNotFound(tx, a.name, a.version);
  }
  if (existing.manifestUrl === a.manifestUrl) return existing;
  // An uploaded version's files are what its number names: a URL cannot take that number over.
  if (existing.source !== 'url') throw new HttpError(409, MessageKey.deployVersionExists);
  await updateVersion(tx, existing.id, { manifestUrl: a.manifestUrl, ...described });
  await insertEvent(tx, {
    remote: a.name, action: 'register', version: a.version, fromVersion: null, username: a.username,
    detail: { manifestUrl: a.manifestUrl, previousUrl: existing.manifestUrl },
  });
  return { ...existing, manifestUrl: a.manifestUrl, ...described };
}

async function setEnabled(tx: DbOrTx, row: RemoteRow, enabled: boolean, username: string): Promise<RemoteRow> {
  if (row.enabled === enabled) return row;
  const updated = await updateRemote(tx, row.name, { enabled });
  await insertEvent(tx, {
    remote: row.name, action: enabled ? 'enable' : 'disable', version: row.version, fromVersion: null, username, detail: null,
  });
  return updated;
}

/**
 * `POST api/remotes/register-url`: a version served elsewhere (another origin, or a build of this site), by its
 * manifest, read now. Stored (or its URL updated) as a `url` version; with `activate` it goes live through the same
 * checks as an activation. A refusal stores nothing.
 */
export async function registerUrl(
  deps: RegistryDeps, body: RegisterUrlBody & { enabled?: boolean }, username: string,
): Promise<{ version: VersionRow; remote: RemoteRow | null }> {
  const facts = await readVersionFacts(deps, { remote: body.name, version: body.version, manifestUrl: body.manifestUrl });
  if (facts.read.ok && facts.read.manifest.name !== body.name) throw new DeployRefused(judgeVersion(body.name, facts, []).blocking);
  const result = await deps.db.transaction(async (tx) => {
    // The remote first, then its versions: the lock order every registry change follows.
    let remote = await lockRemote(tx, body.name);
    const version = await upsertUrlVersion(tx, { ...body, username }, facts);
    if (body.activate) {
      remote = await switchLive(tx, {
        remote: body.name, target: version, facts, overrideMenus: body.overrideMenus, username, action: 'activate',
        createEnabled: body.enabled ?? true, allowSame: true,
      });
    }
    if (remote && body.enabled !== undefined) remote = await setEnabled(tx, remote, body.enabled, username);
    return { version, remote };
  });
  await afterWrite(deps);
  return result;
}

/**
 * `PUT api/remotes`: the older way to register or move a remote. The enabled switch alone changes at once; a new
 * manifest URL or version goes through registerUrl (its checks included).
 */
export async function putRemote(deps: RegistryDeps, body: RemoteUpsert, username: string): Promise<RemoteRow> {
  const current = await findRemote(deps.db, body.name);
  if (current && current.manifestUrl === body.manifestUrl && current.version === body.version) {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await lockRemote(tx, body.name);
      if (!locked) throw new HttpError(409, MessageKey.conflict);
      return setEnabled(tx, locked, body.enabled, username);
    });
    await afterWrite(deps);
    return row;
  }
  const { remote } = await registerUrl(deps, {
    name: body.name, version: body.version, manifestUrl: body.manifestUrl, activate: true, overrideMenus: false, enabled: body.enabled,
  }, username);
  if (!remote) throw new Error('an activating registration answered no remote');
  return remote;
}
