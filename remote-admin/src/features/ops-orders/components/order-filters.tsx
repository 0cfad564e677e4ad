import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Wrap } from '@chakra-ui/react/wrap';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffOrderFilters } from '../api/get-staff-orders';

const KEYWORD_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (value: string) => (DAY.test(value) ? value : null);

/**
 * Keyword (order number or goods name) and the days of placement, applied together by Search or Enter; a range
 * typed the wrong way round is applied as meant. Reset clears all three.
 */
export function OrderFilters({ onSearch }: { onSearch: (filters: StaffOrderFilters) => void }) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first, last] = [dayOrNull(from), dayOrNull(to)];
    const reversed = first !== null && last !== null && first > last;
    onSearch({ keyword: keyword.trim(), from: reversed ? last : first, to: reversed ? first : last });
  };
  const reset = () => {
    setKeyword('');
    setFrom('');
    setTo('');
    onSearch({ keyword: '', from: null, to: null });
  };
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'admin.ops.orders.filters' })} onSubmit={submit} noValidate>
      <Wrap gap="3" align="end">
        <Field.Root w="auto" flex="2" minW="56">
          <Field.Label><FormattedMessage id="admin.ops.orders.keyword" /></Field.Label>
          <Input size="sm" type="search" value={keyword} maxLength={KEYWORD_MAX}
            placeholder={intl.formatMessage({ id: 'admin.ops.orders.keywordPlaceholder' })} onChange={(e) => setKeyword(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" flex="1" minW="36">
          <Field.Label><FormattedMessage id="admin.ops.orders.from" /></Field.Label>
          <Input size="sm" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" flex="1" minW="36">
          <Field.Label><FormattedMessage id="admin.ops.orders.to" /></Field.Label>
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
