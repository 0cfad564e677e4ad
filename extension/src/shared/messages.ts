/**
 * Every text the extension shows, in the portal's three languages. The panel speaks the buyer's portal language (from
 * the session), which chrome's `_locales` cannot follow, so the texts live here; `_locales` only names the extension.
 * The server's errors are message keys: their texts come from shared-contracts, as the portal shows them.
 */
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';
import { resolveLocale, type Locale } from 'shared-contracts/i18n/locale';

const en = {
  panelTitle: 'Procurement collector',
  openPanel: 'Collect this item',
  close: 'Close',
  unreadableTitle: 'Could not read this page',
  unreadableBody: 'The page did not show all of the item (title, shop, prices and specifications), so nothing is sent. Reload the page, sign in on the site if it asks you to, or paste the link into the portal instead.',
  shop: 'Shop',
  price: 'Price',
  priceTiers: 'Price by quantity',
  tierFrom: '{quantity}+ pcs',
  moq: 'Minimum order: {moq} pcs',
  specification: 'Specification',
  stock: 'Stock',
  quantity: 'Quantity',
  quantityOf: 'Quantity of {spec}',
  soldOut: 'Sold out',
  stockUnknown: '—',
  target: 'Send to',
  targetCart: 'Add to cart',
  targetSourcing: 'Ask staff to source it',
  remark: 'Remark',
  send: 'Send',
  sending: 'Sending…',
  noQuantity: 'Enter a quantity for at least one specification.',
  belowMoq: '{spec}: the minimum order is {moq} pcs.',
  sentCart: 'Added to your cart in the portal ({lines} lines).',
  sentSourcing: 'Your sourcing request was sent to the staff.',
  openInPortal: 'Open in the portal',
  notConnected: 'The extension is not connected to your portal yet.',
  openSettings: 'Connect in the settings',
  connectedAs: 'Connected as {user} to {portal}',
  networkError: 'The portal could not be reached. Check your connection and try again.',
  permissionMissing: 'The browser has not allowed the extension to reach {portal}. Connect again in the settings.',
  serverError: 'The portal refused the request ({key}).',
  optionsTitle: 'Procurement collector: settings',
  optionsIntro: 'In the portal, open Personal centre → Collection extension, create a connection code and paste it here. The extension then talks only to the portal that issued the code.',
  codeLabel: 'Connection code',
  connect: 'Connect',
  connecting: 'Connecting…',
  disconnect: 'Disconnect',
  disconnected: 'Not connected.',
  codeInvalid: 'This is not a connection code of the portal. Copy the whole code again.',
  permissionDenied: 'The extension needs your permission to reach {portal}. Connect again and allow it.',
};
export type MessageId = keyof typeof en;

const cn: Record<MessageId, string> = {
  panelTitle: '采购采集助手',
  openPanel: '采集此商品',
  close: '关闭',
  unreadableTitle: '无法读取此页面',
  unreadableBody: '页面没有显示完整的商品信息（标题、店铺、价格和规格），因此不会发送任何内容。请刷新页面，如网站要求请先登录，或把链接粘贴到门户中。',
  shop: '店铺',
  price: '价格',
  priceTiers: '按数量计价',
  tierFrom: '{quantity} 件起',
  moq: '起订量：{moq} 件',
  specification: '规格',
  stock: '库存',
  quantity: '数量',
  quantityOf: '{spec} 的数量',
  soldOut: '已售罄',
  stockUnknown: '—',
  target: '发送到',
  targetCart: '加入购物车',
  targetSourcing: '请工作人员代采',
  remark: '备注',
  send: '发送',
  sending: '发送中…',
  noQuantity: '请至少为一个规格填写数量。',
  belowMoq: '{spec}：起订量为 {moq} 件。',
  sentCart: '已加入门户购物车（{lines} 行）。',
  sentSourcing: '代采请求已发送给工作人员。',
  openInPortal: '在门户中查看',
  notConnected: '插件尚未连接到您的门户。',
  openSettings: '前往设置连接',
  connectedAs: '已以 {user} 的身份连接到 {portal}',
  networkError: '无法连接门户，请检查网络后重试。',
  permissionMissing: '浏览器尚未允许插件访问 {portal}，请在设置中重新连接。',
  serverError: '门户拒绝了请求（{key}）。',
  optionsTitle: '采购采集助手：设置',
  optionsIntro: '在门户中打开 个人中心 → 采集插件，生成连接码并粘贴到这里。插件之后只与签发连接码的门户通信。',
  codeLabel: '连接码',
  connect: '连接',
  connecting: '连接中…',
  disconnect: '断开连接',
  disconnected: '未连接。',
  codeInvalid: '这不是门户的连接码，请重新复制完整的连接码。',
  permissionDenied: '插件需要您的许可才能访问 {portal}。请重新连接并允许。',
};

