import { ButtonGroup, IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Pagination } from '@chakra-ui/react/pagination';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageCount } from '../utils/paging';

type PagerProps = {
  /** 0-based, as the API pages. */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Total, previous / next and "page x of y"; Chakra's pagination is 1-based, the API 0-based. */
export function Pager({ page, size, total, onPageChange }: PagerProps) {
  const intl = useIntl();
  const pages = pageCount(total, size);
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.list.total" values={{ total }} />
      </Text>
      <Pagination.Root
        count={total}
        pageSize={size}
        page={page + 1}
        onPageChange={(details) => onPageChange(details.page - 1)}
        translations={{
          rootLabel: intl.formatMessage({ id: 'admin.pager' }),
          prevTriggerLabel: intl.formatMessage({ id: 'admin.pager.prev' }),
          nextTriggerLabel: intl.formatMessage({ id: 'admin.pager.next' }),
        }}
      >
        <ButtonGroup size="xs" variant="ghost" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton><ChevronLeft /></IconButton>
          </Pagination.PrevTrigger>
          <Pagination.PageText fontSize="sm" format={() => intl.formatMessage({ id: 'admin.pager.text' }, { page: page + 1, pages })} />
          <Pagination.NextTrigger asChild>
            <IconButton><ChevronRight /></IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
