import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectTokenIssuedSchema, collectTokenListSchema, type CollectTokenIssued } from 'shared-contracts/api/collect-extension';
import { getJson, http, postJson } from 'shared-contracts/http/client';

const tokensKey = ['collect', 'tokens'] as const;

/** `GET api/collect/tokens`: the signed-in user's connections of the collection extension. */
export function useCollectTokens() {
  return useQuery({ queryKey: tokensKey, queryFn: ({ signal }) => getJson(collectTokenListSchema, 'api/collect/tokens', { signal }) });
}

/**
 * `POST api/collect/tokens`. Quiet: a refusal (400 mall.collectTokenLimit, a label's field error) is said beside the
 * form, translated, rather than in a toast.
 */
export function useIssueCollectToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string): Promise<CollectTokenIssued> =>
      postJson(collectTokenIssuedSchema, 'api/collect/tokens', { label }, { context: { quiet: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** `DELETE api/collect/tokens/:id` (204, no body to parse); a failure is toasted by the shared client. */
export function useRevokeCollectToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => { await http.delete(`api/collect/tokens/${id}`); },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
