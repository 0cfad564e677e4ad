/** Marks the stand-in module the runtime plugin returns for a load that failed. */
export const LOAD_FAILED = Symbol.for('portal.federation.loadFailed');

export function isLoadFailure(module: unknown): boolean {
  return typeof module === 'object' && module !== null && LOAD_FAILED in module;
}
