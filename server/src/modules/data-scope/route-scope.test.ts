import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeDept, makeStaff, type Staff } from '../../../test/staff-factory';
import { makeBuyerData, type BuyerData } from './route-scope-fixture';
import { ROUTE_SCOPE, type Probe } from './route-scope-table';

/**
 * Data scope on every staff view of buyers' data (issue 24, docs/back-office.md "Data scope"), generated from the
 * OpenAPI document: each operation that reads a token is classified in ROUTE_SCOPE, and a staff member holding every
 * permission code the document names, whose scope is one empty department, sees none of a buyer's rows in any list,
 * count or export, gets 404 on every read or action by id of them, and changes none of them. Each probe is then run by
 * someone who does reach the buyer (staff of scope `all`, or the buyer), so a probe that finds nothing proves it.
 */
const { server } = useTestServer();
let data: BuyerData;
let scoped: Staff;
let everyone: Staff;
let operations: { key: string; codes: string[] }[] = [];
let documented = new Set<string>();

type Operation = { security?: unknown[]; 'x-permissions'?: string[] };

beforeAll(async () => {
  const doc = (await server.call('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, Operation>> };
  documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
    .filter(([, op]) => (op.security ?? []).length > 0)
    .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, codes: op['x-permissions'] ?? [] })));
  const menuCodes = await rows<{ permission: string }>(server, sql`select distinct permission from sys_menu where coalesce(permission, '') <> ''`);
  const codes = [...new Set([...operations.flatMap((o) => o.codes), ...menuCodes.map((m) => m.permission)])];
  const nobody = await makeDept(server, 'Scope probe: nobody', null);
  scoped = await makeStaff(server, { username: 'scopeprobe-staff', permissions: codes, dataScope: 'custom', scopeDeptIds: [nobody], deptId: nobody });
  everyone = await makeStaff(server, { username: 'scopeprobe-all', permissions: codes, dataScope: 'all' });
  data = await makeBuyerData(server, scoped);
}, 300_000);

/**
 * Every route the app registered, as `METHOD /path/{param}`, read from Fastify's route tree (`printRoutes`: one node a
 * line, `├── ` or `└── ` four characters deeper per level, the node's text continuing its parent's path).
 */
