import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFollowingDraft } from '../hooks/use-following-draft';

type SearchBoxProps = {
  label: string; placeholder: string; onSearch: (text: string) => void;
  /** The text the list is searched by now, when it can change from outside the box (a queue's `?keyword=`). */
  applied?: string;
};

/** A labelled search box submitted with Enter or the button, with a reset (eladmin's list toolbars). */
export function SearchBox({ label, placeholder, onSearch, applied = '' }: SearchBoxProps) {
  const [text, setText] = useFollowingDraft(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <HStack as="form" role="search" aria-label={label} onSubmit={submit} gap="2" wrap="wrap">
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
