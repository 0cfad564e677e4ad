import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { GoodsDetail, Sku } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { formatMoney, formatPriceRange } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { getToken } from 'shared-contracts/session/session-store';
import { usePurchaseIntent } from '../hooks/use-purchase-intent';
import { dropPurchaseIntent, savePurchaseIntent, type PurchaseAction } from '../utils/purchase-intent';
import { parseQuantity, quantityForSku, quantityProblem } from '../utils/quantity';
import { initialSelection, skuOf, specGroupsOf, type SpecSelection } from '../utils/spec-options';
import { LoginFirstDialog } from './login-first-dialog';
import { QuantityField } from './quantity-field';
import { SpecPicker } from './spec-picker';

/** One goods line the buyer asked for. */
export type PurchaseLine = { goodsId: number; skuId: number; quantity: number };

/**
 * What the page does with a line: the cart and checkout features plug in here (exposed/MallDetail.tsx), so
 * this feature does not import theirs. Each resolves on success and rejects on a refusal, which the shared
 * client has already toasted in the reader's language.
 */
export type Purchase = {
  addToCart(line: PurchaseLine): Promise<unknown>;
  buyNow(line: PurchaseLine): Promise<unknown>;
  adding: boolean;
  buying: boolean;
};

type Props = { goods: GoodsDetail; purchase: Purchase; /** The chosen SKU, or null while the choice is open. */ onSku(sku: Sku | null): void };

/** Specification, quantity, price and the two actions of a product page. */
export function PurchasePanel({ goods, purchase, onSku }: Props) {
  const locale = usePortalLocale();
  const { pathname, search } = useLocation();
  const groups = useMemo(() => specGroupsOf(goods.skus, locale), [goods.skus, locale]);
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(goods.skus));
  const sku = skuOf(goods.skus, groups, selection);
  const moq = sku?.moq ?? goods.moq;
  const [quantity, setQuantity] = useState(() => String(Math.max(1, moq)));
  const [edited, setEdited] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // 'intent': added on the buyer's return from signing in, so the confirmation is brought into view.
  const [added, setAdded] = useState<false | 'click' | 'intent'>(false);
  const [loginFor, setLoginFor] = useState<PurchaseAction | null>(null);
  const addedRef = useRef<HTMLDivElement>(null);

  // A new SKU brings its own minimum: the quantity follows it unless the buyer's number still meets it
  // (adjusted while rendering, on a SKU change only, not on each keystroke).
  const [quantitySku, setQuantitySku] = useState(sku?.id ?? null);
  if (quantitySku !== (sku?.id ?? null)) {
    setQuantitySku(sku?.id ?? null);
    setQuantity(quantityForSku(quantity, moq, edited));
  }
  useEffect(() => onSku(sku), [sku, onSku]);

  const problem = quantityProblem(quantity, moq);
  const count = parseQuantity(quantity);

  const send = (action: PurchaseAction, line: PurchaseLine, how: 'click' | 'intent') => {
    if (action === 'addToCart') purchase.addToCart(line).then(() => setAdded(how), () => undefined);
    else purchase.buyNow(line).catch(() => undefined);
  };

  // Back from signing in: show the choice kept before it, and send it.
  usePurchaseIntent(goods, pathname, (intent, chosen) => {
    setLoginFor(null);
    setSelection({ ...chosen.attrs });
    setQuantitySku(chosen.id);
    setQuantity(String(intent.quantity));
    setEdited(true);
    send(intent.action, { goodsId: goods.id, skuId: chosen.id, quantity: intent.quantity }, 'intent');
  });
  useEffect(() => {
    if (added === 'intent') addedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [added]);

  /** Sends the chosen line; shows in the page what is missing instead (no request then); signed out, keeps it and asks to sign in. */
  const act = (action: PurchaseAction) => {
    setAttempted(true);
    setAdded(false);
    if (!sku || problem) return;
    const line = { goodsId: goods.id, skuId: sku.id, quantity: count ?? moq };
    if (getToken()) {
      send(action, line, 'click');
      return;
    }
    savePurchaseIntent({ action, path: pathname, ...line });
    setLoginFor(action);
  };
  const cancelLogin = () => {
    dropPurchaseIntent();
    setLoginFor(null);
  };

  return (
    <Stack gap="4">
      <Stack gap="0" bg="bg.muted" borderRadius="md" p="3">
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="mall.product.price" /></Text>
        <Text fontSize="2xl" fontWeight="bold" color="red.600" _dark={{ color: 'red.300' }} data-testid="product-price">
          {sku ? formatMoney(sku.price, locale) : formatPriceRange(goods.minPrice, goods.maxPrice, locale)}
        </Text>
      </Stack>

      <SpecPicker skus={goods.skus} groups={groups} selection={selection}
        onChange={(s) => { setSelection(s); setAdded(false); }} />
      {attempted && !sku ? (
        <Text role="alert" color="fg.error" fontSize="sm"><FormattedMessage id={MessageKey.specRequired} /></Text>
      ) : null}

      <QuantityField value={quantity} moq={moq} problem={problem} showProblem={attempted || edited}
        onChange={(text) => { setQuantity(text); setEdited(true); setAdded(false); }} />

      <Text fontSize="sm" aria-live="polite">
        {sku && !problem && count !== null ? (
          <FormattedMessage id="mall.product.lineTotal" values={{ total: formatMoney(sku.price * count, locale) }} />
        ) : sku ? null : <FormattedMessage id="mall.product.chooseSpec" />}
      </Text>

      <HStack gap="3" wrap="wrap">
        <Button colorPalette="orange" variant="outline" size="lg" onClick={() => act('addToCart')} loading={purchase.adding} disabled={!goods.onSale}>
          <ShoppingCart aria-hidden="true" />
          <FormattedMessage id="mall.product.addToCart" />
        </Button>
        <Button colorPalette="red" size="lg" onClick={() => act('buyNow')} loading={purchase.buying} disabled={!goods.onSale}>
          <Zap aria-hidden="true" />
          <FormattedMessage id="mall.product.buyNow" />
        </Button>
      </HStack>

      {added ? (
        <Alert.Root ref={addedRef} status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <FormattedMessage id="mall.product.added" />{' '}
              <RouterLink to="/myCart" style={{ textDecoration: 'underline' }}><FormattedMessage id="mall.product.viewCart" /></RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <LoginFirstDialog action={loginFor} returnTo={`${pathname}${search}`} onCancel={cancelLogin} />
    </Stack>
  );
}
