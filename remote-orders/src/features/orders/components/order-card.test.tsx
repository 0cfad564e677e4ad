import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { orderMessages } from '../messages';
import { orderFixture } from '../test/orders-test-server';
import { OrderCard } from './order-card';

describe('an order of the list', () => {
  it('shows its refund status beside its status, and nothing more without one', () => {
    const order = { ...orderFixture({ id: 21, day: '2026-11-21', status: 'pendingShipment', acceptance: 'accepted' }), refundStatus: 'refunding' as const };
    const view = renderWithProviders(<RemoteMessages messages={orderMessages}><OrderCard order={order} /></RemoteMessages>);
    const card = within(screen.getByRole('article', { name: 'PO20261121000021' }));
    expect(card.getByText('Pending shipment')).toBeDefined();
    expect(card.getByText('Refunding')).toBeDefined();
    view.unmount();
    renderWithProviders(<RemoteMessages messages={orderMessages}><OrderCard order={{ ...order, refundStatus: null }} /></RemoteMessages>);
    expect(screen.queryByText('Refunding')).toBeNull();
  });
});

describe('the next step on an order of the list', () => {
  afterEach(cleanup);
  const draw = (order: ReturnType<typeof orderFixture>) =>
    renderWithProviders(<RemoteMessages messages={orderMessages}><OrderCard order={order} /></RemoteMessages>, { locale: 'vi' });

  it('is the payment due, beside the details, with the amounts and the state', () => {
    draw(orderFixture({ id: 5, day: '2026-11-18', status: 'depositPending', acceptance: 'accepted' }));
    const card = within(screen.getByRole('article', { name: 'PO20261118000005' }));
    expect(card.getByRole('link', { name: 'Thanh toán tiền cọc đơn hàng PO20261118000005' }).getAttribute('href')).toBe('/mallPayment/5');
    expect(card.getByRole('link', { name: 'Xem chi tiết đơn hàng PO20261118000005' })).toBeDefined();
    expect(card.getByText('Chờ thanh toán tiền cọc')).toBeDefined();
    expect(card.getByText('Tổng tiền hàng')).toBeDefined();
  });

  it('is confirming receipt of what was delivered of a partly shipped order, which says so', () => {
    draw({ ...orderFixture({ id: 4, day: '2026-11-17', status: 'shipping', acceptance: 'accepted' }), delivery: { inWarehouse: 10, inTransit: 0, delivered: 10, received: 0 } });
    const card = within(screen.getByRole('article', { name: 'PO20261117000004' }));
    expect(card.getByText('Đã giao một phần, phần còn lại ở kho')).toBeDefined();
    expect(card.getByRole('link', { name: 'Xác nhận đã nhận hàng của đơn hàng PO20261117000004' }).getAttribute('href')).toBe('/myOrderDetail/4#order-delivery');
  });

  it('is nothing of the buyer\'s while the platform reviews', () => {
    draw(orderFixture({ id: 4, day: '2026-11-17', status: 'depositReview', acceptance: 'accepted' }));
    const card = within(screen.getByRole('article', { name: 'PO20261117000004' }));
    expect(card.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/myOrderDetail/4', '/myOrderDetail/4']);
  });
});
