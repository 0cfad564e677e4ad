import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goodsDetailSchema, goodsPublishSchema, type GoodsDetail } from 'shared-contracts/api/goods';
import { postJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/**
 * `POST api/goods/{id}/publish` (goods:edit): a buyer's collected goods filed into a category of the catalogue.
 * Quiet: the dialog shows a refusal (the category, a goods already filed or whose source item the catalogue holds) in place.
 */
export function publishGoods({ id, categoryId }: { id: number; categoryId: number }): Promise<GoodsDetail> {
  return postJson(goodsDetailSchema, `api/goods/${id}/publish`, goodsPublishSchema.parse({ categoryId }), { context: { quiet: true } });
}

/** The lists read again (the goods left the collected ones), and the stores' goods counts. */
export function usePublishGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishGoods,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: mallKeys.goods }),
      queryClient.invalidateQueries({ queryKey: mallKeys.stores }),
    ]),
  });
}
