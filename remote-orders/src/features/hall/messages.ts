import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { orderStateMessages } from 'shared-contracts/i18n/messages-order-states';

const en = {
  'orders.hall.title': 'Buy order {code}',
  'orders.hall.intro': 'An open buy order of the trading hall. Buyer names are masked.',
  'orders.hall.buyer': 'Buyer',
  'orders.hall.store': 'Store',
  'orders.hall.placed': 'Placed',
  'orders.hall.state': 'State',
  'orders.hall.goodsTotal': 'Goods total',
  'orders.hall.lines': 'Goods ordered',
  'orders.hall.col.goods': 'Goods',
  'orders.hall.col.spec': 'Specification',
  'orders.hall.col.quantity': 'Quantity',
  'orders.hall.col.unitPrice': 'Unit price',
  'orders.hall.col.total': 'Total',
  'orders.hall.loading': 'Loading the buy order…',
  'orders.hall.loadFailed': 'The buy order could not be loaded.',
  'orders.hall.retry': 'Try again',
  'orders.hall.notFound': 'Buy order not found',
  'orders.hall.notFoundHint': 'It may have been closed or never existed.',
  'orders.hall.backToMall': 'Back to the mall',
};

type HallMessages = Record<keyof typeof en, string>;

const cn: HallMessages = {
  'orders.hall.title': '求购单 {code}',
  'orders.hall.intro': '交易大厅中的求购单，买家名称已隐去部分。',
  'orders.hall.buyer': '买家',
  'orders.hall.store': '店铺',
  'orders.hall.placed': '下单时间',
  'orders.hall.state': '状态',
  'orders.hall.goodsTotal': '商品总额',
  'orders.hall.lines': '采购商品',
  'orders.hall.col.goods': '商品',
  'orders.hall.col.spec': '规格',
  'orders.hall.col.quantity': '数量',
  'orders.hall.col.unitPrice': '单价',
  'orders.hall.col.total': '小计',
  'orders.hall.loading': '正在加载求购单…',
  'orders.hall.loadFailed': '求购单加载失败。',
  'orders.hall.retry': '重试',
  'orders.hall.notFound': '求购单不存在',
  'orders.hall.notFoundHint': '该求购单可能已关闭或不存在。',
  'orders.hall.backToMall': '返回商城',
};

const vi: HallMessages = {
  'orders.hall.title': 'Đơn cần mua {code}',
  'orders.hall.intro': 'Một đơn cần mua đang mở trong sàn giao dịch. Tên người mua được che bớt.',
  'orders.hall.buyer': 'Người mua',
  'orders.hall.store': 'Cửa hàng',
  'orders.hall.placed': 'Thời gian đặt',
  'orders.hall.state': 'Trạng thái',
  'orders.hall.goodsTotal': 'Tổng tiền hàng',
  'orders.hall.lines': 'Hàng đã đặt',
  'orders.hall.col.goods': 'Sản phẩm',
  'orders.hall.col.spec': 'Quy cách',
  'orders.hall.col.quantity': 'Số lượng',
  'orders.hall.col.unitPrice': 'Đơn giá',
  'orders.hall.col.total': 'Thành tiền',
  'orders.hall.loading': 'Đang tải đơn cần mua…',
  'orders.hall.loadFailed': 'Không tải được đơn cần mua.',
  'orders.hall.retry': 'Thử lại',
  'orders.hall.notFound': 'Không tìm thấy đơn cần mua',
  'orders.hall.notFoundHint': 'Đơn có thể đã đóng hoặc không tồn tại.',
  'orders.hall.backToMall': 'Quay lại trung tâm mua sắm',
};

export const hallMessages: MessagesByLocale = {
  en: { ...orderStateMessages.en, ...en },
  cn: { ...orderStateMessages.cn, ...cn },
  vi: { ...orderStateMessages.vi, ...vi },
};
