import { useQuery } from '@tanstack/react-query';
import { contentDocListSchema, contentDocSchema, type ContentDoc } from 'shared-contracts/api/content';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

/** `GET api/content`: every document without its bodies, by sort. */
export function useContentList() {
  return useQuery({
    queryKey: [...mallKeys.content, 'list'],
    queryFn: ({ signal }) => getJson(contentDocListSchema, 'api/content', { signal }),
  });
}

/** `GET api/content/{label}`: one document with its bodies, for the editor. */
export function fetchContentDoc(label: string, signal?: AbortSignal): Promise<ContentDoc> {
  return getJson(contentDocSchema, `api/content/${encodeURIComponent(label)}`, signal ? { signal } : {});
}

export function useContentDoc(label: string) {
  return useQuery({
    queryKey: [...mallKeys.content, 'doc', label],
    queryFn: ({ signal }) => fetchContentDoc(label, signal),
    // The editor must start from what is saved now, not from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
}
