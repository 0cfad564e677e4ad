import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/**
 * My orders (/myOrder). The orders API is not there yet, so the list is its empty state; the table,
 * filters and paging arrive with it.
 */
export function OrderListPage() {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="orders.list.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="orders.list.description" />
        </Text>
      </Stack>
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <EmptyState.Title>
            <FormattedMessage id="orders.list.empty" />
          </EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id="orders.list.emptyHint" />
          </EmptyState.Description>
          <Button asChild variant="outline">
            <RouterLink to="/mall">
              <FormattedMessage id="orders.list.goToMall" />
            </RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
