import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';
import { SearchBox } from '../../../components/search-box';

type MenuToolbarProps = {
  onSearch: (blurry: string) => void;
  onAdd: () => void;
};

/** The search box (submitted with Enter or the button, as eladmin's) and the add button for menu:add. */
export function MenuToolbar({ onSearch, onAdd }: MenuToolbarProps) {
  const intl = useIntl();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <SearchBox label={intl.formatMessage({ id: 'admin.menu.search.label' })}
        placeholder={intl.formatMessage({ id: 'admin.menu.search.placeholder' })} onSearch={onSearch} />
      <Permission value={['menu:add']}>
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          <Plus />
          <FormattedMessage id="admin.menu.add" />
        </Button>
      </Permission>
    </HStack>
  );
}
