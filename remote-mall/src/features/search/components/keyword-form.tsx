import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_KEYWORD } from '../utils/search-url';
import { SearchButton } from '../../catalogue/components/search-button';

/** The keyword box of the search page; the page remounts it (its key) when Back/Forward changes the keyword. */
export function KeywordForm({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <FormattedMessage id="mall.search.keyword" />
      </label>
      <HStack gap="2">
        <Input id={id} type="search" value={text} maxLength={MAX_KEYWORD} onChange={(e) => setText(e.target.value)}
          placeholder={intl.formatMessage({ id: 'mall.search.keywordPlaceholder' })} />
        <SearchButton label={intl.formatMessage({ id: 'mall.search.submit' })} />
      </HStack>
    </form>
  );
}
