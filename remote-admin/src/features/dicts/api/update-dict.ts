import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictSchema, type Dict, type DictUpdate } from 'shared-contracts/api/dict';
import { putJson } from 'shared-contracts/http/client';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { dictKeys } from './query-keys';

/** `PUT api/dict` (permission dict:edit): renames or re-describes a dictionary. */
export function updateDict(body: DictUpdate): Promise<Dict> {
  return putJson(dictSchema, 'api/dict', body);
}

/** `previousName`: a rename moves the entries to a new name, so pages reading either name must reload. */
export function useUpdateDict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: DictUpdate; previousName: string }) => updateDict(body),
    onSuccess: (saved, { previousName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dictKeys.all }),
        queryClient.invalidateQueries({ queryKey: dictQueryKey(previousName) }),
        queryClient.invalidateQueries({ queryKey: dictQueryKey(saved.name) }),
      ]),
  });
}
