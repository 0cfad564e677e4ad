import { MessageKey } from 'shared-contracts/api/message-keys';
import type { OrderStockLine, StockBatchesInput } from 'shared-contracts/api/stock';

/** The units typed per line, by line id. */
export type BatchDraft = Readonly<Record<number, string>>;

/** What a line may still receive: ordered − stocked. */
export const remainingOf = (line: Pick<OrderStockLine, 'ordered' | 'stocked'>) => Math.max(0, line.ordered - line.stocked);

/**
 * The batch as the server checks it, with its message keys: each quantity a whole number from 0 to what the line may
 * still receive (blank is 0), one unit at least. Lines left at 0 are not sent.
 */
export function checkBatch(lines: readonly Pick<OrderStockLine, 'lineId' | 'ordered' | 'stocked'>[], draft: BatchDraft):
  { input: StockBatchesInput | null; errors: Record<number, string>; total: string | null } {
  const errors: Record<number, string> = {};
  const picked: StockBatchesInput['lines'] = [];
  for (const line of lines) {
    const text = (draft[line.lineId] ?? '').trim();
    if (text === '') continue;
    const quantity = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(quantity)) errors[line.lineId] = MessageKey.invalidNumber;
    else if (quantity > remainingOf(line)) errors[line.lineId] = MessageKey.stockAboveOrdered;
    else if (quantity > 0) picked.push({ lineId: line.lineId, quantity });
  }
  if (Object.keys(errors).length > 0) return { input: null, errors, total: null };
  if (picked.length === 0) return { input: null, errors, total: MessageKey.stockLinesRequired };
  return { input: { lines: picked }, errors, total: null };
}
