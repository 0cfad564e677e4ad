import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_STATES, type PaymentState } from 'shared-contracts/api/payments';
import { LabelledField } from 'shared-contracts/react/labelled-field';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { useMyPayments } from '../api/get-my-payments';
import { MyPaymentTable } from './my-payment-table';
import { PaymentPager } from './payment-pager';

export const MY_PAYMENTS_PAGE_SIZE = 10;

/** `/myPayment` (payments/MyPayment): the buyer's deposits and final payments with their review. */
export function MyPaymentPage() {
  return useSignedIn() ? <MyPayments /> : <LoginRequired />;
}

function MyPayments() {
  const intl = useIntl();
  const [status, setStatus] = useState<PaymentState | ''>('');
  const [page, setPage] = useState(0);
  // Attempts that ended with no money moved are folded away until asked for (docs/payments.md).
  const [showUnfinished, setShowUnfinished] = useState(false);
  const query = useMyPayments({ page, size: MY_PAYMENTS_PAGE_SIZE, status: status || undefined, hideUnfinished: !showUnfinished });
  const total = query.data?.totalElements ?? 0;
  const hidden = query.data?.hiddenUnfinished ?? 0;
  const toggleUnfinished = () => { setShowUnfinished(!showUnfinished); setPage(0); };

  return (
    <Stack as="article" gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl" id="my-payments-title"><FormattedMessage id="payments.my.title" /></Heading>
        <Text color="fg.muted"><FormattedMessage id="payments.my.description" /></Text>
      </Stack>
      <Box maxW="xs">
        <LabelledField label={<FormattedMessage id="payments.my.filter" />}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status}
              onChange={(e) => { setStatus(PAYMENT_STATES.find((s) => s === e.target.value) ?? ''); setPage(0); }}>
              <option value="">{intl.formatMessage({ id: 'payments.my.allStates' })}</option>
              {PAYMENT_STATES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `payments.status.${s}` })}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
      </Box>
      {query.isPending ? (
        <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="payments.loading" /></Text></HStack>
      ) : query.isError && !query.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="payments.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}><FormattedMessage id="payments.retry" /></Button>
        </Alert.Root>
      ) : total === 0 && hidden === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Indicator><Inbox /></EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title><FormattedMessage id={status ? 'payments.my.emptyFiltered' : 'payments.my.empty'} /></EmptyState.Title>
              {status ? null : <EmptyState.Description><FormattedMessage id="payments.my.emptyHint" /></EmptyState.Description>}
            </VStack>
            {status ? null : (
              <Button asChild variant="outline"><RouterLink to="/myOrder"><FormattedMessage id="payments.link.myOrders" /></RouterLink></Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {total > 0 ? <MyPaymentTable payments={query.data?.content ?? []} /> : null}
          <UnfinishedToggle hidden={hidden} shown={showUnfinished} onToggle={toggleUnfinished} />
          {total > 0 ? <PaymentPager page={page} size={MY_PAYMENTS_PAGE_SIZE} total={total} onPageChange={setPage} /> : null}
        </>
      )}
    </Stack>
  );
}

/** How many attempts not completed are folded away, and the switch to show them (or fold them again). */
function UnfinishedToggle({ hidden, shown, onToggle }: { hidden: number; shown: boolean; onToggle: () => void }) {
  if (!shown && hidden === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      {shown ? null : <Text><FormattedMessage id="payments.my.hiddenUnfinished" values={{ count: hidden }} /></Text>}
      <Button size="xs" variant="outline" onClick={onToggle}>
        <FormattedMessage id={shown ? 'payments.my.hideUnfinished' : 'payments.my.showUnfinished'} />
      </Button>
    </HStack>
  );
}
