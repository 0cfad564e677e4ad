import { useEffect, useState } from 'react';

/** m:ss of a number of seconds (15:00, 0:09). */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Seconds left, counted down here from the server's figure (the intent's `secondsLeft`, so the payer's clock does
 * not matter) and started again from each new figure the server gives. Calls `onZero` when it reaches 0.
 */
export function useSecondsLeft(fromServer: number, onZero?: () => void): number {
  const [elapsed, setElapsed] = useState({ from: fromServer, seconds: 0 });
  if (elapsed.from !== fromServer) setElapsed({ from: fromServer, seconds: 0 });
  const left = Math.max(0, fromServer - (elapsed.from === fromServer ? elapsed.seconds : 0));
  useEffect(() => {
    if (left === 0) {
      onZero?.();
      return undefined;
    }
    const timer = setTimeout(() => setElapsed((e) => ({ ...e, seconds: e.seconds + 1 })), 1000);
    return () => clearTimeout(timer);
    // Restarts on the seconds only: onZero is a new function at each of the caller's renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);
  return left;
}
