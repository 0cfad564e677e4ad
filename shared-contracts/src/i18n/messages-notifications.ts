import type { Locale } from './locale';

/**
 * What each notification says (docs/notifications.md), in the portal's three languages: a subject, what happened and
 * what to do next, and the action its link leads to. `{name}` is a value of the notification (already formatted
 * for the reader: money, dates in Vietnam's time); texts use ’ rather than ', so they are also valid ICU messages
 * for react-intl. A variant `kind.deposit` / `kind.final` says which payment it is about.
 */
export type NotificationText = { subject: string; body: string; action: string };

type Table = Record<string, NotificationText>;

const en: Table = {
  orderAccepted: {
    subject: 'Order {orderNo} accepted: please pay the deposit by {dueAt}',
    body: 'The platform has accepted your order {orderNo}. Please pay the deposit of {deposit} by {dueAt}. An order whose deposit is not paid by then is closed automatically.',
    action: 'Pay the deposit',
  },
  orderRefused: {
    subject: 'Order {orderNo} was not accepted',
    body: 'The platform could not accept your order {orderNo}. Reason: {reason}. Nothing has been charged; you may place a new order.',
    action: 'View the order',
  },
  depositReminder: {
    subject: 'Reminder: the deposit for order {orderNo} is due by {dueAt}',
    body: 'The deposit of {deposit} for order {orderNo} has not been paid yet. If it is not paid by {dueAt}, the order will be closed automatically.',
    action: 'Pay the deposit',
  },
  'paymentApproved.deposit': {
    subject: 'Deposit for order {orderNo} confirmed',
    body: 'Your deposit payment of {amount} for order {orderNo} has been verified. The warehouse is now stocking your goods (usually 5–7 days); we will tell you when stocking is complete.',
    action: 'View the order',
  },
  'paymentApproved.final': {
    subject: 'Balance for order {orderNo} confirmed',
    body: 'Your balance payment of {amount} for order {orderNo} has been verified. The goods are now in your stock: create a shipment from My stock when you are ready.',
    action: 'View the order',
  },
  'paymentRejected.deposit': {
    subject: 'Deposit payment for order {orderNo} was rejected',
    body: 'Your deposit payment for order {orderNo} could not be verified. Reason: {reason}. Please check the transfer and pay again before the deadline.',
    action: 'Pay again',
  },
  'paymentRejected.final': {
    subject: 'Balance payment for order {orderNo} was rejected',
    body: 'Your balance payment for order {orderNo} could not be verified. Reason: {reason}. Please check the transfer and pay again by {dueAt}, or the stock will be returned.',
    action: 'Pay again',
  },
  stockingComplete: {
    subject: 'Order {orderNo} is stocked: please pay the balance by {dueAt}',
    body: 'Stocking of order {orderNo} is complete. Choose the quantity you want to take and pay the balance by {dueAt} ({days} days). Stock not paid for by then is returned automatically and the order is closed.',
    action: 'Pay the balance',
  },
  balanceReminder: {
    subject: 'Reminder: the balance for order {orderNo} is due by {dueAt}',
    body: 'The balance for order {orderNo} has not been paid yet. Stock not paid for by {dueAt} is returned automatically and the order is closed.',
    action: 'Pay the balance',
  },
  shipmentCreated: {
    subject: 'Shipment {shipmentNo} created',
    body: 'Your shipment {shipmentNo} ({quantity} items, order {orderNo}) has been created and is waiting to leave the warehouse. We will tell you when it ships.',
    action: 'View the order',
  },
  shipmentShipped: {
    subject: 'Shipment {shipmentNo} is on its way',
    body: 'Your shipment {shipmentNo} (order {orderNo}) has left the warehouse with {carrier}, tracking number {trackingNo}.',
    action: 'View the order',
  },
  shipmentDelivered: {
    subject: 'Shipment {shipmentNo} delivered',
    body: 'Your shipment {shipmentNo} (order {orderNo}) was delivered on {deliveredAt}. Please check the goods; if something is wrong, request after-sales from the order page.',
    action: 'View the order',
  },
  refundApproved: {
    subject: 'Refund {refundNo} approved',
    body: 'Your refund request {refundNo} for order {orderNo} has been approved: {amount} will be refunded. Operator’s opinion: {opinion}.',
    action: 'View the order',
  },
  refundRejected: {
    subject: 'Refund {refundNo} rejected',
    body: 'Your refund request {refundNo} for order {orderNo} was rejected. Operator’s opinion: {opinion}. The goods held for it are available to you again.',
    action: 'View the order',
  },
  orderClosedUnpaid: {
    subject: 'Order {orderNo} closed: the deposit was not paid in time',
    body: 'Order {orderNo} was closed automatically because its deposit was not paid by {dueAt}. To buy these goods, please place a new order.',
    action: 'View the order',
  },
  orderClosedExpired: {
    subject: 'Order {orderNo} closed: the balance was not paid in time',
    body: 'The balance for order {orderNo} was not paid by {dueAt}, so the stocked goods have been returned and the order is closed. Please contact customer service about the deposit.',
    action: 'View the order',
  },
  orderAwaitingAcceptance: {
    subject: 'New order {orderNo} awaiting acceptance',
    body: '{buyer} placed order {orderNo} for {amount}. Please accept or refuse it within one day.',
    action: 'Open the acceptance queue',
  },
  acceptanceOverdue: {
    subject: 'Order {orderNo} has waited over {days} day(s) for acceptance',
    body: '{buyer} placed order {orderNo} on {placedAt} and it is still waiting. The platform promises a reply within {days} day(s): please accept or refuse it now.',
    action: 'Open the acceptance queue',
  },
  'paymentAwaitingReview.deposit': {
    subject: 'Deposit payment for order {orderNo} awaiting review',
    body: '{buyer} submitted a deposit payment of {amount} for order {orderNo}. Please verify it against the bank records.',
    action: 'Open the payment review',
  },
  'paymentAwaitingReview.final': {
    subject: 'Balance payment for order {orderNo} awaiting review',
    body: '{buyer} submitted a balance payment of {amount} for order {orderNo}. Please verify it against the bank records.',
    action: 'Open the payment review',
  },
  refundRequested: {
    subject: 'Refund request {refundNo} for order {orderNo}',
    body: '{buyer} asked for a refund of {quantity} items of order {orderNo}. Reason: {reason}. Please review it.',
    action: 'Open the refund review',
  },
};

