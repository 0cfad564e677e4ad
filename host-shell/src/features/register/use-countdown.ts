import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated (the e-mail code's "send again"), ticking down. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.ceil(from))), []);
  return { seconds, start };
}
