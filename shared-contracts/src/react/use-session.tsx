import { useAtomValue, type Atom } from 'jotai';
import { sessionStore } from 'shared-contracts/session/session-store';

/**
 * Reads a session atom from the page's one session store. Passing the store explicitly keeps host and
 * remotes on the same state even if some tree mounts its own jotai `<Provider>` (or none at all).
 */
export function useSessionValue<Value>(atom: Atom<Value>): Value {
  return useAtomValue(atom, { store: sessionStore }) as Value;
}
