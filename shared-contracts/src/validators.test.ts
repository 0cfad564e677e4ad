import { describe, expect, it } from 'vitest';
import { MessageKey } from './api/message-keys';
import {
  fieldRules,
  isExternal,
  loginFormErrors,
  registerFormErrors,
  validBankCard,
  validEmail,
  validIP,
  validPhone,
  validPhoneOrLandline,
  ValidatorMessage,
} from './validators';

describe('isExternal', () => {
  it.each(['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:13800138000', 'HTTPS://A.CN'])('%s is external', (v) => {
    expect(isExternal(v)).toBe(true);
  });
  it.each(['/mall', 'mall', 'ftp://a.cn', 'javascript:alert(1)', ' https://a.cn', 'httpx://a'])('%s is not', (v) => {
    expect(isExternal(v)).toBe(false);
  });
});

describe('validEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@sub.example.com', ' a@b.cn '])('accepts %s', (v) => expect(validEmail(v)).toBe(true));
  it.each(['', 'a', 'a@b', '@b.cn', 'a@.cn', 'a b@c.cn', 'a@b.c', null, undefined])('refuses %s', (v) =>
    expect(validEmail(v)).toBe(false));
});

describe('validPhone (Chinese mobile)', () => {
  it.each(['13800138000', '14512345678', '15012345678', '16612345678', '17712345678', '18912345678', '19912345678'])(
    'accepts %s', (v) => expect(validPhone(v)).toBe(true));
  it.each([
    '1380013800', // 10 digits
    '138001380000', // 12 digits
    '23800138000', // does not start with 1
    '12012345678', // second digit 2
    '11012345678', // second digit 1
    '14212345678', // 142 not allocated
    '15412345678', // 154 not allocated
    '16012345678', // 160 not allocated
    '17912345678', // 179 not allocated
    '19412345678', // 194 not allocated
    '1380013800a',
    ' 13800138000',
  ])('refuses %s', (v) => expect(validPhone(v)).toBe(false));
  it('lets an empty value pass', () => {
    expect(validPhone('')).toBe(true);
    expect(validPhone(null)).toBe(true);
    expect(validPhone(undefined)).toBe(true);
  });
});

describe('validIP', () => {
  it.each(['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254'])('accepts %s', (v) => expect(validIP(v)).toBe(true));
  it.each(['192.168.1.256', '256.1.1.1', '1.2.3', '1.2.3.4.5', '1.2.3.-1', 'a.b.c.d', '01.2.3.4', '1..2.3', ' 1.2.3.4'])(
    'refuses %s', (v) => expect(validIP(v)).toBe(false));
  it('lets an empty value pass', () => {
    expect(validIP('')).toBe(true);
    expect(validIP(undefined)).toBe(true);
  });
});

describe('validPhoneOrLandline', () => {
  it.each(['010-12345678', '0755-1234567', '021-1234567', '0371-12345678', '13800138000'])('accepts %s', (v) =>
    expect(validPhoneOrLandline(v)).toBe(true));
  it.each([
    '10-12345678', // area code without leading 0
    '01-12345678', // area code 2 digits
    '01234-1234567', // area code 5 digits
    '010-123456', // 6 digits
    '010-123456789', // 9 digits
    '01012345678', // no hyphen
    '12012345678', // not a mobile
  ])('refuses %s', (v) => expect(validPhoneOrLandline(v)).toBe(false));
  it('lets an empty value pass', () => expect(validPhoneOrLandline('')).toBe(true));
});

describe('validBankCard', () => {
  it.each(['6222021234567890', '62220212345678901', '6222021234567890123'])('accepts %s (%#)', (v) =>
    expect(validBankCard(v)).toBe(true));
  it.each([
    '622202123456789', // 15 digits
    '622202123456789012', // 18 digits
    '62220212345678901234', // 20 digits
    '0222021234567890', // leading 0
    '6222-0212-3456-7890',
    '622202123456789a',
  ])('refuses %s', (v) => expect(validBankCard(v)).toBe(false));
  it('lets an empty value pass', () => expect(validBankCard('')).toBe(true));
});

