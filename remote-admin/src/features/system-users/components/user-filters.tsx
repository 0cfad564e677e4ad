import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Wrap } from '@chakra-ui/react/wrap';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserFilters } from '../api/get-users';

type Filters = Omit<UserFilters, 'deptId'>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (value: string) => (DAY.test(value) ? value : null);
const EMPTY: Filters = { blurry: '', enabled: '', fromDay: null, toDay: null };

/**
 * Keyword (username, nickname or e-mail), status and the days of creation, applied together by Search or Enter; a
 * range typed the wrong way round is applied as meant. Reset clears them all.
 */
export function UserFilterBar({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const intl = useIntl();
  const [blurry, setBlurry] = useState('');
  const [enabled, setEnabled] = useState<Filters['enabled']>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first, last] = [dayOrNull(from), dayOrNull(to)];
    const reversed = first !== null && last !== null && first > last;
    onSearch({ blurry: blurry.trim(), enabled, fromDay: reversed ? last : first, toDay: reversed ? first : last });
  };
  const reset = () => {
    setBlurry('');
    setEnabled('');
    setFrom('');
    setTo('');
    onSearch(EMPTY);
  };
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'admin.system.user.filters' })} onSubmit={submit} noValidate>
      <Wrap gap="3" align="end">
        <Field.Root w="auto" flex="2" minW="56">
          <Field.Label><FormattedMessage id="admin.system.user.keyword" /></Field.Label>
          <Input size="sm" type="search" value={blurry} maxLength={100}
            placeholder={intl.formatMessage({ id: 'admin.system.user.keywordPlaceholder' })} onChange={(e) => setBlurry(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label><FormattedMessage id="admin.system.status" /></Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={enabled} onChange={(e) => setEnabled(e.target.value === 'true' || e.target.value === 'false' ? e.target.value : '')}>
              <option value="">{intl.formatMessage({ id: 'admin.filter.all' })}</option>
              <option value="true">{intl.formatMessage({ id: 'admin.system.enabled' })}</option>
              <option value="false">{intl.formatMessage({ id: 'admin.system.disabled' })}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label><FormattedMessage id="admin.system.user.createdFrom" /></Field.Label>
          <Input size="sm" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" minW="36">
          <Field.Label><FormattedMessage id="admin.system.user.createdTo" /></Field.Label>
          <Input size="sm" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm">
          <Search />
          <FormattedMessage id="admin.search.submit" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={reset}>
          <FormattedMessage id="admin.search.reset" />
        </Button>
      </Wrap>
    </form>
  );
}
