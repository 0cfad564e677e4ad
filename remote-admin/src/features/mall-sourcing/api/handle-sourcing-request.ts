import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sourcingHandleSchema, sourcingRequestSchema, type SourcingRequest } from 'shared-contracts/api/links';
import { putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type SourcingHandle = z.input<typeof sourcingHandleSchema>;

/** `PUT api/links/requests` (sourcing:edit): complete with the goods found, or reject with a note. */
export function handleSourcingRequest(body: SourcingHandle): Promise<SourcingRequest> {
  return putJson(sourcingRequestSchema, 'api/links/requests', sourcingHandleSchema.parse(body));
}

export function useHandleSourcingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handleSourcingRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.sourcing }),
  });
}
