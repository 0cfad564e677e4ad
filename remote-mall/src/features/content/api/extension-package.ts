import { useQuery } from '@tanstack/react-query';
import { extensionPackageSchema, type ExtensionPackage } from 'shared-contracts/api/collect-extension';
import { getJson } from 'shared-contracts/http/client';
import { isHTTPError } from 'shared-contracts/http/is-http-error';

/** Where the page's download and step pictures come from (server/src/modules/collect/extension-routes.ts). */
export const packageUrl = (version: string) => `/api/collect/extension/package?v=${encodeURIComponent(version)}`;
export const stepPictureUrl = (n: number) => `/api/collect/extension/steps/${n}`;

/**
 * `GET api/collect/extension/package/info` (public). Not built yet (404 mall.extensionNotBuilt) is a state of the
 * page, said in place: the request is quiet and a 404 answers null.
 */
export async function fetchExtensionPackage(signal?: AbortSignal): Promise<ExtensionPackage | null> {
  try {
    return await getJson(extensionPackageSchema, 'api/collect/extension/package/info', { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

export function useExtensionPackage() {
  return useQuery({ queryKey: ['collect', 'extension-package'], queryFn: ({ signal }) => fetchExtensionPackage(signal) });
}
