import { MessageKey } from 'shared-contracts/api/message-keys';
import type { BuyerData } from './route-scope-fixture';

/**
 * How route-scope.test.ts exercises each operation of the OpenAPI document that reads a token, with a staff member
 * who holds every permission code but whose data scope excludes the buyer (docs/back-office.md "Data scope"). Every
 * such operation must be here: a new one fails the test until it is classified.
 *
 * - `list`: a list, count or export. The scoped staff member sees none of the buyer's rows (no row when `others` is
 *   unset, else none of the buyer's fingerprints); `reach` (staff of scope `all`, or the buyer for own routes) does.
 * - `read`: a read by id of the buyer's row: 404 for the scoped staff member, 200 for `reach`.
 * - `refused`: a write (or a read refused whole) naming the buyer's rows: `status` (404 unless said), `key` when
 *   given; afterwards none of the buyer's rows has changed.
 * - `none`: holds and changes no buyer's data, with the reason.
 */
export type Call = { method: string; path: string; body?: unknown };
type Reach = 'staff' | 'own';
export type Probe =
  | { kind: 'list'; reach: Reach; path: (d: BuyerData) => string; sheet?: true; others?: true; rows?: (body: unknown) => number }
  | { kind: 'read'; reach: Reach; path: (d: BuyerData) => string }
  | { kind: 'refused'; call: (d: BuyerData) => Call; status?: number; key?: string }
  | { kind: 'none'; why: string };

const none = (why: string): Probe => ({ kind: 'none', why });
const list = (reach: Reach, path: (d: BuyerData) => string, more: { sheet?: true; others?: true; rows?: (body: unknown) => number } = {}): Probe => ({ kind: 'list', reach, path, ...more });
const read = (reach: Reach, path: (d: BuyerData) => string): Probe => ({ kind: 'read', reach, path });
const refused = (method: string, path: (d: BuyerData) => string, body?: (d: BuyerData) => unknown, expected: { status?: number; key?: string } = {}): Probe =>
  ({ kind: 'refused', call: (d) => ({ method, path: path(d), body: body?.(d) }), ...expected });

const OWN_ACCOUNT = "the caller's own account";
const OWN_NOTIFICATIONS = "the caller's own notifications, each written only to staff whose scope reaches its buyer";
const OWN_UPLOAD = "stores the caller's own upload and names no other row";
const CONFIG = 'configuration of the portal: no buyer owns it';
const CATALOGUE = 'the catalogue (stores, categories, goods made by staff), public or staff-made: no buyer owns it';
const fixed = (path: string) => () => path;

/** The dashboard's answers counted as rows: every card's counts (not the reply target), the orders of every day. */
const numbersIn = (o: unknown): number => (o && typeof o === 'object' ? Object.values(o).reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0) : 0);
const dashboardWorkRows = (body: unknown) =>
  Object.entries(body as Record<string, unknown>).reduce((n, [key, card]) => n + (key === 'acceptReplyDays' ? 0 : numbersIn(card)), 0);
