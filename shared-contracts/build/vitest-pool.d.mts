/** How every front-end unit suite runs its files (vitest-pool.mjs). */
export const unitPool: { maxWorkers: number; isolate: boolean };
