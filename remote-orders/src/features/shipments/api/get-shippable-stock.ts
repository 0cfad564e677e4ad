import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { shippableStockSchema, type ShippableStock } from 'shared-contracts/api/shipments';
import { getJson } from 'shared-contracts/http/client';
import { shipmentKeys } from './query-keys';

/**
 * `GET api/shipments/stock/{skuId}`: what the buyer can ship of a SKU. A SKU they hold none of answers 404, which is
 * a state of the page (null), not a toast.
 */
export async function fetchShippableStock(skuId: number, signal?: AbortSignal): Promise<ShippableStock | null> {
  try {
    return await getJson(shippableStockSchema, `api/shipments/stock/${skuId}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

export function useShippableStock(skuId: number) {
  return useQuery({ queryKey: shipmentKeys.stockOf(skuId), queryFn: ({ signal }) => fetchShippableStock(skuId, signal) });
}
