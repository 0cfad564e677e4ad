import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { useGoods } from '../../catalogue/api/get-goods';
import { GoodsGrid } from '../../catalogue/components/goods-grid';
import { useSearchState } from '../hooks/use-search-state';
import { goodsQueryOf, SEARCH_PAGE_SIZE } from '../utils/search-url';
import { KeywordForm } from './keyword-form';
import { NoResults } from './no-results';
import { ResultPager } from './result-pager';
import { SearchFilters } from './search-filters';

/** /mallSearch and /mallSearch/:word: the keyword, filters, sort and page all live in the URL. */
export function SearchPage() {
  const [state, update] = useSearchState();
  const goods = useGoods(goodsQueryOf(state));
  const total = goods.data?.totalElements ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  const filtered = state.categoryId !== null || state.minYuan !== null || state.maxYuan !== null || state.ddc !== null;
  return (
    <Stack gap="5" as="article">
      <Heading as="h1" size="xl">
        {state.keyword
          ? <FormattedMessage id="mall.search.titleFor" values={{ keyword: state.keyword }} />
          : <FormattedMessage id="mall.search.title" />}
      </Heading>
      <KeywordForm key={state.keyword} keyword={state.keyword} onSearch={(keyword) => update({ keyword })} />
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <Box as="aside" width={{ base: '100%', md: '15rem' }} flexShrink={0}>
          <SearchFilters state={state} onChange={update} />
        </Box>
        <Stack gap="4" flex="1" minW="0" width="100%">
          <HStack justify="space-between" minH="6">
            <Text role="status" fontSize="sm" color="fg.muted">
              {goods.data ? <FormattedMessage id="mall.search.count" values={{ count: total }} /> : null}
            </Text>
          </HStack>
          <Box opacity={goods.isPlaceholderData ? 0.6 : 1} aria-busy={goods.isFetching}>
            <GoodsGrid
              goods={goods.data?.content}
              isPending={goods.isPending}
              isError={goods.isError}
              onRetry={() => void goods.refetch()}
              empty={<NoResults filtered={filtered}
                onClear={() => update({ categoryId: null, minYuan: null, maxYuan: null, ddc: null })} />}
            />
          </Box>
          {/* A page past the end (an old link) gets the pager too, so the buyer can step back. */}
          <ResultPager page={state.page} pageCount={Math.max(pageCount, state.page)} onPage={(page) => update({ page })} />
        </Stack>
      </Stack>
    </Stack>
  );
}
