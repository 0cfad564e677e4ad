import { sql } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { DbOrTx } from './connect';
import { queryRows } from './rows';

/**
 * Migration 0003 filled the canonical columns with SQL, exact for ASCII only; rows with other characters get
 * canonicalIdentity() here, after the migrations. Cheap on every start: it reads only non-ASCII rows.
 */
export async function recanonicalizeIdentities(db: DbOrTx): Promise<void> {
  const rows = await queryRows<{ id: number; username: string; email: string | null; username_canonical: string; email_canonical: string | null }>(db, sql`
    select id, username, email, username_canonical, email_canonical from sys_user
    where username ~ '[^[:ascii:]]' or email ~ '[^[:ascii:]]'`);
  for (const row of rows) {
    const name = canonicalIdentity(row.username);
    const email = row.email === null ? null : canonicalIdentity(row.email);
    if (name === row.username_canonical && email === row.email_canonical) continue;
    await db.execute(sql`update sys_user set username_canonical = ${name}, email_canonical = ${email} where id = ${row.id}`);
  }
}
