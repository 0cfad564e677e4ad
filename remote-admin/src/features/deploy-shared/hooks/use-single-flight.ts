import { useCallback, useRef } from 'react';

/**
 * Runs a request unless one started here is still under way. A second click can arrive before the re-render that
 * disables the button; a ref sees the first at once, so an action is never sent twice. `run` gets the function to
 * call when the request settles.
 */
export function useSingleFlight(): (run: (settled: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((run) => {
    if (busy.current) return;
    busy.current = true;
    run(() => { busy.current = false; });
  }, []);
}
