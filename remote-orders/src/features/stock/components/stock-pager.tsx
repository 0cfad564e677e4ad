import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';

type StockPagerProps = { page: number; size: number; total: number; labelId: string; totalId: string; onPage: (page: number) => void };

/** How many, and previous / next with "Page x of y"; `page` is 0-based as on the wire, shown from 1. */
export function StockPager({ page, size, total, labelId, totalId, onPage }: StockPagerProps) {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / size));
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id={totalId} values={{ total }} /></Text>
      {pageCount > 1 ? (
        <HStack as="nav" gap="3" aria-label={intl.formatMessage({ id: labelId })}>
          <Button size="xs" variant="outline" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            <FormattedMessage id="stock.pager.previous" />
          </Button>
          <Text fontSize="sm"><FormattedMessage id="stock.pager.pageOf" values={{ page: page + 1, pageCount }} /></Text>
          <Button size="xs" variant="outline" disabled={page + 1 >= pageCount} onClick={() => onPage(page + 1)}>
            <FormattedMessage id="stock.pager.next" />
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
