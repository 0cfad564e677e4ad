import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { interestInputSchema, type InterestInput } from 'shared-contracts/api/interests';
import { yuanToFen as fenOfYuanText } from 'shared-contracts/mall/yuan-text';

/** The form as typed: texts, the expected price in CNY yuan (the API takes integer fen). */
export type InterestFormValues = { link: string; name: string; expectedPrice: string; quantity: string; remarks: string };

export const newInterestValues = (): InterestFormValues => ({ link: '', name: '', expectedPrice: '', quantity: '1', remarks: '' });

/**
 * "12.5" yuan → 1250 fen; blank → null (no expected price). Anything that is not a price with at most two
 * decimals becomes NaN, which the contract refuses with its invalid-number key.
 */
export function yuanToFen(text: string): number | null {
  return text.trim() === '' ? null : fenOfYuanText(text);
}

/** A typed quantity as the contract's number; blank or non-digits become NaN (refused as "enter the quantity"). */
function toQuantity(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export function toInterestBody(values: InterestFormValues): z.input<typeof interestInputSchema> {
  return {
    link: values.link,
    name: values.name,
    expectedPrice: yuanToFen(values.expectedPrice),
    quantity: toQuantity(values.quantity),
    remarks: values.remarks,
  };
}

const schemaResolver = zodResolver(interestInputSchema);

/**
 * Validates exactly the body that will be sent with the contract schema (interestInputSchema: a link or a
 * name is required), so the form and the server refuse the same input with the same message keys.
 */
export const interestFormResolver: Resolver<InterestFormValues, unknown, InterestInput> = async (values, context, options) => {
  // `options` carries field refs for native validation, keyed by form names; the form does not use it.
  const result = await schemaResolver(toInterestBody(values), context, options as never);
  return result as unknown as ResolverResult<InterestFormValues, InterestInput>;
};

/** Field paths of the request that exist on the form (server field errors land on these). */
export const INTEREST_FIELDS = ['link', 'name', 'expectedPrice', 'quantity', 'remarks'] as const;
