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
    const caches = new SharedCaches(async (payload) => { sent.push(payload); });
    const cleared: string[] = [];
    caches.register('a', () => cleared.push('a'));
    caches.register('b', () => cleared.push('b'));
    expect(() => caches.register('a', () => {})).toThrow(/twice/);
    await caches.changed('a');
    expect(cleared).toEqual(['a']);
    expect(JSON.parse(sent[0] ?? '')).toEqual({ from: caches.processId, names: ['a'] });
    caches.receive(sent[0] ?? '');
    expect(cleared).toEqual(['a']);
    caches.receive(JSON.stringify({ from: 'another process', names: ['b'] }));
    caches.receive('not json');
    caches.receive(JSON.stringify({ from: 'another process', names: 'b' }));
    expect(cleared).toEqual(['a', 'b']);
    await caches.clearAll();
    expect(cleared).toEqual(['a', 'b', 'a', 'b']);
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

    it("the peer answers from its cache what this process's database changed without telling it", async () => {
      const token = await server.login('buyer');
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      // Revoked behind every process's back: only the principal cache still knows the token.
      await server.database.db.execute(sql`update auth_token set revoked_at = now() where user_id = (select id from sys_user where username = 'buyer')`);
      expect((await atPeer('/auth/info', token)).status).toBe(200);
    });

    it('a logout here is refused by the peer on the very next request', async () => {
      const token = await server.login('buyer');
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      expect((await server.call('DELETE', '/auth/logout', { token })).status).toBe(200);
      expect((await atPeer('/auth/info', token)).status).toBe(401);
    });

    it('a user disabled here is signed out at the peer at once', async () => {
      const token = await server.login('operator');
      expect((await atPeer('/auth/info', token)).status).toBe(200);
      const [operator] = await rows<{ id: number }>(server, sql`select id from sys_user where username = 'operator'`);
      const res = await server.call('PUT', `/api/users/${operator?.id}/enabled`, { token: tokens.admin, body: { enabled: false } });
      expect(res.status).toBe(200);
      expect((await atPeer('/auth/info', token)).status).toBe(401);
      await server.call('PUT', `/api/users/${operator?.id}/enabled`, { token: tokens.admin, body: { enabled: true } });
    });

    it('a permission removed here is refused by the peer at once', async () => {
      const dictList = '/api/dict?page=0&size=1';
      // The operator may read dictionaries only while its role holds dict:list: granted for the test, then taken.
      const grant = sql`insert into sys_roles_menus (role_id, menu_id) select r.id, m.id from sys_role r, sys_menu m
        where r.name = 'operator' and m.permission = 'dict:list' on conflict do nothing`;
      await server.database.db.execute(grant);
      const fresh = await server.login('operator');
      expect((await atPeer(dictList, fresh)).status).toBe(200);
      const [role] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'operator'`);
      await server.database.db.execute(sql`delete from sys_roles_menus where role_id = ${role?.id}
        and menu_id in (select id from sys_menu where permission = 'dict:list')`);
      // Any write tells every process; here the admin's own dictionary edit does.
      expect((await atPeer(dictList, fresh)).status).toBe(200);
      const touch = await server.call('POST', '/api/dict', { token: tokens.admin, body: { name: 'cache_probe', description: 'probe' } });
      expect(touch.status).toBe(201);
      expect((await atPeer(dictList, fresh)).status).toBe(403);
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
      expect((await page()).content[0]?.label).toBe(`${first.label}（改）`);
    });
  });
}
