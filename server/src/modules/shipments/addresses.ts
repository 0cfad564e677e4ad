import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { MAX_ADDRESSES, type Address, addressInputSchema } from 'shared-contracts/api/shipments';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { iso } from '../../db/rows';
import { addresses } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';

type AddressRow = typeof addresses.$inferSelect;
type AddressFields = ReturnType<typeof addressInputSchema.parse>;

const toAddress = (r: AddressRow): Address => ({
  id: r.id, consignee: r.consignee, contact: r.contact, address: r.address, isDefault: r.isDefault,
  createTime: iso(r.createdAt), updateTime: iso(r.updatedAt),
});

/** The buyer's address book: the default first, then the most recently changed. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** One of the buyer's addresses; someone else's is null, as a missing one. */
export async function ownAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

/**
 * Address book writes of one buyer run one at a time (a transaction-scoped advisory lock on the buyer): the limit on
 * entries and "exactly one default" hold whatever two tabs or a double click send at once.
 */
async function inBook<T>(db: Db, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-address:${userId}`}))`);
    return work(tx);
  });
}

/** After a write: the chosen default is the only one; a book without a default gets its most recent entry as default. */
async function settleDefault(tx: Tx, userId: number, chosen: number | null): Promise<void> {
  if (chosen !== null) {
    await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, chosen), eq(addresses.isDefault, true)));
    return;
  }
  await tx.execute(sql`update mall_address set is_default = true where id = (
    select id from mall_address where user_id = ${userId} order by updated_at desc, id desc limit 1)
    and not exists (select 1 from mall_address where user_id = ${userId} and is_default)`);
}

export async function addAddress(db: Db, userId: number, input: AddressFields, now: Date): Promise<Address> {
  return inBook(db, userId, async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
    if (Number(count?.n ?? 0) >= MAX_ADDRESSES) throw new HttpError(400, MessageKey.addressBookFull);
    const [row] = await tx.insert(addresses).values({ userId, ...input, createdAt: now, updatedAt: now }).returning();
    if (!row) throw new Error('address insert returned nothing');
    await settleDefault(tx, userId, row.isDefault ? row.id : null);
    return toAddress((await ownAddress(tx, userId, row.id)) ?? row);
  });
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressFields, now: Date): Promise<Address> {
  return inBook(db, userId, async (tx) => {
    const existing = await ownAddress(tx, userId, id);
    if (!existing) throw new HttpError(404, MessageKey.addressNotFound);
    // Unticking "default" on the default would leave the book without one: it stays the default.
    const isDefault = input.isDefault || existing.isDefault;
    await tx.update(addresses).set({ ...input, isDefault, updatedAt: now }).where(eq(addresses.id, id));
    await settleDefault(tx, userId, isDefault ? id : null);
    return toAddress((await ownAddress(tx, userId, id)) as AddressRow);
  });
}

export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await inBook(db, userId, async (tx) => {
    const removed = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
    if (removed.length === 0) throw new HttpError(404, MessageKey.addressNotFound);
    await settleDefault(tx, userId, null);
  });
}
