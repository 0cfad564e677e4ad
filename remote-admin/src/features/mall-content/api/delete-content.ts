import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema, okSchema } from 'shared-contracts/api/common';
import { deleteJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** `DELETE api/content` with a JSON list of ids (content:del). */
export async function deleteContent(ids: number[]): Promise<void> {
  await deleteJson(okSchema, 'api/content', { json: idListSchema.parse(ids) });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.content }),
  });
}
