import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

const en = {
  'orders.list.title': 'My orders',
  'orders.list.description': 'Orders you place in the mall are listed here with their status, from deposit to delivery.',
  'orders.list.empty': 'No orders yet',
  'orders.list.emptyHint': 'Browse the mall and place your first order.',
  'orders.list.goToMall': 'Go to the mall',
};

type OrderMessages = Record<keyof typeof en, string>;

const cn: OrderMessages = {
  'orders.list.title': '我的订单',
  'orders.list.description': '您在商城提交的订单会列在这里，并显示从定金到送达的各个状态。',
  'orders.list.empty': '暂无订单',
  'orders.list.emptyHint': '去商城看看，提交您的第一笔订单。',
  'orders.list.goToMall': '前往商城',
};

const vi: OrderMessages = {
  'orders.list.title': 'Đơn hàng của tôi',
  'orders.list.description': 'Các đơn hàng bạn đặt trong trung tâm mua sắm được liệt kê tại đây cùng trạng thái, từ đặt cọc đến giao hàng.',
  'orders.list.empty': 'Chưa có đơn hàng nào',
  'orders.list.emptyHint': 'Hãy xem trung tâm mua sắm và đặt đơn hàng đầu tiên.',
  'orders.list.goToMall': 'Đến trung tâm mua sắm',
};

export const orderMessages: MessagesByLocale = { en, cn, vi };
