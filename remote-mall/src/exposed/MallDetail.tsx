import { useState } from 'react';
import type { Order } from 'shared-contracts/api/orders';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { useAddToCart } from '../features/cart/api/add-to-cart';
import { usePlaceOrder } from '../features/checkout/api/place-order';
import { OrderPlacedDialog } from '../features/checkout/components/order-placed-dialog';
import { ProductPage } from '../features/product/components/product-page';
import type { Purchase } from '../features/product/components/purchase-panel';
import { productMessages } from '../features/product/messages';

/**
 * The product page with the buyer's actions plugged in: add to cart (the navbar count follows through
 * useAddToCart) and buy now (an order placed at once, then its dialog). Shared by both detail routes.
 */
export function ProductWithPurchase() {
  const addToCart = useAddToCart();
  const placeOrder = usePlaceOrder();
  const [order, setOrder] = useState<Order | null>(null);
  const purchase: Purchase = {
    addToCart: (line) => addToCart.mutateAsync(line),
    buyNow: (line) => placeOrder.mutateAsync({ source: 'buyNow', ...line, remarks: null }).then(setOrder),
    adding: addToCart.isPending,
    buying: placeOrder.isPending,
  };
  return (
    <>
      <ProductPage purchase={purchase} />
      <OrderPlacedDialog order={order} onClose={() => setOrder(null)} />
    </>
  );
}

/** `mall/MallDetail`: /mallDetail/:id. */
export default withRemoteMessages(ProductWithPurchase, productMessages);
