import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { OnlineMethod } from 'shared-contracts/api/online-payments';
import type { PaymentDue } from 'shared-contracts/api/payments';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { CardPayment } from './card-payment';
import { QrStart } from './qr-start';
import { SandboxNote } from './sandbox-note';

/**
 * Paying what is due by an online method, in RMB: the amount (no exchange), the sandbox's hints when it is the
 * provider, and the card form or the QR start. The final balance carries the quantities the due was computed for;
 * `blocked` holds the start back while the balance shown is not the one for the quantities typed.
 */
export function OnlinePayment({ method, due, sandbox, blocked = false }: { method: OnlineMethod; due: PaymentDue; sandbox: boolean; blocked?: boolean }) {
  const locale = usePortalLocale();
  const start = { orderId: due.orderId, kind: due.kind, ...(due.kind === 'final' && due.quantities ? { quantities: due.quantities } : {}) };
  return (
    <Stack gap="4">
      <Text fontWeight="medium"><FormattedMessage id="payments.online.amount" values={{ amount: formatMoney(due.amount, locale, due.currency) }} /></Text>
      {sandbox ? <SandboxNote messageId={method === 'ONLINE_RMB_CARD' ? 'payments.online.sandboxCard' : 'payments.online.sandboxQr'} /> : null}
      {method === 'ONLINE_RMB_CARD' ? <CardPayment start={start} blocked={blocked} /> : <QrStart method={method} start={start} blocked={blocked} />}
    </Stack>
  );
}
