import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Warehouse } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { STOCK_PAGE_SIZE, useMyStock } from '../api/get-my-stock';
import { StockPager } from './stock-pager';
import { StockTable } from './stock-table';

/** `/myStock` (orders/MyStock, SPEC §3 Inventory): anonymous visitors see the sign-in prompt and no request is sent. */
export function MyStockPage() {
  return useSignedIn() ? <MyStock /> : <LoginRequired />;
}

function MyStock() {
  const [page, setPage] = useState(0);
  const [openSku, setOpenSku] = useState<number | null>(null);
  const stock = useMyStock(page);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl"><FormattedMessage id="stock.title" /></Heading>
        <Text color="fg.muted"><FormattedMessage id="stock.description" /></Text>
      </Stack>
      {stock.data === undefined && stock.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="stock.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void stock.refetch()}><FormattedMessage id="stock.retry" /></Button>
        </Alert.Root>
      ) : stock.data === undefined ? (
        <HStack role="status" gap="2" py="8" justify="center"><Spinner size="sm" /><Text><FormattedMessage id="stock.loading" /></Text></HStack>
      ) : stock.data.totalElements === 0 ? (
        <NoStock />
      ) : (
        <>
          <StockTable rows={stock.data.content} openSku={openSku} onToggle={(sku) => setOpenSku(openSku === sku ? null : sku)} />
          <StockPager page={page} size={STOCK_PAGE_SIZE} total={stock.data.totalElements} labelId="stock.pager.label" totalId="stock.pager.total"
            onPage={(next) => { setPage(next); setOpenSku(null); }} />
          <Text fontSize="sm" color="fg.muted"><FormattedMessage id="stock.returnNote" /></Text>
        </>
      )}
    </Stack>
  );
}

function NoStock() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator><Warehouse /></EmptyState.Indicator>
        <EmptyState.Title><FormattedMessage id="stock.empty" /></EmptyState.Title>
        <EmptyState.Description><FormattedMessage id="stock.emptyHint" /></EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to="/myOrder"><FormattedMessage id="stock.goToOrders" /></RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
