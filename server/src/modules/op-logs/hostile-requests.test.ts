import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMonitorSchema } from 'shared-contracts/api/server-monitor';
import { queryRows } from '../../db/rows';
import { useTestServer } from '../../../test/harness';

/**
 * The operation log keeps every row (issue 24): PostgreSQL refuses a NUL in text and a NUL or a lone surrogate in
 * jsonb, and one such value used to fail the whole multi-row insert of the log, admins' rows included.
 */
const { server, tokens } = useTestServer({ signIn: ['admin', 'buyer'] });

afterEach(() => { vi.restoreAllMocks(); });

const health = async () => {
  const res = await server.call('GET', '/api/monitor/server', { token: tokens.admin });
  expect(res.status).toBe(200);
  return serverMonitorSchema.parse(res.body).operationLog;
};

/** An HTTP/1.1 request written byte for byte (fetch refuses to send what these tests need); answers the status line. */
function rawRequest(head: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(Buffer.from(head, 'latin1')));
    let answer = '';
    socket.on('data', (d) => { answer += d.toString('latin1'); });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const BOUNDARY = 'hostile-boundary';
/** An avatar upload whose file name carries a NUL, raw and as an RFC 5987 escape. */
const uploadForm = (disposition: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatarfile"; ${disposition}\r\n`
  + `Content-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`;

/** Every way a request can carry a NUL or a lone surrogate to the log; each is refused, and each is logged. */
function hostileRequests(round: number): Array<() => Promise<unknown>> {
  const login = (raw: string) => server.call('POST', '/auth/login', { raw });
  const upload = (disposition: string) => server.call('POST', '/api/users/updateAvatar', {
    token: tokens.buyer, raw: uploadForm(disposition), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return [
    () => server.call('PUT', `/api/users/%00${round}/enabled`, { body: { enabled: true } }),
    () => server.call('POST', `/api/job?name=%00%ED%A0%80${round}`, { body: { name: `x\u0000${round}` } }),
    () => login(`{"username":"nul\\u0000${round}","password":"x"}`),
    () => login(`{"username":"surrogate\\ud800${round}","password":"\\udc00"}`),
    () => login(`{"key\\u0000${round}":1,"deep":[{"x":"\\udfff"}]}`),
    () => server.app.inject({ method: 'DELETE', url: '/auth/logout', headers: { 'user-agent': `curl/8 \u0000\ud800${round}` } }),
    () => upload(`filename="raw\u0000${round}.png"`),
    () => upload(`filename*=UTF-8''escaped%00${round}.png`),
  ];
}

describe('hostile requests cannot empty the operation log', () => {
  it('keeps every admin write, and every hostile request escaped, when they arrive interleaved', async () => {
    const before = await health();
    await server.app.operationLog.flush();
    const [last] = await queryRows<{ id: number | null }>(server.database.db, sql`select max(id)::int as id from sys_log`);
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      // Side by side, so hostile rows and the admin's share the log's batches.
      await Promise.all([
        ...hostileRequests(round).map((send) => send()),
        server.call('POST', '/api/job', { token: tokens.admin, body: { name: `hostile-round-${round}` } }).then((res) => expect(res.status).toBe(201)),
      ]);
    }
    await server.app.operationLog.flush();

    const adminJobs = await queryRows<{ name: string }>(server.database.db, sql`
      select params->'body'->>'name' as name from sys_log where username = 'admin' and route = '/api/job' and status = 201`);
    expect(adminJobs.map((r) => r.name).sort()).toEqual(Array.from({ length: rounds }, (_, i) => `hostile-round-${i}`));

    // The hostile requests are in the log too, with what they carried escaped where it can be read.
    const typed = await queryRows<{ username: string }>(server.database.db, sql`
      select username from sys_log where route = '/auth/login' and status = 400`);
    expect(typed.map((r) => r.username)).toEqual(expect.arrayContaining(['nul\\u00000', 'surrogate\\ud8000']));
    const files = await queryRows<{ name: string }>(server.database.db, sql`
      select f->>'name' as name from sys_log, jsonb_array_elements(params->'files') f where route = '/api/users/updateAvatar'`);
    expect(files.map((r) => r.name)).toEqual(expect.arrayContaining(['raw\\u00000.png', 'escaped\\u00000.png']));
    const [written] = await queryRows<{ n: number }>(server.database.db, sql`
      select count(*)::int as n from sys_log where id > ${last?.id ?? 0}`);
    expect(Number(written?.n)).toBe(rounds * (hostileRequests(0).length + 1));

    expect((await health()).lostRows).toBe(before.lostRows);
  });

  it('a NUL in a header never gets past the HTTP parser to the log', async () => {
    // Node refuses it with 400 before any route runs; the inject above stands for a path that would let it through.
    const status = await rawRequest('DELETE /auth/logout HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\nConnection: close\r\n\r\n');
    expect(status).toBe('HTTP/1.1 400 Bad Request');
  });

  it('writes a refused batch one row at a time: the row the database refuses is counted, shown and logged, its batch-mates kept', async () => {
    const before = await health();
    const errors = vi.spyOn(server.app.log, 'error');
    // A row no escaping can save: the table refuses it by a constraint made for this test.
    await server.database.db.execute(sql`alter table sys_log add constraint sys_log_test_refused check (url not like '%refuse-me%')`);
    try {
      const names = ['mate-1', 'mate-2', 'mate-3'];
      await Promise.all([
        server.call('POST', '/api/job?refuse-me=1', { token: tokens.admin, body: { name: 'refused-row' } }),
        ...names.map((name) => server.call('POST', '/api/job', { token: tokens.admin, body: { name } })),
      ]);
      await server.app.operationLog.flush();
      const kept = await queryRows<{ name: string }>(server.database.db, sql`
        select params->'body'->>'name' as name from sys_log where params->'body'->>'name' in ('mate-1', 'mate-2', 'mate-3', 'refused-row')`);
      expect(kept.map((r) => r.name).sort()).toEqual(names);
    } finally {
      await server.database.db.execute(sql`alter table sys_log drop constraint sys_log_test_refused`);
    }
    const after = await health();
    expect(after.lostRows).toBe(before.lostRows + 1);
    expect(after.lastError).toBe('23514');
    expect(Date.parse(after.lastLostAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ lost: 1, rows: [expect.objectContaining({ method: 'POST', route: '/api/job', status: 201 })] }),
      'operation log rows lost',
    );
  });
});
