import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PayeeAccount as Account } from 'shared-contracts/api/final-payment';
import { localized } from 'shared-contracts/mall/localized';
import { formatMoney } from 'shared-contracts/mall/money';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { CopyField } from './copy-field';

type PayeeAccountProps = { account: Account; amountVnd: number; reference: string };

/**
 * Where the transfer goes and what to write on it (docs/payments.md "Payee account"): the platform's receiving
 * account (the `payee_account` dictionary) in the reader's language, the amount in dong and the transfer reference,
 * each with a copy button, so a payer on a phone pastes them into their bank's app instead of typing them.
 */
export function PayeeAccount({ account, amountVnd, reference }: PayeeAccountProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const label = (field: string) => intl.formatMessage({ id: `payments.payee.${field}` });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.payee.intro" /></Text>
      <Box as="ul" listStyleType="none" borderWidth="1px" rounded="md" px="3" aria-label={label('title')}>
        <CopyField label={label('bank')} value={localized(account.bankName, account.bankNameI18n, locale)} />
        <CopyField label={label('branch')} value={localized(account.branchName, account.branchNameI18n, locale)} />
        <CopyField label={label('name')} value={localized(account.accountName, account.accountNameI18n, locale)} />
        <CopyField label={label('number')} value={account.accountNo} mono strong />
        <CopyField label={label('amount')} value={String(amountVnd)} shown={formatMoney(amountVnd, locale, 'VND')} strong />
        {reference ? <CopyField label={label('reference')} value={reference} mono strong /> : null}
      </Box>
      {reference ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="payments.payee.referenceNote" values={{ reference: <Text as="strong" fontFamily="mono">{reference}</Text> }} />
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