const cn: Table = {
  orderAccepted: {
    subject: '订单 {orderNo} 已受理，请于 {dueAt} 前支付定金',
    body: '平台已受理您的订单 {orderNo}。请于 {dueAt} 前支付定金 {deposit}，逾期未付定金的订单将被自动关闭。',
    action: '支付定金',
  },
  orderRefused: {
    subject: '订单 {orderNo} 未被受理',
    body: '平台无法受理您的订单 {orderNo}，原因：{reason}。本单未产生任何费用，您可以重新下单。',
    action: '查看订单',
  },
  depositReminder: {
    subject: '提醒：订单 {orderNo} 的定金须于 {dueAt} 前支付',
    body: '订单 {orderNo} 的定金 {deposit} 尚未支付。若在 {dueAt} 前仍未支付，订单将被自动关闭。',
    action: '支付定金',
  },
  'paymentApproved.deposit': {
    subject: '订单 {orderNo} 的定金已确认',
    body: '您为订单 {orderNo} 支付的定金 {amount} 已审核通过。仓库正在为您备货（通常需要 5–7 天），备货完成后我们会通知您。',
    action: '查看订单',
  },
  'paymentApproved.final': {
    subject: '订单 {orderNo} 的尾款已确认',
    body: '您为订单 {orderNo} 支付的尾款 {amount} 已审核通过。货物已转入您的库存，您可以随时在“我的库存”中创建发货单。',
    action: '查看订单',
  },
  'paymentRejected.deposit': {
    subject: '订单 {orderNo} 的定金付款未通过审核',
    body: '您为订单 {orderNo} 提交的定金付款未能通过审核，原因：{reason}。请核对转账信息后在截止时间前重新支付。',
    action: '重新支付',
  },
  'paymentRejected.final': {
    subject: '订单 {orderNo} 的尾款付款未通过审核',
    body: '您为订单 {orderNo} 提交的尾款付款未能通过审核，原因：{reason}。请核对转账信息后于 {dueAt} 前重新支付，否则库存将被退回。',
    action: '重新支付',
  },
  stockingComplete: {
    subject: '订单 {orderNo} 备货完成，请于 {dueAt} 前支付尾款',
    body: '订单 {orderNo} 已备货完成。请选择您要提取的数量，并于 {dueAt} 前（{days} 天内）支付尾款。逾期未付款的库存将被自动退回，订单随之关闭。',
    action: '支付尾款',
  },
  balanceReminder: {
    subject: '提醒：订单 {orderNo} 的尾款须于 {dueAt} 前支付',
    body: '订单 {orderNo} 的尾款尚未支付。{dueAt} 前仍未付款的库存将被自动退回，订单随之关闭。',
    action: '支付尾款',
  },
  shipmentCreated: {
    subject: '发货单 {shipmentNo} 已创建',
    body: '您的发货单 {shipmentNo}（{quantity} 件，订单 {orderNo}）已创建，正在等待出库。发货后我们会通知您。',
    action: '查看订单',
  },
  shipmentShipped: {
    subject: '发货单 {shipmentNo} 已发货',
    body: '您的发货单 {shipmentNo}（订单 {orderNo}）已由 {carrier} 发出，运单号 {trackingNo}。',
    action: '查看订单',
  },
  shipmentDelivered: {
    subject: '发货单 {shipmentNo} 已送达',
    body: '您的发货单 {shipmentNo}（订单 {orderNo}）已于 {deliveredAt} 送达。请检查货物，如有问题请在订单页面申请售后。',
    action: '查看订单',
  },
  refundApproved: {
    subject: '退款申请 {refundNo} 已通过',
    body: '您就订单 {orderNo} 提交的退款申请 {refundNo} 已审核通过，退款金额 {amount}。审核意见：{opinion}。',
    action: '查看订单',
  },
  refundRejected: {
    subject: '退款申请 {refundNo} 未通过',
    body: '您就订单 {orderNo} 提交的退款申请 {refundNo} 未通过审核。审核意见：{opinion}。为此冻结的货物已恢复可用。',
    action: '查看订单',
  },
  orderClosedUnpaid: {
    subject: '订单 {orderNo} 已关闭：定金未按时支付',
    body: '订单 {orderNo} 因定金未在 {dueAt} 前支付已被自动关闭。如仍需购买，请重新下单。',
    action: '查看订单',
  },
  orderClosedExpired: {
    subject: '订单 {orderNo} 已关闭：尾款未按时支付',
    body: '订单 {orderNo} 的尾款未在 {dueAt} 前支付，已备库存已退回，订单已关闭。定金相关事宜请联系客服。',
    action: '查看订单',
  },
  orderAwaitingAcceptance: {
    subject: '新订单 {orderNo} 待受理',
    body: '{buyer} 提交了订单 {orderNo}，金额 {amount}。请在一天内受理或拒绝。',
    action: '打开订单受理',
  },
  acceptanceOverdue: {
    subject: '订单 {orderNo} 已超过 {days} 天未受理',
    body: '{buyer} 于 {placedAt} 提交的订单 {orderNo} 仍在等待受理。平台承诺在 {days} 天内答复，请立即受理或拒绝。',
    action: '打开订单受理',
  },
  'paymentAwaitingReview.deposit': {
    subject: '订单 {orderNo} 的定金付款待审核',
    body: '{buyer} 为订单 {orderNo} 提交了定金付款 {amount}，请对照银行流水审核。',
    action: '打开付款审核',
  },
  'paymentAwaitingReview.final': {
    subject: '订单 {orderNo} 的尾款付款待审核',
    body: '{buyer} 为订单 {orderNo} 提交了尾款付款 {amount}，请对照银行流水审核。',
    action: '打开付款审核',
  },
  refundRequested: {
    subject: '订单 {orderNo} 的退款申请 {refundNo}',
    body: '{buyer} 就订单 {orderNo} 申请退款 {quantity} 件，原因：{reason}。请及时审核。',
    action: '打开退款审核',
  },
};

