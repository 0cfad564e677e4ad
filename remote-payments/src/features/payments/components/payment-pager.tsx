import { ButtonGroup, IconButton } from '@chakra-ui/react/button';
import { Pagination } from '@chakra-ui/react/pagination';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

type PaymentPagerProps = { page: number; size: number; total: number; onPageChange: (page: number) => void };

/** Total, previous / next and "page x of y"; Chakra's pagination is 1-based, the API 0-based. */
export function PaymentPager({ page, size, total, onPageChange }: PaymentPagerProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <HStack justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.my.total" values={{ total }} /></Text>
      <Pagination.Root count={total} pageSize={size} page={page + 1} onPageChange={(d) => onPageChange(d.page - 1)}
        translations={{
          rootLabel: intl.formatMessage({ id: 'payments.pager' }),
          prevTriggerLabel: intl.formatMessage({ id: 'payments.pager.prev' }),
          nextTriggerLabel: intl.formatMessage({ id: 'payments.pager.next' }),
        }}>
        <ButtonGroup size="xs" variant="ghost" attached={false} gap="1">
          <Pagination.PrevTrigger asChild><IconButton><ChevronLeft /></IconButton></Pagination.PrevTrigger>
          <Pagination.PageText fontSize="sm" format={() => intl.formatMessage({ id: 'payments.pager.text' }, { page: page + 1, pages })} />
          <Pagination.NextTrigger asChild><IconButton><ChevronRight /></IconButton></Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
