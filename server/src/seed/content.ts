import type { DbOrTx } from '../db/connect';
import { contentDocs } from '../db/schema';
import { seedContentDocList } from './content-docs';

/** The content documents by label: a missing label is added, an existing one (perhaps edited by staff) is left alone. */
export async function seedContent(db: DbOrTx): Promise<void> {
  await db.insert(contentDocs).values(seedContentDocList.map((d) => ({
    label: d.label, sort: d.sort, titleI18n: d.title, bodyI18n: d.body,
  }))).onConflictDoNothing({ target: contentDocs.label });
}
