import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { stockMessages } from '../messages';
import { DUE_AT, RETURN_AT, startStockServer } from '../test/stock-test-server';
import { OrderStockingSection } from './order-stocking-section';

const Section = withRemoteMessages(OrderStockingSection, stockMessages);
const { server } = pageTestServer(startStockServer);

const order = (id: number, status: OrderState): OrderDetail => orderDetailSchema.parse({
  id, orderNo: `PO2026111800000${id}`, status, acceptance: 'accepted', currency: 'CNY', goodsTotal: 10_000, depositAmount: 3000, paidAmount: 3000,
  depositDueAt: null, quantity: 7, remarks: null, storeId: 1, storeName: '店', storeNameI18n: {}, lines: [], createTime: '2026-11-18T08:00:00.000Z', events: [],
});
const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the stocking section of an order', () => {
  it('while stocking: the expected completion, each line\'s counts and the batches; nothing to pay yet', async () => {
    loginAs(['purchaser']);
    renderWithProviders(<Section order={order(7, 'awaitingStocking')} />);
    expect(await screen.findByRole('table', { name: 'Stock per order line' })).toBeDefined();
    expect(within(field('Expected stocking completion')).getByText(when(DUE_AT))).toBeDefined();
    const lines = within(screen.getByRole('table', { name: 'Stock per order line' }));
    expect(lines.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Goods', 'Ordered', 'Stocked', 'Taken', 'Shipped', 'Returned']);
    expect(lines.getByText('Thermos cup · 500 ml').closest('tr')?.textContent).toContain('52000');
    const batches = within(screen.getByRole('table', { name: 'Stocked batches' }));
    expect(batches.getByText('SB20261120000900')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Pay the balance' })).toBeNull();
  });

  it('once stocked: the final payment deadline and the way to pay the balance', async () => {
    loginAs(['purchaser']);
    renderWithProviders(<Section order={order(8, 'finalPaymentPending')} />);
    const pay = await screen.findByRole('link', { name: 'Pay the balance' });
    expect(pay.getAttribute('href')).toBe('/mallPayment/8?kind=final');
    expect(within(await screen.findByText('Final payment deadline', { selector: 'dt' }).then((dt) => dt.nextElementSibling as HTMLElement))
      .getByText(when(RETURN_AT))).toBeDefined();
    expect(screen.getByText('Goods not taken with the final payment by the deadline are returned automatically.')).toBeDefined();
  });

  it('is not there before the deposit is approved, nor when the order has no stocking', async () => {
    loginAs(['purchaser']);
    const { unmount } = renderWithProviders(<Section order={order(7, 'depositReview')} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
    unmount();
    renderWithProviders(<Section order={order(9, 'closed')} />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    // Then time for its answer to be drawn: an order without stocking shows nothing, a second request would be a loop.
    await new Promise((r) => setTimeout(r, 100));
    expect(server.requests).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Stocking' })).toBeNull();
  });
});
