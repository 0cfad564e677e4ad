import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_COUNT_PAGE_SIZE, cartPageSchema } from 'shared-contracts/api/cart';
import { IDEMPOTENCY_HEADER, orderSchema, type Order, type PlaceOrder } from 'shared-contracts/api/orders';
import { getJson, postJson } from 'shared-contracts/http/client';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { cartKeys } from '../../cart/api/query-keys';
import { newIdempotencyKey } from '../utils/idempotency-key';

/** `POST api/orders` with its Idempotency-Key: the server creates one order per key. */
export function placeOrder(body: PlaceOrder, idempotencyKey: string): Promise<Order> {
  return postJson(orderSchema, 'api/orders', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** The cart count after an order took lines out of the cart (the order's answer does not carry it). */
async function refreshCartCount(): Promise<void> {
  const page = await getJson(cartPageSchema, 'api/shopCart/myCart', {
    searchParams: { page: 0, size: CART_COUNT_PAGE_SIZE }, context: { quiet: true },
  });
  sessionStore.set(cartCountAtom, page.totalElements);
}

type Intent = { body: string; key: string; inFlight: Promise<Order> | null };

/**
 * Places an order (buy now or selected cart lines). One user intent, one key: the key is made when an
 * intent starts and kept until it succeeds, so sending the same body again after a failure or timeout
 * (a retry) reuses it and the server answers the order it may already have created. A second call while
 * the first is in flight (a double click) joins the pending request instead of sending another. A
 * different body, or any call after a success, is a new intent with a fresh key. Callers still disable
 * their button while `isPending`.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const intent = useRef<Intent | null>(null);

  return useMutation({
    mutationFn: (body: PlaceOrder): Promise<Order> => {
      const serialized = JSON.stringify(body);
      let current = intent.current;
      if (current?.inFlight && current.body === serialized) return current.inFlight;
      if (!current || current.body !== serialized) {
        current = { body: serialized, key: newIdempotencyKey(), inFlight: null };
        intent.current = current;
      }
      const attempt = current;
      attempt.inFlight = placeOrder(body, attempt.key).then(
        (order) => {
          // Done: the next placement, even of the same lines, is a new intent.
          if (intent.current === attempt) intent.current = null;
          return order;
        },
        (error: unknown) => {
          attempt.inFlight = null;
          throw error;
        },
      );
      return attempt.inFlight;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await refreshCartCount().catch(() => undefined);
    },
  });
}
