import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Grid } from '@chakra-ui/react/grid';
import { IconButton } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CartItem } from 'shared-contracts/api/cart';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { pictureAlt } from '../../catalogue/utils/picture-alt';
import { specLabelOf } from '../../catalogue/utils/spec-label';
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

/**
 * One cart line: selection, picture, name and specification, unit price, quantity, line total, remove. On a phone
 * (below `md`) it is a card: the unit price under the specification, then the quantity stepper and the line total
 * across the card's width, so name, specification, total and remove button are never pushed off the screen (they
 * were, at 521 px); from `md` it is one row with a column per figure.
 */
export function CartLineRow({ line, selected, busy, onToggle, onQuantity, onRemove }: CartLineRowProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const name = useLineName(line);
  const available = isAvailable(line);
  const spec = line.sku ? specLabelOf(line.sku, locale) : line.specification;
  const detailPath = line.goods ? `/${line.goods.ddc ? 'mallDdcDetail' : 'mallDetail'}/${line.goodsId}` : null;
  const picture = pictureAlt(intl, name, spec ? { spec } : { main: true });

  return (
    <Grid as="li" py="3" borderTopWidth="1px" columnGap="3" rowGap="2" alignItems="start" opacity={available ? 1 : 0.7}
      templateColumns={{ base: 'auto 4rem minmax(0, 1fr) auto', md: 'auto 5rem minmax(0, 1fr) auto auto auto' }}
      templateAreas={{
        base: '"check pic info remove" "check pic price remove" "check numbers numbers numbers"',
        md: '"check pic info price numbers remove"',
      }}
      data-testid={`cart-line-${line.id}`}>
      <Box gridArea="check" pt="1">
        {available ? (
          <Checkbox.Root checked={selected} onCheckedChange={(d) => onToggle(d.checked === true)} size="sm">
            <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'mall.cart.selectLine' }, { name })} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : <Box w="4" />}
      </Box>
      <Box gridArea="pic">
        <LazyImage src={line.sku?.imageUrl ?? line.goods?.coverUrl ?? null} alt={picture} borderRadius="md" />
      </Box>
      <Stack gridArea="info" gap="1" minW="0" overflowWrap="anywhere">
        {detailPath && available ? (
          <Link asChild fontWeight="medium"><RouterLink to={detailPath}>{name}</RouterLink></Link>
        ) : <Text fontWeight="medium">{name}</Text>}
        <Text fontSize="sm" color="fg.muted">{spec}</Text>
        {available ? null : <Badge colorPalette="gray" alignSelf="start"><FormattedMessage id="mall.cart.unavailable" /></Badge>}
      </Stack>
      {available ? (
        <>
          <Stack gridArea="price" direction={{ base: 'row', md: 'column' }} gap={{ base: '2', md: '0' }} align={{ base: 'baseline', md: 'end' }}
            minW={{ md: '24' }} wrap="wrap">
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="mall.cart.col.price" /></Text>
            <Text fontSize={{ base: 'sm', md: 'md' }}>{formatMoney(line.sku.price, locale)}</Text>
          </Stack>
          <HStack gridArea="numbers" gap="4" align="start" justify="space-between">
            <QuantityEditor name={name} quantity={line.quantity} moq={line.sku.moq} disabled={busy} onCommit={onQuantity} />
            <Stack gap="0" minW={{ md: '24' }} align="end">
              <Text fontSize="xs" color="fg.muted"><FormattedMessage id="mall.cart.col.total" /></Text>
              <Text fontWeight="semibold" color="red.600" data-testid="line-total">{formatMoney(lineTotal(line), locale)}</Text>
            </Stack>
          </HStack>
        </>
      ) : null}
      <IconButton
        gridArea="remove"
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage({ id: 'mall.cart.removeLine' }, { name })}
        onClick={() => onRemove(name)}
      >
        <Trash2 />
      </IconButton>
    </Grid>
  );
}
