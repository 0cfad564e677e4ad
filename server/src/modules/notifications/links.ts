import type { NotificationKind } from 'shared-contracts/mall/notification-rules';

type Linked = {
  kind: NotificationKind; orderId: number | null; refundId: number | null;
  params: Record<string, string | number | null>;
};

const queue = (path: string, keyword: unknown) =>
  typeof keyword === 'string' && keyword ? `${path}?keyword=${encodeURIComponent(keyword)}` : path;

/**
 * The portal page where a notification is acted on (issue 26): the payment page while a payment is due, the order's
 * detail otherwise, the refund's detail for a refund's decision, and for staff their queue filtered to the order or
 * refund (`?keyword=`, the queues' own search).
 */
export function linkOf(n: Linked): string {
  const order = n.orderId === null ? null : n.orderId;
  const final = n.params.payment === 'final';
  switch (n.kind) {
    case 'orderAccepted':
    case 'depositReminder':
      return order === null ? '/myOrder' : `/mallPayment/${order}`;
    case 'stockingComplete':
    case 'balanceReminder':
      return order === null ? '/myOrder' : `/mallPayment/${order}?kind=final`;
    case 'paymentRejected':
      return order === null ? '/myOrder' : `/mallPayment/${order}${final ? '?kind=final' : ''}`;
    case 'refundApproved':
    case 'refundRejected':
      return n.refundId === null ? '/myOrder' : `/myRefundDetail/${n.refundId}`;
    case 'orderAwaitingAcceptance':
    case 'acceptanceOverdue':
      return queue('/ops/order-accept', n.params.orderNo);
    case 'paymentAwaitingReview':
      return queue('/ops/payment-review', n.params.orderNo);
    case 'refundRequested':
      return queue('/ops/refund-review', n.params.refundNo);
    case 'shipmentCreated':
    case 'shipmentShipped':
    case 'shipmentDelivered':
      return order === null ? '/myInvoicesOrder' : `/myOrderDetail/${order}`;
    default:
      return order === null ? '/myOrder' : `/myOrderDetail/${order}`;
  }
}
