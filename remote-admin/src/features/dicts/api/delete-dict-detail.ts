import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { dictKeys } from './query-keys';

/** `DELETE api/dictDetail/{id}` (permission dict:del). */
export async function deleteDictDetail(id: number): Promise<void> {
  await deleteJson(okSchema, `api/dictDetail/${id}`);
}

export function useDeleteDictDetail(dictName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDictDetail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictKeys.all }),
        queryClient.invalidateQueries({ queryKey: dictQueryKey(dictName) }),
      ]),
  });
}
