import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { IconButton } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from 'shared-contracts/api/cart';
import { localized, localizedAttrs } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { isAvailable, lineTotal } from '../utils/cart-groups';
import { QuantityEditor } from './quantity-editor';

type CartLineRowProps = {
  line: CartItem;
  selected: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: (name: string) => void;
};

/** The name shown for a line; a line whose goods was deleted keeps only its id. */
export function useLineName(line: CartItem): string {
  const intl = useIntl();
  const locale = usePortalLocale();
  return line.goods ? localized(line.goods.name, line.goods.nameI18n, locale) : intl.formatMessage({ id: 'mall.cart.removedGoods' }, { id: line.goodsId });
}

/** One cart line: selection, picture, name and spec, unit price, quantity, line total, remove. */
export function CartLineRow({ line, selected, busy, onToggle, onQuantity, onRemove }: CartLineRowProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const name = useLineName(line);
  const available = isAvailable(line);
  const spec = line.sku
    ? Object.values(localizedAttrs(line.sku.attrs, line.sku.attrsI18n, locale)).join(' / ') || line.sku.specText
    : line.specification;
  const detailPath = line.goods ? `/${line.goods.ddc ? 'mallDdcDetail' : 'mallDetail'}/${line.goodsId}` : null;

  return (
    <HStack as="li" align="start" gap="3" py="3" borderTopWidth="1px" opacity={available ? 1 : 0.7} data-testid={`cart-line-${line.id}`}>
      <Box pt="1">
        {available ? (
          <Checkbox.Root checked={selected} onCheckedChange={(d) => onToggle(d.checked === true)} size="sm">
            <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'mall.cart.selectLine' }, { name })} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : <Box w="4" />}
      </Box>
      <Box w="20" flexShrink={0}>
        <LazyImage src={line.sku?.imageUrl ?? line.goods?.coverUrl ?? null} alt={name} width="80px" borderRadius="md" />
      </Box>
      <Stack flex="1" gap="1" minW="0">
        {detailPath && available ? (
          <Link asChild fontWeight="medium"><RouterLink to={detailPath}>{name}</RouterLink></Link>
        ) : <Text fontWeight="medium">{name}</Text>}
        <Text fontSize="sm" color="fg.muted">{spec}</Text>
        {available ? null : <Badge colorPalette="gray" alignSelf="start"><FormattedMessage id="mall.cart.unavailable" /></Badge>}
      </Stack>
      {available ? (
        <>
          <Stack gap="0" minW="24" align="end">
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="mall.cart.col.price" /></Text>
            <Text>{formatMoney(line.sku.price, locale)}</Text>
          </Stack>
          <QuantityEditor name={name} quantity={line.quantity} moq={line.sku.moq} disabled={busy} onCommit={onQuantity} />
          <Stack gap="0" minW="24" align="end">
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="mall.cart.col.total" /></Text>
            <Text fontWeight="semibold" color="red.600" data-testid="line-total">{formatMoney(lineTotal(line), locale)}</Text>
          </Stack>
        </>
      ) : null}
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'mall.cart.removeLine' }, { name })}
        onClick={() => onRemove(name)}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
