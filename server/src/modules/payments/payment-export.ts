import { and, eq, sql } from 'drizzle-orm';
import type { PaymentKind, PaymentState, RecordedPaymentMethod } from 'shared-contracts/api/payments';
import type { StaffPaymentListQuery } from 'shared-contracts/api/staff-lists';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { orders, payments, users } from '../../db/schema';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { paymentListSort, paymentListWhere, reviewerSql, type PaymentScope } from './read-payments';

const COLUMNS = [
  'serialNo', 'status', 'payer', 'orderNo', 'kind', 'method', 'amount', 'amountVnd', 'remitted', 'remitter', 'remitterBank',
  'remarks', 'failureReason', 'reviewer', 'createTime', 'reviewTime',
] as const;
type Column = (typeof COLUMNS)[number];
const TIMES: readonly Column[] = ['createTime', 'reviewTime'];

type Texts = {
  sheet: string; columns: Record<Column, string>; status: Record<PaymentState, string>; kind: Record<PaymentKind, string>;
  method: Record<RecordedPaymentMethod, string>;
};

// The words of the payment review page (remote-admin ops-payments messages.ts and final-messages.ts).
const TEXTS: Record<ExportLang, Texts> = {
  en: {
    sheet: 'Payments',
    columns: {
      serialNo: 'Serial number', status: 'State', payer: 'Payer', orderNo: 'Order number', kind: 'Payment for', method: 'Method',
      amount: 'Amount due', amountVnd: 'Amount due (VND)', remitted: 'Amount remitted', remitter: 'Remitter', remitterBank: 'Remitting bank',
      remarks: 'Remarks', failureReason: 'Reason for rejection', reviewer: 'Reviewed by', createTime: 'Submitted', reviewTime: 'Reviewed',
    },
    status: { UNPAID: 'Unpaid', PENDING_REVIEW: 'Pending review', PAID: 'Paid', REVIEW_FAILED: 'Review failed', RE_REVIEW: 'Re-review' },
    kind: { deposit: 'Deposit', final: 'Final payment' },
    method: {
      BANK_TRANSFER_VND: 'Bank transfer (VND)', ONLINE_RMB_CARD: 'Online payment in RMB (Chinese bank card)', ALIPAY_QR: 'Alipay QR code',
      DIGITAL_RMB: 'Digital RMB', DEPOSIT_CREDIT: 'Covered by the deposit (nothing transferred)',
    },
  },
  cn: {
    sheet: '付款',
    columns: {
      serialNo: '流水号', status: '状态', payer: '付款人', orderNo: '订单号', kind: '款项', method: '支付方式',
      amount: '应付金额', amountVnd: '应付金额（越南盾）', remitted: '汇款金额', remitter: '汇款人', remitterBank: '汇款银行',
      remarks: '备注', failureReason: '驳回原因', reviewer: '审核人', createTime: '提交时间', reviewTime: '审核时间',
    },
    status: { UNPAID: '未付款', PENDING_REVIEW: '待审核', PAID: '已付款', REVIEW_FAILED: '审核未通过', RE_REVIEW: '重新审核' },
    kind: { deposit: '定金', final: '尾款' },
    method: {
      BANK_TRANSFER_VND: '银行转账（越南盾）', ONLINE_RMB_CARD: '在线支付（人民币，国内银行卡）', ALIPAY_QR: '支付宝扫码',
      DIGITAL_RMB: '数字人民币', DEPOSIT_CREDIT: '定金抵扣（无需转账）',
    },
  },
  vi: {
    sheet: 'Thanh toán',
    columns: {
      serialNo: 'Mã giao dịch', status: 'Trạng thái', payer: 'Người thanh toán', orderNo: 'Mã đơn hàng', kind: 'Khoản thanh toán',
      method: 'Phương thức', amount: 'Số tiền phải trả', amountVnd: 'Số tiền phải trả (VND)', remitted: 'Số tiền đã chuyển',
      remitter: 'Người chuyển khoản', remitterBank: 'Ngân hàng chuyển khoản', remarks: 'Ghi chú', failureReason: 'Lý do từ chối',
      reviewer: 'Người duyệt', createTime: 'Thời gian gửi', reviewTime: 'Thời gian duyệt',
    },
    status: { UNPAID: 'Chưa thanh toán', PENDING_REVIEW: 'Chờ duyệt', PAID: 'Đã thanh toán', REVIEW_FAILED: 'Duyệt không đạt', RE_REVIEW: 'Duyệt lại' },
    kind: { deposit: 'Tiền đặt cọc', final: 'Thanh toán phần còn lại' },
    method: {
      BANK_TRANSFER_VND: 'Chuyển khoản ngân hàng (VND)', ONLINE_RMB_CARD: 'Thanh toán trực tuyến bằng NDT (thẻ ngân hàng Trung Quốc)',
      ALIPAY_QR: 'Quét mã QR Alipay', DIGITAL_RMB: 'Nhân dân tệ kỹ thuật số', DEPOSIT_CREDIT: 'Trừ vào tiền cọc (không chuyển khoản)',
    },
  },
};
const WIDTHS: Record<Column, number> = {
  serialNo: 24, status: 16, payer: 20, orderNo: 24, kind: 16, method: 26, amount: 14, amountVnd: 16, remitted: 16, remitter: 20,
  remitterBank: 20, remarks: 30, failureReason: 30, reviewer: 18, createTime: 20, reviewTime: 20,
};

