import type { DbOrTx } from '../db/connect';

// Placeholder until the dicts seed is written.
export async function seedDicts(_db: DbOrTx): Promise<void> {}
