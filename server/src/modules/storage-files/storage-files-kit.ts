import type { AnswerBody, TestServer } from '../../../test/harness';

/** Helpers for the storage tool's tests (not a test file itself). */

export type FormFile = { bytes: Buffer | string; filename?: string; type?: string; field?: string };

/** A multipart upload as a browser's FormData sends it: text fields first, then the file(s). */
export async function sendUpload(
  server: TestServer, token: string | null, path: string, files: FormFile[], fields: Record<string, string> = {},
): Promise<{ status: number; body: AnswerBody }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field ?? 'file', new Blob([f.bytes], { type: f.type ?? 'application/octet-stream' }), f.filename ?? 'file.bin');
  const res = await fetch(server.url + path, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: AnswerBody = text;
  try { body = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body };
}

/** `GET api/localStorage/{id}/download`: the status, headers and the bytes. */
export async function download(server: TestServer, token: string, id: number) {
  const res = await fetch(`${server.url}/api/localStorage/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
