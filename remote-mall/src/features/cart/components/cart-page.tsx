import { useMemo, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ShoppingCart } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from 'shared-contracts/api/cart';
import type { Order } from 'shared-contracts/api/orders';
import { localized } from 'shared-contracts/mall/localized';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { usePlaceOrder } from '../../checkout/api/place-order';
import { OrderPlacedDialog } from '../../checkout/components/order-placed-dialog';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useMyCart } from '../api/get-cart';
import { useRemoveCartLines } from '../api/remove-cart-lines';
import { useUpdateCartLine } from '../api/update-cart-line';
import { groupCart, summarizeSelection } from '../utils/cart-groups';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { StoreGroupCard } from './store-group';

/** `/myCart` (mall/MyCart): anonymous visitors see the sign-in prompt and no request is sent. */
export function CartPage() {
  const signedIn = useSignedIn();
  return signedIn ? <SignedInCart /> : <LoginRequired />;
}

type PendingRemoval = { ids: number[]; name: string | null };

function checkedState(ids: number[], selected: ReadonlySet<number>): boolean | 'indeterminate' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'indeterminate';
}

function SignedInCart() {
  const intl = useIntl();
  const locale = usePortalLocale();
  const cart = useMyCart(true);
  const update = useUpdateCartLine();
  const remove = useRemoveCartLines();
  const place = usePlaceOrder();
  const [chosen, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [removal, setRemoval] = useState<PendingRemoval | null>(null);
  const [twoStores, setTwoStores] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);

  const lines: CartItem[] = useMemo(() => cart.data?.content ?? [], [cart.data]);
  const { stores, unavailable } = useMemo(() => groupCart(lines), [lines]);
  const selectableIds = useMemo(() => stores.flatMap((s) => s.lines.map((l) => l.id)), [stores]);
  // Lines removed (here, by an order or in another tab) drop out of the selection.
  const selected: ReadonlySet<number> = useMemo(
    () => new Set([...chosen].filter((id) => selectableIds.includes(id))), [chosen, selectableIds]);
  const summary = summarizeSelection(lines, selected);
  // The two-stores notice stays only while the selection still spans two stores.
  const twoStoresShown = twoStores && summary.storeIds.length > 1;

  const setMany = (ids: number[], checked: boolean) => setSelected((current) => {
    const next = new Set(current);
    for (const id of ids) { if (checked) next.add(id); else next.delete(id); }
    return next;
  });

  const placeSelected = () => {
    // The server refuses two stores too; checking first spares a request and shows why at once.
    if (summary.storeIds.length > 1) { setTwoStores(true); return; }
    const cartIds = lines.filter((l) => selected.has(l.id) && selectableIds.includes(l.id)).map((l) => l.id);
    place.mutate({ source: 'cart', cartIds, remarks: null }, {
      onSuccess: (order) => { setSelected(new Set()); setPlaced(order); },
    });
  };

  const confirmRemoval = () => {
    if (!removal) return;
    remove.mutate(removal.ids, {
      onSuccess: () => { setMany(removal.ids, false); setRemoval(null); },
    });
  };

  if (cart.isPending) {
    return (
      <HStack gap="2" py="8" justify="center" role="status">
        <Spinner size="sm" />
        <Text><FormattedMessage id="mall.cart.loading" /></Text>
      </HStack>
    );
  }
  if (cart.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="mall.cart.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void cart.refetch()}><FormattedMessage id="mall.cart.retry" /></Button>
      </Alert.Root>
    );
  }

  const busy = update.isPending || remove.isPending || place.isPending;
  const selectedIds = [...selected];
  return (
    <Stack gap="4" as="article">
      <Heading as="h1" size="xl"><FormattedMessage id="mall.cart.title" /></Heading>
      {lines.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator><ShoppingCart /></EmptyState.Indicator>
            <EmptyState.Title><FormattedMessage id="mall.cart.empty" /></EmptyState.Title>
            <EmptyState.Description><FormattedMessage id="mall.cart.emptyHint" /></EmptyState.Description>
            <Button asChild colorPalette="blue"><RouterLink to="/mall"><FormattedMessage id="mall.cart.goShopping" /></RouterLink></Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Checkbox.Root
              checked={checkedState(selectableIds, selected)}
              disabled={selectableIds.length === 0}
              onCheckedChange={(d) => setMany(selectableIds, d.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label><FormattedMessage id="mall.cart.selectAll" /></Checkbox.Label>
            </Checkbox.Root>
            <Button size="sm" variant="outline" colorPalette="red" disabled={selectedIds.length === 0 || busy}
              onClick={() => setRemoval({ ids: selectedIds, name: null })}>
              <FormattedMessage id="mall.cart.removeSelected" />
            </Button>
          </HStack>
          {stores.map((store) => {
            const ids = store.lines.map((l) => l.id);
            return (
              <StoreGroupCard
                key={store.storeId}
                title={localized(store.storeName, store.storeNameI18n, locale)}
                selection={{ checked: checkedState(ids, selected), onChange: (checked) => setMany(ids, checked) }}
              >
                {store.lines.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    selected={selected.has(line.id)}
                    busy={busy}
                    onToggle={(checked) => setMany([line.id], checked)}
                    onQuantity={(quantity) => update.mutate({ id: line.id, quantity })}
                    onRemove={(name) => setRemoval({ ids: [line.id], name })}
                  />
                ))}
              </StoreGroupCard>
            );
          })}
          {unavailable.length > 0 ? (
            <StoreGroupCard title={intl.formatMessage({ id: 'mall.cart.unavailableTitle' })}>
              <Text as="li" fontSize="sm" color="fg.muted" pb="2"><FormattedMessage id="mall.cart.unavailableHint" /></Text>
              {unavailable.map((line) => (
                <CartLineRow
                  key={line.id}
                  line={line}
                  selected={false}
                  busy={busy}
                  onToggle={() => undefined}
                  onQuantity={() => undefined}
                  onRemove={(name) => setRemoval({ ids: [line.id], name })}
                />
              ))}
            </StoreGroupCard>
          ) : null}
          <CartSummary summary={summary} placing={place.isPending} twoStores={twoStoresShown} onPlace={placeSelected} />
        </>
      )}
      <ConfirmDialog
        open={removal !== null}
        title={<FormattedMessage id="mall.cart.confirmTitle" />}
        message={removal?.name
          ? <FormattedMessage id="mall.cart.confirmOne" values={{ name: removal.name }} />
          : <FormattedMessage id="mall.cart.confirmMany" values={{ count: removal?.ids.length ?? 0 }} />}
        cancelLabel={<FormattedMessage id="mall.cart.cancel" />}
        confirmLabel={<FormattedMessage id="mall.cart.remove" />}
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval(null)}
      />
      <OrderPlacedDialog order={placed} onClose={() => setPlaced(null)} />
    </Stack>
  );
}
