import { describe, expect, it } from 'vitest';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { NOTIFICATION_TEXTS, notificationTextOf } from 'shared-contracts/i18n/messages-notifications';
import { NOTIFICATION_KINDS } from 'shared-contracts/mall/notification-rules';
import { escapeHtml, notificationMail } from './mail-text';

/** The message table and the mail built from it, without a server. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const PAYMENT_KINDS = ['paymentApproved', 'paymentRejected', 'paymentAwaitingReview'];

describe('the notification texts', () => {
  it('exist for every kind in en, cn and vi (a payment\'s for the deposit and the balance), naming the same values', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const variants = PAYMENT_KINDS.includes(kind) ? ['deposit', 'final'] : [null];
      for (const variant of variants) {
        const en = notificationTextOf('en', kind, variant);
        expect(en, `${kind} ${variant}`).toBeDefined();
        for (const locale of LOCALES) {
          const text = notificationTextOf(locale, kind, variant);
          expect(text, `${kind} ${variant} ${locale}`).toBeDefined();
          expect(placeholders(`${text?.subject} ${text?.body}`), `${kind} ${variant} ${locale}`)
            .toEqual(placeholders(`${en?.subject} ${en?.body}`));
          expect(text?.body).toContain('{orderNo}');
        }
      }
    }
  });

  it('are valid ICU messages for the pages: no straight apostrophes, no other syntax', () => {
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(NOTIFICATION_TEXTS[locale])) {
        for (const part of [text.subject, text.body, text.action]) expect(part, `${locale} ${id}`).not.toMatch(/['#]|\{\w+,/);
      }
    }
  });
});

describe('a notification mail', () => {
  const refused = { kind: 'orderRefused' as const, orderId: 41, refundId: null, params: { orderNo: 'DD20261128000041', reason: '<img src=x onerror=alert(1)> "Giá" & \'màu\'' } };

  it('keeps the values as typed in the plain-text part and escapes them in the HTML part', () => {
    const mail = notificationMail(refused, 'en', 'O\'Brien <Trading>', 'https://portal.example.vn');
    expect(mail.subject).toBe('Order DD20261128000041 was not accepted');
    expect(mail.text).toContain(`Reason: ${refused.params.reason}.`);
    expect(mail.text).toContain('View the order: https://portal.example.vn/myOrderDetail/41');
    expect(mail.html).toContain(escapeHtml(refused.params.reason));
    expect(mail.html).not.toMatch(/<img|"Giá"|<Trading>/);
    expect(mail.html).toContain('O&#39;Brien &lt;Trading&gt;');
    expect(mail.html).toContain('<a href="https://portal.example.vn/myOrderDetail/41"');
  });

  it('writes money in yuan and deadlines in Vietnam\'s time, in the reader\'s language', () => {
    const accepted = { kind: 'orderAccepted' as const, orderId: 7, refundId: null, params: { orderNo: 'DD7', deposit: 4200, dueAt: '2026-11-29T03:00:00.000Z' } };
    // 03:00 UTC is 10:00 in Hanoi; the order of day and hour is each language's own (Intl).
    const vi = notificationMail(accepted, 'vi', 'An', 'https://p.vn').text;
    expect(vi).toContain('tiền cọc ¥42.00 trước ');
    expect(vi).toMatch(/(10:00 29\/11\/2026|29\/11\/2026,? 10:00) \(GMT\+7\)/);
    expect(notificationMail(accepted, 'cn', 'An', 'https://p.vn').text).toMatch(/请于 2026\/11\/29 10:00 \(GMT\+7\) 前支付定金 ¥42\.00/);
    expect(notificationMail(accepted, 'en', 'An', 'https://p.vn').text).toContain('Pay the deposit: https://p.vn/mallPayment/7');
  });

  it('links staff to their queue filtered to the order, with the number encoded', () => {
    const waiting = { kind: 'orderAwaitingAcceptance' as const, orderId: 7, refundId: null, params: { orderNo: 'DD 7&x', buyer: 'An', amount: 100 } };
    expect(notificationMail(waiting, 'en', 'Ops', 'https://p.vn').text).toContain('https://p.vn/ops/order-accept?keyword=DD%207%26x');
  });
});
