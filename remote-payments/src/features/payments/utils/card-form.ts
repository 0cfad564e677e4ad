import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { cardDetailsSchema, type CardDetails, type CardType } from 'shared-contracts/api/online-payments';

/** SPEC §3 "Bank card payment" as typed; the SMS code is its own step, after the bank has the card. */
export type CardFormValues = {
  holderName: string;
  phone: string;
  idNumber: string;
  cardType: CardType;
  cardNumber: string;
  validity: string;
  cvv: string;
  paymentPassword: string;
};

export const CARD_FIELDS = ['holderName', 'phone', 'idNumber', 'cardType', 'cardNumber', 'validity', 'cvv', 'paymentPassword'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const newCardValues = (): CardFormValues => ({
  holderName: '', phone: '', idNumber: '', cardType: 'DEBIT', cardNumber: '', validity: '', cvv: '', paymentPassword: '',
});

const fieldOf = (path: unknown): CardField | undefined => CARD_FIELDS.find((f) => f === path);

/**
 * Validates with the contract's card schema (the one the server uses, with the SPEC §5 bank card and phone
 * validators), so the page refuses what the server would, with the same message keys.
 */
export const cardResolver: Resolver<CardFormValues, unknown, CardDetails> = async (values): Promise<ResolverResult<CardFormValues, CardDetails>> => {
  const parsed = cardDetailsSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<CardFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The card fields a refused `POST api/payments/online` names (`card.cardNumber` → cardNumber). */
export function cardFieldErrors(error: unknown): { field: CardField; message: string }[] {
  if (!isHTTPError(error)) return [];
  const body = errorBodySchema.safeParse(error.data);
  if (!body.success) return [];
  const listed = (body.data.errors ?? []).flatMap(({ path, message }) => {
    const field = fieldOf(path.replace(/^card\./, ''));
    return field ? [{ field, message }] : [];
  });
  if (listed.length > 0 || body.data.message !== MessageKey.cardDetailsRequired) return listed;
  return [{ field: 'cardNumber', message: body.data.message }];
}

/** A card number as people read it: groups of four. */
export const groupCardNumber = (digits: string) => digits.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
