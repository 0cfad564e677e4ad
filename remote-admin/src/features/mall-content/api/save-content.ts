import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { contentDocSchema, type ContentDoc, type contentInputSchema, type contentUpdateSchema } from 'shared-contracts/api/content';
import { postJson, putJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type ContentBody = z.output<typeof contentInputSchema>;
export type ContentUpdate = z.output<typeof contentUpdateSchema>;

/** `POST api/content` (content:add) or, with an id, `PUT api/content` (content:edit). */
export function saveContent(body: ContentBody | ContentUpdate): Promise<ContentDoc> {
  return 'id' in body ? putJson(contentDocSchema, 'api/content', body) : postJson(contentDocSchema, 'api/content', body);
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mallKeys.content }),
  });
}
