import { useEffect, useState } from 'react';

/**
 * Seconds left before "send code" may be pressed again (SPEC: 60 s; the server says how long in
 * `resendAfterSeconds`). Counts down once a second and stops at zero.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = window.setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}
