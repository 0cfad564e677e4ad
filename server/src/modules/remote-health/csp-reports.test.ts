import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cspReportListSchema } from 'shared-contracts/api/deploy';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { purgeOldCspReports, violationsOf } from './csp-reports';
import { inOneThrottleWindow } from '../../../test/throttle-window';

// Every client of this file has its own address (x-forwarded-for): the throttle keeps its default limit here.
const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'], env: { TRUST_PROXY: 'true', THROTTLE_CSP_REPORTS_PER_MINUTE: '' } });

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
let address = 0;
/** A fresh client address per call, so only the throttle test meets the limit. */
const client = (ip = `203.0.113.${++address % 250}`) => ({ 'x-forwarded-for': ip, 'user-agent': UA });

const report = (body: unknown, contentType = 'application/csp-report', ip?: string) =>
  server.call('POST', '/api/security/csp-report', { raw: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...client(ip), 'content-type': contentType } });

const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://portal.example/login?redirect=%2Forders&code=123#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/security/csp-report",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?session=abc',
    'status-code': 200,
    'script-sample': '',
  },
};

const latest = async (limit = 20) =>
  cspReportListSchema.parse((await server.call('GET', `/api/security/csp-reports?limit=${limit}`, { token: tokens.admin })).body);

describe('violationsOf', () => {
  it('reads both browser formats and ignores anything else', () => {
    expect(violationsOf(REPORT_URI_BODY)).toEqual([
      { documentUri: 'http://portal.example/login', blockedUri: 'https://evil.example/x.js', directive: 'script-src-elem' },
    ]);
    expect(violationsOf([
      { type: 'csp-violation', url: 'https://portal.example/mall?q=1', body: { blockedURL: 'inline', effectiveDirective: 'script-src-elem' } },
      { type: 'deprecation', body: { id: 'x' } },
      { type: 'csp-violation', body: { documentURL: 'https://portal.example/', blockedURL: 'eval', violatedDirective: 'script-src' } },
      'junk', null, 7,
    ])).toEqual([
      { documentUri: 'https://portal.example/mall', blockedUri: 'inline', directive: 'script-src-elem' },
      { documentUri: 'https://portal.example/', blockedUri: 'eval', directive: 'script-src' },
    ]);
    for (const junk of [null, 1, 'x', {}, { 'csp-report': 'x' }, { 'csp-report': [] }, { 'csp-report': {} }, [[]],
      { __proto__: { 'csp-report': { 'blocked-uri': 'x' } } }]) {
      expect(violationsOf(junk)).toEqual([]);
    }
    expect(violationsOf({ 'csp-report': { 'document-uri': 42, 'blocked-uri': 'data:image/png;base64,AAAA', 'violated-directive': 'x'.repeat(2000) } }))
      .toEqual([{ documentUri: null, blockedUri: 'data:', directive: `${'x'.repeat(500)}…` }]);
  });
});

