import {
  notificationListQuerySchema, notificationPreferencesBodySchema, notificationSchema, type Notification,
} from 'shared-contracts/api/notifications';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { REMINDER_KINDS, type NotificationKind } from 'shared-contracts/mall/notification-rules';
import { errorBody, queryOf, readJson, validationError } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const MINUTE = 60_000;
/** The buyer's 23 notifications: ids 1..23, id 23 the newest (2 min ago), each one minute older; 1..20 read. */
export const SEEDED = 23;
export const ORDER_ID = 41;

function seeded(id: number): Notification {
  const kinds: NotificationKind[] = ['orderAccepted', 'paymentApproved', 'shipmentShipped'];
  const kind = kinds[id % kinds.length] ?? 'orderAccepted';
  const params: Notification['params'] = kind === 'orderAccepted'
    ? { orderNo: `PO${id}`, deposit: 1250, dueAt: '2026-11-30T10:00:00Z' }
    : kind === 'paymentApproved' ? { orderNo: `PO${id}`, amount: 99900, payment: 'deposit' }
      : { orderNo: `PO${id}`, shipmentNo: `SH${id}`, carrier: '顺丰', carrierEn: 'SF Express', carrierVi: 'SF Express VN', trackingNo: `T${id}` };
  return notificationSchema.parse({
    id, kind, orderId: ORDER_ID, paymentId: null, refundId: null, shipmentId: null, params,
    link: kind === 'orderAccepted' ? `/mallPayment/${ORDER_ID}` : `/myOrderDetail/${ORDER_ID}`,
    createdAt: new Date(Date.now() - (SEEDED - id + 2) * MINUTE).toISOString(),
    readAt: id <= 20 ? new Date().toISOString() : null,
  });
}

const seedPreferences = () => (['orderAccepted', 'depositReminder', 'paymentApproved'] as const)
  .map((kind) => ({ kind, portal: true, email: true, portalLocked: REMINDER_KINDS.includes(kind) }));

/**
 * The notification routes over real HTTP with the contracts' shapes and the server's rules: newest first, paged,
 * filtered by state and kind, the unread count beside each page; read one / all; preferences with the reminders'
 * portal locked (400 mall.reminderPortalRequired). `nextPreferencesAnswer` makes the next PUT fail as told.
 */
export async function startNotificationsServer() {
  const state = {
    items: [] as Notification[],
    preferences: seedPreferences(),
    puts: [] as unknown[],
    nextPreferencesAnswer: null as null | { status: number; body: unknown },
  };
  const reset = () => {
    state.items = Array.from({ length: SEEDED }, (_, i) => seeded(i + 1));
    state.preferences = seedPreferences();
    state.puts = [];
    state.nextPreferencesAnswer = null;
  };
  reset();
  const unread = () => state.items.filter((n) => !n.readAt).length;
  const markRead = (n: Notification) => { n.readAt ??= new Date().toISOString(); };
  const routes: Record<string, Route> = {
    '/api/notifications': (req, res) => {
      const q = notificationListQuerySchema.parse(Object.fromEntries(queryOf(req)));
      const rows = state.items
        .filter((n) => (q.state === 'all' ? true : q.state === 'read' ? Boolean(n.readAt) : !n.readAt))
        .filter((n) => !q.kind || n.kind === q.kind)
        .sort((a, b) => b.id - a.id);
      json(res, 200, { content: rows.slice(q.page * q.size, (q.page + 1) * q.size), totalElements: rows.length, unread: unread() });
    },
    '/api/notifications/unread-count': (_req, res) => json(res, 200, { unread: unread() }),
    '/api/notifications/read-all': (_req, res) => {
      const marked = unread();
      state.items.forEach(markRead);
      json(res, 200, { marked });
    },
    '/api/notifications/preferences': (req, res) => {
      if (req.method === 'GET') { json(res, 200, { items: state.preferences }); return; }
      void readJson(req).then((body) => {
        state.puts.push(body);
        const next = state.nextPreferencesAnswer;
        state.nextPreferencesAnswer = null;
        if (next) { json(res, next.status, next.body); return; }
        const parsed = notificationPreferencesBodySchema.safeParse(body);
        if (!parsed.success) { json(res, 400, validationError(parsed.error.issues)); return; }
        if (parsed.data.items.some((i) => !i.portal && REMINDER_KINDS.includes(i.kind))) {
          json(res, 400, errorBody(400, MessageKey.reminderPortalRequired)); return;
        }
        for (const item of parsed.data.items) {
          const row = state.preferences.find((p) => p.kind === item.kind);
          if (row) Object.assign(row, { portal: item.portal, email: item.email });
        }
        json(res, 200, { items: state.preferences });
      });
    },
  };
  // The server's `{id}/read`, one route per seeded id (the test server matches whole paths).
  for (let id = 1; id <= SEEDED; id += 1) {
    routes[`/api/notifications/${id}/read`] = (_req, res) => {
      const n = state.items.find((x) => x.id === id);
      if (!n) { json(res, 404, errorBody(404, MessageKey.notificationNotFound)); return; }
      markRead(n);
      json(res, 200, n);
    };
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
