import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';

/** The order flow of SPEC §4, step by step; the page renders them in this order. */
export const ORDER_FLOW_STEPS = [
  'mall.home.step.place',
  'mall.home.step.accept',
  'mall.home.step.deposit',
  'mall.home.step.depositReview',
  'mall.home.step.stocking',
  'mall.home.step.finalPayment',
  'mall.home.step.finalReview',
  'mall.home.step.delivery',
] as const;

const en = {
  'mall.home.title': 'Cross-border procurement mall',
  'mall.home.intro':
    'Paste links from Chinese shopping sites or use the collection plugin, order in bulk, and receive the goods within Vietnam.',
  'mall.home.statementTitle': 'Platform statement',
  'mall.home.statement':
    'This platform only matches buyers with third-party merchants and takes no responsibility for product quality.',
  'mall.home.flowTitle': 'How an order works',
  'mall.home.step.place': 'You place the order.',
  'mall.home.step.accept': 'Our staff confirm and accept it (expected within 1 day).',
  'mall.home.step.deposit': 'You pay the deposit.',
  'mall.home.step.depositReview': 'An operator verifies the deposit.',
  'mall.home.step.stocking': 'The warehouse stocks the goods (5–7 days).',
  'mall.home.step.finalPayment': 'You pay the final payment for the quantity you want shipped.',
  'mall.home.step.finalReview': 'An operator verifies the final payment.',
  'mall.home.step.delivery': 'The goods are shipped, then delivered.',
  'mall.home.leftoverNote': 'Stock you do not take out within 7 days after stocking is returned automatically.',
  'mall.home.search': 'Search products',
  'mall.home.myOrders': 'My orders',
};

type HomeMessages = Record<keyof typeof en, string>;

const cn: HomeMessages = {
  'mall.home.title': '跨境采购商城',
  'mall.home.intro': '粘贴中国购物网站的商品链接或使用采集插件，批量下单，货物在越南境内送达。',
  'mall.home.statementTitle': '平台声明',
  'mall.home.statement': '本平台仅为买家与第三方商家提供撮合服务，不对商品质量承担责任。',
  'mall.home.flowTitle': '下单流程',
  'mall.home.step.place': '您提交订单。',
  'mall.home.step.accept': '工作人员确认并受理订单（预计 1 天内）。',
  'mall.home.step.deposit': '您支付定金。',
  'mall.home.step.depositReview': '运营人员审核定金。',
  'mall.home.step.stocking': '仓库备货（5–7 天）。',
  'mall.home.step.finalPayment': '您按需要发货的数量支付尾款。',
  'mall.home.step.finalReview': '运营人员审核尾款。',
  'mall.home.step.delivery': '发货，随后送达。',
  'mall.home.leftoverNote': '备货完成后 7 天内未提取的剩余库存将自动退回。',
  'mall.home.search': '搜索商品',
  'mall.home.myOrders': '我的订单',
};

const vi: HomeMessages = {
  'mall.home.title': 'Trung tâm mua sắm thu mua xuyên biên giới',
  'mall.home.intro':
    'Dán liên kết từ các trang mua sắm Trung Quốc hoặc dùng tiện ích thu thập, đặt hàng số lượng lớn và nhận hàng tại Việt Nam.',
  'mall.home.statementTitle': 'Tuyên bố của nền tảng',
  'mall.home.statement':
    'Nền tảng chỉ kết nối người mua với các nhà bán hàng bên thứ ba và không chịu trách nhiệm về chất lượng sản phẩm.',
  'mall.home.flowTitle': 'Quy trình một đơn hàng',
  'mall.home.step.place': 'Bạn đặt hàng.',
  'mall.home.step.accept': 'Nhân viên xác nhận và tiếp nhận đơn (dự kiến trong vòng 1 ngày).',
  'mall.home.step.deposit': 'Bạn thanh toán tiền đặt cọc.',
  'mall.home.step.depositReview': 'Nhân viên vận hành xác minh tiền đặt cọc.',
  'mall.home.step.stocking': 'Kho chuẩn bị hàng (5–7 ngày).',
  'mall.home.step.finalPayment': 'Bạn thanh toán phần còn lại cho số lượng muốn giao.',
  'mall.home.step.finalReview': 'Nhân viên vận hành xác minh khoản thanh toán cuối.',
  'mall.home.step.delivery': 'Hàng được gửi đi, rồi giao đến bạn.',
  'mall.home.leftoverNote': 'Hàng tồn không được lấy trong vòng 7 ngày sau khi chuẩn bị xong sẽ được tự động hoàn trả.',
  'mall.home.search': 'Tìm sản phẩm',
  'mall.home.myOrders': 'Đơn hàng của tôi',
};

export const homeMessages: MessagesByLocale = { en, cn, vi };
