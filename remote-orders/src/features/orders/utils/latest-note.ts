import type { OrderEvent } from 'shared-contracts/api/orders';

/** The note of the latest `action` (the reason given for a refusal or a rejection), if any. */
export function latestNote(events: readonly OrderEvent[], action: string): string | null {
  return events.findLast((e) => e.action === action)?.note ?? null;
}

/** The reason the platform gave for refusing the order (the latest refusal's note), if any. */
export const refusalReason = (events: readonly OrderEvent[]): string | null => latestNote(events, 'refuse');
