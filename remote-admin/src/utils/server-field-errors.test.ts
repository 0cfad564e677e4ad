import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { serverFieldErrors, type FieldOfKey } from './server-field-errors';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    '/listed': (_req, res) => json(res, 400, {
      status: 400, message: MessageKey.menuPathInvalid,
      errors: [{ path: 'path', message: MessageKey.menuPathInvalid }, { path: 'titleI18n.en', message: MessageKey.tooLong }, { path: '', message: MessageKey.validation }],
    }),
    '/taken': (_req, res) => json(res, 409, { status: 409, message: MessageKey.menuPathTaken }),
    '/other': (_req, res) => json(res, 409, { status: 409, message: MessageKey.conflict }),
    '/html': (_req, res) => { res.writeHead(502, { 'content-type': 'text/html' }); res.end('<html></html>'); },
  });
});
afterAll(() => server.close());

const MENU_FIELD_OF_KEY: FieldOfKey = { [MessageKey.menuPathTaken]: 'path' };

// Real ky errors from a real server, as the shared client throws them (its hooks only add the toast).
const errorOf = (path: string) => ky.get(`${server.url}${path.slice(1)}`, { retry: 0 }).then(() => null, (e: unknown) => e);

describe('serverFieldErrors', () => {
  it("takes a 400's field list, skipping errors that name no field", async () => {
    expect(serverFieldErrors(await errorOf('/listed'), MENU_FIELD_OF_KEY)).toEqual([
      { path: 'path', message: MessageKey.menuPathInvalid },
      { path: 'titleI18n.en', message: MessageKey.tooLong },
    ]);
  });

  it('puts a known single-field key on its field', async () => {
    expect(serverFieldErrors(await errorOf('/taken'), MENU_FIELD_OF_KEY)).toEqual([{ path: 'path', message: MessageKey.menuPathTaken }]);
  });

  it('gives nothing for other keys, bodies that are not the error shape, and errors that are not HTTP errors', async () => {
    expect(serverFieldErrors(await errorOf('/other'), MENU_FIELD_OF_KEY)).toEqual([]);
    expect(serverFieldErrors(await errorOf('/html'), MENU_FIELD_OF_KEY)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), MENU_FIELD_OF_KEY)).toEqual([]);
  });
});
