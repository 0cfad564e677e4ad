import { useQueries } from '@tanstack/react-query';
import { goodsDetailSchema, type GoodsDetail } from 'shared-contracts/api/goods';
import type { OrderLine } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { paymentKeys } from './query-keys';

/** Where a purchasing-agent (ddc) line's goods come from: its platform and the item's page there. */
export type LineSource = { line: OrderLine; platform: string; url: string | null };

/** `GET api/goods/{id}` (public): the goods of a line, with its source when it is a ddc goods. */
function fetchGoods(goodsId: number, signal?: AbortSignal): Promise<GoodsDetail> {
  return getJson(goodsDetailSchema, `api/goods/${goodsId}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
}

/**
 * The sources of an order's ddc lines, read from the goods (one request per goods, shared by its lines). Order
 * lines freeze names and prices, not sources: a source edited since shows as it is now. A goods that cannot be
 * read is left out rather than failing the payment page.
 */
export function useOrderSources(lines: readonly OrderLine[]): { sources: LineSource[]; pending: boolean } {
  const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
  const results = useQueries({
    queries: goodsIds.map((id) => ({
      queryKey: [...paymentKeys.all, 'goods', id] as const, queryFn: ({ signal }: { signal?: AbortSignal }) => fetchGoods(id, signal),
      retry: false, staleTime: 5 * 60_000,
    })),
  });
  const goods = new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));
  const sources = lines.flatMap((line) => {
    const g = goods.get(line.goodsId);
    return g?.ddc && g.sourcePlatform ? [{ line, platform: g.sourcePlatform, url: g.sourceUrl }] : [];
  });
  return { sources, pending: results.some((r) => r.isPending) };
}
