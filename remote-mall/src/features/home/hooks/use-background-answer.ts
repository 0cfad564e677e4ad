import { useDeferredValue } from 'react';

/**
 * A home section's query result, drawn in a background render when the answer arrives. react-query's answers
 * re-render at once, in one task; four sections answering after the page's load made four such tasks of 60–130 ms
 * on Lighthouse's phone. Deferred, React draws the section in slices and keeps the page responsive meanwhile.
 */
export function useBackgroundAnswer<T>(result: T): T {
  return useDeferredValue(result);
}
