import type { DbOrTx } from '../db/connect';

// Placeholder until the remotes seed is written.
export async function seedRemotes(_db: DbOrTx): Promise<void> {}
