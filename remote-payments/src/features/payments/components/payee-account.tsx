import { DataList } from '@chakra-ui/react/data-list';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PayeeAccount as Account } from 'shared-contracts/api/final-payment';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={labelId} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Where the transfer goes: the platform's receiving account (the `payee_account` dictionary), in the reader's language. */
export function PayeeAccount({ account }: { account: Account }) {
  const locale = usePortalLocale();
  return (
    <DataList.Root orientation="horizontal" size="md">
      <Row labelId="payments.payee.bank">{localized(account.bankName, account.bankNameI18n, locale)}</Row>
      <Row labelId="payments.payee.name">{localized(account.accountName, account.accountNameI18n, locale)}</Row>
      <Row labelId="payments.payee.number">{account.accountNo}</Row>
    </DataList.Root>
  );
}
