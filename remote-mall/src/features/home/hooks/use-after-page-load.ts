import { useSyncExternalStore } from 'react';

const loaded = () => document.readyState === 'complete';
const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};

/**
 * Whether the document has finished loading. The landing's catalogue sections start their code after it, so a
 * first visit's load (and the heading, search box and banners) never waits for the catalogue's chunk and its
 * schemas; inside the running portal the document is long loaded and they start at once.
 */
export function useAfterPageLoad(): boolean {
  return useSyncExternalStore(subscribe, loaded, () => false);
}
