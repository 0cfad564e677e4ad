import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GoodsCard as Goods } from 'shared-contracts/api/goods';
import { GoodsCard } from './goods-card';
import { LoadError } from './load-error';

/** Two columns on a phone, up to five on a wide screen. */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 4, xl: 5 } as const;

type Props = {
  goods: readonly Goods[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry(): void;
  /** Shown when the read succeeded with no goods. */
  empty: ReactNode;
  /** Placeholders drawn while loading (the grid keeps its height, so nothing jumps). */
  placeholders?: number;
};

/** A grid of goods cards with its loading, error and empty states. */
export function GoodsGrid({ goods, isPending, isError, onRetry, empty, placeholders = 10 }: Props) {
  if (isPending && !goods) {
    return (
      <Box aria-busy="true">
        <Text srOnly><FormattedMessage id="mall.catalogue.loading" /></Text>
        <SimpleGrid columns={GRID_COLUMNS} gap="3" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, i) => (
            <Skeleton key={i} aspectRatio={0.72} borderRadius="md" />
          ))}
        </SimpleGrid>
      </Box>
    );
  }
  if (isError && !goods) return <LoadError onRetry={onRetry} />;
  if (!goods || goods.length === 0) return <>{empty}</>;
  return (
    <SimpleGrid as="ul" columns={GRID_COLUMNS} gap="3" p="0" m="0">
      {goods.map((g) => <GoodsCard key={g.id} goods={g} />)}
    </SimpleGrid>
  );
}
