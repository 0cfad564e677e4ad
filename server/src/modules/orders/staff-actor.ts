import type { Principal } from '../auth/tokens';
import type { DbOrTx } from '../../db/connect';
import { hasPermission } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import type { TransitionActor } from './transition';

export type StaffActor = Extract<TransitionActor, { kind: 'staff' }>;

/**
 * A staff member acting on orders, payments, stock, shipments or refunds by id: their permission codes and their
 * data scope (read now, one query), so a row of a buyer outside it answers 404 (docs/back-office.md).
 */
export async function staffActorOf(db: DbOrTx, principal: Principal): Promise<StaffActor> {
  return {
    kind: 'staff', userId: principal.userId, may: (code: string) => hasPermission(principal, [code]),
    scope: await dataScopeOf(db, principal),
  };
}
