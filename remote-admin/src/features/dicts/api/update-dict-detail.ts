import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictDetailSchema, type DictDetail, type DictDetailUpdate } from 'shared-contracts/api/dict';
import { putJson } from 'shared-contracts/http/client';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { dictKeys } from './query-keys';

/** `PUT api/dictDetail` (permission dict:edit). */
export function updateDictDetail(body: DictDetailUpdate): Promise<DictDetail> {
  return putJson(dictDetailSchema, 'api/dictDetail', body);
}

export function useUpdateDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictDetail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictKeys.all }),
        queryClient.invalidateQueries({ queryKey: dictQueryKey(dictName) }),
      ]),
  });
}
