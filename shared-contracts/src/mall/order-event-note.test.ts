import { describe, expect, it } from 'vitest';
import { eventNoteOf, onlinePaymentNote } from './order-event-note';

describe('a timeline event note', () => {
  it('reads a payment the gateway confirmed as its method and trade number, as the server writes it', () => {
    const note = onlinePaymentNote('ONLINE_RMB_CARD', 'SBX34EBCD976E572F033662F6E9');
    expect(eventNoteOf({ action: 'payDeposit', note })).toEqual({ kind: 'onlinePayment', method: 'ONLINE_RMB_CARD', tradeNo: 'SBX34EBCD976E572F033662F6E9' });
    expect(eventNoteOf({ action: 'payFinal', note: onlinePaymentNote('ALIPAY_QR', 'SBX1') })).toMatchObject({ method: 'ALIPAY_QR', tradeNo: 'SBX1' });
  });

  it('keeps anything else a person wrote as a reason, and the refund that closed an order as its number', () => {
    expect(eventNoteOf({ action: 'payDeposit', note: 'BANK_TRANSFER_VND SBX1' })).toEqual({ kind: 'reason', text: 'BANK_TRANSFER_VND SBX1' });
    expect(eventNoteOf({ action: 'refuse', note: 'ONLINE_RMB_CARD SBX1' })).toEqual({ kind: 'reason', text: 'ONLINE_RMB_CARD SBX1' });
    expect(eventNoteOf({ action: 'rejectDeposit', note: ' Số tiền không khớp ' })).toEqual({ kind: 'reason', text: 'Số tiền không khớp' });
    expect(eventNoteOf({ action: 'closeRefunded', note: 'RF20261128000007' })).toEqual({ kind: 'refund', refundNo: 'RF20261128000007' });
    expect(eventNoteOf({ action: 'ship', note: null })).toBeNull();
    expect(eventNoteOf({ action: 'ship', note: '  ' })).toBeNull();
  });
});