const vi: Record<MessageId, string> = {
  panelTitle: 'Trình thu thập mua hàng',
  openPanel: 'Thu thập sản phẩm này',
  close: 'Đóng',
  unreadableTitle: 'Không đọc được trang này',
  unreadableBody: 'Trang không hiển thị đầy đủ sản phẩm (tiêu đề, cửa hàng, giá và quy cách) nên không có gì được gửi. Hãy tải lại trang, đăng nhập trên trang nếu được yêu cầu, hoặc dán liên kết vào cổng.',
  shop: 'Cửa hàng',
  price: 'Giá',
  priceTiers: 'Giá theo số lượng',
  tierFrom: 'Từ {quantity} cái',
  moq: 'Đặt tối thiểu: {moq} cái',
  specification: 'Quy cách',
  stock: 'Tồn kho',
  quantity: 'Số lượng',
  quantityOf: 'Số lượng của {spec}',
  soldOut: 'Hết hàng',
  stockUnknown: '—',
  target: 'Gửi đến',
  targetCart: 'Thêm vào giỏ hàng',
  targetSourcing: 'Nhờ nhân viên tìm nguồn',
  remark: 'Ghi chú',
  send: 'Gửi',
  sending: 'Đang gửi…',
  noQuantity: 'Hãy nhập số lượng cho ít nhất một quy cách.',
  belowMoq: '{spec}: số lượng đặt tối thiểu là {moq} cái.',
  sentCart: 'Đã thêm vào giỏ hàng trên cổng ({lines} dòng).',
  sentSourcing: 'Yêu cầu tìm nguồn đã được gửi cho nhân viên.',
  openInPortal: 'Mở trên cổng',
  notConnected: 'Tiện ích chưa được kết nối với cổng của bạn.',
  openSettings: 'Kết nối trong phần cài đặt',
  connectedAs: 'Đã kết nối với tên {user} tới {portal}',
  networkError: 'Không kết nối được tới cổng. Hãy kiểm tra mạng và thử lại.',
  permissionMissing: 'Trình duyệt chưa cho phép tiện ích truy cập {portal}. Hãy kết nối lại trong phần cài đặt.',
  serverError: 'Cổng đã từ chối yêu cầu ({key}).',
  optionsTitle: 'Trình thu thập mua hàng: cài đặt',
  optionsIntro: 'Trên cổng, mở Trung tâm cá nhân → Tiện ích thu thập, tạo mã kết nối và dán vào đây. Sau đó tiện ích chỉ liên lạc với cổng đã cấp mã.',
  codeLabel: 'Mã kết nối',
  connect: 'Kết nối',
  connecting: 'Đang kết nối…',
  disconnect: 'Ngắt kết nối',
  disconnected: 'Chưa kết nối.',
  codeInvalid: 'Đây không phải mã kết nối của cổng. Hãy sao chép lại toàn bộ mã.',
  permissionDenied: 'Tiện ích cần bạn cho phép truy cập {portal}. Hãy kết nối lại và cho phép.',
};

const MESSAGES: Readonly<Record<Locale, Record<MessageId, string>>> = { en, cn, vi };

export function t(locale: Locale, id: MessageId, values: Readonly<Record<string, string | number>> = {}): string {
  return MESSAGES[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of a server message key (`mall.collectTokenInvalid`) in `locale`, as the portal would show it. */
export function serverText(locale: Locale, key: string): string {
  const known: Record<string, string> = { ...authMessages[locale], ...mallApiMessages[locale] };
  return known[key] ?? t(locale, 'serverError', { key });
}

/** Before the extension is connected: the browser's language, as the portal picks it (Chinese when unknown). */
export function browserLocale(languages: readonly string[]): Locale {
  return resolveLocale(null, languages);
}

/** The text of a failure the service worker answered: the extension's own keys first, then the server's. */
export function failureText(locale: Locale, key: string, portal = ''): string {
  switch (key) {
    case 'extension.network': return t(locale, 'networkError');
    case 'extension.permission': return t(locale, 'permissionMissing', { portal });
    case 'extension.codeInvalid': return t(locale, 'codeInvalid');
    case 'extension.notConnected': return t(locale, 'notConnected');
    case 'extension.itemInvalid': return `${t(locale, 'unreadableTitle')}. ${t(locale, 'unreadableBody')}`;
    default: return serverText(locale, key);
  }
}
