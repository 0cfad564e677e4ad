import readline from 'node:readline';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { z } from 'zod';

/**
 * The backup file (docs/backups.md): gzip of newline-separated JSON. The first line is the header; then, for each
 * table in the header's order (parents first), exactly `rows` lines, one JSON object per row (`to_jsonb` of the row,
 * so every PostgreSQL type keeps its text form and goes back through `jsonb_populate_recordset`).
 */
export const BACKUP_FORMAT = 'procurement-portal-backup';
export const BACKUP_VERSION = 1;

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/),
  columns: z.array(z.string().min(1).max(63)).min(1),
  rows: z.number().int().min(0),
});
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime({ offset: true }),
  /** `<applied drizzle migrations>:<hash of the last>` */
  migrationLevel: z.string().min(1).max(100),
  tables: z.array(tableSchema),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type BackupTable = BackupHeader['tables'][number];

export class InvalidBackupFile extends Error {}

/** The lines of a gzip stream; a broken gzip or stream fails the iteration with InvalidBackupFile. */
export async function* gzipLines(source: Readable): AsyncGenerator<string> {
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  const lines = readline.createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (err) {
    throw new InvalidBackupFile(`not a readable gzip stream: ${(err as Error).message}`);
  } finally {
    lines.close();
    gunzip.destroy();
  }
}

export function parseHeader(line: string | undefined): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new InvalidBackupFile('the header is not JSON');
  }
  const parsed = backupHeaderSchema.safeParse(value);
  if (!parsed.success) throw new InvalidBackupFile('the header is not a backup header of a known format');
  return parsed.data;
}

/**
 * Reads a backup file's lines: the header, then each table's row lines (the raw JSON text of each row) in header
 * order. Throws InvalidBackupFile if a table has fewer or more lines than its header says, or a line is no object.
 */
export class BackupReader {
  private readonly lines: AsyncIterator<string>;

  private constructor(lines: AsyncGenerator<string>, readonly header: BackupHeader) {
    this.lines = lines;
  }

  static async open(source: Readable): Promise<BackupReader> {
    const lines = gzipLines(source);
    const first = await lines.next();
    return new BackupReader(lines, parseHeader(first.done ? undefined : first.value));
  }

  /** The next up-to-`max` row lines of the current table; `left` counts down what the header announced. */
  async take(table: BackupTable, left: number, max: number): Promise<string[]> {
    const out: string[] = [];
    while (out.length < Math.min(max, left)) {
      const next = await this.lines.next();
      if (next.done) throw new InvalidBackupFile(`the file ends inside table ${table.name}`);
      if (!next.value.startsWith('{')) throw new InvalidBackupFile(`a row of ${table.name} is not a JSON object`);
      out.push(next.value);
    }
    return out;
  }

  /** After the last table: nothing but an empty last line may follow. */
  async end(): Promise<void> {
    for (let next = await this.lines.next(); !next.done; next = await this.lines.next()) {
      if (next.value !== '') throw new InvalidBackupFile('the file has more rows than its header says');
    }
  }
}

/** Checks a whole file (an upload) without a database: header, every table's row count, the end. */
export async function validateBackupFile(data: Buffer): Promise<BackupHeader> {
  const reader = await BackupReader.open(Readable.from([data]));
  for (const table of reader.header.tables) {
    for (let left = table.rows; left > 0;) left -= (await reader.take(table, left, 1000)).length;
  }
  await reader.end();
  return reader.header;
}
