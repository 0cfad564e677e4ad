import { ok, type Cast } from './tour-kit';

/** The buyer's overview (docs/buyer-overview.md), after the order tour left the buyer orders at several steps. */
export async function buyerOverviewTour({ server, buyer, operator }: Cast): Promise<void> {
  const overview = await ok(server, 'GET', '/api/overview/mine', buyer);
  if (!overview.spending.length) throw new Error('the overview has no spending months');
  await ok(server, 'GET', '/api/overview/mine', operator);
}
