import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { VStack } from '@chakra-ui/react/stack';
import { PackageX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MessageKey } from 'shared-contracts/api/message-keys';

/** A goods id that leads nowhere (removed, off sale, or never existed): said plainly, with a way on. */
export function GoodsNotFound() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator><PackageX aria-hidden="true" /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1"><FormattedMessage id="mall.product.notFound" /></EmptyState.Title>
          <EmptyState.Description><FormattedMessage id={MessageKey.goodsNotFound} /></EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/mallSearch"><FormattedMessage id="mall.product.browse" /></RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
