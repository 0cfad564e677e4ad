import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { goodsDetailSchema, type GoodsDetail, type goodsInputSchema, type goodsUpdateSchema } from 'shared-contracts/api/goods';
import { postJson, putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type GoodsBody = z.output<typeof goodsInputSchema>;
export type GoodsUpdate = z.output<typeof goodsUpdateSchema>;

/** `POST api/goods` (goods:add) or, with an id, `PUT api/goods` (goods:edit): the goods with all its SKUs. */
export function saveGoods(body: GoodsBody | GoodsUpdate): Promise<GoodsDetail> {
  return 'id' in body ? putJson(goodsDetailSchema, 'api/goods', body) : postJson(goodsDetailSchema, 'api/goods', body);
}

/** Store goods counts change with a new goods, so stores reload too. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoods,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: mallKeys.goods }),
      queryClient.invalidateQueries({ queryKey: mallKeys.stores }),
    ]),
  });
}
