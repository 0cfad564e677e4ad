import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Permission } from 'shared-contracts/react/permission';
import { SearchBox } from '../../../components/search-box';

type PaneToolbarProps = {
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  addLabel: ReactNode;
  onAdd: () => void;
};

/** A pane's search box and, for holders of dict:add, its add button. */
export function PaneToolbar({ searchLabel, searchPlaceholder, onSearch, addLabel, onAdd }: PaneToolbarProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} onSearch={onSearch} />
      <Permission value={['dict:add']}>
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          <Plus />
          {addLabel}
        </Button>
      </Permission>
    </HStack>
  );
}
