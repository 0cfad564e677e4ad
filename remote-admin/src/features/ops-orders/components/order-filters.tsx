import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayRangeFields } from '../../../components/day-range-fields';
import { FilterForm } from '../../../components/filter-form';
import { useFollowingDraft } from '../../../hooks/use-following-draft';
import { dayRange } from '../../../utils/day-range';
import type { StaffOrderFilters } from '../api/get-staff-orders';

const KEYWORD_MAX = 100;

type OrderFiltersProps = {
  /** The keyword the list is under now: it can come from the address (a notification's link), and the box shows it. */
  keyword: string;
  onSearch: (filters: StaffOrderFilters) => void;
};

/**
 * Keyword (order number or goods name) and the days of placement, applied together by Search or Enter; a range
 * typed the wrong way round is applied as meant. Reset clears all three.
 */
export function OrderFilters({ keyword: applied, onSearch }: OrderFiltersProps) {
  const intl = useIntl();
  const [keyword, setKeyword] = useFollowingDraft(applied);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = () => {
    const { fromDay, toDay } = dayRange(from, to);
    onSearch({ keyword: keyword.trim(), from: fromDay, to: toDay });
  };
  const reset = () => {
    setKeyword('');
    setFrom('');
    setTo('');
    onSearch({ keyword: '', from: null, to: null });
  };
  return (
    <FilterForm label={intl.formatMessage({ id: 'admin.ops.orders.filters' })} onSubmit={submit} onReset={reset}>
      <Field.Root w="auto" flex="2" minW="56">
        <Field.Label><FormattedMessage id="admin.ops.orders.keyword" /></Field.Label>
        <Input size="sm" type="search" value={keyword} maxLength={KEYWORD_MAX}
          placeholder={intl.formatMessage({ id: 'admin.ops.orders.keywordPlaceholder' })} onChange={(e) => setKeyword(e.target.value)} />
      </Field.Root>
      <DayRangeFields fromLabelId="admin.ops.orders.from" toLabelId="admin.ops.orders.to" from={from} to={to}
        onFromChange={setFrom} onToChange={setTo} grow />
    </FilterForm>
  );
}
