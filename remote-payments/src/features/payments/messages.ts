import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

/** SPEC §9 payment methods, in the order the cashier offers them. */
export const PAYMENT_METHODS = [
  'payments.method.bankTransfer',
  'payments.method.domesticCard',
  'payments.method.alipay',
  'payments.method.digitalRmb',
] as const;

const en = {
  'payments.my.title': 'My payments',
  'payments.my.description': 'Deposits and final payments of your orders, with the result of their review.',
  'payments.my.methodsTitle': 'Ways to pay',
  'payments.method.bankTransfer': 'Bank transfer in Vietnamese dong',
  'payments.method.domesticCard': 'Online payment in RMB with a domestic bank card',
  'payments.method.alipay': 'Alipay QR code',
  'payments.method.digitalRmb': 'Digital RMB',
  'payments.my.reviewNote': 'An operator reviews every payment before the order moves on.',
  'payments.my.empty': 'No payments yet',
};

type PaymentMessages = Record<keyof typeof en, string>;

const cn: PaymentMessages = {
  'payments.my.title': '我的支付',
  'payments.my.description': '您订单的定金与尾款，以及它们的审核结果。',
  'payments.my.methodsTitle': '支付方式',
  'payments.method.bankTransfer': '越南盾银行转账',
  'payments.method.domesticCard': '国内银行卡人民币在线支付',
  'payments.method.alipay': '支付宝扫码支付',
  'payments.method.digitalRmb': '数字人民币',
  'payments.my.reviewNote': '每笔付款都由运营人员审核后，订单才会进入下一步。',
  'payments.my.empty': '暂无支付记录',
};

const vi: PaymentMessages = {
  'payments.my.title': 'Thanh toán của tôi',
  'payments.my.description': 'Các khoản đặt cọc và thanh toán cuối của đơn hàng, cùng kết quả xét duyệt.',
  'payments.my.methodsTitle': 'Phương thức thanh toán',
  'payments.method.bankTransfer': 'Chuyển khoản ngân hàng bằng đồng Việt Nam',
  'payments.method.domesticCard': 'Thanh toán trực tuyến bằng nhân dân tệ qua thẻ ngân hàng nội địa Trung Quốc',
  'payments.method.alipay': 'Quét mã QR Alipay',
  'payments.method.digitalRmb': 'Nhân dân tệ kỹ thuật số',
  'payments.my.reviewNote': 'Mỗi khoản thanh toán được nhân viên vận hành xét duyệt trước khi đơn hàng chuyển sang bước tiếp theo.',
  'payments.my.empty': 'Chưa có khoản thanh toán nào',
};

export const paymentMessages: MessagesByLocale = { en, cn, vi };
