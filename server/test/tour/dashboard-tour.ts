import { ok, type Cast } from './tour-kit';

/** The staff dashboard (docs/dashboard.md), after the order tour so its orders are counted; and its refused period. */
export async function dashboardTour({ server, operator }: Cast): Promise<void> {
  await ok(server, 'GET', '/api/dashboard/work', operator);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await ok(server, 'GET', `/api/dashboard/figures?from=${monthAgo}&to=${today}`, operator);
  const res = await server.call('GET', `/api/dashboard/figures?from=${today}&to=${monthAgo}`, { token: operator.token });
  if (res.status !== 400) throw new Error(`a period ending before it starts answered ${res.status}`);
}
