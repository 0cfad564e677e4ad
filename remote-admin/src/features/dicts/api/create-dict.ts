import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictSchema, type Dict, type DictBody } from 'shared-contracts/api/dict';
import { postJson } from 'shared-contracts/http/client';
import { dictKeys } from './query-keys';

/** `POST api/dict` (permission dict:add). */
export function createDict(body: DictBody): Promise<Dict> {
  return postJson(dictSchema, 'api/dict', body);
}

export function useCreateDict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDict,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictKeys.all }),
  });
}
