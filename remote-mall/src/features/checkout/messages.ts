import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

const en = {
  'mall.checkout.placed.title': 'Order placed',
  'mall.checkout.placed.intro': 'Your order is waiting for the platform to accept it (expected within 1 day). You pay the deposit once it is accepted.',
  'mall.checkout.placed.orderNo': 'Order number',
  'mall.checkout.placed.store': 'Store',
  'mall.checkout.placed.goodsTotal': 'Goods total',
  'mall.checkout.placed.deposit': 'Deposit (30%)',
  'mall.checkout.placed.myOrders': 'Go to my orders',
  'mall.checkout.placed.close': 'Continue shopping',
};

type CheckoutMessages = Record<keyof typeof en, string>;

const cn: CheckoutMessages = {
  'mall.checkout.placed.title': '下单成功',
  'mall.checkout.placed.intro': '您的订单正在等待平台受理（预计 1 天内）。受理后即可支付定金。',
  'mall.checkout.placed.orderNo': '订单号',
  'mall.checkout.placed.store': '店铺',
  'mall.checkout.placed.goodsTotal': '商品总额',
  'mall.checkout.placed.deposit': '定金（30%）',
  'mall.checkout.placed.myOrders': '查看我的订单',
  'mall.checkout.placed.close': '继续购物',
};

const vi: CheckoutMessages = {
  'mall.checkout.placed.title': 'Đã đặt hàng',
  'mall.checkout.placed.intro': 'Đơn hàng của bạn đang chờ nền tảng tiếp nhận (dự kiến trong vòng 1 ngày). Bạn thanh toán tiền đặt cọc sau khi đơn được tiếp nhận.',
  'mall.checkout.placed.orderNo': 'Mã đơn hàng',
  'mall.checkout.placed.store': 'Cửa hàng',
  'mall.checkout.placed.goodsTotal': 'Tổng tiền hàng',
  'mall.checkout.placed.deposit': 'Tiền đặt cọc (30%)',
  'mall.checkout.placed.myOrders': 'Xem đơn hàng của tôi',
  'mall.checkout.placed.close': 'Tiếp tục mua sắm',
};

export const checkoutMessages: MessagesByLocale = { en, cn, vi };
