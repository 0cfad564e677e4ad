import { inArray } from 'drizzle-orm';
import { mallMessageDicts } from 'shared-contracts/api/dict';
import type { DbOrTx } from '../db/connect';
import { dictDetails, dicts } from '../db/schema';
import { mallMessages, seedDictList, type SeedDict } from '../modules/dict/seed-data';

function mallDicts(): SeedDict[] {
  return (Object.keys(mallMessageDicts) as (keyof typeof mallMessageDicts)[]).map((lang) => ({
    name: mallMessageDicts[lang],
    description: `商城消息（${lang}）：字典值为服务端消息键，标签为该语言的文字 / mall messages: value = server message key, label = text`,
    entries: Object.entries(mallMessages).flatMap(([key, texts]) => (texts ? [{ value: key, label: texts[lang] }] : [])),
  }));
}

/**
 * Dictionaries and their entries, by natural key (dictionary name; dictionary + value). Idempotent: what exists
 * is left as it is, so an admin's edits survive a restart; only missing dictionaries and entries are added.
 */
export async function seedDicts(db: DbOrTx): Promise<void> {
  const all = [...seedDictList, ...mallDicts()];
  await db.insert(dicts).values(all.map((d) => ({ name: d.name, description: d.description }))).onConflictDoNothing();
  const rows = await db.select({ id: dicts.id, name: dicts.name }).from(dicts).where(inArray(dicts.name, all.map((d) => d.name)));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const details = all.flatMap((d) => {
    const dictId = idOf.get(d.name);
    if (dictId === undefined) return [];
    return d.entries.map((entry, i) => ({
      dictId,
      value: entry.value,
      label: entry.label,
      labelI18n: { ...(entry.en ? { en: entry.en } : {}), ...(entry.vi ? { vi: entry.vi } : {}) },
      dictSort: (i + 1) * 10,
    }));
  });
  if (details.length) await db.insert(dictDetails).values(details).onConflictDoNothing();
}
