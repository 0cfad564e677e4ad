/**
 * What the simulated users were told was done (a 2xx answer), to check against the database at the end: every
 * acknowledged write must be there, whatever was killed in between. Placements and shipments also keep their
 * Idempotency-Key, so a retry that created a second row would show.
 */
export type Acked = { kind: 'order' | 'payment' | 'shipment' | 'refund' | 'transition' | 'review'; id: number; detail: Record<string, unknown> };

export class Ledger {
  readonly acked: Acked[] = [];
  readonly placementKeys = new Map<string, number>();

  acknowledged(kind: Acked['kind'], id: number, detail: Record<string, unknown> = {}): void {
    this.acked.push({ kind, id, detail });
  }

  placementTried(userId: number, key: string): void {
    this.placementKeys.set(key, userId);
  }

  of(kind: Acked['kind']): Acked[] {
    return this.acked.filter((a) => a.kind === kind);
  }
}
