import { useMutation } from '@tanstack/react-query';
import { linkParseResultSchema, type LinkParseResult } from 'shared-contracts/api/links';
import { postJson } from 'shared-contracts/http/client';

/**
 * `POST api/links/parse`: a pasted link or share text → platform, item id, normalised URL and the matching
 * goods, or the sourcing / short-link request the server opened. The server never fetches the URL.
 */
export function parseLink(text: string): Promise<LinkParseResult> {
  return postJson(linkParseResultSchema, 'api/links/parse', { text });
}

export function useParseLink() {
  return useMutation({ mutationFn: parseLink });
}
