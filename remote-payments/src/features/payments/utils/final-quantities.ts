import type { DueLine, LineQuantity } from 'shared-contracts/api/final-payment';
import { MessageKey } from 'shared-contracts/api/message-keys';

/** The quantities as typed, by order line id. */
export type QuantityDraft = Readonly<Record<number, string>>;

/** Every stocked line at what the server answered (by default: all that was stocked). */
export const draftOf = (lines: readonly DueLine[]): QuantityDraft => Object.fromEntries(lines.map((l) => [l.lineId, String(l.quantity)]));

/**
 * The draft checked as the server checks it (each 0 to the line's stocked units, whole numbers, one unit at least),
 * with the same message keys: the quantities to ask the due for, or the errors to show per line (and overall).
 */
export function checkQuantities(lines: readonly DueLine[], draft: QuantityDraft):
  { quantities: LineQuantity[]; errors: Record<number, string>; total: string | null } {
  const errors: Record<number, string> = {};
  const quantities: LineQuantity[] = [];
  for (const line of lines) {
    const text = (draft[line.lineId] ?? '').trim();
    const quantity = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(quantity)) errors[line.lineId] = MessageKey.invalidNumber;
    else if (quantity > line.stocked) errors[line.lineId] = MessageKey.finalQuantityAboveStocked;
    else quantities.push({ lineId: line.lineId, quantity });
  }
  const valid = Object.keys(errors).length === 0;
  const total = valid && quantities.every((q) => q.quantity === 0) ? MessageKey.finalQuantityRequired : null;
  return { quantities: valid && !total ? quantities : [], errors, total };
}

export const sameQuantities = (a: readonly LineQuantity[] | null, b: readonly LineQuantity[] | null) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
