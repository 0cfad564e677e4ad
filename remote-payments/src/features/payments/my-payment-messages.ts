import { mergeMessages, type MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { finalPaymentMessages } from './final-messages';
import { paymentMessages } from './messages';

/**
 * My payments' texts for online attempts that did not pay (docs/payments.md "Attempts not completed") and for the
 * list's cards on a phone. The states of transfers are the `payments.status.*` texts of messages.ts.
 */
const en = {
  'payments.attempt.open': 'In progress',
  'payments.attempt.notCompleted': 'Not completed',
  'payments.attempt.refundDue': 'To be refunded',
  'payments.attempt.openNote': 'Waiting for the payment to be completed in the bank or payment app.',
  'payments.attempt.endedNote': '{why} Nothing was charged.',
  'payments.attempt.ended.expired': 'Not paid within the 15 minutes allowed.',
  'payments.attempt.ended.replaced': 'Left when a new attempt was started.',
  'payments.attempt.ended.declined': 'The bank declined the card.',
  'payments.attempt.ended.insufficientFunds': 'The card did not have enough funds.',
  'payments.attempt.ended.cancelled': 'Cancelled in the payment app.',
  'payments.attempt.ended.smsTries': 'Stopped after too many wrong SMS codes.',
  'payments.attempt.ended.gateway': 'The payment provider could not be reached.',
  'payments.attempt.ended.other': 'The payment was not completed.',
  'payments.my.hiddenUnfinished': '{count, plural, one {# online attempt that was not completed is hidden.} other {# online attempts that were not completed are hidden.}}',
  'payments.my.showUnfinished': 'Show them',
  'payments.my.hideUnfinished': 'Hide attempts not completed',
};

type MyPaymentTexts = Record<keyof typeof en, string>;

const cn: MyPaymentTexts = {
  'payments.attempt.open': '进行中',
  'payments.attempt.notCompleted': '未完成',
  'payments.attempt.refundDue': '待退款',
  'payments.attempt.openNote': '等待在银行或支付应用中完成付款。',
  'payments.attempt.endedNote': '{why}未扣款。',
  'payments.attempt.ended.expired': '未在 15 分钟内完成付款。',
  'payments.attempt.ended.replaced': '已发起新的支付，本次作废。',
  'payments.attempt.ended.declined': '银行拒绝了此卡。',
  'payments.attempt.ended.insufficientFunds': '卡内余额不足。',
  'payments.attempt.ended.cancelled': '已在支付应用中取消。',
  'payments.attempt.ended.smsTries': '短信验证码错误次数过多，已终止。',
  'payments.attempt.ended.gateway': '无法连接支付机构。',
  'payments.attempt.ended.other': '本次支付未完成。',
  'payments.my.hiddenUnfinished': '已隐藏 {count} 次未完成的在线支付。',
  'payments.my.showUnfinished': '显示',
  'payments.my.hideUnfinished': '隐藏未完成的支付',
};

const vi: MyPaymentTexts = {
  'payments.attempt.open': 'Đang thực hiện',
  'payments.attempt.notCompleted': 'Chưa hoàn tất',
  'payments.attempt.refundDue': 'Sẽ được hoàn tiền',
  'payments.attempt.openNote': 'Đang chờ hoàn tất thanh toán trong ngân hàng hoặc ứng dụng thanh toán.',
  'payments.attempt.endedNote': '{why} Bạn chưa bị trừ tiền.',
  'payments.attempt.ended.expired': 'Chưa thanh toán trong 15 phút cho phép.',
  'payments.attempt.ended.replaced': 'Đã bỏ khi bạn bắt đầu một lần thanh toán mới.',
  'payments.attempt.ended.declined': 'Ngân hàng đã từ chối thẻ.',
  'payments.attempt.ended.insufficientFunds': 'Thẻ không đủ số dư.',
  'payments.attempt.ended.cancelled': 'Đã hủy trong ứng dụng thanh toán.',
  'payments.attempt.ended.smsTries': 'Đã dừng vì nhập sai mã SMS quá nhiều lần.',
  'payments.attempt.ended.gateway': 'Không kết nối được với đơn vị thanh toán.',
  'payments.attempt.ended.other': 'Thanh toán chưa hoàn tất.',
  'payments.my.hiddenUnfinished': 'Đã ẩn {count} lần thanh toán trực tuyến chưa hoàn tất.',
  'payments.my.showUnfinished': 'Hiện ra',
  'payments.my.hideUnfinished': 'Ẩn các lần thanh toán chưa hoàn tất',
};

export const myPaymentMessages: MessagesByLocale = { en, cn, vi };

/** Everything My payments shows (payments/MyPayment): the payment texts, the final balance's method, these. */
export const myPaymentPageMessages = mergeMessages(paymentMessages, finalPaymentMessages, myPaymentMessages);
