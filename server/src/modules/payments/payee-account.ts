import { sql } from 'drizzle-orm';
import type { PayeeAccount } from 'shared-contracts/api/final-payment';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { orders } from '../../db/schema';
import { i18nOf } from '../goods/read';

/** What the seed ships (modules/dict/seed-data.ts `payee_account`); used for an entry an admin deleted. */
export const DEFAULT_PAYEE_ACCOUNT: PayeeAccount = {
  bankName: '越南外贸股份商业银行（Vietcombank）',
  bankNameI18n: { en: 'Vietcombank (Joint Stock Commercial Bank for Foreign Trade of Vietnam)', vi: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)' },
  branchName: '河内分行',
  branchNameI18n: { en: 'Hanoi branch', vi: 'Chi nhánh Hà Nội' },
  accountName: '跨境采购服务有限公司',
  accountNameI18n: { en: 'Cross-Border Procurement Services Co., Ltd.', vi: 'Công ty TNHH Dịch vụ Mua hàng Xuyên biên giới' },
  accountNo: '0011004567890',
};

type Entry = { value: string; label: string; label_i18n: unknown };

/**
 * The platform's receiving account for bank transfers, kept in the `payee_account` dictionary staff edit in the
 * dictionaries page (the label holds the value in cn, its translations the en and vi texts), read when a payment is
 * due so a change shows at once. An entry deleted or left blank falls back to the seed's text.
 */
export async function readPayeeAccount(db: DbOrTx): Promise<PayeeAccount> {
  const rows = await queryRows<Entry>(db, sql`
    select dd.value, dd.label, dd.label_i18n from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id where d.name = 'payee_account'`);
  const entry = (value: string) => rows.find((r) => r.value === value && r.label.trim() !== '');
  const text = (value: string, fallback: string, fallbackI18n: PayeeAccount['bankNameI18n']) => {
    const found = entry(value);
    return found ? { text: found.label.trim(), i18n: i18nOf(found.label_i18n) } : { text: fallback, i18n: fallbackI18n };
  };
  const d = DEFAULT_PAYEE_ACCOUNT;
  const bank = text('bank_name', d.bankName, d.bankNameI18n);
  const branch = text('branch_name', d.branchName, d.branchNameI18n);
  const name = text('account_name', d.accountName, d.accountNameI18n);
  return {
    bankName: bank.text, bankNameI18n: bank.i18n,
    branchName: branch.text, branchNameI18n: branch.i18n,
    accountName: name.text, accountNameI18n: name.i18n,
    accountNo: entry('account_no')?.label.trim() ?? d.accountNo,
  };
}

/**
 * What the buyer writes as the transfer's content: the order number. It is the one number the buyer has before
 * paying (a payment's number is made when the transfer is declared, after the money left), it is short and plain
 * ASCII as Vietnamese banks' transfer contents want, and the review queue shows it beside every payment.
 */
export const transferReferenceOf = (order: Pick<typeof orders.$inferSelect, 'orderNo'>) => order.orderNo;
