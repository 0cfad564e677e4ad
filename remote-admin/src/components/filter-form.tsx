import { Button } from '@chakra-ui/react/button';
import { Wrap } from '@chakra-ui/react/wrap';
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type FilterFormProps = { label: string; onSubmit: () => void; onReset: () => void; children: ReactNode };

/**
 * A list's filter fields in a row, applied together by Search or Enter, cleared by Reset. noValidate: a range
 * typed the wrong way round is applied as meant rather than refused by the browser.
 */
export function FilterForm({ label, onSubmit, onReset, children }: FilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} noValidate>
      <Wrap gap="3" align="end">
        {children}
        <Button type="submit" size="sm">
          <Search />
          <FormattedMessage id="admin.search.submit" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReset}>
          <FormattedMessage id="admin.search.reset" />
        </Button>
      </Wrap>
    </form>
  );
}
