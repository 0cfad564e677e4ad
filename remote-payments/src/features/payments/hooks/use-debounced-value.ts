import { useEffect, useState } from 'react';

/** `value` once it has stood still for `delayMs`: the due is asked again when the buyer pauses, not at every key. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
