import { desc, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { storableText } from '../../db/storable-text';
import { iso } from '../../db/rows';
import { cspReports } from '../../db/schema';

/** Reports are kept this long (the Remotes screen shows the latest ones). */
export const REPORT_RETENTION_DAYS = 7;
/** Every this many inserted rows, the old ones are deleted: cheap, and no scheduled task to translate. */
export const PURGE_EVERY_ROWS = 100;
/** One request may carry several reports (the Reporting API batches them); more are dropped. */
const MAX_REPORTS_PER_REQUEST = 10;
const MAX_FIELD = 500;

export type CspViolation = { documentUri: string | null; blockedUri: string | null; directive: string | null };

/**
 * A string field of the report, storable (a NUL or a lone surrogate escaped: one such report must not fail the
 * insert of the batch it came in) and cut; anything else counts as absent.
 */
function field(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? storableText(trimmed, MAX_FIELD) : null;
}

/**
 * A URL without its query and fragment: a document's query may carry a one-time code or a search, which the
 * report keeps no reason to store. Keywords the browser sends instead of a URL (`inline`, `eval`) stay as they are.
 */
function withoutQuery(value: unknown): string | null {
  const text = field(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol}`;
    return `${url.origin}${url.pathname}`.slice(0, MAX_FIELD);
  } catch {
    return text.split(/[?#]/)[0] ?? null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A report that says nothing (`{"csp-report": {}}`) is not worth a row. */
function dropEmpty(violations: CspViolation[]): CspViolation[] {
  return violations.filter((v) => v.documentUri || v.blockedUri || v.directive);
}

/**
 * The violations of a report body as browsers send them: `report-uri` posts `{"csp-report": {...}}`
 * (application/csp-report, kebab-case fields); the Reporting API posts `[{type: "csp-violation", body: {...}}]`
 * (application/reports+json, camelCase fields). Anything else yields nothing.
 */
export function violationsOf(body: unknown): CspViolation[] {
  if (isRecord(body) && Object.hasOwn(body, 'csp-report') && isRecord(body['csp-report'])) {
    const r = body['csp-report'];
    return dropEmpty([{
      documentUri: withoutQuery(r['document-uri']),
      blockedUri: withoutQuery(r['blocked-uri']),
      directive: field(r['effective-directive']) ?? field(r['violated-directive']),
    }]);
  }
  if (Array.isArray(body)) {
    return dropEmpty(body.slice(0, MAX_REPORTS_PER_REQUEST)
      .filter((r): r is Record<string, unknown> => isRecord(r) && r.type === 'csp-violation' && isRecord(r.body))
      .map((r) => {
        const b = r.body as Record<string, unknown>;
        return {
          documentUri: withoutQuery(b.documentURL ?? r.url),
          blockedUri: withoutQuery(b.blockedURL),
          directive: field(b.effectiveDirective) ?? field(b.violatedDirective),
        };
      }));
  }
  return [];
}

/** Stores the violations; every PURGE_EVERY_ROWS-th row also deletes the reports past retention. */
export async function insertCspReports(db: DbOrTx, violations: CspViolation[], userAgent: string | null): Promise<void> {
  if (violations.length === 0) return;
  const ua = userAgent ? storableText(userAgent, MAX_FIELD) : null;
  const inserted = await db.insert(cspReports).values(violations.map((v) => ({ ...v, userAgent: ua })))
    .returning({ id: cspReports.id });
  if (inserted.some((row) => row.id % PURGE_EVERY_ROWS === 0)) await purgeOldCspReports(db);
}

export async function purgeOldCspReports(db: DbOrTx): Promise<number> {
  const deleted = await db.delete(cspReports)
    .where(lt(cspReports.createdAt, sql`now() - make_interval(days => ${REPORT_RETENTION_DAYS})`))
    .returning({ id: cspReports.id });
  return deleted.length;
}

export async function listCspReports(db: DbOrTx, limit: number) {
  const rows = await db.select().from(cspReports).orderBy(desc(cspReports.createdAt), desc(cspReports.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id, documentUri: r.documentUri, blockedUri: r.blockedUri, directive: r.directive, createTime: iso(r.createdAt),
  }));
}
