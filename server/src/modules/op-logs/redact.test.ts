import { describe, expect, it } from 'vitest';
import { boundedParams, isSecretKey, MAX_PARAMS_CHARS, REDACTED, redact, redactUrl } from './redact';

describe('redaction of the operation log', () => {
  it('knows secret keys by name, any case, with _ or -', () => {
    for (const key of ['password', 'Password', 'oldPass', 'newPass', 'confirm_pass', 'paymentPassword', 'code', 'uuid', 'token',
      'accessToken', 'refresh-token', 'cardNumber', 'card_number', 'cvv', 'CVV', 'idNumber', 'smsCode', 'emailCode', 'sign',
      'clientSecret', 'captchaCode', 'authorization']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['username', 'nickName', 'areaCode', 'failureCode', 'email', 'orderId', 'passenger', 'status', 'remark', 'amount']) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });

  it('redacts at any depth, in arrays too, and keeps everything else', () => {
    const body = {
      username: 'alice',
      code: '4321',
      uuid: 'abc',
      card: { holderName: 'A', cardNumber: '6222020200112233445', cvv: '123', idNumber: '110101199003074514', nested: [{ smsCode: '123456', ok: 1 }] },
      list: [{ token: 't' }, 'plain'],
    };
    expect(redact(body)).toEqual({
      username: 'alice',
      code: REDACTED,
      uuid: REDACTED,
      card: { holderName: 'A', cardNumber: REDACTED, cvv: REDACTED, idNumber: REDACTED, nested: [{ smsCode: REDACTED, ok: 1 }] },
      list: [{ token: REDACTED }, 'plain'],
    });
    // A secret key redacts its whole value, whatever it is.
    expect(redact({ password: { a: 1 } })).toEqual({ password: REDACTED });
  });

  it('cuts long strings, long arrays and deep nesting', () => {
    expect((redact('x'.repeat(600)) as string).length).toBe(501);
    const many = redact(Array.from({ length: 60 }, (_, i) => i)) as unknown[];
    expect(many).toHaveLength(51);
    expect(many[50]).toBe('… 10 more');
    let deep: unknown = { password: 'p' };
    for (let i = 0; i < 20; i++) deep = { d: deep };
    expect(JSON.stringify(redact(deep))).not.toContain('"p"');
  });

  it('escapes what the database cannot store, in values and keys, and never cuts a character in half', () => {
    expect(redact({ 'name\u0000': ['a\u0000', 'b\ud800'], deep: { 'x\udc00': 'ok 😀' } }))
      .toEqual({ 'name\\u0000': ['a\\u0000', 'b\\ud800'], deep: { 'x\\udc00': 'ok 😀' } });
    // An emoji straddling the 500-character cut used to leave half of it, which jsonb refuses.
    const cut = redact(`${'x'.repeat(499)}😀tail`) as string;
    expect(cut).toBe(`${'x'.repeat(499)}…`);
    const preview = (boundedParams({ body: { items: Array.from({ length: 20 }, () => '😀'.repeat(240)) } }) as { preview: string }).preview;
    expect(preview).not.toMatch(/\p{Cs}/u);
    expect(redactUrl('/api/x?q=\u0000')).toBe('/api/x?q=\\u0000');
  });

  it('redacts the values of secret query parameters in the url', () => {
    expect(redactUrl('/api/x?token=abc&page=1&Password=s3cret&code')).toBe(`/api/x?token=${encodeURIComponent(REDACTED)}&page=1&Password=${encodeURIComponent(REDACTED)}&code`);
    expect(redactUrl('/api/x?sms%5Fcode=1')).toBe(`/api/x?sms%5Fcode=${encodeURIComponent(REDACTED)}`);
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it('keeps params within a few KiB as a preview', () => {
    const big = boundedParams({ body: { items: Array.from({ length: 40 }, () => 'y'.repeat(400)), password: 'hunter2' } }) as { truncated: boolean; preview: string };
    expect(big.truncated).toBe(true);
    expect(big.preview.length).toBe(MAX_PARAMS_CHARS + 1);
    expect(JSON.stringify(big)).not.toContain('hunter2');
    expect(boundedParams({ body: { a: 1 } })).toEqual({ body: { a: 1 } });
  });
});
