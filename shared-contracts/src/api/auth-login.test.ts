import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth';
import { loginBodySchema, loginFormSchema, loginResponseSchema, userSchema } from './auth-login';
import * as common from './common';
import * as dict from './dict';
import { dictDetailSchema, i18nTextSchema } from './dict-entry';
import { MessageKey } from './message-keys';
import { pageOf } from './page';
import { userFixture } from '../test-support/user-fixture';
import * as validators from '../validators';

const body = { username: 'admin', password: '123456', code: '1234', uuid: 'uuid-1' };

/** The message key of each failing field, first issue first (what the server and the form show). */
function keysOf(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  const keys: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (keys[issue.path.join('.')] ??= []).push(issue.message);
  return keys;
}

describe('login body (zod/mini)', () => {
  it.each([
    ['an empty username', { username: '' }, { username: [MessageKey.usernameRequired] }],
    ['a whitespace-only username', { username: '   ' }, { username: [MessageKey.usernameRequired] }],
    ['a missing username', { username: undefined }, { username: [MessageKey.usernameRequired] }],
    ['a non-string username', { username: 7 }, { username: [MessageKey.usernameRequired] }],
    ['a 65-character username', { username: 'u'.repeat(65) }, { username: [MessageKey.tooLong] }],
    ['a missing password', { password: undefined }, { password: [MessageKey.passwordRequired] }],
    ['an empty password', { password: '' }, { password: [MessageKey.passwordRequired] }],
    ['a 129-character password', { password: 'p'.repeat(129) }, { password: [MessageKey.tooLong] }],
    ['captcha abc', { code: 'abc' }, { code: [MessageKey.captchaFormat] }],
    ['captcha 12345', { code: '12345' }, { code: [MessageKey.captchaFormat] }],
    ['an empty captcha', { code: '' }, { code: [MessageKey.captchaRequired, MessageKey.captchaFormat] }],
    ['a missing captcha', { code: undefined }, { code: [MessageKey.captchaRequired] }],
    ['a missing uuid', { uuid: undefined }, { uuid: [MessageKey.captchaRequired] }],
    ['an empty uuid', { uuid: '' }, { uuid: [MessageKey.captchaRequired] }],
    ['a 65-character uuid', { uuid: 'u'.repeat(65) }, { uuid: [MessageKey.tooLong] }],
  ])('refuses %s with the same key as before', (_name, change, keys) => {
    expect(keysOf(loginBodySchema, { ...body, ...change })).toEqual(keys);
  });

  it('trims username and captcha, defaults rememberMe to false', () => {
    expect(loginBodySchema.parse({ ...body, username: ' admin ', code: ' 1234 ' }))
      .toEqual({ ...body, username: 'admin', code: '1234', rememberMe: false });
    expect(loginBodySchema.parse({ ...body, username: ` ${'u'.repeat(64)} ` }).username).toBe('u'.repeat(64));
    expect(loginBodySchema.parse({ ...body, rememberMe: true }).rememberMe).toBe(true);
  });

  it('keeps the password as typed', () => {
    expect(loginBodySchema.parse({ ...body, password: ' pw ' }).password).toBe(' pw ');
  });

  it('refuses what is not an object', () => {
    expect(loginBodySchema.safeParse(null).success).toBe(false);
  });
});

describe('login form (zod/mini)', () => {
  it('is the body without uuid, so the form validates without it', () => {
    const { uuid: _uuid, ...form } = body;
    expect(loginFormSchema.parse(form)).toEqual({ ...form, rememberMe: false });
    expect(keysOf(loginFormSchema, { ...form, code: ' 1234 ' })).toEqual({});
    expect(keysOf(loginFormSchema, { username: 'u'.repeat(65), code: 'abc' })).toEqual({
      username: [MessageKey.tooLong], password: [MessageKey.passwordRequired], code: [MessageKey.captchaFormat],
    });
  });

  it('loginFormErrors answers the first key per field', () => {
    expect(validators.loginFormErrors({ username: 'u'.repeat(65), password: 'p', code: '1234' })).toEqual({ username: MessageKey.tooLong });
    expect(validators.loginFormErrors({ username: 'u', code: '1234' })).toEqual({ password: MessageKey.passwordRequired });
    expect(validators.loginFormErrors({ username: 'u', password: 'p', code: 'abc' })).toEqual({ code: MessageKey.captchaFormat });
    expect(validators.loginFormErrors({ username: 'u', password: 'p', code: ' 1234 ' })).toEqual({});
  });
});

describe('user and login response (zod/mini)', () => {
  it('parses a user, and refuses a fractional id', () => {
    const user = userFixture();
    expect(loginResponseSchema.parse({ token: 't', user })).toEqual({ token: 't', user });
    expect(userSchema.safeParse({ ...user, id: 1.5 }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, dept: null, email: null }).success).toBe(true);
  });

  it('sits inside classic schemas', () => {
    const wrapped = z.object({ user: userSchema }).extend({ n: z.number() });
    expect(wrapped.parse({ user: userFixture(), n: 1 }).user.id).toBe(userFixture().id);
  });
});

describe('re-exports', () => {
  it('the old modules export the very same objects', () => {
    expect(auth.loginBodySchema).toBe(loginBodySchema);
    expect(auth.userSchema).toBe(userSchema);
    expect(validators.loginFormSchema).toBe(loginFormSchema);
    expect(common.pageOf).toBe(pageOf);
    expect(common.i18nTextSchema).toBe(i18nTextSchema);
    expect(dict.dictDetailSchema).toBe(dictDetailSchema);
    expect(auth.TOKEN_COOKIE).toBe('SHL-TOEKN');
    expect(dict.DICT_PAGE_SIZE).toBe(9999);
  });
});

describe('pageOf, dictionary entries (zod/mini)', () => {
  const entry = { id: 1, dictId: 2, dict: { id: 2 }, label: 'l', labelI18n: { en: ' e ' }, value: 'v', dictSort: 0, createTime: 't' };

  it('pages classic and mini item schemas alike', () => {
    const classic = pageOf(z.object({ n: z.number() }));
    const page: z.output<typeof classic> = classic.parse({ content: [{ n: 1 }], totalElements: 1 });
    expect(page).toEqual({ content: [{ n: 1 }], totalElements: 1 });
    expect(pageOf(dictDetailSchema).parse({ content: [entry], totalElements: 1 }).content[0]?.labelI18n).toEqual({ en: 'e' });
    expect(classic.safeParse({ content: [], totalElements: 1.5 }).success).toBe(false);
  });

  it('keeps the i18n text strict, trimmed and capped at 200', () => {
    expect(keysOf(i18nTextSchema, { en: 'x'.repeat(201) })).toEqual({ en: [MessageKey.tooLong] });
    expect(i18nTextSchema.parse({ vi: ` ${'x'.repeat(200)} ` }).vi).toHaveLength(200);
    expect(i18nTextSchema.safeParse({ de: 'x' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('defaults a missing labelI18n to {} in the classic body schemas', () => {
    expect(dict.dictDetailBodySchema.parse({ dict: { id: 1 }, label: 'l', value: 'v' }).labelI18n).toEqual({});
  });
});
