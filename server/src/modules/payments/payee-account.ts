import { sql } from 'drizzle-orm';
import type { PayeeAccount } from 'shared-contracts/api/final-payment';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { i18nOf } from '../goods/read';

/** What the seed ships (modules/dict/seed-data.ts `payee_account`); used for an entry an admin deleted. */
export const DEFAULT_PAYEE_ACCOUNT: PayeeAccount = {
  bankName: '越南外贸股份商业银行（Vietcombank）河内分行',
  bankNameI18n: { en: 'Vietcombank, Hanoi branch', vi: 'Ngân hàng Vietcombank – Chi nhánh Hà Nội' },
  accountName: '跨境采购服务有限公司',
  accountNameI18n: { en: 'Cross-Border Procurement Services Co., Ltd.', vi: 'Công ty TNHH Dịch vụ Mua hàng Xuyên biên giới' },
  accountNo: '0011004567890',
};

/**
 * The platform's receiving account for bank transfers, kept in the `payee_account` dictionary staff edit in the
 * dictionaries page (the label holds the value in cn, its translations the en and vi texts), read when a payment is
 * due so a change shows at once.
 */
export async function readPayeeAccount(db: DbOrTx): Promise<PayeeAccount> {
  const rows = await queryRows<{ value: string; label: string; label_i18n: unknown }>(db, sql`
    select dd.value, dd.label, dd.label_i18n from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id where d.name = 'payee_account'`);
  const entry = (value: string) => rows.find((r) => r.value === value && r.label.trim() !== '');
  const bank = entry('bank_name');
  const name = entry('account_name');
  const number = entry('account_no');
  const d = DEFAULT_PAYEE_ACCOUNT;
  return {
    bankName: bank?.label ?? d.bankName, bankNameI18n: bank ? i18nOf(bank.label_i18n) : d.bankNameI18n,
    accountName: name?.label ?? d.accountName, accountNameI18n: name ? i18nOf(name.label_i18n) : d.accountNameI18n,
    accountNo: number?.label.trim() ?? d.accountNo,
  };
}
