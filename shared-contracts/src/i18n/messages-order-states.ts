import type { MessagesByLocale } from '../react/remote-messages';

/**
 * Labels of the states a buyer sees (shared-contracts/mall/order-state.ts: the 15 states of SPEC §4 plus
 * waiting for and refused by platform acceptance, and where a partly shipped order's goods are), under `orderStateMessageId(state)` = `order.state.<state>`.
 * The order pages of the next issue use the same table.
 */
const en = {
  'order.state.awaitingAcceptance': 'Awaiting platform acceptance',
  'order.state.refused': 'Refused by the platform',
  'order.state.depositPending': 'Deposit to be paid',
  'order.state.depositReview': 'Deposit under review',
  'order.state.depositRejected': 'Deposit rejected',
  'order.state.awaitingStocking': 'Awaiting stocking',
  'order.state.finalPaymentPending': 'Final payment to be paid',
  'order.state.finalPaymentReview': 'Final payment under review',
  'order.state.finalPaymentRejected': 'Final payment rejected',
  'order.state.pendingShipment': 'Pending shipment',
  'order.state.shipping': 'Shipping',
  'order.state.partlyShipped': 'Partly shipped, rest in the warehouse',
  'order.state.partlyDelivered': 'Partly delivered, more on the way',
  'order.state.partlyDeliveredInWarehouse': 'Partly delivered, rest in the warehouse',
  'order.state.delivered': 'Delivered',
  'order.state.completed': 'Completed',
  'order.state.closed': 'Closed',
  'order.state.refunding': 'Refunding',
  'order.state.refundSuccess': 'Refund succeeded',
  'order.state.refundFailure': 'Refund failed',
};

type StateMessages = Record<keyof typeof en, string>;

const cn: StateMessages = {
  'order.state.awaitingAcceptance': '待平台受理',
  'order.state.refused': '平台已拒绝',
  'order.state.depositPending': '待付定金',
  'order.state.depositReview': '定金审核中',
  'order.state.depositRejected': '定金已驳回',
  'order.state.awaitingStocking': '待备货',
  'order.state.finalPaymentPending': '待付尾款',
  'order.state.finalPaymentReview': '尾款审核中',
  'order.state.finalPaymentRejected': '尾款已驳回',
  'order.state.pendingShipment': '待发货',
  'order.state.shipping': '运输中',
  'order.state.partlyShipped': '部分发货，余货在仓',
  'order.state.partlyDelivered': '部分送达，其余运输中',
  'order.state.partlyDeliveredInWarehouse': '部分送达，余货在仓',
  'order.state.delivered': '已送达',
  'order.state.completed': '已完成',
  'order.state.closed': '已关闭',
  'order.state.refunding': '退款中',
  'order.state.refundSuccess': '退款成功',
  'order.state.refundFailure': '退款失败',
};

const vi: StateMessages = {
  'order.state.awaitingAcceptance': 'Chờ nền tảng tiếp nhận',
  'order.state.refused': 'Nền tảng đã từ chối',
  'order.state.depositPending': 'Chờ thanh toán tiền cọc',
  'order.state.depositReview': 'Đang xét duyệt tiền cọc',
  'order.state.depositRejected': 'Tiền cọc bị từ chối',
  'order.state.awaitingStocking': 'Chờ chuẩn bị hàng',
  'order.state.finalPaymentPending': 'Chờ thanh toán phần còn lại',
  'order.state.finalPaymentReview': 'Đang xét duyệt khoản thanh toán cuối',
  'order.state.finalPaymentRejected': 'Khoản thanh toán cuối bị từ chối',
  'order.state.pendingShipment': 'Chờ giao hàng',
  'order.state.shipping': 'Đang vận chuyển',
  'order.state.partlyShipped': 'Đã gửi một phần, phần còn lại ở kho',
  'order.state.partlyDelivered': 'Đã giao một phần, phần khác đang vận chuyển',
  'order.state.partlyDeliveredInWarehouse': 'Đã giao một phần, phần còn lại ở kho',
  'order.state.delivered': 'Đã giao',
  'order.state.completed': 'Đã hoàn tất',
  'order.state.closed': 'Đã đóng',
  'order.state.refunding': 'Đang hoàn tiền',
  'order.state.refundSuccess': 'Hoàn tiền thành công',
  'order.state.refundFailure': 'Hoàn tiền thất bại',
};

export const orderStateMessages: MessagesByLocale = { en, cn, vi };
