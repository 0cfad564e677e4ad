import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictDetailSchema, type DictDetail, type DictDetailBody } from 'shared-contracts/api/dict';
import { postJson } from 'shared-contracts/http/client';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { dictKeys } from './query-keys';

/** `POST api/dictDetail` (permission dict:add). */
export function createDictDetail(body: DictDetailBody): Promise<DictDetail> {
  return postJson(dictDetailSchema, 'api/dictDetail', body);
}

/** Also reloads the dictionary where pages read it through useDict (status labels, the mall's messages). */
export function useCreateDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDictDetail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictKeys.all }),
        queryClient.invalidateQueries({ queryKey: dictQueryKey(dictName) }),
      ]),
  });
}
