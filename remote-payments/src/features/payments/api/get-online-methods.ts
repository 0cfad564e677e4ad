import { useQuery } from '@tanstack/react-query';
import { onlineMethodsSchema, type OnlineMethods } from 'shared-contracts/api/online-payments';
import { getJson } from 'shared-contracts/http/client';
import { onlineKeys } from './online-query-keys';

/** `GET api/payments/online/methods`: the online methods the server offers now (none without a payment provider). */
export function fetchOnlineMethods(signal?: AbortSignal): Promise<OnlineMethods> {
  return getJson(onlineMethodsSchema, 'api/payments/online/methods', { context: { quiet: true }, ...(signal ? { signal } : {}) });
}

/** A failure reads as "none offered": the bank transfer stays open whatever happens here. */
export function useOnlineMethods(enabled: boolean) {
  return useQuery({ queryKey: onlineKeys.methods, queryFn: ({ signal }) => fetchOnlineMethods(signal), enabled, retry: false, staleTime: 60_000 });
}
