import { ok, type Cast } from './tour-kit';

/**
 * The notification calls (docs/notifications.md), after the order tour told the buyer and the operator of its steps:
 * the lists and counts, marking one and all read, the preferences read and changed.
 */
export async function notificationsTour({ server, operator, buyer }: Cast): Promise<void> {
  const mine = await ok(server, 'GET', '/api/notifications?size=5', buyer);
  if (!mine.content.length) throw new Error('the order tour told the buyer nothing');
  await ok(server, 'GET', '/api/notifications?state=unread&kind=orderAccepted', buyer);
  await ok(server, 'GET', '/api/notifications/unread-count', operator);
  await ok(server, 'POST', `/api/notifications/${mine.content[0].id}/read`, buyer);
  await ok(server, 'POST', '/api/notifications/read-all', buyer);
  await ok(server, 'GET', '/api/notifications/preferences', operator);
  await ok(server, 'PUT', '/api/notifications/preferences', buyer, { items: [{ kind: 'shipmentCreated', portal: true, email: false }] });
}
