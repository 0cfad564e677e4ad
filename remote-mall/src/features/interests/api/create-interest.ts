import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestSchema, type Interest, type InterestInput } from 'shared-contracts/api/interests';
import { postJson } from 'shared-contracts/http/client';
import { interestKeys } from './query-keys';

/** `POST api/interests`: a product the buyer wants sourced, by link or by name. */
export function createInterest(body: InterestInput): Promise<Interest> {
  return postJson(interestSchema, 'api/interests', body);
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
  });
}
