import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';

type Props = { page: number; pageCount: number; onPage(page: number): void };

/** Previous / next with "Page x of y"; pages are 1-based here and in the URL. */
export function ResultPager({ page, pageCount, onPage }: Props) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" justify="center" gap="3" aria-label={intl.formatMessage({ id: 'mall.search.paging' })}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="mall.search.previous" />
      </Button>
      <Text fontSize="sm"><FormattedMessage id="mall.search.pageOf" values={{ page, pageCount }} /></Text>
      <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="mall.search.next" />
      </Button>
    </HStack>
  );
}
