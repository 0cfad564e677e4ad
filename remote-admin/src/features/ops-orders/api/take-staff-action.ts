import { orderActionSchema, orderSchema, type Order, type OrderActionInput } from 'shared-contracts/api/orders';
import { postJson } from 'shared-contracts/http/client';
import { useQueueWrite } from '../../ops-shared/api/use-queue-write';
import { opsOrderKeys } from './query-keys';

export type StaffAction = Extract<OrderActionInput['action'], 'accept' | 'refuse'>;
export type StaffActionInput = { id: number; action: StaffAction; note?: string };

/**
 * `POST api/orders/{id}/actions` (order:accept): accept, or refuse with the reason the buyer reads. Quiet: the
 * dialog shows a refusal (400 mall.reasonRequired, 409 mall.orderStateConflict) itself, translated, in place.
 */
export function takeStaffAction({ id, action, note }: StaffActionInput): Promise<Order> {
  return postJson(orderSchema, `api/orders/${id}/actions`, orderActionSchema.parse({ action, note }), { context: { quiet: true } });
}

/** After a success, and after a conflict (someone else answered the order first), the queue and the order are read again. */
export const useTakeStaffAction = () => useQueueWrite(takeStaffAction, opsOrderKeys.all);
