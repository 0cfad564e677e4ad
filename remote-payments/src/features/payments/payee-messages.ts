import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

/** The receiving account on the bank-transfer pages (deposit and final balance) and its copy buttons. */
const en = {
  'payments.payee.title': 'Where to transfer',
  'payments.payee.intro': 'Transfer the amount in dong to this account from your bank or its app. The copy buttons put each value on the clipboard.',
  'payments.payee.bank': 'Bank',
  'payments.payee.branch': 'Branch',
  'payments.payee.name': 'Account holder',
  'payments.payee.number': 'Account number',
  'payments.payee.amount': 'Amount to transfer',
  'payments.payee.reference': 'Transfer content',
  'payments.payee.referenceNote': 'Write {reference} (the order number) as the transfer content: it is how the platform matches your money to this order. Then declare the transfer below.',
  'payments.copy.button': 'Copy: {field}',
  'payments.copy.copied': 'Copied',
  'payments.copy.failed': 'Could not copy: select the text and copy it yourself.',
};

type PayeeTexts = Record<keyof typeof en, string>;

const cn: PayeeTexts = {
  'payments.payee.title': '转账到',
  'payments.payee.intro': '请通过您的银行或手机银行，以越南盾向以下账户转账。点击复制按钮即可复制各项信息。',
  'payments.payee.bank': '收款银行',
  'payments.payee.branch': '开户支行',
  'payments.payee.name': '户名',
  'payments.payee.number': '账号',
  'payments.payee.amount': '转账金额',
  'payments.payee.reference': '转账附言',
  'payments.payee.referenceNote': '请在转账附言中填写 {reference}（订单号）：平台据此将您的款项与本订单对应。转账后请在下方提交转账信息。',
  'payments.copy.button': '复制：{field}',
  'payments.copy.copied': '已复制',
  'payments.copy.failed': '无法复制，请选中文字后自行复制。',
};

const vi: PayeeTexts = {
  'payments.payee.title': 'Chuyển khoản đến',
  'payments.payee.intro': 'Hãy chuyển số tiền bằng đồng Việt Nam vào tài khoản này qua ngân hàng hoặc ứng dụng ngân hàng của bạn. Các nút sao chép giúp bạn sao chép từng thông tin.',
  'payments.payee.bank': 'Ngân hàng',
  'payments.payee.branch': 'Chi nhánh',
  'payments.payee.name': 'Chủ tài khoản',
  'payments.payee.number': 'Số tài khoản',
  'payments.payee.amount': 'Số tiền cần chuyển',
  'payments.payee.reference': 'Nội dung chuyển khoản',
  'payments.payee.referenceNote': 'Hãy ghi {reference} (mã đơn hàng) vào nội dung chuyển khoản: nền tảng dựa vào đó để đối chiếu khoản tiền với đơn hàng này. Sau đó khai báo giao dịch ở bên dưới.',
  'payments.copy.button': 'Sao chép: {field}',
  'payments.copy.copied': 'Đã sao chép',
  'payments.copy.failed': 'Không sao chép được: hãy chọn nội dung và tự sao chép.',
};

export const payeeMessages: MessagesByLocale = { en, cn, vi };