function registeredRoutes(): string[] {
  const parents: string[] = [];
  return server.app.printRoutes({ commonPrefix: false }).split('\n').flatMap((line) => {
    const found = /^(.*?)[├└]── (.*?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!found) return [];
    const depth = Array.from(found[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (found[2] ?? '');
    parents[depth] = path;
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    return (found[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD').map((m) => `${m} ${openApiPath}`);
  });
}

/** Routes outside the OpenAPI document, all public: its own pages, the portal's pages and the remotes' files. */
const UNDOCUMENTED = /^GET (\/api\/docs|\/doc\.html$|\/remotes\/|\/?\*$)/;

type Answer = { status: number; text: string; body: unknown };

/** The answer as text to look for fingerprints in: JSON as sent, a spreadsheet's cells joined. */
async function ask(token: string, method: string, path: string, body?: unknown, sheet = false): Promise<Answer> {
  if (!sheet) {
    const res = await server.call(method, path, { token, body });
    return { status: res.status, text: JSON.stringify(res.body), body: res.body };
  }
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, text: await res.text(), body: null };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const cells: string[] = [];
  book.eachSheet((s) => s.eachRow((row) => cells.push(...(row.values as unknown[]).map((v) => String(v ?? '')))));
  return { status: 200, text: cells.join('\n'), body: null };
}

/** How many rows an answer lists or counts: a list, a page (its content, total and status counts), or counts. */
function rowsIn(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return 0;
  const numbers = (o: object) => Object.values(o).reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0);
  const { content, totalElements, counts } = body as { content?: unknown[]; totalElements?: number; counts?: object };
  if (!content) return numbers(body);
  return content.length + (totalElements ?? 0) + (counts ? numbers(counts) : 0);
}

const fingerprintsIn = (text: string) => data.fingerprints.filter((f) => text.includes(f));

/** The buyer's rows of every table a staff route may change, as text: equal before and after means unchanged. */
async function buyerRows(): Promise<Record<string, string>> {
  const b = data.buyer.userId;
  const owned = {
    sys_user: sql`id = ${b}`, sys_users_roles: sql`user_id = ${b}`, auth_token: sql`user_id = ${b}`, shop_cart: sql`user_id = ${b}`,
    mall_address: sql`user_id = ${b}`, mall_interest: sql`user_id = ${b}`, mall_sourcing_request: sql`user_id = ${b}`, mall_goods: sql`owner_id = ${b}`,
    mall_sku: sql`goods_id in (select id from mall_goods where owner_id = ${b})`, mall_order: sql`user_id = ${b}`,
    mall_order_line: sql`order_id in (select id from mall_order where user_id = ${b})`, mall_order_event: sql`order_id in (select id from mall_order where user_id = ${b})`,
    mall_payment: sql`user_id = ${b}`, mall_payment_intent: sql`payment_id in (select id from mall_payment where user_id = ${b})`,
    mall_stock_batch: sql`user_id = ${b}`, mall_shipment: sql`user_id = ${b}`, mall_shipment_item: sql`shipment_id in (select id from mall_shipment where user_id = ${b})`,
    mall_refund: sql`user_id = ${b}`, collect_token: sql`user_id = ${b}`,
  };
  const out: Record<string, string> = {};
  for (const [table, where] of Object.entries(owned)) {
    const [row] = await rows<{ t: string | null }>(server, sql`select string_agg(x::text, '|' order by x::text) as t from ${sql.identifier(table)} x where ${where}`);
    out[table] = row?.t ?? '';
  }
  return out;
}

/** What is wrong with the scoped staff member's answer to one probe (nothing: empty). */
async function scopedProblems(key: string, probe: Probe): Promise<string[]> {
  if (probe.kind === 'none') return [];
  if (probe.kind === 'list') {
    const answer = await ask(scoped.token, 'GET', probe.path(data), undefined, probe.sheet);
    if (answer.status !== 200) return [`${key}: ${answer.status} ${answer.text.slice(0, 200)}`];
    const seen = fingerprintsIn(answer.text);
    const counted = probe.others || probe.sheet ? 0 : (probe.rows ?? rowsIn)(answer.body);
    return seen.length || counted ? [`${key}: shows the buyer (${seen.join(', ')}; ${counted} rows)`] : [];
  }
  const call = probe.kind === 'read' ? { method: 'GET', path: probe.path(data), body: undefined } : probe.call(data);
  const answer = await ask(scoped.token, call.method, call.path, call.body);
  const status = probe.kind === 'refused' ? probe.status ?? 404 : 404;
  const key_ = probe.kind === 'refused' ? probe.key : undefined;
  const message = (answer.body as { message?: string } | null)?.message;
  return answer.status === status && (!key_ || message === key_) ? [] : [`${key}: ${answer.status} ${answer.text.slice(0, 200)} (expected ${status} ${key_ ?? ''})`];
}

/** What is wrong with the answer of someone who reaches the buyer: they must see the buyer's rows. */
async function reachProblems(key: string, probe: Probe): Promise<string[]> {
  if (probe.kind !== 'list' && probe.kind !== 'read') return [];
  const token = probe.reach === 'own' ? data.buyer.token : everyone.token;
  const answer = await ask(token, 'GET', probe.path(data), undefined, probe.kind === 'list' && probe.sheet);
  if (answer.status !== 200) return [`${key}: ${answer.status} ${answer.text.slice(0, 200)}`];
  if (probe.kind === 'read') return [];
  const shown = probe.others || probe.sheet ? fingerprintsIn(answer.text).length : (probe.rows ?? rowsIn)(answer.body);
  return shown > 0 ? [] : [`${key}: the buyer's rows are not there either`];
}

describe('data scope on every operation that reads a token', () => {
  it('classifies every such operation, and nothing else', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k) => !(k in ROUTE_SCOPE)), 'operations without a row in ROUTE_SCOPE').toEqual([]);
    expect(Object.keys(ROUTE_SCOPE).filter((k) => !keys.includes(k)), 'rows of ROUTE_SCOPE without an operation').toEqual([]);
  });

  it('finds every registered route in the document, but for public pages and files', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(documented.size / 2);
    expect(routes.filter((r) => !documented.has(r) && !UNDOCUMENTED.test(r))).toEqual([]);
  });

  it('gives the scoped staff member a code of every operation that asks for one', async () => {
    const held = ((await server.call('GET', '/auth/info', { token: scoped.token })).body as { roles: string[] }).roles;
    expect(operations.filter((o) => o.codes.length && !o.codes.some((c) => held.includes(c))).map((o) => o.key)).toEqual([]);
  });

  it('shows a staff member outside the buyer\'s scope none of their rows, answers 404 for each by id, and changes nothing', async () => {
    const before = await buyerRows();
    const problems: string[] = [];
    for (const [key, probe] of Object.entries(ROUTE_SCOPE)) problems.push(...await scopedProblems(key, probe));
    expect(problems).toEqual([]);
    expect(await buyerRows()).toEqual(before);
  }, 300_000);

  it('shows the same rows to staff of scope all and to the buyer, so every probe above had something to find', async () => {
    const problems: string[] = [];
    for (const [key, probe] of Object.entries(ROUTE_SCOPE)) problems.push(...await reachProblems(key, probe));
    expect(problems).toEqual([]);
  }, 300_000);
});
