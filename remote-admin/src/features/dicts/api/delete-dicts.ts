import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from 'shared-contracts/api/common';
import { dictDeleteBodySchema, type Dict } from 'shared-contracts/api/dict';
import { deleteJson } from 'shared-contracts/http/client';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { dictKeys } from './query-keys';

/** `DELETE api/dict` with a JSON list of ids (permission dict:del): the dictionaries go with their entries. */
export async function deleteDicts(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/dict', { json: dictDeleteBodySchema.parse(ids) });
}

export function useDeleteDicts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dicts: readonly Dict[]) => deleteDicts(dicts.map((d) => d.id)),
    onSuccess: (_ok, dicts) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictKeys.all }),
        ...dicts.map((d) => queryClient.invalidateQueries({ queryKey: dictQueryKey(d.name) })),
      ]),
  });
}
