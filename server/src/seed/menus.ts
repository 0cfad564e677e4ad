import type { DbOrTx } from '../db/connect';

// Placeholder until the menus seed is written.
export async function seedMenus(_db: DbOrTx): Promise<void> {}
