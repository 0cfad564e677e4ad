import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer, type TestServer } from '../../../test/harness';
import { accessOf, fillPath, openApiDocument, operationsOf, type DocumentedOperation } from '../../../test/openapi-document';
import { rows } from '../../../test/rows';

/**
 * Authentication and the permission check answer before the body is read (issue 24): every protected operation
 * of the OpenAPI document, sent a body that is not even JSON and path parameters of the wrong type, answers 401
 * to anonymous callers and — where it needs a permission code — 403 to a buyer, with the message key, and changes
 * nothing. Generated from the document, so a new route is covered without new test code.
 */
const { server, tokens } = useTestServer({ signIn: ['buyer'] });

/** Tables a refused request may still write: its operation-log row, its token's last use, the throttles' counters. */
const WRITTEN_BY_ANY_REQUEST = new Set(['sys_log', 'auth_token', 'throttle_counter']);

/** A digest of every row of every other table, to show that the refused requests changed nothing. */
async function contentDigest(s: TestServer): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(s, sql`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const digest: Record<string, string> = {};
  for (const { name } of tables.filter((t) => !WRITTEN_BY_ANY_REQUEST.has(t.name))) {
    const [row] = await rows<{ md5: string }>(s, sql`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${sql.identifier(name)} t`);
    digest[name] = row?.md5 ?? '';
  }
  return digest;
}

/** The operation with wrong-typed path parameters, no query, and a body that cannot be parsed (on methods that carry one). */
async function sendUnparsable({ method, path }: DocumentedOperation, token?: string) {
  const url = fillPath(path, () => 'not-valid');
  return server.call(method, url, { token, ...(method === 'GET' ? {} : { raw: '{"unterminated": ' }) });
}

describe('refusals before work', () => {
  it('answers 401 to anonymous callers and 403 to buyers on protected operations before reading the body, and changes nothing', async () => {
    const operations = operationsOf(await openApiDocument(server));
    const before = await contentDigest(server);
    const wrong: string[] = [];
    const protectedOps = operations.filter((o) => accessOf(o.op) === 'token');
    for (const operation of protectedOps) {
      const res = await sendUnparsable(operation);
      if (res.status !== 401 || res.body?.message !== MessageKey.unauthorized) {
        wrong.push(`anonymous ${operation.method} ${operation.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    const staffOps = operations.filter((o) => o.op['x-permissions']?.length);
    for (const operation of staffOps) {
      const res = await sendUnparsable(operation, tokens.buyer);
      if (res.status !== 403 || res.body?.message !== MessageKey.forbidden) {
        wrong.push(`buyer ${operation.method} ${operation.path} (${operation.op['x-permissions']?.join(' or ')}): ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Nearly every operation is protected, and most of those are staff operations.
    expect(protectedOps.length).toBeGreaterThan(150);
    expect(staffOps.length).toBeGreaterThan(100);
    expect(await contentDigest(server)).toEqual(before);
    // The principal is known before the refusal, so the operation log names the buyer on each refused write.
    await server.app.operationLog.flush();
    const staffWrites = staffOps.filter((o) => o.method !== 'GET').length;
    const [logged] = await rows<{ n: number }>(server, sql`
      select count(*)::int as n from sys_log where status = 403 and username = 'buyer' and user_id is not null`);
    expect(logged?.n).toBe(staffWrites);
  });

  it('still lets anyone reach the public operations and those where signing in is optional', async () => {
    const operations = operationsOf(await openApiDocument(server)).filter((o) => accessOf(o.op) !== 'token');
    expect(operations.length).toBeGreaterThan(15);
    for (const operation of operations) {
      const res = await sendUnparsable(operation);
      expect([401, 403], `${operation.method} ${operation.path}`).not.toContain(res.status);
      expect(res.status, `${operation.method} ${operation.path}`).toBeLessThan(500);
    }
    const paste = { text: 'https://detail.1688.com/offer/123456789.html' };
    expect((await server.call('POST', '/api/links/parse', { body: paste })).status).toBe(200);
    expect((await server.call('POST', '/api/links/parse', { body: paste, token: tokens.buyer })).status).toBe(200);
    // Where signing in is optional the hook reads the body: a code for a new account needs none, an address change does.
    const code = (scene: string, token?: string) => server.call('POST', '/auth/email/code', { token, body: { email: `${scene}@example.com`, scene } });
    expect((await code('register')).status).toBe(200);
    expect((await code('changeEmail')).status).toBe(401);
    expect((await code('changeEmail', tokens.buyer)).status).toBe(200);
  });
});
