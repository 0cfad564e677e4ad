import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';

/**
 * A write an operator makes from a queue (a decision, a step). After a success, and after a conflict (409: another
 * operator was first), every query under `queueKey` is read again; other refusals leave the queue as it is.
 */
export function useQueueWrite<Input, Result>(write: (input: Input) => Promise<Result>, queueKey: QueryKey) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueKey });
  return useMutation({
    mutationFn: write,
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && error.response.status === 409 ? refresh() : undefined),
  });
}
