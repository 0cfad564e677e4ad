import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { authMessages } from 'shared-contracts/i18n/messages-auth';

const ownKeys = Object.values(MessageKey).filter((k) => /^(login|register)\./.test(k));
const genericKeys = [
  MessageKey.badRequest, MessageKey.validation, MessageKey.malformedJson, MessageKey.payloadTooLarge, MessageKey.unauthorized,
  MessageKey.tokenExpired, MessageKey.forbidden, MessageKey.notFound, MessageKey.conflict, MessageKey.tooManyRequests,
  MessageKey.internal, MessageKey.required, MessageKey.tooLong, MessageKey.invalidNumber,
];

describe('auth messages', () => {
  it.each(['en', 'cn', 'vi'] as const)('gives a %s text for every key sign-in and registration can answer', (lang) => {
    const texts: Record<string, string> = authMessages[lang];
    for (const key of [...ownKeys, ...genericKeys]) {
      expect(texts[key], `${lang} ${key}`).toMatch(/\S/);
    }
  });

  it('translates rather than copies: cn and vi differ from en', () => {
    const en: Record<string, string> = authMessages.en;
    const cn: Record<string, string> = authMessages.cn;
    const vi: Record<string, string> = authMessages.vi;
    for (const key of ownKeys) {
      expect(cn[key]).not.toBe(en[key]);
      expect(vi[key]).not.toBe(en[key]);
      expect(cn[key]).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('uses the exact SPEC §8 texts', () => {
    expect(authMessages.en[MessageKey.passwordMismatch]).toBe('The Password Entered Twice Is Inconsistent');
    expect(authMessages.en[MessageKey.agreementRequired]).toBe('Please Read And Agree To The User Registration Agreement First');
    expect(authMessages.en[MessageKey.emailInvalid]).toBe('Please Enter The Correct Email Address');
    expect(authMessages.en[MessageKey.unauthorized]).toBe('Please Login First');
    expect(authMessages.vi[MessageKey.tokenExpired]).toMatch(/đăng nhập.*hết hạn.*đăng nhập lại/i);
  });
});
