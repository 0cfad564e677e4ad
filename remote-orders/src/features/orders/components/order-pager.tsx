import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';

type OrderPagerProps = { page: number; size: number; total: number; onPage: (page: number) => void };

/** How many orders, and previous / next with "Page x of y"; pages are 1-based here and in the URL. */
export function OrderPager({ page, size, total, onPage }: OrderPagerProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="orders.pager.total" values={{ total }} /></Text>
      {pageCount > 1 || page > 1 ? (
        <HStack as="nav" gap="3" aria-label={intl.formatMessage({ id: 'orders.pager.label' })}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
            <FormattedMessage id="orders.pager.previous" />
          </Button>
          <Text fontSize="sm"><FormattedMessage id="orders.pager.pageOf" values={{ page, pageCount }} /></Text>
          <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            <FormattedMessage id="orders.pager.next" />
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
