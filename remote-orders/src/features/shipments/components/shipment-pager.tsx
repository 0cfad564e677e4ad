import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';

/** Previous and next, with where we are; `page` is 0-based as on the wire. */
export function ShipmentPager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <HStack as="nav" aria-label={intl.formatMessage({ id: 'shipments.pager.label' })} justify="space-between" wrap="wrap">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="shipments.pager.total" values={{ total }} /></Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}><FormattedMessage id="shipments.pager.previous" /></Button>
        <Text fontSize="sm"><FormattedMessage id="shipments.pager.pageOf" values={{ page: page + 1, pages }} /></Text>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}><FormattedMessage id="shipments.pager.next" /></Button>
      </HStack>
    </HStack>
  );
}
