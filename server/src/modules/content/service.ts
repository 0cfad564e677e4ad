import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContentDoc, contentInputSchema, contentUpdateSchema } from 'shared-contracts/api/content';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { contentDocs } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { uniqueViolationOf } from '../register/db-errors';
import { i18nOf } from '../goods/read';

type ContentInput = z.output<typeof contentInputSchema>;
type ContentUpdate = z.output<typeof contentUpdateSchema>;
type Row = typeof contentDocs.$inferSelect;

const LABEL_UNIQUE = 'mall_content_doc_label_uq';

export function toDoc(r: Row): ContentDoc {
  return { id: r.id, label: r.label, titleI18n: i18nOf(r.titleI18n), bodyI18n: r.bodyI18n, sort: r.sort, updateTime: iso(r.updatedAt) };
}

/** Only the languages that have text: an empty body falls back to cn on the page, like every catalogue text. */
function cleanBody(body: ContentInput['bodyI18n']) {
  return Object.fromEntries(Object.entries(body).filter(([, text]) => typeof text === 'string' && text.trim() !== '')) as ContentInput['bodyI18n'];
}

function cleanTitle(title: ContentInput['titleI18n']) {
  return Object.fromEntries(Object.entries(title).filter(([, text]) => typeof text === 'string' && text !== '')) as ContentInput['titleI18n'];
}

export async function listDocs(db: DbOrTx) {
  const rows = await db.select().from(contentDocs).orderBy(asc(contentDocs.sort), asc(contentDocs.label));
  return rows.map((r) => { const { bodyI18n: _body, ...rest } = toDoc(r); return rest; });
}

export async function docByLabel(db: DbOrTx, label: string): Promise<ContentDoc> {
  const [row] = await db.select().from(contentDocs).where(eq(contentDocs.label, label));
  if (!row) throw new HttpError(404, MessageKey.contentNotFound);
  return toDoc(row);
}

const labelTaken = (err: unknown) => {
  if (uniqueViolationOf(err) === LABEL_UNIQUE) return new HttpError(409, MessageKey.contentLabelTaken);
  return err;
};

export async function createDoc(db: Db, staffId: number, input: ContentInput): Promise<ContentDoc> {
  try {
    const [row] = await db.insert(contentDocs).values({
      label: input.label, titleI18n: cleanTitle(input.titleI18n), bodyI18n: cleanBody(input.bodyI18n), sort: input.sort, updatedBy: staffId,
    }).returning();
    if (!row) throw new Error('content insert returned nothing');
    return toDoc(row);
  } catch (err) {
    throw labelTaken(err);
  }
}

export async function updateDoc(db: Db, staffId: number, input: ContentUpdate): Promise<ContentDoc> {
  try {
    const [row] = await db.update(contentDocs).set({
      label: input.label, titleI18n: cleanTitle(input.titleI18n), bodyI18n: cleanBody(input.bodyI18n), sort: input.sort,
      updatedBy: staffId, updatedAt: new Date(),
    }).where(eq(contentDocs.id, input.id)).returning();
    if (!row) throw new HttpError(404, MessageKey.contentNotFound);
    return toDoc(row);
  } catch (err) {
    throw labelTaken(err);
  }
}

/** All the listed documents or none: an unknown id answers 404 and deletes nothing. */
export async function deleteDocs(db: Db, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const removed = await tx.delete(contentDocs).where(inArray(contentDocs.id, wanted)).returning({ id: contentDocs.id });
    if (removed.length !== wanted.length) throw new HttpError(404, MessageKey.contentNotFound);
  });
}
