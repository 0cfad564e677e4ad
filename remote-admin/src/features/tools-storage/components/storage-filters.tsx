import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Wrap } from '@chakra-ui/react/wrap';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NO_STORAGE_FILTERS, type StorageFilters } from '../api/get-storage-files';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Applies a typed range the wrong way round as meant, and drops an incomplete day. */
export function storageFiltersOf(blurry: string, from: string, to: string): StorageFilters {
  const days = [from, to].map((d) => (isDay(d) ? d : null));
  const [first, last] = days[0] && days[1] && days[0] > days[1] ? [days[1], days[0]] : days;
  return { blurry: blurry.trim(), fromDay: first ?? null, toDay: last ?? null };
}

/** Part of the name and the days of upload, applied together by Search or Enter; Reset clears them. */
export function StorageFilterBar({ onSearch }: { onSearch: (filters: StorageFilters) => void }) {
  const intl = useIntl();
  const [values, setValues] = useState({ blurry: '', from: '', to: '' });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(storageFiltersOf(values.blurry, values.from, values.to));
  };
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'admin.tools.storage.filters' })} onSubmit={submit} noValidate>
      <Wrap gap="3" align="end">
        <Field.Root w="auto" flex="2" minW="56">
          <Field.Label><FormattedMessage id="admin.tools.storage.keyword" /></Field.Label>
          <Input size="sm" type="search" value={values.blurry} maxLength={100} onChange={set('blurry')}
            placeholder={intl.formatMessage({ id: 'admin.tools.storage.keywordPlaceholder' })} />
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label><FormattedMessage id="admin.tools.storage.createdFrom" /></Field.Label>
          <Input size="sm" type="date" value={values.from} onChange={set('from')} />
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label><FormattedMessage id="admin.tools.storage.createdTo" /></Field.Label>
          <Input size="sm" type="date" value={values.to} onChange={set('to')} />
        </Field.Root>
        <Button type="submit" size="sm"><Search /><FormattedMessage id="admin.search.submit" /></Button>
        <Button type="button" size="sm" variant="outline" onClick={() => { setValues({ blurry: '', from: '', to: '' }); onSearch(NO_STORAGE_FILTERS); }}>
          <FormattedMessage id="admin.search.reset" />
        </Button>
      </Wrap>
    </form>
  );
}
