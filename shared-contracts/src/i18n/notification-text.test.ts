import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-text';

describe('a notification’s text', () => {
  it('fills the kind’s variant with the values as the reader reads them: yuan, Vietnam’s time, the carrier in their language', () => {
    const approved = notificationTexts({ kind: 'paymentApproved', params: { orderNo: 'PO1', amount: 99900, payment: 'final' } }, 'en');
    expect(approved?.subject).toBe('Balance for order PO1 confirmed');
    expect(approved?.body).toContain('¥999.00');
    const accepted = notificationTexts({ kind: 'orderAccepted', params: { orderNo: 'PO2', deposit: 1250, dueAt: '2026-11-30T10:00:00Z' } }, 'vi');
    expect(accepted?.subject).toContain('30/11/2026');
    expect(accepted?.subject).toContain('17:00');
    expect(accepted?.subject).toContain('(GMT+7)');
    const shipped = notificationTexts({ kind: 'shipmentShipped', params: { shipmentNo: 'S1', carrier: '顺丰', carrierEn: 'SF Express', carrierVi: 'SF VN' } }, 'cn');
    expect(shipped?.body).toContain('顺丰');
    expect(shipped?.body).toContain('—');
  });

  it('has no text for a kind it does not know', () => {
    expect(notificationTexts({ kind: 'somethingNew', params: {} }, 'en')).toBeUndefined();
  });
});