type PaymentRow = ListCursor & {
  serialNo: string; status: string; payerName: string; orderNo: string; kind: string; method: string; amount: number; currency: string;
  amountVnd: number; remittedAmount: number | null; remitterName: string | null; remitterBank: string | null; remarks: string | null;
  failureReason: string | null; reviewerName: string | null; createdAt: Date; reviewedAt: Date | null;
};

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<PaymentRow>[] {
  const t = TEXTS[lang];
  const time = (d: Date | null) => (d ? readerTime(d.toISOString(), tzOffset) : null);
  const cells: Record<Column, StreamColumn<PaymentRow>['value']> = {
    serialNo: (p) => p.serialNo,
    status: (p) => t.status[p.status as PaymentState] ?? p.status,
    payer: (p) => p.payerName,
    orderNo: (p) => p.orderNo,
    kind: (p) => t.kind[p.kind as PaymentKind] ?? p.kind,
    method: (p) => t.method[p.method as RecordedPaymentMethod] ?? p.method,
    amount: (p) => ({ minor: p.amount, currency: p.currency }),
    amountVnd: (p) => ({ minor: p.amountVnd, currency: 'VND' }),
    // Nothing remitted (online, covered by the deposit) is an empty cell, not a 0 that a sum would take for a transfer.
    remitted: (p) => (p.remittedAmount === null ? null : { minor: p.remittedAmount, currency: 'VND' }),
    remitter: (p) => p.remitterName ?? '',
    remitterBank: (p) => p.remitterBank ?? '',
    remarks: (p) => p.remarks ?? '',
    failureReason: (p) => p.failureReason ?? '',
    reviewer: (p) => p.reviewerName ?? '',
    createTime: (p) => time(p.createdAt),
    reviewTime: (p) => time(p.reviewedAt),
  };
  return COLUMNS.map((c) => ({ header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(TIMES.includes(c) ? { numFmt: TIME_FORMAT } : {}) }));
}

/** The staff payment list (the review queue and every state) as a sheet: the list's scope, filters and order, in keyset pages. */
export function paymentExport(db: DbOrTx, scope: PaymentScope, q: Omit<StaffPaymentListQuery, 'page' | 'size'>, pageSize = 1000): ListExport<PaymentRow> {
  const where = paymentListWhere(scope, q);
  const sort = paymentListSort(scope, q);
  const key = { created: payments.createdAt, id: payments.id };
  return {
    file: 'payments',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId)).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<PaymentRow, ListCursor>((after, size) => db.select({
      id: payments.id, at: sql<string>`${payments.createdAt}::text`, serialNo: payments.serialNo, status: payments.status,
      payerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`, orderNo: orders.orderNo, kind: payments.kind,
      method: payments.method, amount: payments.amount, currency: payments.currency, amountVnd: payments.amountVnd,
      remittedAmount: payments.remittedAmount, remitterName: sql<string | null>`coalesce(${payments.remitterName}, ${payments.payerName})`,
      remitterBank: payments.remitterBank, remarks: payments.remarks, failureReason: payments.failureReason, reviewerName: reviewerSql,
      createdAt: payments.createdAt, reviewedAt: payments.reviewedAt,
    }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).leftJoin(users, eq(users.id, payments.userId))
      .where(after ? and(where, listAfter(sort, key, after)) : where)
      .orderBy(...listOrderBy(sort, key)).limit(size), (p) => ({ at: p.at, id: p.id }), pageSize),
  };
}
