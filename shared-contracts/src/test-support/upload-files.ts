/// <reference types="node" />
import { File as NodeFile } from 'node:buffer';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): what the server's byte sniffing accepts as a picture. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10] as const;

export const tinyPngBytes = (): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0));

/**
 * A file as Node's fetch sends it. jsdom's File and FormData are not what Node's fetch reads (a jsdom File goes out
 * as the text "[object File]"), so page tests that upload use Node's, as a browser's fetch uses the browser's own.
 */
export const uploadableFile = (parts: (string | Uint8Array<ArrayBuffer>)[], name: string, type: string): File =>
  new NodeFile(parts, name, { type }) as unknown as File;

export const tinyPngFile = (name = 'voucher.png'): File => uploadableFile([tinyPngBytes()], name, 'image/png');

/** Node's own FormData (the one its fetch serialises with the files' bytes), to stand in for jsdom's in upload tests. */
export async function nodeFormData(): Promise<typeof FormData> {
  const form = await new Response(new URLSearchParams('probe=1')).formData();
  return form.constructor as typeof FormData;
}
