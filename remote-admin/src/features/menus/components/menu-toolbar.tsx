import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Permission } from 'shared-contracts/react/permission';

type MenuToolbarProps = {
  onSearch: (blurry: string) => void;
  onAdd: () => void;
};

/** The search box (submitted with Enter or the button, as eladmin's) and the add button for menu:add. */
export function MenuToolbar({ onSearch, onAdd }: MenuToolbarProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const reset = () => {
    setText('');
    onSearch('');
  };

  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack as="form" role="search" onSubmit={submit} gap="2">
        <Field.Root w="xs">
          <Field.Label srOnly>
            <FormattedMessage id="admin.menu.search.label" />
          </Field.Label>
          <Input
            size="sm"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder={intl.formatMessage({ id: 'admin.menu.search.placeholder' })}
          />
        </Field.Root>
        <Button type="submit" size="sm">
          <Search />
          <FormattedMessage id="admin.menu.search.submit" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={reset}>
          <FormattedMessage id="admin.menu.search.reset" />
        </Button>
      </HStack>
      <Permission value={['menu:add']}>
        <Button size="sm" colorPalette="blue" onClick={onAdd}>
          <Plus />
          <FormattedMessage id="admin.menu.add" />
        </Button>
      </Permission>
    </HStack>
  );
}
