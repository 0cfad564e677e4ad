import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { queryRows } from '../../db/rows';
import { includedTables } from './catalogue';

/** Test helpers of the backup tests: a temporary DATA_DIR, table snapshots, uploads and crafted files. */

export function tempDataDir(): string {
  const dir = path.join(os.tmpdir(), `portal-backups-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  afterAll(async () => { await fs.rm(dir, { recursive: true, force: true }); });
  return dir;
}

/** Every included table's rows as JSON text, in a stable order: equal snapshots mean equal contents. */
export async function snapshot(server: TestServer): Promise<Record<string, string[]>> {
  const { tables } = await includedTables(server.database.db);
  const out: Record<string, string[]> = {};
  for (const t of tables) {
    const found = await queryRows<{ j: string }>(server.database.db, sql`select to_jsonb(t)::text as j from ${sql.identifier(t.name)} t order by 1`);
    out[t.name] = found.map((r) => r.j);
  }
  return out;
}

export async function upload(server: TestServer, token: string, data: Buffer, filename = 'my-backup.json.gz') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/gzip' }), filename);
  const res = await fetch(`${server.url}/api/database/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function download(server: TestServer, token: string, id: number) {
  const res = await fetch(`${server.url}/api/database/backups/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

/** A backup file with its header changed by `edit` (and its lines by `editLines`). */
export function rewritten(data: Buffer, edit: (header: Record<string, unknown>) => void, editLines: (lines: string[]) => string[] = (l) => l): Buffer {
  const [first, ...rest] = zlib.gunzipSync(data).toString('utf8').split('\n');
  const header = JSON.parse(first ?? '{}') as Record<string, unknown>;
  edit(header);
  return zlib.gzipSync([JSON.stringify(header), ...editLines(rest)].join('\n'));
}
