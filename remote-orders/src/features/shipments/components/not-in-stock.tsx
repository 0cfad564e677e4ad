import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { PackageX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** A SKU the buyer holds no stock of (never bought, someone else's, or a link that is not a SKU). */
export function NotInStock() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator><PackageX /></EmptyState.Indicator>
        <EmptyState.Title><FormattedMessage id="shipments.create.notInStock" /></EmptyState.Title>
        <EmptyState.Description><FormattedMessage id="shipments.create.notInStockHint" /></EmptyState.Description>
        <Button asChild variant="outline"><RouterLink to="/myStock"><FormattedMessage id="shipments.form.backToStock" /></RouterLink></Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