describe('fieldRules', () => {
  it('answers a message id, never English, and undefined when valid', () => {
    expect(fieldRules.phone('123')).toBe(ValidatorMessage.phone);
    expect(fieldRules.phone('13800138000')).toBeUndefined();
    expect(fieldRules.ip('1.2.3.999')).toBe('validate.ip');
    expect(fieldRules.phoneOrLandline('x')).toBe('validate.phoneOrLandline');
    expect(fieldRules.bankCard('123')).toBe('validate.bankCard');
    expect(fieldRules.email('nope')).toBe(MessageKey.emailInvalid);
    expect(fieldRules.email('a@b.cn')).toBeUndefined();
  });
});

describe('loginFormErrors', () => {
  it('requires username, password and captcha', () => {
    expect(loginFormErrors({ username: '', password: '', code: '' })).toEqual({
      username: MessageKey.usernameRequired,
      password: MessageKey.passwordRequired,
      code: MessageKey.captchaRequired,
    });
  });
  it('treats a blank username as empty', () => {
    expect(loginFormErrors({ username: '   ', password: 'x', code: '1234' })).toEqual({ username: MessageKey.usernameRequired });
  });
  it.each(['123', '12345', '12a4'])('refuses captcha %s (4 digits)', (code) => {
    expect(loginFormErrors({ username: 'u', password: 'p', code })).toEqual({ code: MessageKey.captchaFormat });
  });
  it('passes a complete form', () => {
    expect(loginFormErrors({ username: 'admin', password: 'secret', code: '0427', rememberMe: true })).toEqual({});
  });
});

describe('registerFormErrors', () => {
  const valid = {
    kind: 'purchaser',
    username: 'buyer01',
    nickName: 'Buyer',
    email: 'buyer@example.com',
    emailCode: '123456',
    password: 'abc123',
    confirmPassword: 'abc123',
    areaCode: '+84',
    phone: '912345678',
    agreement: true,
  };

  it('passes a complete form', () => expect(registerFormErrors(valid)).toEqual({}));

  it('requires a valid email', () => {
    expect(registerFormErrors({ ...valid, email: '' }).email).toBe(MessageKey.emailInvalid);
    expect(registerFormErrors({ ...valid, email: 'buyer@' }).email).toBe(MessageKey.emailInvalid);
  });

  it.each(['abc12', 'abcdefghi1234', 'abc 123', 'abc_123', '密码密码密码'])('refuses password %s', (password) => {
    expect(registerFormErrors({ ...valid, password, confirmPassword: password }).password).toBe(MessageKey.passwordFormat);
  });
  it.each(['abc123', '123456', 'ABCDEFGHIJKL'])('accepts password %s (letters or digits, 6-12)', (password) => {
    expect(registerFormErrors({ ...valid, password, confirmPassword: password })).toEqual({});
  });

  it('reports two different passwords', () => {
    expect(registerFormErrors({ ...valid, confirmPassword: 'abc124' })).toEqual({ confirmPassword: MessageKey.passwordMismatch });
  });
  it('reports the mismatch together with other field errors', () => {
    const errors = registerFormErrors({ ...valid, email: 'x', confirmPassword: 'other1' });
    expect(errors).toEqual({ email: MessageKey.emailInvalid, confirmPassword: MessageKey.passwordMismatch });
  });

  it('requires the agreement', () => {
    expect(registerFormErrors({ ...valid, agreement: false })).toEqual({ agreement: MessageKey.agreementRequired });
  });

  it('never answers zod English: a bad kind gets the generic key', () => {
    expect(registerFormErrors({ ...valid, kind: 'pirate' })).toEqual({ kind: MessageKey.validation });
  });
});