describe('POST api/security/csp-report', () => {
  it('stores a report-uri report without the URLs\' queries, with the user agent, answering 204', async () => {
    const res = await report(REPORT_URI_BODY);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const [row] = await rows<{ document_uri: string; blocked_uri: string; directive: string; user_agent: string }>(server,
      sql`select document_uri, blocked_uri, directive, user_agent from sec_csp_report order by id desc limit 1`);
    expect(row).toEqual({ document_uri: 'http://portal.example/login', blocked_uri: 'https://evil.example/x.js', directive: 'script-src-elem', user_agent: UA });
  });

  it('stores a Reporting API batch, at most ten reports of it', async () => {
    const before = await countRows(server, 'sec_csp_report');
    const one = { type: 'csp-violation', age: 1, url: 'https://portal.example/', body: { documentURL: 'https://portal.example/', blockedURL: 'https://evil.example/a.js', effectiveDirective: 'script-src-elem' } };
    expect((await report(Array.from({ length: 3 }, () => one), 'application/reports+json')).status).toBe(204);
    expect(await countRows(server, 'sec_csp_report')).toBe(before + 3);
    expect((await report(Array.from({ length: 50 }, () => one), 'application/reports+json')).status).toBe(204);
    expect(await countRows(server, 'sec_csp_report')).toBe(before + 13);
  });

  it('stores a batch whose one report carries a NUL or a lone surrogate, escaped, with the reports beside it', async () => {
    const before = await countRows(server, 'sec_csp_report');
    const fine = { type: 'csp-violation', body: { documentURL: 'https://portal.example/fine', blockedURL: 'eval', effectiveDirective: 'script-src' } };
    const hostile = { type: 'csp-violation', body: { documentURL: 'https://portal.example/', blockedURL: 'inline\ud800', effectiveDirective: 'script-src\u0000' } };
    // JSON.stringify writes them as the escapes `\ud800` and `\u0000`, which the server's parser turns back into them.
    expect(JSON.stringify(hostile)).toContain('"inline\\ud800"');
    expect((await report([fine, hostile, fine], 'application/reports+json')).status).toBe(204);
    expect(await countRows(server, 'sec_csp_report')).toBe(before + 3);
    const [row] = await rows<{ blocked_uri: string; directive: string }>(server,
      sql`select blocked_uri, directive from sec_csp_report where blocked_uri like 'inline%' order by id desc limit 1`);
    expect(row).toEqual({ blocked_uri: 'inline\\ud800', directive: 'script-src\\u0000' });
  });

  it('answers junk with 204 or 400, never 500, storing nothing', async () => {
    const before = await countRows(server, 'sec_csp_report');
    const cases: [string, string, number][] = [
      ['{"csp-report": ', 'application/csp-report', 204],
      ['', 'application/csp-report', 204],
      ['null', 'application/csp-report', 204],
      ['"text"', 'application/reports+json', 204],
      ['{"__proto__": {"csp-report": {"blocked-uri": "x"}}}', 'application/csp-report', 204],
      ['[{"type": "csp-violation", "body": "x"}]', 'application/reports+json', 204],
      ['{"csp-report": {}}', 'application/json', 204],
      ['{"broken', 'application/json', 400],
      ['hello', 'text/plain', 204],
      ['<report/>', 'application/xml', 415],
      [JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(100_000) } }), 'application/csp-report', 413],
    ];
    for (const [body, type, status] of cases) {
      const res = await report(body, type);
      expect(res.status, `${type} ${body.slice(0, 40)}`).toBe(status);
    }
    expect(await countRows(server, 'sec_csp_report')).toBe(before);
  });

  it('refuses a client past its limit with 429, other clients still reporting', async () => {
    const statuses: number[] = [];
    await inOneThrottleWindow(60);
    for (let i = 0; i < 62; i++) statuses.push((await report(REPORT_URI_BODY, 'application/csp-report', '198.51.100.60')).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect((await report(REPORT_URI_BODY, 'application/csp-report', '198.51.100.61')).status).toBe(204);
  });
});

describe('GET api/security/csp-reports', () => {
  it('lists the latest reports, newest first, up to the limit', async () => {
    await report({ 'csp-report': { 'document-uri': 'http://portal.example/newest', 'blocked-uri': 'https://evil.example/n.js', 'effective-directive': 'script-src-elem' } });
    const list = await latest(2);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ documentUri: 'http://portal.example/newest', blockedUri: 'https://evil.example/n.js', directive: 'script-src-elem' });
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
    expect((await latest()).length).toBe(20);
  });

  it('needs remote:list, and answers a bad limit with 400', async () => {
    expect((await server.call('GET', '/api/security/csp-reports')).status).toBe(401);
    expect((await server.call('GET', '/api/security/csp-reports', { token: tokens.buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/security/csp-reports', { token: tokens.operator })).status).toBe(403);
    for (const limit of ['0', '201', 'abc', '1.5']) {
      const res = await server.call('GET', `/api/security/csp-reports?limit=${limit}`, { token: tokens.admin });
      expect(res.status, limit).toBe(400);
    }
  });
});

describe('retention', () => {
  it('deletes reports older than seven days, on its own every hundredth row', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into sec_csp_report (directive, created_at) values ('old', now() - interval '8 days'), ('recent', now() - interval '6 days')`);
    expect(await purgeOldCspReports(db)).toBe(1);
    await db.execute(sql`insert into sec_csp_report (directive, created_at) values ('old', now() - interval '8 days')`);
    const [{ id } = { id: 0 }] = await rows<{ id: number }>(server, sql`select max(id)::int as id from sec_csp_report`);
    // The next report takes the id that ends in 00: its insert purges.
    await db.execute(sql`select setval('sec_csp_report_id_seq', ${Math.ceil((id + 1) / 100) * 100 - 1})`);
    expect((await report(REPORT_URI_BODY)).status).toBe(204);
    expect(await countRows(server, 'sec_csp_report', sql`directive = 'old'`)).toBe(0);
    expect(await countRows(server, 'sec_csp_report', sql`directive = 'recent'`)).toBe(1);
  });
});
