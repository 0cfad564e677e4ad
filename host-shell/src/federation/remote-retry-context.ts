import { createContext, useContext } from 'react';

export type RemoteRetry = { id: string; retry: () => Promise<void> };

/** Lets the error panel, wherever it is rendered from (runtime plugin or error boundary), retry its page. */
export const RemoteRetryContext = createContext<RemoteRetry | null>(null);

export function useRemoteRetry(): RemoteRetry | null {
  return useContext(RemoteRetryContext);
}
