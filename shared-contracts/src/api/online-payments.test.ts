import { describe, expect, it } from 'vitest';
import { MessageKey } from './message-keys';
import { cardDetailsSchema, onlinePaymentStartSchema, validCardValidity, validIdNumber } from './online-payments';

const debit = { holderName: '张伟', phone: '13800138000', idNumber: '11010519491231002x', cardType: 'DEBIT', cardNumber: '6222 0212 3456 7890', paymentPassword: '902468' };
const messagesOf = (value: unknown) => {
  const parsed = cardDetailsSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the bank card of an online payment', () => {
  it('checks the ID number by its GB 11643 check character', () => {
    expect(validIdNumber('11010519491231002X')).toBe(true);
    expect(validIdNumber('440524188001010014')).toBe(true);
    expect(validIdNumber('110105194912310021')).toBe(false);
    expect(validIdNumber('11010519491231002')).toBe(false);
  });

  it('takes a validity of this month or later', () => {
    const now = new Date(2026, 10, 20);
    expect(validCardValidity('11/26', now)).toBe(true);
    expect(validCardValidity('10/26', now)).toBe(false);
    expect(validCardValidity('13/27', now)).toBe(false);
    expect(validCardValidity('1/27', now)).toBe(false);
  });

  it('normalises what people type: spaces in the number, a lower-case x', () => {
    const card = cardDetailsSchema.parse(debit);
    expect(card).toMatchObject({ cardNumber: '6222021234567890', idNumber: '11010519491231002X' });
  });

  it('asks a debit card for its password, a credit card for its validity and CVV', () => {
    expect(messagesOf({ ...debit, paymentPassword: '' })).toEqual([`paymentPassword:${MessageKey.paymentPasswordInvalid}`]);
    expect(messagesOf({ ...debit, cardType: 'CREDIT', paymentPassword: '' })).toEqual([
      `validity:${MessageKey.cardValidityInvalid}`, `cvv:${MessageKey.cardCvvInvalid}`,
    ]);
    expect(messagesOf({ ...debit, cardType: 'CREDIT', validity: '12/39', cvv: '731', paymentPassword: '' })).toEqual([]);
  });

  it('uses the SPEC §5 bank card and phone rules, both required', () => {
    expect(messagesOf({ ...debit, cardNumber: '' })).toEqual([`cardNumber:${MessageKey.cardNumberInvalid}`]);
    expect(messagesOf({ ...debit, cardNumber: '62220212345678901' })).toEqual([]);
    expect(messagesOf({ ...debit, cardNumber: '622202123456789012' })).toEqual([`cardNumber:${MessageKey.cardNumberInvalid}`]);
    expect(messagesOf({ ...debit, phone: '' })).toEqual([`phone:${MessageKey.payerPhoneInvalid}`]);
  });

  it('needs the card for the card method only', () => {
    const base = { orderId: 5, kind: 'deposit' };
    expect(onlinePaymentStartSchema.safeParse({ ...base, method: 'ALIPAY_QR' }).success).toBe(true);
    const card = onlinePaymentStartSchema.safeParse({ ...base, method: 'ONLINE_RMB_CARD' });
    expect(card.success ? [] : card.error.issues.map((i) => i.message)).toEqual([MessageKey.cardDetailsRequired]);
  });
});
