import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MessageKey } from '../api/message-keys';
import { RelativeTimeMessage } from '../format';
import { HttpMessage } from '../http/error-catalogue';
import { ValidatorMessage } from '../validators';
import { intlTag, LOCALES } from './locale';
import { authMessages } from './messages-auth';
import { clientKitMessages } from './messages-client-kit';

const serverKeys = new Set<string>(Object.values(MessageKey));

// Ids the kit introduces itself (the email rule answers the server's key, so it is checked below).
const kitIds = [
  ...Object.values(ValidatorMessage).filter((id) => !serverKeys.has(id)),
  ...Object.values(HttpMessage),
  ...Object.values(RelativeTimeMessage),
];

// Server keys the login/register form rules can answer (api/auth.ts schemas plus the generic fallback).
const formRuleIds = [
  MessageKey.usernameRequired, MessageKey.passwordRequired, MessageKey.captchaRequired, MessageKey.captchaFormat,
  MessageKey.tooLong, MessageKey.usernameFormat, MessageKey.nickNameRequired, MessageKey.emailInvalid,
  MessageKey.emailCodeRequired, MessageKey.emailCodeInvalid, MessageKey.passwordFormat, MessageKey.passwordMismatch,
  MessageKey.areaCodeInvalid, MessageKey.phoneFormat, MessageKey.agreementRequired, MessageKey.validation,
];

describe('clientKitMessages', () => {
  it('has the same ids in en, cn and vi', () => {
    const ids = Object.keys(clientKitMessages.en).sort();
    expect(Object.keys(clientKitMessages.cn).sort()).toEqual(ids);
    expect(Object.keys(clientKitMessages.vi).sort()).toEqual(ids);
  });

  it('has a text for every id the kit introduces', () => {
    for (const locale of LOCALES) for (const id of kitIds) expect(clientKitMessages[locale]).toHaveProperty([id]);
  });

  it('does not redefine a server key, whose text lives in the server-key messages', () => {
    expect(Object.keys(clientKitMessages.en).filter((id) => serverKeys.has(id))).toEqual([]);
  });

  it('the server-key messages translate every id the form rules answer', () => {
    for (const locale of LOCALES) for (const id of formRuleIds) expect(authMessages[locale]).toHaveProperty([id]);
  });

  it('uses the texts SPEC §8 gives', () => {
    expect(clientKitMessages.en['error.timeout']).toBe('network request timeout');
    expect(clientKitMessages.en['error.title']).toBe('Error');
  });

  it('translates rather than copies English', () => {
    for (const id of Object.keys(clientKitMessages.en) as (keyof typeof clientKitMessages.en)[]) {
      expect(clientKitMessages.cn[id]).not.toBe(clientKitMessages.en[id]);
      expect(clientKitMessages.vi[id]).not.toBe(clientKitMessages.en[id]);
    }
  });

  it('compiles as ICU messages in every locale', () => {
    for (const locale of LOCALES) {
      const errors: unknown[] = [];
      const intl = createIntl({ locale: intlTag(locale), messages: clientKitMessages[locale], onError: (e) => errors.push(e) });
      for (const id of Object.keys(clientKitMessages[locale])) intl.formatMessage({ id }, { count: 2, status: 502 });
      expect(errors).toEqual([]);
    }
  });
});
