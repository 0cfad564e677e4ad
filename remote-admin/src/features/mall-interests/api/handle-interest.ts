import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { interestHandleSchema, interestSchema, type Interest } from 'shared-contracts/api/interests';
import { putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type InterestHandle = z.input<typeof interestHandleSchema>;

/** `PUT api/interests` (interest:edit): reply to the buyer, link the goods, set the state. */
export function handleInterest(body: InterestHandle): Promise<Interest> {
  return putJson(interestSchema, 'api/interests', interestHandleSchema.parse(body));
}

export function useHandleInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.interests }),
  });
}