const dashboardFigureRows = (body: unknown) => (body as { days: { orders: number }[] }).days.reduce((n, d) => n + d.orders, 0);
/** A day `n` days before today as `YYYY-MM-DD` (−1: tomorrow, so a period ends after any time zone's today). */
const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export const ROUTE_SCOPE: Readonly<Record<string, Probe>> = {
  // The caller's own session and account.
  'GET /auth/info': none(OWN_ACCOUNT),
  'DELETE /auth/logout': none(OWN_ACCOUNT),
  'POST /auth/email/code': none(OWN_ACCOUNT),
  'PUT /api/users/center': none(OWN_ACCOUNT),
  'POST /api/users/updateAvatar': none(OWN_ACCOUNT),
  'POST /api/users/updatePass': none(OWN_ACCOUNT),
  'POST /api/users/updateEmail': none(OWN_ACCOUNT),
  'GET /api/roles/level': none(OWN_ACCOUNT),
  'GET /api/menus/build': none("the caller's own menu"),
  // The caller's own notifications: one is written only to whom may see its buyer (notifications/who-is-told.test.ts),
  // and another's by id answers 404 (notifications/notification-routes.test.ts).
  'GET /api/notifications': none(OWN_NOTIFICATIONS),
  'GET /api/notifications/unread-count': none(OWN_NOTIFICATIONS),
  'POST /api/notifications/{id}/read': none(OWN_NOTIFICATIONS),
  'POST /api/notifications/read-all': none(OWN_NOTIFICATIONS),
  'GET /api/notifications/preferences': none(OWN_ACCOUNT),
  'PUT /api/notifications/preferences': none(OWN_ACCOUNT),
  // A stream that does not end; what it carries is filtered by the same scope (live/live-events.test.ts).
  'GET /api/events': none("the caller's own live events, filtered by their data scope as tested in live-events.test.ts"),

  // Configuration.
  ...Object.fromEntries([
    'GET /api/menus', 'POST /api/menus', 'PUT /api/menus', 'DELETE /api/menus', 'GET /api/menus/lazy', 'POST /api/menus/superior', 'GET /api/menus/child',
    'GET /api/dictDetail', 'POST /api/dictDetail', 'PUT /api/dictDetail', 'DELETE /api/dictDetail/{id}', 'GET /api/dict', 'POST /api/dict', 'PUT /api/dict',
    'DELETE /api/dict', 'GET /api/dict/all', 'POST /api/content', 'PUT /api/content', 'DELETE /api/content', 'GET /api/remotes', 'PUT /api/remotes',
    'GET /api/remotes/all', 'GET /api/remotes/health', 'POST /api/deploy/upload', 'GET /api/deploy/versions', 'GET /api/deploy/events',
    'POST /api/remotes/{name}/activate', 'POST /api/remotes/{name}/rollback', 'POST /api/remotes/{name}/canary', 'POST /api/remotes/{name}/canary/promote',
    'POST /api/remotes/{name}/canary/abandon', 'POST /api/remotes/register-url', 'GET /api/job', 'POST /api/job', 'PUT /api/job', 'DELETE /api/job',
    'GET /api/roles/all', 'GET /api/roles/menu-tree', 'GET /api/roles/{id}', 'POST /api/roles', 'PUT /api/roles', 'PUT /api/roles/menu', 'DELETE /api/roles',
  ].map((op) => [op, none(CONFIG)])),
  // A role's user count is a property of the role (a role in use is not deleted), counted over every user.
  'GET /api/roles': none(`${CONFIG}; its user counts are the role's own`),
  'GET /api/dept': none('departments, not buyers\' rows; the tree keeps to the scope since issue 10 (depts tests)'),
  'POST /api/dept': none('departments; one under a department outside the scope is refused (depts tests)'),
  'PUT /api/dept': none('departments; one outside the scope is 404 (depts tests)'),
  'DELETE /api/dept': none('departments; one outside the scope is 404 (depts tests)'),
  'GET /api/security/csp-reports': none("browsers' anonymous policy reports: no user's rows"),
  'GET /api/monitor/server': none('the server\'s own figures'),
  'GET /api/monitor/sql': none('statement texts with their parameters left out, and timings'),
  'POST /api/monitor/sql/reset': none('the server\'s own figures'),
  'GET /api/tasks': none('scheduled tasks'),
  'GET /api/tasks/{name}/runs': none('run records: counts and ids a task reports, no buyer\'s row'),
  'PUT /api/tasks/{name}/pause': none('scheduled tasks'),
  'PUT /api/tasks/{name}/resume': none('scheduled tasks'),
  'POST /api/tasks/{name}/run': none('scheduled tasks run the platform\'s own rules on every order, as they do at night'),
  'GET /api/localStorage': none("staff's files (storage:add); buyers' pictures live in their own folders"),
  'POST /api/localStorage': none("staff's files"),
  'PUT /api/localStorage': none("staff's files"),
  'DELETE /api/localStorage': none("staff's files"),
  'POST /api/localStorage/upload': none("staff's files"),
  'POST /api/localStorage/pictures': none("staff's files"),
  'GET /api/localStorage/{id}/download': none("staff's files"),
  'GET /api/localStorage/{id}/thumbnail': none("staff's files"),

  // Backups: every buyer's rows at once.
  'GET /api/database/backups': none('names, sizes and counts of whole-database backups'),
  'GET /api/database/backups/{id}': none("a backup's header: tables and their row counts"),
  'POST /api/database/backups': none('a new backup stays on the server; downloading it needs scope all'),
  'POST /api/database/upload': none('an uploaded backup stays on the server; restoring it needs scope all'),
  'DELETE /api/database/backups/{id}': none('a backup file of the platform'),
  'GET /api/database/backups/{id}/download': refused('GET', (d) => `/api/database/backups/${d.backupId}/download`, undefined, { status: 403, key: MessageKey.maintBackupScopeAll }),
  'POST /api/database/backups/{id}/restore': refused('POST', (d) => `/api/database/backups/${d.backupId}/restore`, () => ({ confirm: 'backup' }), { status: 403, key: MessageKey.maintBackupScopeAll }),

  // The catalogue, and the buyers' collected goods in it.
  'POST /api/goods': none(CATALOGUE),
  'POST /api/goods/images': none(OWN_UPLOAD),
  'POST /api/categories': none(CATALOGUE),
  'PUT /api/categories': none(CATALOGUE),
  'DELETE /api/categories': none(CATALOGUE),
  'GET /api/stores': none(CATALOGUE),
  'POST /api/stores': none(CATALOGUE),
  'PUT /api/stores': none(CATALOGUE),
  'DELETE /api/stores': none(CATALOGUE),
  'GET /api/goods/admin': list('staff', fixed('/api/goods/admin?size=100&collected=true'), { others: true }),
  'GET /api/goods/admin/download': list('staff', fixed('/api/goods/admin/download?collected=true'), { sheet: true, others: true }),
  'GET /api/goods/{id}': read('staff', (d) => `/api/goods/${d.collectedGoodsId}`),
  'PUT /api/goods': refused('PUT', fixed('/api/goods'), (d) => ({
    id: d.collectedGoodsId, name: 'Áo khoác', storeId: 1, categoryId: d.categoryId, skus: [{ attrs: { 尺码: 'L' }, price: 100 }],
  })),
  'DELETE /api/goods': refused('DELETE', fixed('/api/goods'), (d) => [d.collectedGoodsId]),
  'POST /api/goods/{id}/publish': refused('POST', (d) => `/api/goods/${d.collectedGoodsId}/publish`, (d) => ({ categoryId: d.categoryId })),
  'POST /api/collect': none("creates or updates the caller's own collected copy"),
  // The collection extension (docs/collect-extension.md): connections are the caller's own; the extension's routes
  // take its token only (x-collect-token, never a staff member's bearer) and act for that token's own user.
  'GET /api/collect/tokens': list('own', fixed('/api/collect/tokens')),
  'POST /api/collect/tokens': none("makes a connection of the caller's own"),
  'DELETE /api/collect/tokens/{id}': refused('DELETE', (d) => `/api/collect/tokens/${d.collectTokenId}`),
  'GET /api/collect/extension/session': none("the collect token's own user; a bearer token is refused (collect-extension.test.ts)"),
  'POST /api/collect/extension/send': none("collects into the collect token's own user's goods and cart"),
  'GET /api/collect/extension/items': none("the collect token's own user's collected goods"),

  // Cart and addresses: the caller's own.
  'GET /api/shopCart/myCart': list('own', fixed('/api/shopCart/myCart')),
  'POST /api/shopCart': refused('POST', fixed('/api/shopCart'), (d) => ({ goodsId: d.collectedGoodsId, skuId: d.skuId, quantity: 1 })),
  'PUT /api/shopCart': refused('PUT', fixed('/api/shopCart'), (d) => ({ id: d.cartLineId, quantity: 3 })),
  'DELETE /api/shopCart': refused('DELETE', fixed('/api/shopCart'), (d) => [d.cartLineId]),
  'GET /api/addresses': list('own', fixed('/api/addresses')),
  'POST /api/addresses': none("adds to the caller's own address book"),
  'PUT /api/addresses/{id}': refused('PUT', (d) => `/api/addresses/${d.addressId}`, () => ({ consignee: 'Ai đó', contact: '0911111111', address: '1 Hà Nội' })),
  'DELETE /api/addresses/{id}': refused('DELETE', (d) => `/api/addresses/${d.addressId}`),

  // Orders.
  'POST /api/orders': refused('POST', fixed('/api/orders'), (d) => ({ source: 'cart', cartIds: [d.cartLineId] })),
  'GET /api/orders/mine': list('own', fixed('/api/orders/mine?size=100')),
  // What waits for the caller (docs/buyer-overview.md): every list is read with the caller's id only.
  'GET /api/overview/mine': list('own', fixed('/api/overview/mine'), { others: true }),
  'GET /api/orders/mine/counts': list('own', fixed('/api/orders/mine/counts')),
  'GET /api/orders/{id}': read('own', (d) => `/api/orders/${d.waitingOrderId}`),
  'GET /api/orders/admin': list('staff', fixed('/api/orders/admin?size=100')),
  'GET /api/orders/admin/counts': list('staff', fixed('/api/orders/admin/counts')),
  'GET /api/orders/mine/download': list('own', fixed('/api/orders/mine/download'), { sheet: true }),
  'GET /api/orders/admin/download': list('staff', fixed('/api/orders/admin/download'), { sheet: true }),
  'GET /api/orders/admin/{id}': read('staff', (d) => `/api/orders/admin/${d.waitingOrderId}`),
  'POST /api/orders/{id}/actions': refused('POST', (d) => `/api/orders/${d.waitingOrderId}/actions`, () => ({ action: 'accept' })),
  'POST /api/orders/{id}/price-correction': refused('POST', (d) => `/api/orders/${d.waitingOrderId}/price-correction`,
    (d) => ({ lineId: d.waitingLineId, unitPrice: 100, reason: 'Giá tại nguồn' })),

  // Payments.
  'GET /api/payments/due': read('own', (d) => `/api/payments/due?orderId=${d.acceptedOrderId}&kind=deposit`),
  'POST /api/payments/files': none(OWN_UPLOAD),
  'GET /api/payments/files/{owner}/{name}': read('staff', (d) => `/api/payments/files/${d.pictures.payment}`),
  'POST /api/payments/bank-transfer': refused('POST', fixed('/api/payments/bank-transfer'), (d) => ({
    orderId: d.acceptedOrderId, kind: 'deposit', remitterName: 'Ai đó', remitterBank: 'Vietcombank', remittedAmount: 1000, voucherKey: d.callerVoucher,
  })),
  'POST /api/payments/final-confirmation': refused('POST', fixed('/api/payments/final-confirmation'), (d) => ({
    orderId: d.stockedOrderId, quantities: [{ lineId: d.stockedLineId, quantity: 1 }],
  })),
  'GET /api/payments/mine': list('own', fixed('/api/payments/mine?size=100')),
  'GET /api/payments/admin': list('staff', fixed('/api/payments/admin?size=100')),
  'GET /api/payments/admin/download': list('staff', fixed('/api/payments/admin/download'), { sheet: true }),
  'GET /api/payments/{id}': read('staff', (d) => `/api/payments/${d.paymentId}`),
  'POST /api/payments/{id}/review': refused('POST', (d) => `/api/payments/${d.paymentId}/review`, () => ({ approve: true })),
  'GET /api/payments/online/methods': none('the methods the portal offers'),
  'POST /api/payments/online': refused('POST', fixed('/api/payments/online'), (d) => ({ orderId: d.acceptedOrderId, kind: 'deposit', method: 'ALIPAY_QR' })),
  'GET /api/payments/online/{intentId}': read('own', (d) => `/api/payments/online/${d.intentId}`),
  'POST /api/payments/online/{intentId}/sms': refused('POST', (d) => `/api/payments/online/${d.intentId}/sms`, () => ({ code: '123456' })),
  'POST /api/payments/online/{intentId}/sms/resend': refused('POST', (d) => `/api/payments/online/${d.intentId}/sms/resend`),

  // Stock.
  'POST /api/orders/{id}/stock-batches': refused('POST', (d) => `/api/orders/${d.stockingOrderId}/stock-batches`,
    (d) => ({ lines: [{ lineId: d.stockingLineId, quantity: 1 }] })),
  'POST /api/orders/{id}/complete-stocking': refused('POST', (d) => `/api/orders/${d.stockingOrderId}/complete-stocking`),
  'GET /api/orders/{id}/stocking': read('staff', (d) => `/api/orders/${d.stockingOrderId}/stocking`),
  'GET /api/stock/mine': list('own', fixed('/api/stock/mine?size=100')),
  'GET /api/stock/mine/batches': list('own', (d) => `/api/stock/mine/batches?skuId=${d.skuId}`),
  'GET /api/stock/queue': list('staff', fixed('/api/stock/queue?size=100')),
  'GET /api/stock/queue/download': list('staff', fixed('/api/stock/queue/download'), { sheet: true }),
  // The dashboard (docs/dashboard.md): the buyer has work waiting in every queue and orders placed today.
  'GET /api/dashboard/work': list('staff', fixed('/api/dashboard/work'), { rows: dashboardWorkRows }),
  'GET /api/dashboard/figures': list('staff', () => `/api/dashboard/figures?from=${dayBefore(30)}&to=${dayBefore(-1)}`, { rows: dashboardFigureRows }),

  // Shipments.
  'GET /api/shipments/template': none("the caller's own shippable goods (a staff member holds none); no id is named"),
  'POST /api/shipments/import': none("ships from the caller's own stock only; the file names goods, never another's rows"),
  'GET /api/shipments/stock': list('own', fixed('/api/shipments/stock')),
  'GET /api/shipments/stock/{skuId}': read('own', (d) => `/api/shipments/stock/${d.skuId}`),
  'POST /api/shipments/files': none(OWN_UPLOAD),
  'GET /api/shipments/files/{owner}/{name}': read('staff', (d) => `/api/shipments/files/${d.pictures.shipment}`),
  'POST /api/shipments': refused('POST', fixed('/api/shipments'), (d) => ({ addressId: d.addressId, items: [{ skuId: d.skuId, quantity: 1 }] })),
  'GET /api/shipments/mine': list('own', fixed('/api/shipments/mine?size=100')),
  'GET /api/shipments/mine/{id}': read('own', (d) => `/api/shipments/mine/${d.pendingShipmentId}`),
  'POST /api/shipments/{id}/cancel': refused('POST', (d) => `/api/shipments/${d.pendingShipmentId}/cancel`),
  'GET /api/shipments/queue': list('staff', fixed('/api/shipments/queue?size=100')),
  'GET /api/shipments/queue/download': list('staff', fixed('/api/shipments/queue/download'), { sheet: true }),
  'GET /api/shipments/mine/download': list('own', fixed('/api/shipments/mine/download'), { sheet: true }),
  'POST /api/shipments/{id}/ship': refused('POST', (d) => `/api/shipments/${d.pendingShipmentId}/ship`, () => ({ logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP000000002' })),
  'POST /api/shipments/{id}/deliver': refused('POST', (d) => `/api/shipments/${d.shippingShipmentId}/deliver`, () => ({})),
  'POST /api/shipments/{id}/receipt': refused('POST', (d) => `/api/shipments/${d.shippingShipmentId}/receipt`),

  // Refunds.
  'POST /api/refunds/files': none(OWN_UPLOAD),
  'GET /api/refunds/files/{owner}/{name}': read('staff', (d) => `/api/refunds/files/${d.pictures.refund}`),
  'GET /api/refunds/refundable': read('own', (d) => `/api/refunds/refundable?orderId=${d.stockedOrderId}`),
  'POST /api/refunds': refused('POST', fixed('/api/refunds'), (d) => ({ orderId: d.stockedOrderId, lineId: d.stockedLineId, quantity: 1, reason: 'Hỏng', imageKeys: [] })),
  'GET /api/refunds/mine': list('own', fixed('/api/refunds/mine?size=100')),
  'GET /api/refunds/mine/{id}': read('own', (d) => `/api/refunds/mine/${d.refundId}`),
  'GET /api/refunds/admin': list('staff', fixed('/api/refunds/admin?size=100')),
  'GET /api/refunds/admin/counts': list('staff', fixed('/api/refunds/admin/counts')),
  'GET /api/refunds/admin/download': list('staff', fixed('/api/refunds/admin/download'), { sheet: true }),
  'GET /api/refunds/admin/{id}': read('staff', (d) => `/api/refunds/admin/${d.refundId}`),
  'POST /api/refunds/{id}/review': refused('POST', (d) => `/api/refunds/${d.refundId}/review`, () => ({ approve: false, opinion: 'Không đủ chứng cứ' })),

  // Interests and sourcing requests.
  'POST /api/interests': none("adds the caller's own interest"),
  'GET /api/interests/mine': list('own', fixed('/api/interests/mine?size=100')),
  'GET /api/interests': list('staff', fixed('/api/interests?size=100')),
  'GET /api/interests/download': list('staff', fixed('/api/interests/download'), { sheet: true }),
  'PUT /api/interests': refused('PUT', fixed('/api/interests'), (d) => ({ id: d.interestId, status: 'closed', goodsId: null, reply: 'Đã xong' })),
  'GET /api/links/requests': list('staff', fixed('/api/links/requests?size=100')),
  'GET /api/links/requests/download': list('staff', fixed('/api/links/requests/download'), { sheet: true }),
  'PUT /api/links/requests': refused('PUT', fixed('/api/links/requests'), (d) => ({ id: d.sourcingId, status: 'rejected', goodsId: null, note: 'Không có' })),

  // Users, their sessions and what they did.
  'GET /api/users': list('staff', fixed('/api/users?size=100'), { others: true }),
  'GET /api/users/download': list('staff', fixed('/api/users/download'), { sheet: true, others: true }),
  'POST /api/users': refused('POST', fixed('/api/users'), (d) => ({
    username: 'scopeprobe-new', nickName: 'Người mới', deptId: d.deptId, roleIds: [d.roleId],
  }), { status: 400, key: MessageKey.sysDeptNotFound }),
  'PUT /api/users': refused('PUT', fixed('/api/users'), (d) => ({
    id: d.buyer.userId, username: 'renamed-by-probe', nickName: 'Đổi tên', deptId: null, roleIds: [d.roleId], enabled: false,
  })),
  'DELETE /api/users': refused('DELETE', fixed('/api/users'), (d) => [d.buyer.userId]),
  'PUT /api/users/{id}/enabled': refused('PUT', (d) => `/api/users/${d.buyer.userId}/enabled`, () => ({ enabled: false })),
  'POST /api/users/{id}/password': refused('POST', (d) => `/api/users/${d.buyer.userId}/password`, () => ({})),
  'GET /api/auth/online': list('staff', fixed('/api/auth/online?size=100'), { others: true }),
  'GET /api/auth/online/download': list('staff', fixed('/api/auth/online/download'), { sheet: true, others: true }),
  'DELETE /api/auth/online': refused('DELETE', fixed('/api/auth/online'), (d) => [d.sessionId]),
  'GET /api/logs': list('staff', fixed('/api/logs?size=100'), { others: true }),
  'GET /api/logs/download': list('staff', fixed('/api/logs/download'), { sheet: true, others: true }),
  'GET /api/logs/error': list('staff', fixed('/api/logs/error?size=100'), { others: true }),
  'GET /api/logs/error/download': list('staff', fixed('/api/logs/error/download'), { sheet: true, others: true }),
  'GET /api/logs/error/{id}': read('staff', (d) => `/api/logs/error/${d.errorLogId}`),
};
