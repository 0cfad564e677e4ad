import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ShoppingCart, Zap } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { GoodsDetail } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { formatMoney, formatPriceRange } from 'shared-contracts/mall/money';
import { useRequireLogin } from 'shared-contracts/react/login-required';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { parseQuantity, quantityForSku, quantityProblem } from '../utils/quantity';
import { initialSelection, skuOf, specGroupsOf, type SpecSelection } from '../utils/spec-options';
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

type Props = { goods: GoodsDetail; purchase: Purchase; onSkuImage(url: string | null): void };

/** Specification, quantity, price and the two actions of a product page. */
export function PurchasePanel({ goods, purchase, onSkuImage }: Props) {
  const locale = usePortalLocale();
  const requireLogin = useRequireLogin();
  const groups = useMemo(() => specGroupsOf(goods.skus, locale), [goods.skus, locale]);
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(goods.skus));
  const sku = skuOf(goods.skus, groups, selection);
  const moq = sku?.moq ?? goods.moq;
  const [quantity, setQuantity] = useState(() => String(Math.max(1, moq)));
  const [edited, setEdited] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState(false);

  // A new SKU brings its own minimum: the quantity follows it unless the buyer's number still meets it
  // (adjusted while rendering, on a SKU change only, not on each keystroke).
  const [quantitySku, setQuantitySku] = useState(sku?.id ?? null);
  if (quantitySku !== (sku?.id ?? null)) {
    setQuantitySku(sku?.id ?? null);
    setQuantity(quantityForSku(quantity, moq, edited));
  }
  useEffect(() => onSkuImage(sku?.imageUrl ?? null), [sku?.imageUrl, onSkuImage]);

  const problem = quantityProblem(quantity, moq);
  const count = parseQuantity(quantity);

  /** The line to send, or null after showing in the page what is missing (no request is sent then). */
  const lineOrNull = (): PurchaseLine | null => {
    setAttempted(true);
    setAdded(false);
    if (!sku || problem) return null;
    if (!requireLogin()) return null;
    return { goodsId: goods.id, skuId: sku.id, quantity: count ?? moq };
  };
  const addToCart = () => {
    const line = lineOrNull();
    if (line) purchase.addToCart(line).then(() => setAdded(true), () => undefined);
  };
  const buyNow = () => {
    const line = lineOrNull();
    if (line) purchase.buyNow(line).catch(() => undefined);
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
        <Button colorPalette="orange" variant="outline" size="lg" onClick={addToCart} loading={purchase.adding} disabled={!goods.onSale}>
          <ShoppingCart aria-hidden="true" />
          <FormattedMessage id="mall.product.addToCart" />
        </Button>
        <Button colorPalette="red" size="lg" onClick={buyNow} loading={purchase.buying} disabled={!goods.onSale}>
          <Zap aria-hidden="true" />
          <FormattedMessage id="mall.product.buyNow" />
        </Button>
      </HStack>

      {added ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <FormattedMessage id="mall.product.added" />{' '}
              <RouterLink to="/myCart" style={{ textDecoration: 'underline' }}><FormattedMessage id="mall.product.viewCart" /></RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
