import { QueryClient } from '@tanstack/react-query';

/** ARCHITECTURE.md §7: one QueryClient in the page; remotes reach it through the shared provider. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
