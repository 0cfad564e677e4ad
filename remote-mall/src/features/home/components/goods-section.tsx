import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGoods, type GoodsSearch } from '../../catalogue/api/get-goods';
import { GoodsGrid } from '../../catalogue/components/goods-grid';
import { useBackgroundAnswer } from '../hooks/use-background-answer';

type Props = { id: string; titleId: string; emptyId: string; query: GoodsSearch; moreTo: string };

/** A titled row of goods on the home page (recommended, new arrivals) with a link to see them all. */
export function GoodsSection({ id, titleId, emptyId, query, moreTo }: Props) {
  const goods = useBackgroundAnswer(useGoods(query));
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <HStack justify="space-between">
        <Heading as="h2" size="lg" id={id}><FormattedMessage id={titleId} /></Heading>
        <RouterLink to={moreTo}><FormattedMessage id="mall.home.more" /></RouterLink>
      </HStack>
      <GoodsGrid
        goods={goods.data?.content}
        isPending={goods.isPending}
        isError={goods.isError}
        onRetry={() => void goods.refetch()}
        placeholders={query.size}
        empty={<Text color="fg.muted"><FormattedMessage id={emptyId} /></Text>}
      />
    </Stack>
  );
}
