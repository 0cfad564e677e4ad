import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';

type SearchBoxProps = { label: string; placeholder: string; onSearch: (text: string) => void; initial?: string };

/** A labelled search box submitted with Enter or the button, with a reset (eladmin's list toolbars). */
export function SearchBox({ label, placeholder, onSearch, initial = '' }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <HStack as="form" role="search" aria-label={label} onSubmit={submit} gap="2">
      <Field.Root w="auto" flex="1" minW="40">
        <Field.Label srOnly>{label}</Field.Label>
        <Input size="sm" type="search" value={text} maxLength={100} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      <Button type="submit" size="sm">
        <Search />
        <FormattedMessage id="admin.search.submit" />
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => { setText(''); onSearch(''); }}>
        <FormattedMessage id="admin.search.reset" />
      </Button>
    </HStack>
  );
}
