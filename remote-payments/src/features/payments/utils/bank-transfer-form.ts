import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { bankTransferSchema, type BankTransferInput } from 'shared-contracts/api/payments';

/** The form as typed: texts, the amount in dong as text, the chosen pictures (sent only on submit). */
export type BankTransferFormValues = {
  remitterName: string;
  remitterBank: string;
  remittedAmount: string;
  voucher: File | null;
  remittance: File | null;
  remarks: string;
};

/** What a valid form gives the submit handler: the request's fields and the pictures to upload first. */
export type BankTransferFormResult = {
  fields: Omit<BankTransferInput, 'voucherKey' | 'remittanceKey'>;
  voucher: File;
  remittance: File | null;
};

export const FORM_FIELDS = ['remitterName', 'remitterBank', 'remittedAmount', 'voucher', 'remittance', 'remarks'] as const;
export type BankTransferField = (typeof FORM_FIELDS)[number];

export const newBankTransferValues = (amountVnd: number): BankTransferFormValues => ({
  remitterName: '', remitterBank: '', remittedAmount: String(amountVnd), voucher: null, remittance: null, remarks: '',
});

/**
 * Dong as typed: whole numbers, with or without group separators ("1.250.000", "1,250,000", "1 250 000").
 * Anything else (blank included) is NaN, which the contract refuses as "enter the amount remitted".
 */
export function parseDong(text: string): number {
  const digits = text.replace(/[\s.,]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The contract without the picture keys: pictures are uploaded on submit, so the form holds files, not keys. */
const fieldsSchema = bankTransferSchema.omit({ voucherKey: true, remittanceKey: true });

/**
 * Validates with the contract schema (bankTransferSchema), so the form and the server refuse the same input with
 * the same message keys; the voucher is required as the contract requires its key (mall.voucherRequired).
 */
export function bankTransferResolver(orderId: number): Resolver<BankTransferFormValues, unknown, BankTransferFormResult> {
  return async (values): Promise<ResolverResult<BankTransferFormValues, BankTransferFormResult>> => {
    const parsed = fieldsSchema.safeParse({
      orderId, kind: 'deposit', remitterName: values.remitterName, remitterBank: values.remitterBank,
      remittedAmount: parseDong(values.remittedAmount), remarks: values.remarks,
    });
    const errors: FieldErrors<BankTransferFormValues> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = FORM_FIELDS.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    if (!values.voucher) errors.voucher = { type: 'required', message: MessageKey.voucherRequired };
    if (parsed.success && values.voucher) {
      return { values: { fields: parsed.data, voucher: values.voucher, remittance: values.remittance }, errors: {} };
    }
    return { values: {}, errors };
  };
}

/** A server field error's path as a form field: the picture keys belong to their pictures. */
export function formFieldOf(path: string): BankTransferField | undefined {
  if (path === 'voucherKey') return 'voucher';
  if (path === 'remittanceKey') return 'remittance';
  return FORM_FIELDS.find((f) => f === path);
}

/** Keys the server answers without a field list that are still about one field. */
export const FIELD_OF_KEY: Readonly<Record<string, BankTransferField>> = {
  [MessageKey.voucherRequired]: 'voucher',
  [MessageKey.remitterNameRequired]: 'remitterName',
  [MessageKey.remitterBankRequired]: 'remitterBank',
  [MessageKey.remittedAmountRequired]: 'remittedAmount',
};
