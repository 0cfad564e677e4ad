import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';

type TitleWithAddProps = { titleId: string; addId: string; permission: string; onAdd: () => void };

/** A list page's title (its one h1) with the "add" button, shown only to those holding the add permission. */
export function TitleWithAdd({ titleId, addId, permission, onAdd }: TitleWithAddProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="xl"><FormattedMessage id={titleId} /></Heading>
      <Permission value={[permission]}>
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          <Plus />
          <FormattedMessage id={addId} />
        </Button>
      </Permission>
    </HStack>
  );
}
