import type { DbOrTx } from '../db/connect';

// Placeholder until the accounts seed is written.
export async function seedAccounts(_db: DbOrTx): Promise<void> {}
