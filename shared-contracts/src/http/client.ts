import ky, { type KyInstance, type Options, type ResponsePromise } from 'ky';
import type { z } from 'zod';
import { getToken } from 'shared-contracts/session/session-store';
import { reportHttpError, type HttpContext } from './error-catalogue';
import { httpSettings } from 'shared-contracts/http/http-config';

export { configureHttp, resetHttpConfig, ERROR_TOAST_MS, DEFAULT_TIMEOUT_MS } from 'shared-contracts/http/http-config';
export type { HttpHandlers, HttpSettings, NoticeKind, NoticeMessage } from 'shared-contracts/http/http-config';
export { HttpMessage, type HttpContext } from './error-catalogue';

/**
 * The one ky client of the portal (SPEC §7, ARCHITECTURE §6). shared-contracts is a federation singleton,
 * so host and remotes share this instance, its token header and its error catalogue.
 */
export const http: KyInstance = ky.create({
  // No retries: the catalogue would toast once per attempt's outcome anyway, and a retried POST could
  // pay or order twice. A caller that wants retries passes `retry` on its request.
  retry: 0,
  hooks: {
    // Read at request time, not at creation, so configureHttp after start-up (settings-driven timeout,
    // test servers) takes effect; a request's own prefix/timeout still wins.
    init: [
      (options) => {
        options.prefix ??= httpSettings().prefix;
        options.timeout ??= httpSettings().timeoutMs;
      },
    ],
    beforeRequest: [
      ({ request }) => {
        const token = getToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      ({ error, options }) => {
        reportHttpError(error, options.context as HttpContext);
        return error;
      },
    ],
  },
});

/**
 * A contract schema, classic or zod/mini (the lean login page uses mini). Both have `parse`; a failure throws
 * classic's ZodError for a classic schema and core's $ZodError for a mini one (both `instanceof z.core.$ZodError`).
 */
export type ContractSchema = z.core.$ZodType & { parse(data: unknown): unknown };

/** Parses an answer with its contract schema (src/api), so a page never trusts an unchecked shape. */
export async function apiRequest<S extends ContractSchema>(schema: S, request: ResponsePromise): Promise<z.output<S>> {
  // The method, not zod/v4/core's parse: that would throw core's error even for classic schemas.
  return schema.parse(await request.json()) as z.output<S>;
}

export const getJson = <S extends ContractSchema>(schema: S, path: string, options?: Options) =>
  apiRequest(schema, http.get(path, options));

export const postJson = <S extends ContractSchema>(schema: S, path: string, json: unknown, options?: Options) =>
  apiRequest(schema, http.post(path, { ...options, json }));

export const putJson = <S extends ContractSchema>(schema: S, path: string, json: unknown, options?: Options) =>
  apiRequest(schema, http.put(path, { ...options, json }));

export const deleteJson = <S extends ContractSchema>(schema: S, path: string, options?: Options) =>
  apiRequest(schema, http.delete(path, options));