const vi: Table = {
  orderAccepted: {
    subject: 'Đơn hàng {orderNo} đã được tiếp nhận: vui lòng đặt cọc trước {dueAt}',
    body: 'Nền tảng đã tiếp nhận đơn hàng {orderNo} của bạn. Vui lòng thanh toán tiền cọc {deposit} trước {dueAt}. Đơn hàng chưa đặt cọc đến hạn sẽ tự động bị đóng.',
    action: 'Thanh toán tiền cọc',
  },
  orderRefused: {
    subject: 'Đơn hàng {orderNo} không được tiếp nhận',
    body: 'Nền tảng không thể tiếp nhận đơn hàng {orderNo} của bạn. Lý do: {reason}. Bạn chưa bị tính khoản phí nào và có thể đặt đơn mới.',
    action: 'Xem đơn hàng',
  },
  depositReminder: {
    subject: 'Nhắc nhở: tiền cọc đơn hàng {orderNo} đến hạn lúc {dueAt}',
    body: 'Tiền cọc {deposit} của đơn hàng {orderNo} vẫn chưa được thanh toán. Nếu chưa thanh toán trước {dueAt}, đơn hàng sẽ tự động bị đóng.',
    action: 'Thanh toán tiền cọc',
  },
  'paymentApproved.deposit': {
    subject: 'Tiền cọc đơn hàng {orderNo} đã được xác nhận',
    body: 'Khoản tiền cọc {amount} cho đơn hàng {orderNo} đã được duyệt. Kho đang chuẩn bị hàng cho bạn (thường 5–7 ngày); chúng tôi sẽ báo khi nhập kho xong.',
    action: 'Xem đơn hàng',
  },
  'paymentApproved.final': {
    subject: 'Tiền thanh toán còn lại của đơn hàng {orderNo} đã được xác nhận',
    body: 'Khoản thanh toán còn lại {amount} cho đơn hàng {orderNo} đã được duyệt. Hàng đã vào kho của bạn: hãy tạo phiếu giao hàng trong mục Kho của tôi khi sẵn sàng.',
    action: 'Xem đơn hàng',
  },
  'paymentRejected.deposit': {
    subject: 'Thanh toán tiền cọc đơn hàng {orderNo} bị từ chối',
    body: 'Khoản thanh toán tiền cọc cho đơn hàng {orderNo} không được duyệt. Lý do: {reason}. Vui lòng kiểm tra lại giao dịch chuyển khoản và thanh toán lại trước hạn.',
    action: 'Thanh toán lại',
  },
  'paymentRejected.final': {
    subject: 'Thanh toán còn lại của đơn hàng {orderNo} bị từ chối',
    body: 'Khoản thanh toán còn lại cho đơn hàng {orderNo} không được duyệt. Lý do: {reason}. Vui lòng kiểm tra lại và thanh toán lại trước {dueAt}, nếu không hàng trong kho sẽ bị hoàn trả.',
    action: 'Thanh toán lại',
  },
  stockingComplete: {
    subject: 'Đơn hàng {orderNo} đã nhập kho xong: vui lòng thanh toán phần còn lại trước {dueAt}',
    body: 'Đơn hàng {orderNo} đã nhập kho xong. Vui lòng chọn số lượng muốn lấy và thanh toán phần còn lại trước {dueAt} (trong {days} ngày). Hàng chưa được thanh toán đến hạn sẽ tự động hoàn trả và đơn hàng bị đóng.',
    action: 'Thanh toán phần còn lại',
  },
  balanceReminder: {
    subject: 'Nhắc nhở: phần còn lại của đơn hàng {orderNo} đến hạn lúc {dueAt}',
    body: 'Phần thanh toán còn lại của đơn hàng {orderNo} vẫn chưa được thanh toán. Hàng chưa thanh toán trước {dueAt} sẽ tự động hoàn trả và đơn hàng bị đóng.',
    action: 'Thanh toán phần còn lại',
  },
  shipmentCreated: {
    subject: 'Đã tạo phiếu giao hàng {shipmentNo}',
    body: 'Phiếu giao hàng {shipmentNo} ({quantity} sản phẩm, đơn hàng {orderNo}) đã được tạo và đang chờ xuất kho. Chúng tôi sẽ báo khi hàng được gửi đi.',
    action: 'Xem đơn hàng',
  },
  shipmentShipped: {
    subject: 'Phiếu giao hàng {shipmentNo} đang được vận chuyển',
    body: 'Phiếu giao hàng {shipmentNo} (đơn hàng {orderNo}) đã xuất kho qua {carrier}, mã vận đơn {trackingNo}.',
    action: 'Xem đơn hàng',
  },
  shipmentDelivered: {
    subject: 'Phiếu giao hàng {shipmentNo} đã giao thành công',
    body: 'Phiếu giao hàng {shipmentNo} (đơn hàng {orderNo}) đã được giao lúc {deliveredAt}. Vui lòng kiểm tra hàng; nếu có vấn đề, hãy yêu cầu hậu mãi tại trang đơn hàng.',
    action: 'Xem đơn hàng',
  },
  refundApproved: {
    subject: 'Yêu cầu hoàn tiền {refundNo} đã được duyệt',
    body: 'Yêu cầu hoàn tiền {refundNo} cho đơn hàng {orderNo} đã được duyệt: bạn sẽ được hoàn {amount}. Ý kiến của nhân viên: {opinion}.',
    action: 'Xem đơn hàng',
  },
  refundRejected: {
    subject: 'Yêu cầu hoàn tiền {refundNo} bị từ chối',
    body: 'Yêu cầu hoàn tiền {refundNo} cho đơn hàng {orderNo} đã bị từ chối. Ý kiến của nhân viên: {opinion}. Số hàng tạm giữ cho yêu cầu này đã được mở lại cho bạn.',
    action: 'Xem đơn hàng',
  },
  orderClosedUnpaid: {
    subject: 'Đơn hàng {orderNo} đã đóng: chưa đặt cọc đúng hạn',
    body: 'Đơn hàng {orderNo} đã tự động bị đóng vì tiền cọc chưa được thanh toán trước {dueAt}. Nếu vẫn muốn mua, vui lòng đặt đơn mới.',
    action: 'Xem đơn hàng',
  },
  orderClosedExpired: {
    subject: 'Đơn hàng {orderNo} đã đóng: chưa thanh toán phần còn lại đúng hạn',
    body: 'Phần còn lại của đơn hàng {orderNo} chưa được thanh toán trước {dueAt}, nên hàng đã nhập kho được hoàn trả và đơn hàng bị đóng. Vui lòng liên hệ bộ phận chăm sóc khách hàng về tiền cọc.',
    action: 'Xem đơn hàng',
  },
  orderAwaitingAcceptance: {
    subject: 'Đơn hàng mới {orderNo} chờ tiếp nhận',
    body: '{buyer} đã đặt đơn hàng {orderNo} trị giá {amount}. Vui lòng tiếp nhận hoặc từ chối trong vòng một ngày.',
    action: 'Mở danh sách tiếp nhận',
  },
  acceptanceOverdue: {
    subject: 'Đơn hàng {orderNo} đã chờ tiếp nhận quá {days} ngày',
    body: '{buyer} đã đặt đơn hàng {orderNo} lúc {placedAt} và đơn vẫn đang chờ. Nền tảng cam kết phản hồi trong {days} ngày: vui lòng tiếp nhận hoặc từ chối ngay.',
    action: 'Mở danh sách tiếp nhận',
  },
  'paymentAwaitingReview.deposit': {
    subject: 'Thanh toán tiền cọc đơn hàng {orderNo} chờ duyệt',
    body: '{buyer} đã gửi khoản thanh toán tiền cọc {amount} cho đơn hàng {orderNo}. Vui lòng đối chiếu với sao kê ngân hàng.',
    action: 'Mở mục duyệt thanh toán',
  },
  'paymentAwaitingReview.final': {
    subject: 'Thanh toán còn lại của đơn hàng {orderNo} chờ duyệt',
    body: '{buyer} đã gửi khoản thanh toán còn lại {amount} cho đơn hàng {orderNo}. Vui lòng đối chiếu với sao kê ngân hàng.',
    action: 'Mở mục duyệt thanh toán',
  },
  refundRequested: {
    subject: 'Yêu cầu hoàn tiền {refundNo} của đơn hàng {orderNo}',
    body: '{buyer} yêu cầu hoàn tiền {quantity} sản phẩm của đơn hàng {orderNo}. Lý do: {reason}. Vui lòng xem xét.',
    action: 'Mở mục duyệt hoàn tiền',
  },
};

