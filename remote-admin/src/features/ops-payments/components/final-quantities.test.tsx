import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderStockingSchema } from 'shared-contracts/api/stock';
import { staffPaymentSchema } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { finalReviewMessages } from '../final-messages';
import { paymentReviewMessages } from '../messages';
import { PaymentDetails } from './payment-details';

const Details = withRemoteMessages(PaymentDetails, mergeMessages(paymentReviewMessages, finalReviewMessages));
const LINES = [
  { lineId: 770, skuId: 1, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup' }, specText: '500ml', specI18n: {}, imageUrl: null, ordered: 4, stocked: 3 },
  { lineId: 771, skuId: 2, goodsName: '杯盖', goodsNameI18n: { en: 'Cup lid' }, specText: '黑色', specI18n: { en: 'Black' }, imageUrl: null, ordered: 2, stocked: 2 },
].map((l) => ({ ...l, taken: 0, shipped: 0, frozen: 0, refunded: 0, returned: 0, available: 0 }));

const startServer = async () => {
  const server = await startTestServer({
    '/api/orders/77/stocking': (_req, res) => json(res, 200, orderStockingSchema.parse({
      orderId: 77, orderNo: 'PO20261120000077', status: 'finalPaymentReview', stockingDueAt: null, stockedAt: null, stockReturnAt: null,
      stockReturnedAt: null, lines: LINES, batches: [],
    })),
  });
  return { ...server, reset: () => { server.requests.length = 0; } };
};
const { server } = pageTestServer(startServer);

const payment = staffPaymentSchema.parse({
  id: 9, serialNo: 'PAY20261127000009', orderId: 77, orderNo: 'PO20261120000077', kind: 'final', method: 'DEPOSIT_CREDIT', status: 'PENDING_REVIEW',
  amount: 0, currency: 'CNY', exchangeRate: 3600, amountVnd: 0, breakdown: { goods: 1999, depositCredited: 3365, serviceFee: 60, packageFee: 1000, tax: 306 },
  quantities: [{ lineId: 770, quantity: 0 }, { lineId: 771, quantity: 1 }], remitterName: null, remitterBank: null, remittedAmount: null,
  voucherUrl: null, remittanceUrl: null, remarks: null, failureReason: null, reviewerName: null, reviewTime: null, createTime: '2026-11-27T09:00:00.000Z',
  buyerId: 5, buyerName: 'Lê Minh Tuấn',
});

describe('a final payment in review', () => {
  it('shows the quantities taken per line with the goods, beside its breakdown and method', async () => {
    loginAs(['payment:list', 'order:list']);
    renderWithProviders(<Details payment={payment} />);
    const table = within(await screen.findByRole('table', { name: 'Quantities taken' }));
    expect(await table.findByText('Cup lid · Black')).toBeDefined();
    expect(table.getByText('Cup lid · Black').closest('tr')?.textContent).toBe('Cup lid · Black221');
    expect(table.getByText('Thermos cup · 500ml').closest('tr')?.textContent).toBe('Thermos cup · 500ml430');
    expect(screen.getByText('Covered by the deposit (nothing transferred)')).toBeDefined();
    expect(screen.getByText(formatMoney(-3365, 'en'))).toBeDefined();
    expect(server.requests.map((r) => r.url)).toContain('/api/orders/77/stocking');
  });
});
