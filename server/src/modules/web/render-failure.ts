/**
 * Why a page was not drawn, for the log and the remote's load health:
 * - `timeout`: the drawing took longer than its limit (its process is stopped too when it no longer answers);
 * - `error`: the bundle threw or did not load;
 * - `refused`: the permission model refused what the bundle tried (a file outside its folder, a process, an addon);
 * - `memory`: the drawing process went over its memory cap;
 * - `crashed`: the drawing process ended on its own (exit, abort);
 * - `unavailable`: no drawing process may run now (starts paused after repeated crashes, a new build, closing).
 */
export type RenderFailureKind = 'timeout' | 'error' | 'crashed' | 'memory' | 'refused' | 'unavailable';

export type RenderFailure = { kind: RenderFailureKind; message: string };

/** The error codes with which Node's permission model refuses an operation. */
const REFUSAL_CODES = new Set(['ERR_ACCESS_DENIED', 'ERR_DLOPEN_DISABLED']);

/** The failure of a drawing that threw: `refused` when the permission model stopped it. */
export function thrownFailure(message: string, code: unknown): RenderFailure {
  const refused = typeof code === 'string' && REFUSAL_CODES.has(code);
  return { kind: refused ? 'refused' : 'error', message: typeof code === 'string' ? `${code}: ${message}` : message };
}
