import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Backup, BackupDetail, BackupKind } from 'shared-contracts/api/backups';
import type { Page, PageQuery } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import type { StoredFile } from '../../plugins/app/storage';
import { BackupReader, InvalidBackupFile, validateBackupFile } from './backup-format';
import { writeBackup } from './backup-writer';
import { migrationLevel } from './catalogue';
import type { MaintenanceGate } from './maintenance-lock';
import * as repo from './repository';
import { restoreBackup } from './restore';

export const BACKUP_CONTENT_TYPE = 'application/gzip';
export type BackupContext = { app: FastifyInstance; gate: MaintenanceGate };

const toBackup = (row: repo.BackupRow): Backup => ({
  id: row.id,
  name: row.name,
  size: Number(row.size),
  kind: row.kind as BackupKind,
  tableCount: row.table_count,
  rowCount: Number(row.row_count),
  createdBy: row.created_by,
  createTime: iso(row.created_at),
});

/** `backup-20250131-023000` (UTC): easy to type into the restore confirmation. */
export function backupNameAt(at: Date, prefix = 'backup'): string {
  return `${prefix}-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;
}

/** An uploaded file keeps its name without the extension, reduced to letters, digits, `.`, `_` and `-`. */
export function uploadedName(filename: string, at: Date): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(/\.json\.gz$|\.gz$/i, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return cleaned || backupNameAt(at, 'upload');
}

async function found(ctx: BackupContext, id: number): Promise<repo.BackupRow> {
  const row = await repo.findBackup(ctx.app.db, id);
  if (!row) throw new HttpError(404, MessageKey.maintBackupNotFound);
  return row;
}

async function fileOf(ctx: BackupContext, row: repo.BackupRow): Promise<StoredFile> {
  const file = await ctx.app.storage.get(row.storage_key);
  if (!file) throw new HttpError(404, MessageKey.maintBackupFileMissing);
  return file;
}

/** Reads a backup file; one that is not a backup (or is damaged) answers 400 rather than 500. */
async function readBackupFile<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof InvalidBackupFile) throw new HttpError(400, MessageKey.maintBackupInvalidFile);
    throw err;
  }
}

async function store(ctx: BackupContext, data: Buffer, row: Omit<repo.NewBackup, 'storage_key' | 'size'>): Promise<Backup> {
  const key = `backups/${crypto.randomUUID()}.json.gz`;
  await ctx.app.storage.put(key, data, BACKUP_CONTENT_TYPE);
  try {
    return toBackup(await repo.insertBackup(ctx.app.db, { ...row, storage_key: key, size: data.length }));
  } catch (err) {
    await ctx.app.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function listBackups(ctx: BackupContext, q: PageQuery): Promise<Page<Backup>> {
  const { rows, total } = await repo.pageBackups(ctx.app.db, q.page * q.size, q.size);
  return { content: rows.map(toBackup), totalElements: total };
}

/** Takes a backup now (one at a time: 409 while another backup or a restore runs). */
export async function createBackup(ctx: BackupContext, kind: 'manual' | 'scheduled', by: string | null): Promise<Backup> {
  return ctx.gate.run(async () => {
    const now = ctx.app.clock.now();
    const written = await writeBackup(ctx.app.db, now);
    return store(ctx, written.data, {
      name: backupNameAt(now), kind, table_count: written.header.tables.length, row_count: written.rowCount, created_by: by,
    });
  });
}

/** An uploaded file, checked whole (gzip, header of a known format, every table's rows) before it is kept. */
export async function uploadBackup(ctx: BackupContext, data: Buffer, filename: string, by: string): Promise<Backup> {
  const header = await readBackupFile(() => validateBackupFile(data));
  return store(ctx, data, {
    name: uploadedName(filename, ctx.app.clock.now()), kind: 'uploaded', table_count: header.tables.length,
    row_count: header.tables.reduce((n, t) => n + t.rows, 0), created_by: by,
  });
}

export async function backupDetail(ctx: BackupContext, id: number): Promise<BackupDetail> {
  const row = await found(ctx, id);
  const file = await fileOf(ctx, row);
  // Only the header is read: the rest of the file stays unread.
  const { header } = await readBackupFile(() => BackupReader.open(file.body)).finally(() => file.body.destroy());
  return {
    ...toBackup(row), takenAt: header.createdAt, migrationLevel: header.migrationLevel,
    serverMigrationLevel: await migrationLevel(ctx.app.db), tables: header.tables.map((t) => ({ name: t.name, rows: t.rows })),
  };
}

export async function downloadBackup(ctx: BackupContext, id: number): Promise<{ row: Backup; file: StoredFile }> {
  const row = await found(ctx, id);
  return { row: toBackup(row), file: await fileOf(ctx, row) };
}

/** The row, then the file: a file without its row is only wasted space, a row without its file would be listed. */
export async function deleteBackup(ctx: BackupContext, id: number): Promise<void> {
  const key = await repo.deleteBackup(ctx.app.db, id);
  if (key === null) throw new HttpError(404, MessageKey.maintBackupNotFound);
  await ctx.app.storage.delete(key);
}

/**
 * Restores a backup after the typed confirmation (its exact name), then clears the caches of every process: the
 * principals and dictionary pages they hold are of the data just replaced.
 */
export async function restore(ctx: BackupContext, id: number, confirm: string): Promise<{ tableCount: number; rowCount: number }> {
  const row = await found(ctx, id);
  if (confirm !== row.name) throw new HttpError(400, MessageKey.maintBackupConfirmMismatch);
  return ctx.gate.run(async () => {
    const file = await fileOf(ctx, row);
    try {
      const reader = await readBackupFile(() => BackupReader.open(file.body));
      const result = await restoreBackup(ctx.app.db, reader);
      await ctx.app.sharedCaches.clearAll();
      return result;
    } finally {
      file.body.destroy();
    }
  });
}
