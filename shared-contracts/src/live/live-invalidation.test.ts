import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from 'shared-contracts/api/live-events';
import { invalidateEverything, invalidateForEvents } from './live-invalidation';

/** The remotes' real keys (remote-orders, remote-payments, remote-admin query-keys.ts) and the bell's prefix. */
const KEYS = {
  orderDetail: ['orders', 'mine', 'detail', '41'],
  orderList: ['orders', 'mine', 'list', { page: 1 }],
  paymentPage: ['payments', 'order', 41],
  stockPage: ['stock', 'mine', 'page', 1, 10],
  opsPayments: ['ops-payments', 'list', { tab: 'pending' }],
  opsOrderCounts: ['ops-orders', 'counts', {}],
  opsShipping: ['ops', 'shipments', 'list', {}],
  bell: ['notifications', 'unread-count'],
  dictionary: ['dict', 'order_status'],
} as const;

function clientWithEveryKey(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData([...key], { cached: true });
  return client;
}

const staleOf = (client: QueryClient) => Object.entries(KEYS)
  .filter(([, key]) => client.getQueryState([...key])?.isInvalidated)
  .map(([name]) => name);

const event = (entity: LiveEvent['entity']): LiveEvent => ({ seq: 1, entity, id: 41, change: 'paid', orderId: 41 });

describe('invalidating on live events', () => {
  it('a payment decision: the order pages, the payment page and the operator queues, not the bell or dictionaries', async () => {
    const client = clientWithEveryKey();
    await invalidateForEvents(client, [event('payment')]);
    expect(staleOf(client)).toEqual(['orderDetail', 'orderList', 'paymentPage', 'opsPayments', 'opsOrderCounts']);
  });

  it('a notification: the bell only', async () => {
    const client = clientWithEveryKey();
    await invalidateForEvents(client, [event('notification')]);
    expect(staleOf(client)).toEqual(['bell']);
  });

  it('a shipment: the stock page and the shipping queue too', async () => {
    const client = clientWithEveryKey();
    await invalidateForEvents(client, [event('shipment')]);
    expect(staleOf(client)).toEqual(['orderDetail', 'orderList', 'stockPage', 'opsShipping']);
  });

  it('a reset: everything', async () => {
    const client = clientWithEveryKey();
    await invalidateEverything(client);
    expect(staleOf(client)).toEqual(Object.keys(KEYS));
  });
});
