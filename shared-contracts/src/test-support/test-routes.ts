/// <reference types="node" />
import type { IncomingMessage } from 'node:http';

/** What a test server's routes read and answer the way the real server does. */

/** A request's body as it came (a multipart upload's bytes, say). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A request's JSON body; undefined when it has none. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  return body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
}

export const queryOf = (req: IncomingMessage) => new URL(req.url ?? '', 'http://x').searchParams;

type FieldError = { path: string; message: string };

/** An error as the server answers it: a message key, and the field errors of a failed validation. */
export const errorBody = (status: number, message: string, errors?: FieldError[]) => ({ status, message, ...(errors ? { errors } : {}) });

/** 400 error.validation with the contract's issues as field errors, as the server answers a body its schema refuses. */
export const validationError = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  errorBody(400, 'error.validation', issues.map((i) => ({ path: i.path.join('.'), message: i.message })));

/** One page of `rows` as the list calls answer it: `page` is 0-based, `size` as asked or `defaultSize`. */
export function pageOfRows<T>(rows: readonly T[], query: URLSearchParams, defaultSize = 10) {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? defaultSize);
  return { content: rows.slice(page * size, (page + 1) * size), totalElements: rows.length };
}
