import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

/** What the review page adds for final payments: the quantities taken, and the method of a balance the deposit covered. */
const en = {
  'admin.ops.payments.method.DEPOSIT_CREDIT': 'Covered by the deposit (nothing transferred)',
  'admin.ops.payments.final.quantities': 'Quantities taken',
  'admin.ops.payments.final.linesUnavailable': 'The order\'s lines could not be loaded; the quantities are shown by line number.',
  'admin.ops.payments.final.col.goods': 'Goods',
  'admin.ops.payments.final.col.ordered': 'Ordered',
  'admin.ops.payments.final.col.stocked': 'Stocked',
  'admin.ops.payments.final.col.taken': 'Taken',
};

type FinalTexts = Record<keyof typeof en, string>;

const cn: FinalTexts = {
  'admin.ops.payments.method.DEPOSIT_CREDIT': '定金抵扣（无需转账）',
  'admin.ops.payments.final.quantities': '提取数量',
  'admin.ops.payments.final.linesUnavailable': '订单商品加载失败，以下按商品行号显示数量。',
  'admin.ops.payments.final.col.goods': '商品',
  'admin.ops.payments.final.col.ordered': '下单',
  'admin.ops.payments.final.col.stocked': '已备货',
  'admin.ops.payments.final.col.taken': '提取',
};

const vi: FinalTexts = {
  'admin.ops.payments.method.DEPOSIT_CREDIT': 'Trừ vào tiền cọc (không chuyển khoản)',
  'admin.ops.payments.final.quantities': 'Số lượng lấy',
  'admin.ops.payments.final.linesUnavailable': 'Không tải được các dòng hàng của đơn; số lượng hiển thị theo mã dòng.',
  'admin.ops.payments.final.col.goods': 'Hàng hóa',
  'admin.ops.payments.final.col.ordered': 'Đã đặt',
  'admin.ops.payments.final.col.stocked': 'Đã nhập kho',
  'admin.ops.payments.final.col.taken': 'Lấy',
};

export const finalReviewMessages: MessagesByLocale = { en, cn, vi };
