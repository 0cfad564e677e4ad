import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import type { Payment, PaymentDue } from 'shared-contracts/api/payments';
import { BankTransferForm, type BankTransferFormProps } from './bank-transfer-form';
import { PayeeAccount } from './payee-account';
import { Section } from './page-parts';

type BankTransferPartProps = Pick<BankTransferFormProps, 'extra' | 'blocked'> & { due: PaymentDue; onPaid: (payment: Payment) => void };

/**
 * Paying by bank transfer, the deposit and the final balance alike: first where the money goes and what to write on
 * it, then the form that declares the transfer made.
 */
export function BankTransferPart({ due, onPaid, extra, blocked }: BankTransferPartProps) {
  return (
    <>
      {due.payee ? (
        <Section id="payee" titleId="payments.payee.title">
          <PayeeAccount account={due.payee} amountVnd={due.amountVnd} reference={due.transferReference} />
        </Section>
      ) : null}
      <Section id="bank-transfer" titleId="payments.pay.bankTransfer">
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.pay.bankTransferIntro" /></Text>
        <BankTransferForm orderId={due.orderId} amountVnd={due.amountVnd} onPaid={onPaid} extra={extra} blocked={blocked} />
      </Section>
    </>
  );
}
