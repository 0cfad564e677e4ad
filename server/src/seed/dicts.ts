import { and, eq, inArray, sql } from 'drizzle-orm';
import { mallMessageDicts } from 'shared-contracts/api/dict';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';
import type { DbOrTx } from '../db/connect';
import { dictDetails, dicts } from '../db/schema';
import { mallMessages, relabeledDictEntries, renamedDictValues, seedDictList, type SeedDict } from '../modules/dict/seed-data';

/** The common message keys and the mall's own (mall.*, issue 8), each with its en/cn/vi text. */
function allMallMessages(): [string, { en: string; cn: string; vi: string }][] {
  const mall = Object.keys(mallApiMessages.en).map((key) => {
    const k = key as keyof typeof mallApiMessages.en;
    return [key, { en: mallApiMessages.en[k], cn: mallApiMessages.cn[k], vi: mallApiMessages.vi[k] }] as [string, { en: string; cn: string; vi: string }];
  });
  const common = Object.entries(mallMessages).flatMap(([key, texts]) => (texts ? [[key, texts] as [string, typeof texts]] : []));
  return [...common, ...mall];
}

function mallDicts(): SeedDict[] {
  return (Object.keys(mallMessageDicts) as (keyof typeof mallMessageDicts)[]).map((lang) => ({
    name: mallMessageDicts[lang],
    description: `商城消息（${lang}）：字典值为服务端消息键，标签为该语言的文字 / mall messages: value = server message key, label = text`,
    entries: allMallMessages().map(([key, texts]) => ({ value: key, label: texts[lang] })),
  }));
}

/** An entry's en and vi texts as the label's translations (the label is the cn text). */
const translationsOf = (entry: SeedDict['entries'][number]) => ({ ...(entry.en ? { en: entry.en } : {}), ...(entry.vi ? { vi: entry.vi } : {}) });

/**
 * Dictionaries and their entries, by natural key (dictionary name; dictionary + value). Idempotent: what exists
 * is left as it is, so an admin's edits survive a restart; only missing dictionaries and entries are added, and an
 * entry still holding a text the seed has since changed takes the new one.
 */
export async function seedDicts(db: DbOrTx): Promise<void> {
  await renameValues(db);
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
      labelI18n: translationsOf(entry),
      dictSort: (i + 1) * 10,
    }));
  });
  if (details.length) await db.insert(dictDetails).values(details).onConflictDoNothing();
  await relabelEntries(db);
}

/** Gives entries still holding a text the seed once wrote (relabeledDictEntries) the seed's text of now. */
async function relabelEntries(db: DbOrTx): Promise<void> {
  for (const [name, entries] of Object.entries(relabeledDictEntries)) {
    const seeded = seedDictList.find((d) => d.name === name);
    for (const [value, oldLabel] of Object.entries(entries)) {
      const entry = seeded?.entries.find((x) => x.value === value);
      if (!entry) continue;
      await db.update(dictDetails).set({ label: entry.label, labelI18n: translationsOf(entry) })
        .where(and(eq(dictDetails.value, value), eq(dictDetails.label, oldLabel),
          sql`${dictDetails.dictId} = (select id from sys_dict where name = ${name})`));
    }
  }
}

/**
 * Moves entries of a database seeded before a value was renamed (renamedDictValues) to the new value, keeping
 * their labels; skipped where the new value already exists, so running it twice changes nothing.
 */
async function renameValues(db: DbOrTx): Promise<void> {
  for (const [name, renames] of Object.entries(renamedDictValues)) {
    const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, name));
    if (!dict) continue;
    for (const [from, to] of Object.entries(renames)) {
      await db.update(dictDetails).set({ value: to }).where(and(
        eq(dictDetails.dictId, dict.id), eq(dictDetails.value, from),
        sql`not exists (select 1 from sys_dict_detail d where d.dict_id = ${dict.id} and d.value = ${to})`,
      ));
    }
  }
}
