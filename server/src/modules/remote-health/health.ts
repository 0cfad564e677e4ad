import { asc, sql } from 'drizzle-orm';
import { LOAD_HEALTH_WINDOW_MINUTES, type RemoteHealth } from 'shared-contracts/api/deploy';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { remotes } from '../../db/schema';
import { failuresSinceActivation, recentFailures } from './load-failures';
import type { ManifestChecker } from './manifest-check';

type LastEvent = { remote: string; action: string; version: string | null; username: string | null; created_at: Date | string };

/** The newest registry event of each remote. */
async function lastEvents(db: DbOrTx): Promise<Map<string, LastEvent>> {
  const rows = await queryRows<LastEvent>(db, sql`
    select distinct on (remote) remote, action, version, username, created_at
    from fed_remote_event
    order by remote, created_at desc, id desc`);
  return new Map(rows.map((r) => [r.remote, r]));
}

/**
 * The Remotes screen's view of every registered remote (docs/monitoring.md "Load health"): where it is served, which
 * versions are live, whether its active manifest answers, its last deploy and the failures browsers reported.
 */
export async function remoteHealth(db: DbOrTx, checker: ManifestChecker): Promise<RemoteHealth[]> {
  const [rows, events, failures, sinceActivation] = await Promise.all([
    db.select().from(remotes).orderBy(asc(remotes.name)),
    lastEvents(db),
    recentFailures(db, LOAD_HEALTH_WINDOW_MINUTES),
    failuresSinceActivation(db),
  ]);
  const reachability = await Promise.all(rows.map((r) => checker.check(r.manifestUrl)));
  return rows.map((r, i) => {
    const event = events.get(r.name);
    return {
      name: r.name,
      enabled: r.enabled,
      manifestUrl: r.manifestUrl,
      activeVersion: r.version,
      canary: r.canaryVersion ? { version: r.canaryVersion, percent: r.canaryPercent, roles: r.canaryRoles } : null,
      reachable: reachability[i]?.reachable ?? false,
      latencyMs: reachability[i]?.latencyMs ?? null,
      lastDeploy: event
        ? { action: event.action, version: event.version, username: event.username, createTime: iso(event.created_at) }
        : null,
      failures: failures.filter((f) => f.remote === r.name)
        .map((f) => ({ version: f.version, count: f.count, lastTime: f.lastTime, kinds: f.kinds })),
      failuresSinceActivation: sinceActivation.get(r.name) ?? 0,
    };
  });
}
