import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { storeSchema, type Store, type storeInputSchema, type storeUpdateSchema } from 'shared-contracts/api/goods';
import { postJson, putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type StoreBody = z.output<typeof storeInputSchema>;
export type StoreUpdate = z.output<typeof storeUpdateSchema>;

/** `POST api/stores` (store:add) or, with an id, `PUT api/stores` (store:edit). */
export function saveStore(body: StoreBody | StoreUpdate): Promise<Store> {
  return 'id' in body ? putJson(storeSchema, 'api/stores', body) : postJson(storeSchema, 'api/stores', body);
}

/** Reloads the store list and the goods editor's store picker; goods lists show store names too. */
export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: mallKeys.stores }),
      queryClient.invalidateQueries({ queryKey: mallKeys.goods }),
    ]),
  });
}
