import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

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
        <Button type="submit" size="lg" colorPalette="red" aria-label={intl.formatMessage({ id: 'mall.home.searchSubmit' })}>
          <Search aria-hidden="true" />
          <Box as="span" hideBelow="sm"><FormattedMessage id="mall.home.searchSubmit" /></Box>
        </Button>
      </HStack>
    </form>
  );
}
