import { z } from 'zod';
import { MessageKey } from './message-keys';
import { pageQuerySchema } from './common';
import { pageOf } from './page';
import { text } from './text';

/** Database backups (`api/database`, docs/backups.md): logical backups of the app's tables, kept in storage. */

export const backupKinds = ['manual', 'scheduled', 'uploaded'] as const;
export type BackupKind = (typeof backupKinds)[number];

export const backupSchema = z.object({
  id: z.number().int(),
  /** The name the restore confirmation asks for; the download is `<name>.json.gz`. */
  name: z.string(),
  /** Bytes of the gzip file. */
  size: z.number().int(),
  kind: z.enum(backupKinds),
  tableCount: z.number().int(),
  rowCount: z.number().int(),
  createdBy: z.string().nullable(),
  createTime: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;
export const backupPageSchema = pageOf(backupSchema);
export const backupQuerySchema = pageQuerySchema;

/** What a restore would put back: read from the file's header, beside the server's own migration level. */
export const backupDetailSchema = backupSchema.extend({
  /** When the snapshot was taken (an upload's may be older than its createTime). */
  takenAt: z.string(),
  /** `<migrations applied>:<hash of the last>`: a restore needs the server's. */
  migrationLevel: z.string(),
  serverMigrationLevel: z.string(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
});
export type BackupDetail = z.infer<typeof backupDetailSchema>;

/** `POST api/database/backups/{id}/restore`: the backup's name, typed by the user. */
export const restoreBodySchema = z.object({
  confirm: text({ message: MessageKey.required }).trim().min(1, MessageKey.required).max(200, MessageKey.tooLong),
});
export type RestoreBody = z.output<typeof restoreBodySchema>;

export const restoreResultSchema = z.object({ tableCount: z.number().int(), rowCount: z.number().int() });
export type RestoreResult = z.infer<typeof restoreResultSchema>;
