import { MAX_LINE_QUANTITY } from 'shared-contracts/api/cart';

/** Why a typed quantity cannot be ordered, or null when it can: whole, at least the SKU's minimum, not absurd. */
export type QuantityProblem = 'required' | 'belowMoq' | 'tooMany';

export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

export function quantityProblem(text: string, moq: number): QuantityProblem | null {
  const quantity = parseQuantity(text);
  if (quantity === null || quantity < 1) return 'required';
  if (quantity < moq) return 'belowMoq';
  if (quantity > MAX_LINE_QUANTITY) return 'tooMany';
  return null;
}

/**
 * The quantity after the chosen SKU changed: the buyer's own number when it still meets the new minimum,
 * otherwise the new minimum (the default for a fresh choice).
 */
export function quantityForSku(text: string, moq: number, edited: boolean): string {
  const quantity = parseQuantity(text);
  if (!edited || quantity === null || quantity < moq) return String(Math.max(1, moq));
  return text;
}
