import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { seedCart, startCartServer } from '../../cart/test/cart-test-server';
import { usePlaceOrder } from './place-order';

let server: Awaited<ReturnType<typeof startCartServer>>;
beforeAll(async () => { server = await startCartServer(); });
afterAll(() => server.close());
setUpPageTests(() => server.url);
beforeEach(() => {
  Object.assign(server.state, { cart: seedCart(), writes: [], nextAnswers: [], orderDelayMs: 0 });
  loginAs(['purchaser']);
});

function renderPlaceOrder() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => usePlaceOrder(), { wrapper }).result;
}

const keys = () => server.writesTo('/api/orders').map((w) => w.idempotencyKey);
const buyNow = { source: 'buyNow' as const, goodsId: 101, skuId: 10, quantity: 5, remarks: null };

describe('usePlaceOrder', () => {
  it('reuses the key when the same intent is retried after a failure, and starts a new one after success', async () => {
    const result = renderPlaceOrder();
    server.state.nextAnswers.push({ status: 503, body: { status: 503, message: 'error.internal' } });
    await act(async () => { await expect(result.current.mutateAsync(buyNow)).rejects.toThrow(); });
    await act(async () => { await result.current.mutateAsync(buyNow); });
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys()[1]).toBe(keys()[0]);

    // The order exists: ordering the same again is a new intent.
    await act(async () => { await result.current.mutateAsync(buyNow); });
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('gives a different intent its own key', async () => {
    const result = renderPlaceOrder();
    server.state.nextAnswers.push({ status: 400, body: { status: 400, message: 'mall.belowMinimumQuantity' } });
    await act(async () => { await expect(result.current.mutateAsync(buyNow)).rejects.toThrow(); });
    await act(async () => { await result.current.mutateAsync({ ...buyNow, quantity: 50 }); });
    expect(new Set(keys()).size).toBe(2);
  });

  it('sends one request for a double click while the first is in flight', async () => {
    const result = renderPlaceOrder();
    server.state.orderDelayMs = 150;
    const body = { source: 'cart' as const, cartIds: [1, 2], remarks: null };
    let orders: unknown[] = [];
    await act(async () => {
      orders = await Promise.all([result.current.mutateAsync(body), result.current.mutateAsync(body)]);
    });
    expect(server.writesTo('/api/orders')).toHaveLength(1);
    expect(orders[0]).toEqual(orders[1]);
  });

  it('refreshes the cart count once the order took lines out of the cart', async () => {
    sessionStore.set(cartCountAtom, 4);
    const result = renderPlaceOrder();
    await act(async () => { await result.current.mutateAsync({ source: 'cart', cartIds: [1, 2], remarks: null }); });
    await waitFor(() => expect(sessionStore.get(cartCountAtom)).toBe(2));
  });
});
