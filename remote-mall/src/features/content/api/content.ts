import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { contentDocListSchema, contentDocSchema, type ContentDoc } from 'shared-contracts/api/content';
import { getJson } from 'shared-contracts/http/client';

export const contentKeys = {
  all: ['content'] as const,
  list: () => [...contentKeys.all, 'list'] as const,
  doc: (label: string) => [...contentKeys.all, 'doc', label] as const,
};

/**
 * `GET api/content/{label}` (public). A missing document is a state of the page, not an error to toast:
 * the request is quiet and a 404 answers null.
 */
export async function fetchContentDoc(label: string, signal?: AbortSignal): Promise<ContentDoc | null> {
  try {
    return await getJson(contentDocSchema, `api/content/${encodeURIComponent(label)}`, {
      context: { quiet: true }, ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

export function useContentDoc(label: string) {
  return useQuery({ queryKey: contentKeys.doc(label), queryFn: ({ signal }) => fetchContentDoc(label, signal) });
}

/** `GET api/content` (public): every document's label and titles, for the side list. */
export function useContentList() {
  return useQuery({
    queryKey: contentKeys.list(),
    queryFn: ({ signal }) => getJson(contentDocListSchema, 'api/content', { context: { quiet: true }, signal }),
  });
}
