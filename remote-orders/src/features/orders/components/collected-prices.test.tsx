import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { orderMessages } from '../messages';
import { OPERATOR, startOrdersServer, step } from '../test/orders-test-server';
import { OrderDetailPage } from './order-detail-page';

/** The buyer's order of prices they collected (docs/orders.md "Collected prices"): marked, and a correction shown with why. */
const Page = withRemoteMessages(OrderDetailPage, orderMessages);
const { server } = pageTestServer(startOrdersServer);
const SOURCE = 'https://detail.1688.com/offer/624512345678.html';
const open = (locale: 'en' | 'vi' = 'en') => renderWithProviders(<Page />, { path: '/myOrderDetail/6', route: '/myOrderDetail/:id', locale });

/** Order 6 of the fixtures (waiting, 20 mugs at 12.50) as an order of the buyer's collected goods, corrected or not. */
function collectedOrder(corrected: { price: number; reason: string } | null): OrderDetail {
  const order = server.state.orders.find((o) => o.id === 6) as OrderDetail;
  const lines = order.lines.map((l) => ({
    ...l, collectedPrice: l.unitPrice, sourceUrl: SOURCE,
    ...(corrected ? { unitPrice: corrected.price, totalPrice: corrected.price * l.quantity, priceCorrectionReason: corrected.reason } : {}),
  }));
  const goodsTotal = lines.reduce((sum, l) => sum + l.totalPrice, 0);
  const events = corrected
    ? [...order.events, { ...step('correctPrice', 'depositPending', 'depositPending', '2026-11-19', corrected.reason), id: 777 }]
    : order.events;
  return orderDetailSchema.parse({ ...order, lines, goodsTotal, depositAmount: Math.ceil(goodsTotal * 0.3), events });
}
const use = (order: OrderDetail) => { server.state.orders = server.state.orders.map((o) => (o.id === order.id ? order : o)); };

describe('collected prices on the buyer’s order', () => {
  it('marks a collected price and says the platform checks it before accepting', async () => {
    use(collectedOrder(null));
    loginAs(['purchaser']);
    open();
    expect(await screen.findByText(/Some prices in this order are ones you collected from the source page/)).toBeDefined();
    const line = within(screen.getByRole('link', { name: 'Ceramic mug' }).closest('tr') as HTMLElement);
    expect(line.getByText('Collected price')).toBeDefined();
    expect(line.getByText(formatMoney(1250, 'en'))).toBeDefined();
    expect(line.queryByText('Corrected by the platform')).toBeNull();
  });

  it('shows a correction: the collected price struck, the new one, why, and the step in the timeline', async () => {
    use(collectedOrder({ price: 1180, reason: 'The source page sells it at 11.80' }));
    loginAs(['purchaser']);
    open();
    expect(await screen.findByText('The platform corrected a price you collected')).toBeDefined();
    expect(screen.getByText(`Ceramic mug · White: ${formatMoney(1250, 'en')} → ${formatMoney(1180, 'en')}. Why: The source page sells it at 11.80`)).toBeDefined();
    expect(screen.queryByText(/Some prices in this order are ones you collected/)).toBeNull();
    const line = within(screen.getByRole('link', { name: 'Ceramic mug' }).closest('tr') as HTMLElement);
    expect(line.getByText('Corrected by the platform')).toBeDefined();
    expect(line.getByText(`Collected: ${formatMoney(1250, 'en')}`).tagName).toBe('DEL');
    expect(line.getByText('Why: The source page sells it at 11.80')).toBeDefined();
    expect(line.getAllByText(formatMoney(23600, 'en')).length).toBeGreaterThan(0);
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getByText('Collected price corrected by the platform')).toBeDefined();
    expect(timeline.getByText(new RegExp(`by ${OPERATOR}`))).toBeDefined();
  });

  it('speaks Vietnamese', async () => {
    use(collectedOrder({ price: 1180, reason: 'Giá trên trang nguồn là 11,80' }));
    loginAs(['purchaser']);
    open('vi');
    expect(await screen.findByText('Nền tảng đã sửa 1 giá bạn thu thập')).toBeDefined();
    const line = within(screen.getByRole('link', { name: 'Cốc sứ' }).closest('tr') as HTMLElement);
    expect(line.getByText('Nền tảng đã sửa giá')).toBeDefined();
    expect(line.getByText('Lý do: Giá trên trang nguồn là 11,80')).toBeDefined();
  });
});
