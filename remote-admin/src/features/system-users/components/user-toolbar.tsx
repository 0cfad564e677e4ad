import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Download, Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';

type UserToolbarProps = { exporting: boolean; onAdd: () => void; onExport: () => void };

/** Add (user:add) and export of the filtered list (user:list). */
export function UserToolbar({ exporting, onAdd, onExport }: UserToolbarProps) {
  return (
    <HStack gap="2">
      <Permission value={['user:add']}>
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          <Plus />
          <FormattedMessage id="admin.system.user.add" />
        </Button>
      </Permission>
      <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
        <Download />
        <FormattedMessage id="admin.system.user.export" />
      </Button>
    </HStack>
  );
}
