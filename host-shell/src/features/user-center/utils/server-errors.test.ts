import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { formFailureOf, GENERIC_FAILURE } from './server-errors';
import { maskEmail } from './mask-email';

function httpError(status: number, data: unknown): HTTPError {
  const request = new Request('http://localhost/api/users/updatePass', { method: 'POST' });
  const response = new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, request, {} as never);
  Object.assign(error, { data });
  return error;
}

const passFields = ['oldPass', 'newPass', 'confirmPass'];

describe('server errors of the personal-centre forms', () => {
  it('puts a known key under its field', () => {
    const failure = formFailureOf(httpError(400, { status: 400, message: 'user.oldPasswordWrong' }), { 'user.oldPasswordWrong': 'oldPass' }, passFields);
    expect(failure).toEqual({ fields: [{ field: 'oldPass', message: 'user.oldPasswordWrong' }], message: null });
  });

  it('maps validation errors by path and keeps unknown keys for the form', () => {
    const validation = { status: 400, message: 'error.validation', errors: [{ path: 'newPass', message: 'register.passwordFormat' }] };
    expect(formFailureOf(httpError(400, validation), {}, passFields))
      .toEqual({ fields: [{ field: 'newPass', message: 'register.passwordFormat' }], message: null });
    expect(formFailureOf(httpError(429, { status: 429, message: 'login.rateLimited' }), {}, passFields))
      .toEqual({ fields: [], message: 'login.rateLimited' });
  });

  it('falls back to a generic text without a readable answer', () => {
    expect(formFailureOf(new TypeError('Failed to fetch'), {}, passFields)).toEqual({ fields: [], message: GENERIC_FAILURE });
    expect(formFailureOf(httpError(502, 'Bad gateway'), {}, passFields)).toEqual({ fields: [], message: GENERIC_FAILURE });
  });
});

describe('e-mail mask', () => {
  it.each([
    ['admin@procurement.example', 'ad***@procurement.example'],
    ['ab@x.vn', 'a***@x.vn'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
