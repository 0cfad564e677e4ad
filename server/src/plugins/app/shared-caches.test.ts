import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { testDriver, useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { SharedCaches } from './shared-caches';

describe('shared caches in one process', () => {
  it('clears the named caches, all of them for *, and ignores its own notices and malformed ones', async () => {
    const sent: string[] = [];
    // The channel echoes every notice back, as PostgreSQL does to the sender's own listener.
    const caches: SharedCaches = new SharedCaches(async (payload) => {
      sent.push(payload);
      setImmediate(() => caches.receive(payload));
    });
    const cleared: string[] = [];
    const clearA = () => cleared.push('a');
    caches.register('a', clearA);
    caches.register('b', () => cleared.push('b'));
    expect(() => caches.register('a', clearA)).toThrow(/twice/);
    expect(() => caches.register('*', () => {})).toThrow(/every cache/);
    await caches.changed('a');
    expect(cleared).toEqual(['a']);
    expect(JSON.parse(sent[0] ?? '')).toEqual({ from: caches.processId, id: 1, names: ['a'] });
    caches.receive(sent[0] ?? '');
    expect(cleared).toEqual(['a']);
    caches.receive(JSON.stringify({ from: 'another process', id: 1, names: ['b'] }));
    caches.receive('not json');
    caches.receive(JSON.stringify({ from: 'another process', id: 2, names: 'b' }));
    expect(cleared).toEqual(['a', 'b']);
    await caches.clearAll();
    expect(cleared).toEqual(['a', 'b', 'a', 'b']);
  });

  it('clears every cache registered under one name (what is derived from the remote registry)', async () => {
    const caches = new SharedCaches(null);
    const cleared: string[] = [];
    caches.register('remote-registry', () => cleared.push('csp origins'));
    caches.register('remote-registry', () => cleared.push('manifest checks'));
    caches.register('other', () => cleared.push('other'));
    await caches.changed('remote-registry');
    expect(cleared).toEqual(['csp origins', 'manifest checks']);
  });

  it('waits for its own notice to come back before the write answers, and at most a second', async () => {
    let deliver: (() => void) | undefined;
    const caches: SharedCaches = new SharedCaches(async (payload) => { deliver = () => caches.receive(payload); });
    let done = false;
    const changed = caches.changed('a').then(() => { done = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    deliver?.();
    await changed;
    expect(done).toBe(true);
    const lost = new SharedCaches(async () => {});
    const started = Date.now();
    await lost.changed('a');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('clears here and reports, without failing the write, when the notice cannot be sent', async () => {
    const failures: unknown[] = [];
    const caches = new SharedCaches(async () => { throw new Error('connection lost'); }, (err) => failures.push(err));
    let cleared = 0;
    caches.register('a', () => cleared++);
    await expect(caches.changed('a')).resolves.toBeUndefined();
    expect(cleared).toBe(1);
    expect(failures).toHaveLength(1);
  });
});

/**
 * Another server process on the test's PostgreSQL database, started as `npm start` starts one (src/main.ts) but with
 * NODE_ENV=development so its principal and dictionary caches are on. Answers its base URL.
 */
async function startPeer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1',
      LOG_LEVEL: 'warn', JOBS_WORKER: 'false', SEED_DEMO: 'false', WEB_ROOT: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`peer exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

// Several processes exist only on PostgreSQL: PGlite's data belongs to one process (docs/jobs.md).
if (testDriver === 'postgres') {
  describe('caches of two server processes on one PostgreSQL database', () => {
    const { server, tokens } = useTestServer({ signIn: ['admin'] });
    let peer: { url: string; child: ChildProcess } | null = null;

    beforeAll(async () => {
      const databaseUrl = server.config.databaseUrl;
      if (!databaseUrl) throw new Error('the PostgreSQL suite runs on a database URL');
      peer = await startPeer(databaseUrl);
    }, 90_000);
    afterAll(async () => {
      if (!peer || peer.child.exitCode !== null) return;
      const exited = new Promise((r) => peer?.child.once('exit', r));
      peer.child.kill('SIGTERM');
      await exited;
    });

    const atPeer = async (route: string, token: string) => {
      const res = await fetch(`${peer?.url}${route}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() as Record<string, unknown> };
    };
    /**
     * The peer's answer once it has the notice: normally the very next request. A notice reaches each process from
     * its own PostgreSQL backend, so on an overloaded machine it can land a few milliseconds after the client's next
     * request (docs/performance.md); 200 ms is far below the caches' TTL of 3-5 s, which is what would answer otherwise.
     */
    const atPeerSoon = async <T>(route: string, token: string, read: (res: { status: number; body: Record<string, unknown> }) => T, want: T) => {
      const until = Date.now() + 200;
      for (;;) {
        const got = read(await atPeer(route, token));
        if (got === want || Date.now() > until) return got;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const statusOf = (res: { status: number }) => res.status;
    /**
     * Whether one of up to five tries of `fillChangeAndRead` saw the peer answer from its cache. A write's notice (a
     * login is one) reaches the peer in the peer's own time: on a loaded machine (the PostgreSQL CI run) it came after
     * the read that filled the cache and emptied it again, so a try it spoils is made again. A peer that caches nothing
     * fails every try.
     */
    const answeredFromCache = async (fillChangeAndRead: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 5; attempt++) if (await fillChangeAndRead()) return true;
      return false;
    };

    it("the peer answers from its cache what this process's database changed without telling it", async () => {
      // A new session for each try: its login's own notice may empty the cache just filled.
      expect(await answeredFromCache(async () => {
        const token = await server.login('buyer');
        expect((await atPeer('/auth/info', token)).status).toBe(200);
        // Revoked behind every process's back: only the principal cache still knows the token.
        await server.database.db.execute(sql`update auth_token set revoked_at = now() where user_id = (select id from sys_user where username = 'buyer')`);
        const rightAfter = (await atPeer('/auth/info', token)).status;
        // Still, past the 200 ms the tests below allow a notice: only a notice clears it sooner than the TTL.
        await new Promise((r) => setTimeout(r, 300));
        return rightAfter === 200 && (await atPeer('/auth/info', token)).status === 200;
      }), 'the peer answers from its cache until told').toBe(true);
    });

    it('a logout here is refused by the peer on the very next request', async () => {
      const token = await server.login('buyer');
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      expect((await server.call('DELETE', '/auth/logout', { token })).status).toBe(200);
      expect(await atPeerSoon('/auth/info', token, statusOf, 401)).toBe(401);
    });

    it('a user disabled here is signed out at the peer at once', async () => {
      const token = await server.login('operator');
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      const [operator] = await rows<{ id: number }>(server, sql`select id from sys_user where username = 'operator'`);
      const res = await server.call('PUT', `/api/users/${operator?.id}/enabled`, { token: tokens.admin, body: { enabled: false } });
      expect(res.status).toBe(200);
      expect(await atPeerSoon('/auth/info', token, statusOf, 401)).toBe(401);
      await server.call('PUT', `/api/users/${operator?.id}/enabled`, { token: tokens.admin, body: { enabled: true } });
    });

    it('a permission removed here is refused by the peer at once', async () => {
      const dictList = '/api/dict?page=0&size=1';
      // The operator may read dictionaries only while its role holds dict:list: granted for the test, then taken.
      const grant = sql`insert into sys_roles_menus (role_id, menu_id) select r.id, m.id from sys_role r, sys_menu m
        where r.name = 'operator' and m.permission = 'dict:list' on conflict do nothing`;
      const [role] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'operator'`);
      const take = sql`delete from sys_roles_menus where role_id = ${role?.id}
        and menu_id in (select id from sys_menu where permission = 'dict:list')`;
      const fresh = await server.login('operator');
      // Taken behind every process's back, the peer still answers from its cache (the login's notice may spoil a try).
      expect(await answeredFromCache(async () => {
        await server.database.db.execute(grant);
        expect((await atPeer(dictList, fresh)).status).toBe(200);
        await server.database.db.execute(take);
        return (await atPeer(dictList, fresh)).status === 200;
      }), 'the peer answers from its cache until told').toBe(true);
      // Any write tells every process; here the admin's own dictionary edit does.
      const touch = await server.call('POST', '/api/dict', { token: tokens.admin, body: { name: 'cache_probe', description: 'probe' } });
      expect(touch.status).toBe(201);
      expect(await atPeerSoon(dictList, fresh, statusOf, 403)).toBe(403);
    });

    it('a dictionary entry edited here is read fresh by the peer at once', async () => {
      const page = async () => (await atPeer('/api/dictDetail?dictName=order_status&page=0&size=9999', tokens.admin)).body as
        { content: Array<{ id: number; label: string; value: string; dictSort: number; dict: { id: number } }> };
      const first = (await page()).content[0];
      if (!first) throw new Error('order_status has entries');
      expect((await page()).content[0]?.label).toBe(first.label);
      const res = await server.call('PUT', '/api/dictDetail', {
        token: tokens.admin, body: { id: first.id, dict: { id: first.dict.id }, label: `${first.label}（改）`, value: first.value, dictSort: first.dictSort },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const labelOf = (r: { body: Record<string, unknown> }) => (r.body as { content: Array<{ label: string }> }).content[0]?.label;
      const route = '/api/dictDetail?dictName=order_status&page=0&size=9999';
      expect(await atPeerSoon(route, tokens.admin, labelOf, `${first.label}（改）`)).toBe(`${first.label}（改）`);
    });
  });
}
