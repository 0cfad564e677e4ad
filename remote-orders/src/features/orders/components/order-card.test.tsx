import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
