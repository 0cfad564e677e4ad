import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { REFUND_IMAGES_MAX, refundRequestSchema, type RefundRequest } from 'shared-contracts/api/refunds';
import type { RefundTarget } from '../api/target';

/** The dialog as typed: the reason, the quantity as text, the chosen pictures (uploaded only on submit). */
export type RefundFormValues = { reason: string; quantity: string; pictures: File[] };
/** What a valid form gives the submit handler: the request without its picture keys, and the pictures to upload. */
export type RefundFormResult = { request: Omit<RefundRequest, 'imageKeys'>; pictures: File[] };

export const REFUND_FORM_FIELDS = ['reason', 'quantity', 'pictures'] as const;
export type RefundFormField = (typeof REFUND_FORM_FIELDS)[number];

export const newRefundValues = (max: number): RefundFormValues => ({ reason: '', quantity: max > 0 ? String(max) : '', pictures: [] });

/** Whole pieces as typed; anything else (blank included) is NaN, which the contract refuses with its own key. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A field of the dialog for a path of the contract's errors (the picture keys belong to the pictures). */
export function formFieldOf(path: string): RefundFormField | undefined {
  if (path === 'imageKeys' || path.startsWith('imageKeys.')) return 'pictures';
  return REFUND_FORM_FIELDS.find((f) => f === path);
}

/**
 * Validates with the contract (refundRequestSchema), so the dialog and the server refuse the same input with the
 * same message keys, and with the bound the server answered for this line (`max`).
 */
export function refundResolver(target: RefundTarget, max: number): Resolver<RefundFormValues, unknown, RefundFormResult> {
  return async (values): Promise<ResolverResult<RefundFormValues, RefundFormResult>> => {
    const quantity = parseQuantity(values.quantity);
    const parsed = refundRequestSchema.safeParse({ ...target, quantity, reason: values.reason, imageKeys: [] });
    const errors: FieldErrors<RefundFormValues> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    if (!errors.quantity && quantity > max) errors.quantity = { type: 'max', message: MessageKey.refundQuantityExceeded };
    if (values.pictures.length > REFUND_IMAGES_MAX) errors.pictures = { type: 'max', message: MessageKey.refundImagesTooMany };
    if (parsed.success && Object.keys(errors).length === 0) {
      const { imageKeys: _none, ...request } = parsed.data;
      return { values: { request, pictures: values.pictures }, errors: {} };
    }
    return { values: {}, errors };
  };
}