export const NOTIFICATION_TEXTS: Readonly<Record<Locale, Table>> = { en, cn, vi };

/** The frame of an e-mail around a notification's text. */
export const NOTIFICATION_MAIL_FRAME: Readonly<Record<Locale, { greeting: string; open: string; footer: string }>> = {
  en: {
    greeting: 'Hello {name},',
    open: 'Open in the portal: {link}',
    footer: 'You receive this e-mail because of your notification settings in the personal centre, where you can change them.',
  },
  cn: {
    greeting: '{name}，您好：',
    open: '在平台中打开：{link}',
    footer: '您收到此邮件是因为您在个人中心的通知设置，可随时在那里修改。',
  },
  vi: {
    greeting: 'Xin chào {name},',
    open: 'Mở trên cổng: {link}',
    footer: 'Bạn nhận được e-mail này theo cài đặt thông báo trong Trung tâm cá nhân, nơi bạn có thể thay đổi chúng.',
  },
};

/** The text of a notification: its kind's variant for the payment it names, else the kind's own. */
export function notificationTextOf(locale: Locale, kind: string, variant: string | null): NotificationText | undefined {
  const table = NOTIFICATION_TEXTS[locale];
  return (variant ? table[`${kind}.${variant}`] : undefined) ?? table[kind];
}

/** Puts the values in: `{name}` → its value; a missing one reads as a dash. */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '—');
}
