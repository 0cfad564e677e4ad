import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack } from '@chakra-ui/react/stack';
import { useIntl } from 'react-intl';
import { PAYMENT_STATES } from 'shared-contracts/api/payments';
import { SearchBox } from '../../../components/search-box';
import { REVIEW_QUEUE, type PaymentView } from '../api/get-staff-payments';

/** The queue first (pending review and re-review), then each state, then everything. */
export const PAYMENT_VIEWS: readonly PaymentView[] = [REVIEW_QUEUE, ...PAYMENT_STATES, ''];
const viewLabel = (view: PaymentView) => (view === '' ? 'admin.filter.all' : view === REVIEW_QUEUE ? 'admin.ops.payments.view.queue' : `admin.ops.payments.status.${view}`);

type PaymentFiltersProps = { view: PaymentView; onView: (view: PaymentView) => void; keyword: string; onSearch: (keyword: string) => void };

/** Which payments (a native select: keyboard- and screen-reader-friendly) and a keyword (serial, order number, remitter). */
export function PaymentFilters({ view, onView, keyword, onSearch }: PaymentFiltersProps) {
  const intl = useIntl();
  return (
    <HStack gap="4" align="end" wrap="wrap">
      <Field.Root w="auto" minW="56">
        <Field.Label>{intl.formatMessage({ id: 'admin.ops.payments.view' })}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={view} onChange={(e) => onView(PAYMENT_VIEWS.find((v) => v === e.target.value) ?? REVIEW_QUEUE)}>
            {PAYMENT_VIEWS.map((v) => <option key={v || 'all'} value={v}>{intl.formatMessage({ id: viewLabel(v) })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SearchBox label={intl.formatMessage({ id: 'admin.ops.payments.keyword' })}
        placeholder={intl.formatMessage({ id: 'admin.ops.payments.keywordPlaceholder' })} applied={keyword} onSearch={onSearch} />
    </HStack>
  );
}
