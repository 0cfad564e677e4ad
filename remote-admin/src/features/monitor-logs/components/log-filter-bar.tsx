import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayRangeFields } from '../../../components/day-range-fields';
import { FilterForm } from '../../../components/filter-form';
import { cleanLogFilters, NO_LOG_FILTERS, type LogFilters } from '../utils/log-filters';

const STATUSES = ['ok', 'failed'] as const;
const isStatus = (v: string): v is LogFilters['status'] => v === '' || (STATUSES as readonly string[]).includes(v);

function LabelledField({ labelId, minW, children }: { labelId: string; minW: '36' | '44' | '56'; children: ReactNode }) {
  return (
    <Field.Root w="auto" minW={minW}>
      <Field.Label><FormattedMessage id={labelId} /></Field.Label>
      {children}
    </Field.Root>
  );
}

/** Keyword, username, outcome and days, applied together by Search or Enter; Reset clears them all. */
export function LogFilterBar({ onSearch }: { onSearch: (filters: LogFilters) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<LogFilters>(NO_LOG_FILTERS);
  const set = <K extends keyof LogFilters>(key: K, value: LogFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const reset = () => {
    setDraft(NO_LOG_FILTERS);
    onSearch(NO_LOG_FILTERS);
  };
  return (
    <FilterForm label={intl.formatMessage({ id: 'admin.monitor.log.filters' })} onSubmit={() => onSearch(cleanLogFilters(draft))} onReset={reset}>
      <LabelledField labelId="admin.monitor.log.keyword" minW="56">
        <Input size="sm" type="search" value={draft.blurry} maxLength={100}
          placeholder={intl.formatMessage({ id: 'admin.monitor.log.keywordPlaceholder' })} onChange={(e) => set('blurry', e.target.value)} />
      </LabelledField>
      <LabelledField labelId="admin.monitor.log.username" minW="36">
        <Input size="sm" value={draft.username} maxLength={64} onChange={(e) => set('username', e.target.value)} />
      </LabelledField>
      <LabelledField labelId="admin.monitor.log.outcome" minW="36">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={draft.status} onChange={(e) => { if (isStatus(e.target.value)) set('status', e.target.value); }}>
            <option value="">{intl.formatMessage({ id: 'admin.filter.all' })}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `admin.monitor.log.outcome.${s}` })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
      <DayRangeFields fromLabelId="admin.monitor.log.from" toLabelId="admin.monitor.log.to" from={draft.fromDay ?? ''} to={draft.toDay ?? ''}
        onFromChange={(day) => set('fromDay', day || null)} onToChange={(day) => set('toDay', day || null)} />
    </FilterForm>
  );
}
