/**
 * The staff dashboard's cards and the staff's home (issue 27, docs/dashboard.md), without zod: the login document
 * reads them to choose where a login lands, and its schemas stay on zod/mini (api/auth-login.ts).
 */

/**
 * The cards of the work waiting and the permission code that opens each one's queue: a staff member without the
 * code has no card (absent from the answer, not zero). The codes are the queues' own action codes, so the card
 * shows exactly the work its holder may do.
 */
export const DASHBOARD_CARD_CODES = {
  awaitingAcceptance: 'order:accept',
  paymentReview: 'payment:review',
  awaitingStocking: 'order:stock',
  shipmentsToDispatch: 'shipment:edit',
  refundsToReview: 'refund:review',
  stockExpiring: 'order:list',
} as const;
export type DashboardCard = keyof typeof DASHBOARD_CARD_CODES;
export const DASHBOARD_CARDS = Object.keys(DASHBOARD_CARD_CODES) as DashboardCard[];

/**
 * The staff's home: a login without a `redirect` lands staff who hold any card's code here, anyone else on the mall.
 * The seeded menu entry (server menus/seed-data.ts) has this path; a user whose menus lack it is sent to the mall.
 */
export const STAFF_HOME_PATH = '/dashboard';
