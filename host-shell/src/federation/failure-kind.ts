import { FAILURE_KIND, type LoadFailureKind } from './load-failure-error';

const textOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The federation runtime's error codes (@module-federation/error-codes) by what failed: its messages end in
 * `#RUNTIME-0NN`, in production builds too.
 */
const RUNTIME_CODES: readonly [RegExp, LoadFailureKind][] = [
  [/RUNTIME-014/, 'module'],
  [/RUNTIME-00[37]|RUNTIME-013/, 'manifest'],
  [/RUNTIME-004/, 'registry'],
  [/RUNTIME-00[128]|RUNTIME-01[15]/, 'entry'],
];

/**
 * What kind of failure an error is, for the load-health report: a tag the host put on it, webpack's chunk error,
 * the runtime's code, else a render error when React caught it while the page drew, `other` otherwise.
 */
export function classifyLoadFailure(error: unknown, stage: 'load' | 'render'): LoadFailureKind {
  if (typeof error === 'object' && error !== null && FAILURE_KIND in error) return (error as { [FAILURE_KIND]: LoadFailureKind })[FAILURE_KIND];
  const text = textOf(error);
  // A page's own lazy chunk failing while it renders is still a missing chunk, not a bug in the page.
  if (/ChunkLoadError|Loading (CSS )?chunk \S+ failed/i.test(text)) return 'chunk';
  for (const [code, kind] of RUNTIME_CODES) if (code.test(text)) return kind;
  if (/ScriptExternalLoadError/.test(text)) return 'entry';
  return stage === 'render' ? 'render' : 'other';
}

/** The first line of the error, short: enough to tell failures apart on the Remotes screen, never a whole stack. */
export function failureMessage(error: unknown, max = 300): string {
  const line = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
