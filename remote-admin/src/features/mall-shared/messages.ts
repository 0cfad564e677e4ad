import type { Locale } from 'shared-contracts/i18n/locale';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { adminPageMessages } from '../../i18n/admin-page-messages';

/** Words of the mall-shared components, merged into each mall page's messages. */
const en = {
  'admin.mall.inLanguage': '{field} ({language})',
  'admin.mall.goodsPicker.search': 'Search goods',
  'admin.mall.goodsPicker.placeholder': 'Name or keyword in any language',
  'admin.mall.goodsPicker.none': 'No goods match “{keyword}”.',
  'admin.mall.goodsPicker.choose': 'Choose',
  'admin.mall.goodsPicker.chooseOf': 'Choose {name}',
  'admin.mall.platform.none': 'None',
  'admin.mall.platform.taobao': 'Taobao',
  'admin.mall.platform.tmall': 'Tmall',
  'admin.mall.platform.1688': '1688',
  'admin.mall.platform.pinduoduo': 'Pinduoduo',
} as const;

type SharedMessages = Readonly<Record<keyof typeof en, string>>;

const cn: SharedMessages = {
  'admin.mall.inLanguage': '{field}（{language}）',
  'admin.mall.goodsPicker.search': '搜索商品',
  'admin.mall.goodsPicker.placeholder': '任意语言的名称或关键词',
  'admin.mall.goodsPicker.none': '没有与“{keyword}”匹配的商品。',
  'admin.mall.goodsPicker.choose': '选择',
  'admin.mall.goodsPicker.chooseOf': '选择 {name}',
  'admin.mall.platform.none': '无',
  'admin.mall.platform.taobao': '淘宝',
  'admin.mall.platform.tmall': '天猫',
  'admin.mall.platform.1688': '1688',
  'admin.mall.platform.pinduoduo': '拼多多',
};

const vi: SharedMessages = {
  'admin.mall.inLanguage': '{field} ({language})',
  'admin.mall.goodsPicker.search': 'Tìm sản phẩm',
  'admin.mall.goodsPicker.placeholder': 'Tên hoặc từ khóa bằng bất kỳ ngôn ngữ nào',
  'admin.mall.goodsPicker.none': 'Không có sản phẩm nào khớp với “{keyword}”.',
  'admin.mall.goodsPicker.choose': 'Chọn',
  'admin.mall.goodsPicker.chooseOf': 'Chọn {name}',
  'admin.mall.platform.none': 'Không có',
  'admin.mall.platform.taobao': 'Taobao',
  'admin.mall.platform.tmall': 'Tmall',
  'admin.mall.platform.1688': '1688',
  'admin.mall.platform.pinduoduo': 'Pinduoduo',
};

export const mallSharedMessages: Readonly<Record<Locale, SharedMessages>> = { en, cn, vi };

/** A mall page's messages: the admin's common words, the shared mall words, then the page's own (and any shared table it names). */
export function mallPageMessages(...own: readonly MessagesByLocale[]): MessagesByLocale {
  return adminPageMessages(mallSharedMessages, ...own);
}
