import type { Options } from 'ky';
import { http } from 'shared-contracts/http/client';
import { serverMessageOf, translatedServerMessage, HttpMessage, type HttpContext } from './error-catalogue';
import { ERROR_TOAST_MS, httpSettings } from 'shared-contracts/http/http-config';

/** Thrown when a download answered JSON (an error message) instead of the file. */
export class DownloadRefusedError extends Error {
  constructor(readonly body: unknown) {
    super(serverMessageOf(body) ?? 'download answered JSON instead of a file');
    this.name = 'DownloadRefusedError';
  }
}

/**
 * Downloads a file (exports, backups, templates). A server that refuses a download may still answer 200
 * with a JSON message in place of the file (SPEC §8 "blob response with JSON"): that is parsed and toasted
 * for 5 s instead of saving the JSON as the file. Error statuses are toasted by the client's catalogue.
 */
export async function downloadBlob(path: string, options?: Options): Promise<Blob> {
  const response = await http.get(path, options);
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) return response.blob();

  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const key = serverMessageOf(body);
  if (!(options?.context as HttpContext | undefined)?.quiet) {
    httpSettings().notify('error', key ? translatedServerMessage(key) : { id: HttpMessage.requestFailed, values: { status: response.status } }, ERROR_TOAST_MS);
  }
  throw new DownloadRefusedError(body);
}
