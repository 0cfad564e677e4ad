import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { seedCart, startCartServer } from '../test/cart-test-server';
import { useAddToCart } from './add-to-cart';
import { cartKeys } from './query-keys';

let server: Awaited<ReturnType<typeof startCartServer>>;
beforeAll(async () => { server = await startCartServer(); });
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  Object.assign(server.state, { cart: seedCart(), writes: [], nextAnswers: [], orderDelayMs: 0 });
  loginAs(['purchaser']);
});

function renderAddToCart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(cartKeys.mine(), { content: [], totalElements: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { result: renderHook(() => useAddToCart(), { wrapper }).result, queryClient };
}

describe('useAddToCart', () => {
  it('posts the SKU and quantity, sets the navbar count from the answer and marks the cart stale', async () => {
    const { result, queryClient } = renderAddToCart();
    await act(async () => { await result.current.mutateAsync({ goodsId: 101, skuId: 1010, quantity: 3 }); });
    expect(server.writesTo('/api/shopCart')).toMatchObject([{ method: 'POST', body: { goodsId: 101, skuId: 1010, quantity: 3 } }]);
    expect(sessionStore.get(cartCountAtom)).toBe(5);
    expect(queryClient.getQueryState(cartKeys.mine())?.isInvalidated).toBe(true);
  });

  it('leaves the count alone when the server refuses a duplicate', async () => {
    sessionStore.set(cartCountAtom, 4);
    server.state.nextAnswers.push({ status: 400, body: { status: 400, message: 'mall.cartDuplicate' } });
    const { result } = renderAddToCart();
    await act(async () => { await expect(result.current.mutateAsync({ goodsId: 101, skuId: 10, quantity: 1 })).rejects.toThrow(); });
    expect(sessionStore.get(cartCountAtom)).toBe(4);
    expect(notify).toHaveBeenCalled();
  });
});
