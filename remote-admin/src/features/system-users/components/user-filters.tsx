import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayRangeFields } from '../../../components/day-range-fields';
import { FilterForm } from '../../../components/filter-form';
import { dayRange } from '../../../utils/day-range';
import type { UserFilters } from '../api/get-users';

type Filters = Omit<UserFilters, 'deptId'>;
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
  const submit = () => onSearch({ blurry: blurry.trim(), enabled, ...dayRange(from, to) });
  const reset = () => {
    setBlurry('');
    setEnabled('');
    setFrom('');
    setTo('');
    onSearch(EMPTY);
  };
  return (
    <FilterForm label={intl.formatMessage({ id: 'admin.system.user.filters' })} onSubmit={submit} onReset={reset}>
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
      <DayRangeFields fromLabelId="admin.system.user.createdFrom" toLabelId="admin.system.user.createdTo" from={from} to={to}
        onFromChange={setFrom} onToChange={setTo} />
    </FilterForm>
  );
}
