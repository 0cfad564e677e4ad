import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { onlineIntentSchema, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { getJson } from 'shared-contracts/http/client';
import { onlineKeys } from './online-query-keys';

/** How often the cashier asks while the provider has not settled the payment. */
export const INTENT_POLL_MS = 2000;

/** `GET api/payments/online/{intentId}`: the payment as the cashier shows it; null when it is not this buyer's. */
export async function fetchOnlineIntent(intentId: number, signal?: AbortSignal): Promise<OnlineIntent | null> {
  try {
    return await getJson(onlineIntentSchema, `api/payments/online/${intentId}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

/** Polled while pending; once settled (paid, failed, expired) it is asked no more. */
export function useOnlineIntent(intentId: number) {
  return useQuery({
    queryKey: onlineKeys.intent(intentId),
    queryFn: ({ signal }) => fetchOnlineIntent(intentId, signal),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? INTENT_POLL_MS : false),
  });
}
