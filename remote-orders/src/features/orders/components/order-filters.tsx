import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Wrap } from '@chakra-ui/react/wrap';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderFilters as Filters } from '../api/get-my-orders';
import { MAX_KEYWORD, orderedRange, validDay } from '../utils/order-list-url';

type OrderFiltersProps = { filters: Filters; onSearch: (filters: Filters) => void };

/**
 * Keyword (order number or goods name) and the days of placement, applied together by Search or Enter. The
 * parent remounts it when the URL's filters change (Back, a shared link), so the fields show what is applied.
 */
export function OrderFilters({ filters, onSearch }: OrderFiltersProps) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [first, last] = orderedRange(validDay(from), validDay(to));
    onSearch({ keyword: keyword.trim(), from: first, to: last });
  };
  const reset = () => {
    setKeyword('');
    setFrom('');
    setTo('');
    onSearch({ keyword: '', from: null, to: null });
  };

  return (
    // noValidate: a range typed the wrong way round is applied as meant rather than refused by the browser.
    <form role="search" aria-label={intl.formatMessage({ id: 'orders.filters.label' })} onSubmit={submit} noValidate>
      <Wrap gap="3" align="end">
        <Field.Root w="auto" flex="2" minW="56">
          <Field.Label><FormattedMessage id="orders.filters.keyword" /></Field.Label>
          <Input size="sm" type="search" value={keyword} maxLength={MAX_KEYWORD}
            placeholder={intl.formatMessage({ id: 'orders.filters.keywordPlaceholder' })} onChange={(e) => setKeyword(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" flex="1" minW="36">
          <Field.Label><FormattedMessage id="orders.filters.from" /></Field.Label>
          <Input size="sm" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root w="auto" flex="1" minW="36">
          <Field.Label><FormattedMessage id="orders.filters.to" /></Field.Label>
          <Input size="sm" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue">
          <Search />
          <FormattedMessage id="orders.filters.search" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={reset}>
          <FormattedMessage id="orders.filters.reset" />
        </Button>
      </Wrap>
    </form>
  );
}
