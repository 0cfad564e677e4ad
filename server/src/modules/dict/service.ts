import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Dict, DictBody, DictDetail, DictDetailBody, DictDetailQuery, DictUpdate } from 'shared-contracts/api/dict';
import type { Page } from 'shared-contracts/api/common';
import type { Db, DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import type { I18nText } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import * as repo from './repository';

/** The SQLSTATE of a database error (PGlite and node-postgres both carry `code`; drizzle wraps it in `cause`). */
function sqlState(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

const cleanI18n = (v: I18nText | null | undefined): I18nText => {
  const out: I18nText = {};
  if (v?.en) out.en = v.en;
  if (v?.vi) out.vi = v.vi;
  if (v?.cn) out.cn = v.cn;
  return out;
};

export const toDict = (row: repo.DictRow): Dict =>
  ({ id: row.id, name: row.name, description: row.description, createTime: iso(row.createdAt) });

const toDetail = (row: repo.DictDetailRow): DictDetail => ({
  id: row.id, dictId: row.dictId, dict: { id: row.dictId }, label: row.label, labelI18n: cleanI18n(row.labelI18n),
  value: row.value, dictSort: row.dictSort, createTime: iso(row.createdAt),
});

export async function listDicts(db: DbOrTx, q: { page: number; size: number; blurry?: string }): Promise<Page<Dict>> {
  const { rows, total } = await repo.listDicts(db, q.blurry, { offset: q.page * q.size, limit: q.size });
  return { content: rows.map(toDict), totalElements: total };
}

export async function createDict(db: DbOrTx, body: DictBody): Promise<Dict> {
  const row = await repo.insertDict(db, { name: body.name, description: body.description });
  if (!row) throw new HttpError(409, MessageKey.dictNameTaken);
  return toDict(row);
}

export async function updateDict(db: Db, body: DictUpdate): Promise<Dict> {
  try {
    return await db.transaction(async (tx) => {
      const old = await repo.findDict(tx, body.id);
      if (!old) throw new HttpError(400, MessageKey.dictNotFound);
      if (await repo.dictNameTaken(tx, body.name, body.id)) throw new HttpError(409, MessageKey.dictNameTaken);
      const row = await repo.updateDict(tx, body.id, { name: body.name, description: body.description });
      if (!row) throw new HttpError(400, MessageKey.dictNotFound);
      return toDict(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, MessageKey.dictNameTaken);
    throw err;
  }
}

/** Deletes dictionaries with their entries; every id must exist, or nothing is deleted. */
export async function deleteDicts(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const found = await repo.dictIdsIn(tx, unique);
    if (unique.some((id) => !found.has(id))) throw new HttpError(400, MessageKey.dictNotFound);
    await repo.deleteDicts(tx, unique);
  });
}

/** The JSON of one page of entries; built by hand because it is the hottest read of the portal (docs/performance.md). */
export async function detailPageJson(db: DbOrTx, q: DictDetailQuery): Promise<string> {
  const { rows, total } = await repo.detailPage(db, q.dictName, q.label, { offset: q.page * q.size, limit: q.size });
  const content: DictDetail[] = rows.map((r) => ({
    id: Number(r.id), dictId: Number(r.dict_id), dict: { id: Number(r.dict_id) }, label: r.label,
    labelI18n: cleanI18n(r.label_i18n), value: r.value, dictSort: Number(r.dict_sort), createTime: iso(r.created_at),
  }));
  return JSON.stringify({ content, totalElements: total });
}

async function checkDictExists(db: DbOrTx, dictId: number): Promise<void> {
  if (!(await repo.findDict(db, dictId))) throw new HttpError(400, MessageKey.dictNotFound);
}

const detailValues = (body: DictDetailBody): repo.DictDetailValues => ({
  dictId: body.dict.id, label: body.label, labelI18n: body.labelI18n, value: body.value, dictSort: body.dictSort,
});

export async function createDetail(db: DbOrTx, body: DictDetailBody): Promise<DictDetail> {
  await checkDictExists(db, body.dict.id);
  try {
    const row = await repo.insertDetail(db, detailValues(body));
    if (!row) throw new HttpError(409, MessageKey.dictValueTaken);
    return toDetail(row);
  } catch (err) {
    // The dictionary was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw new HttpError(400, MessageKey.dictNotFound);
    throw err;
  }
}

/** Updates an entry; it may move to another dictionary, where its value must be new too. */
export async function updateDetail(db: Db, body: DictDetailBody & { id: number }): Promise<DictDetail> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await repo.findDetail(tx, body.id))) throw new HttpError(400, MessageKey.dictDetailNotFound);
      await checkDictExists(tx, body.dict.id);
      if (await repo.detailValueTaken(tx, body.dict.id, body.value, body.id)) throw new HttpError(409, MessageKey.dictValueTaken);
      const row = await repo.updateDetail(tx, body.id, detailValues(body));
      if (!row) throw new HttpError(400, MessageKey.dictDetailNotFound);
      return toDetail(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, MessageKey.dictValueTaken);
    if (isForeignKeyViolation(err)) throw new HttpError(400, MessageKey.dictNotFound);
    throw err;
  }
}

export async function deleteDetail(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.deleteDetail(db, id))) throw new HttpError(400, MessageKey.dictDetailNotFound);
}
