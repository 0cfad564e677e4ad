import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SearchButton } from '../../catalogue/components/search-button';

/** The home page's search: a word goes to /mallSearch/<word>, an empty box to the whole catalogue. */
export function HomeSearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [word, setWord] = useState('');
  const inputId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = word.trim();
    navigate(trimmed ? `/mallSearch/${encodeURIComponent(trimmed)}` : '/mallSearch');
  };
  return (
    <form role="search" onSubmit={submit} style={{ width: '100%', maxWidth: '40rem' }}>
      <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <FormattedMessage id="mall.home.searchLabel" />
      </label>
      <HStack gap="2">
        <Input id={inputId} type="search" value={word} onChange={(e) => setWord(e.target.value)} maxLength={100}
          placeholder={intl.formatMessage({ id: 'mall.home.searchPlaceholder' })} bg="bg" size="lg" />
        <SearchButton label={intl.formatMessage({ id: 'mall.home.searchSubmit' })} size="lg" />
      </HStack>
    </form>
  );
}
