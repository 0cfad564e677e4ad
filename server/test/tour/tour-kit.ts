import type { AnswerBody, TestServer } from '../test-server';

/**
 * What the API tour's steps share (openapi-responses.test.ts): the cast, and calls that stop the tour at the first
 * answer that is not a success, with the answer in the message, so a step that no longer works is seen at once
 * rather than as a missing operation at the end.
 */
export type Who = { userId: number; token: string };
export type Cast = { server: TestServer; admin: Who; operator: Who; buyer: Who };

function refused(method: string, path: string, status: number, body: unknown): Error {
  return new Error(`${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 400)}`);
}

/** A JSON call that must succeed; answers the decoded body. */
export async function ok(server: TestServer, method: string, path: string, who: Who | null, body?: unknown, headers?: Record<string, string>): Promise<AnswerBody> {
  const res = await server.call(method, path, { token: who?.token, ...(body === undefined ? {} : { body }), headers });
  if (res.status >= 300) throw refused(method, path, res.status, res.body);
  return res.body;
}

export type FilePart = { field?: string; bytes: Buffer | string; type: string; name: string };

/** A multipart upload that must succeed, as a browser's FormData sends it: fields first, then the file. */
export async function upload(server: TestServer, path: string, who: Who, file: FilePart, fields: Record<string, string> = {}): Promise<AnswerBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field ?? 'file', new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}` } });
  const body: unknown = await res.json();
  if (res.status >= 300) throw refused('POST', path, res.status, body);
  return body;
}

/** A download that must succeed; answers its bytes. */
export async function download(server: TestServer, path: string, who: Who | null): Promise<Buffer> {
  const res = await fetch(`${server.url}${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status >= 300) throw refused('GET', path, res.status, bytes.toString('utf8', 0, 200));
  return bytes;
}
