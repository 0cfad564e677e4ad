import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { CARD_TYPES, ONLINE_METHODS } from 'shared-contracts/api/online-payments';
import { INTENT_STATES } from 'shared-contracts/api/payments';
import { SOURCE_PLATFORMS } from 'shared-contracts/api/goods';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { paymentOwnMessages } from './messages';
import { onlinePaymentMessages, onlinePaymentOwnMessages } from './online-messages';

describe('online payment messages', () => {
  it('have the same ids in en, cn and vi, none empty, none taken from the payment pages', () => {
    const ids = Object.keys(onlinePaymentOwnMessages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(onlinePaymentOwnMessages[locale]).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(onlinePaymentOwnMessages[locale])) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
    expect(ids.filter((id) => id in paymentOwnMessages.en)).toEqual([]);
  });

  it('name every method, card type, settled state and platform, and the server keys the pages show', () => {
    const needed = [
      ...ONLINE_METHODS.map((m) => `payments.method.${m}`),
      ...ONLINE_METHODS.filter((m) => m !== 'ONLINE_RMB_CARD').flatMap((m) => [`payments.online.qrIntro.${m}`, `payments.cashier.scan.${m}`]),
      ...CARD_TYPES.map((t) => `payments.online.card.${t}`),
      ...INTENT_STATES.filter((s) => s !== 'pending' && s !== 'success').map((s) => `payments.cashier.${s}.title`),
      ...SOURCE_PLATFORMS.map((p) => `payments.ddc.platform.${p}`),
      MessageKey.cardHolderRequired, MessageKey.payerPhoneInvalid, MessageKey.idNumberInvalid, MessageKey.cardNumberInvalid,
      MessageKey.cardValidityInvalid, MessageKey.cardCvvInvalid, MessageKey.paymentPasswordInvalid, MessageKey.smsCodeInvalid,
      MessageKey.smsCodeWrong, MessageKey.smsTriesExceeded, MessageKey.onlineCardDeclined, MessageKey.onlineIntentExpired,
      MessageKey.onlineRefundDue, MessageKey.onlineInsufficientFunds, MessageKey.onlinePayerDeclined,
    ];
    for (const locale of LOCALES) expect(needed.filter((id) => onlinePaymentMessages[locale][id] === undefined), locale).toEqual([]);
  });
});
