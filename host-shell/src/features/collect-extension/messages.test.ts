import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { labelInNameMisses } from 'shared-contracts/test-support/label-in-name';
import { collectExtensionMessages } from './messages';

describe('collection extension messages', () => {
  it('have the same ids in en, cn and vi, none empty, with the field errors the form shows', () => {
    const ids = Object.keys(collectExtensionMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(collectExtensionMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(collectExtensionMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
      expect([MessageKey.required, MessageKey.tooLong].filter((id) => !collectExtensionMessages[locale][id]), locale).toEqual([]);
    }
  });

  // WCAG 2.5.3: each Revoke button is named after its connection and still holds the word it shows.
  it('give the revoke buttons names holding the word they show', () => {
    expect(labelInNameMisses(collectExtensionMessages, [['collectExt.revoke.named', 'collectExt.revoke']])).toEqual([]);
  });
});
