import { mergeMessages, type MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { catalogueMessages } from '../catalogue/messages';

const en = {
  'mall.links.title': 'Import a product link',
  'mall.links.label': 'Product link or share text',
  'mall.links.help': 'Paste a link from Taobao, Tmall, 1688 or Pinduoduo, or the whole text the app shares.',
  'mall.links.placeholder': 'https://detail.1688.com/offer/…',
  'mall.links.submit': 'Look up',
  'mall.links.platform': 'Platform',
  'mall.links.itemId': 'Item id',
  'mall.links.url': 'Link',
  'mall.links.unknownItem': 'not known yet',
  'mall.links.found': 'This item is in the mall:',
  'mall.links.openGoods': 'Open the product',
  'mall.links.sourcing': 'We will source this item, request #{id}. An operator adds it to the mall; you can follow it in your interests.',
  'mall.links.shortLink': 'Short link queued for an operator, request #{id}. It is resolved by hand because we never open pasted links.',
  'mall.links.sourcingSignIn': 'This item is not in the mall yet. Sign in and paste it again so we can source it for you.',
  'mall.links.shortLinkSignIn': 'Short links are resolved by an operator. Sign in and paste it again so we can queue it for you.',
  'mall.links.signIn': 'Sign in',
  'mall.links.platform.taobao': 'Taobao',
  'mall.links.platform.tmall': 'Tmall',
  'mall.links.platform.1688': '1688',
  'mall.links.platform.pinduoduo': 'Pinduoduo',
};

export type LinkMessages = Record<keyof typeof en, string>;

const cn: LinkMessages = {
  'mall.links.title': '导入商品链接',
  'mall.links.label': '商品链接或分享文字',
  'mall.links.help': '粘贴淘宝、天猫、1688 或拼多多的商品链接，或 App 分享的整段文字。',
  'mall.links.placeholder': 'https://detail.1688.com/offer/…',
  'mall.links.submit': '查询',
  'mall.links.platform': '平台',
  'mall.links.itemId': '商品 ID',
  'mall.links.url': '链接',
  'mall.links.unknownItem': '暂未识别',
  'mall.links.found': '商城已有该商品：',
  'mall.links.openGoods': '查看商品',
  'mall.links.sourcing': '我们将为您采购该商品，需求单号 #{id}。运营人员会将其上架到商城，您可以在我的意向中查看进度。',
  'mall.links.shortLink': '短链接已提交给运营人员处理，需求单号 #{id}。我们不会打开粘贴的链接，因此由人工解析。',
  'mall.links.sourcingSignIn': '商城暂无该商品。请登录后重新粘贴，我们将为您采购。',
  'mall.links.shortLinkSignIn': '短链接需由运营人员人工解析。请登录后重新粘贴，我们将为您提交。',
  'mall.links.signIn': '登录',
  'mall.links.platform.taobao': '淘宝',
  'mall.links.platform.tmall': '天猫',
  'mall.links.platform.1688': '1688',
  'mall.links.platform.pinduoduo': '拼多多',
};

const vi: LinkMessages = {
  'mall.links.title': 'Nhập liên kết sản phẩm',
  'mall.links.label': 'Liên kết sản phẩm hoặc văn bản chia sẻ',
  'mall.links.help': 'Dán liên kết từ Taobao, Tmall, 1688 hoặc Pinduoduo, hoặc toàn bộ văn bản ứng dụng chia sẻ.',
  'mall.links.placeholder': 'https://detail.1688.com/offer/…',
  'mall.links.submit': 'Tra cứu',
  'mall.links.platform': 'Nền tảng',
  'mall.links.itemId': 'Mã sản phẩm',
  'mall.links.url': 'Liên kết',
  'mall.links.unknownItem': 'chưa xác định',
  'mall.links.found': 'Sản phẩm này đã có trong trung tâm mua sắm:',
  'mall.links.openGoods': 'Mở sản phẩm',
  'mall.links.sourcing': 'Chúng tôi sẽ tìm nguồn sản phẩm này, yêu cầu #{id}. Nhân viên vận hành sẽ đưa sản phẩm lên trung tâm mua sắm; bạn có thể theo dõi trong mục quan tâm.',
  'mall.links.shortLink': 'Liên kết rút gọn đã được chuyển cho nhân viên vận hành, yêu cầu #{id}. Liên kết được xử lý thủ công vì chúng tôi không bao giờ mở liên kết được dán.',
  'mall.links.sourcingSignIn': 'Sản phẩm này chưa có trong trung tâm mua sắm. Hãy đăng nhập và dán lại để chúng tôi tìm nguồn cho bạn.',
  'mall.links.shortLinkSignIn': 'Liên kết rút gọn được nhân viên vận hành xử lý. Hãy đăng nhập và dán lại để chúng tôi ghi nhận cho bạn.',
  'mall.links.signIn': 'Đăng nhập',
  'mall.links.platform.taobao': 'Taobao',
  'mall.links.platform.tmall': 'Tmall',
  'mall.links.platform.1688': '1688',
  'mall.links.platform.pinduoduo': 'Pinduoduo',
};

// The catalogue's texts name a matched goods' picture.
export const linkMessages: MessagesByLocale = mergeMessages(catalogueMessages, { en, cn, vi });
