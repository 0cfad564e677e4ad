import type { LoadFailureReport } from 'shared-contracts/api/deploy';

export type LoadFailureKind = LoadFailureReport['kind'];

/** Where the kind rides on an error (failure-kind.ts reads it). */
export const FAILURE_KIND = Symbol.for('portal.federation.failureKind');

/**
 * An error the host raises itself around a load, carrying what went wrong (the registry did not answer, the load
 * took too long, the module is not a page), so the report need not guess from its text.
 */
export function loadFailureError(kind: LoadFailureKind, message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'RemoteLoadError';
  return Object.assign(error, { [FAILURE_KIND]: kind });
}
