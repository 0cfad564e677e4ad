import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { adminApiMessages } from 'shared-contracts/i18n/messages-admin-api';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';
import { MessageKey as K } from 'shared-contracts/api/message-keys';
import type { Locale } from 'shared-contracts/i18n/locale';

/** Words of the shared components (src/components): the same in every admin page, so written once. */
const en = {
  'admin.form.invalid': 'Please check this field.',
  'admin.form.cancel': 'Cancel',
  'admin.form.save': 'Save',
  'admin.dialog.close': 'Close',
  'admin.row.edit': 'Edit',
  'admin.row.delete': 'Delete',
  'admin.row.editOf': 'Edit {name}',
  'admin.row.deleteOf': 'Delete {name}',
  'admin.confirm.title': 'Please Confirm Delete',
  'admin.confirm.cancel': 'Cancel',
  'admin.confirm.delete': 'Delete',
  'admin.list.loading': 'Loading…',
  'admin.list.loadFailed': 'The list could not be loaded.',
  'admin.list.retry': 'Retry',
  'admin.list.total': '{total, plural, one {# item} other {# items}}',
  'admin.pager': 'Pages',
  'admin.pager.prev': 'Previous page',
  'admin.pager.next': 'Next page',
  'admin.pager.text': 'Page {page} of {pages}',
  'admin.search.submit': 'Search',
  'admin.search.reset': 'Reset',
  'admin.filter.all': 'All',
  'admin.list.waitingFirst': 'Longest waiting first',
  'admin.list.newestFirst': 'Newest first',
  'admin.yes': 'Yes',
  'admin.no': 'No',
  'admin.lang.cn': 'Chinese',
  'admin.lang.en': 'English',
  'admin.lang.vi': 'Vietnamese',
  'admin.inLanguage': '{field} ({language})',
} as const;

type CommonMessages = Readonly<Record<keyof typeof en, string>>;

const cn: CommonMessages = {
  'admin.form.invalid': '请检查此项。',
  'admin.form.cancel': '取消',
  'admin.form.save': '确认',
  'admin.dialog.close': '关闭',
  'admin.row.edit': '编辑',
  'admin.row.delete': '删除',
  'admin.row.editOf': '编辑 {name}',
  'admin.row.deleteOf': '删除 {name}',
  'admin.confirm.title': '请确认删除',
  'admin.confirm.cancel': '取消',
  'admin.confirm.delete': '删除',
  'admin.list.loading': '加载中…',
  'admin.list.loadFailed': '列表加载失败。',
  'admin.list.retry': '重试',
  'admin.list.total': '共 {total} 条',
  'admin.pager': '分页',
  'admin.pager.prev': '上一页',
  'admin.pager.next': '下一页',
  'admin.pager.text': '第 {page} / {pages} 页',
  'admin.search.submit': '搜索',
  'admin.search.reset': '重置',
  'admin.filter.all': '全部',
  'admin.list.waitingFirst': '等待最久的在前',
  'admin.list.newestFirst': '最新的在前',
  'admin.yes': '是',
  'admin.no': '否',
  'admin.lang.cn': '中文',
  'admin.lang.en': '英文',
  'admin.lang.vi': '越南文',
  'admin.inLanguage': '{field}（{language}）',
};

const vi: CommonMessages = {
  'admin.form.invalid': 'Vui lòng kiểm tra mục này.',
  'admin.form.cancel': 'Hủy',
  'admin.form.save': 'Lưu',
  'admin.dialog.close': 'Đóng',
  'admin.row.edit': 'Sửa',
  'admin.row.delete': 'Xóa',
  'admin.row.editOf': 'Sửa {name}',
  'admin.row.deleteOf': 'Xóa {name}',
  'admin.confirm.title': 'Vui lòng xác nhận xóa',
  'admin.confirm.cancel': 'Hủy',
  'admin.confirm.delete': 'Xóa',
  'admin.list.loading': 'Đang tải…',
  'admin.list.loadFailed': 'Không tải được danh sách.',
  'admin.list.retry': 'Thử lại',
  'admin.list.total': '{total} mục',
  'admin.pager': 'Trang',
  'admin.pager.prev': 'Trang trước',
  'admin.pager.next': 'Trang sau',
  'admin.pager.text': 'Trang {page} / {pages}',
  'admin.search.submit': 'Tìm kiếm',
  'admin.search.reset': 'Đặt lại',
  'admin.filter.all': 'Tất cả',
  'admin.list.waitingFirst': 'Chờ lâu nhất lên trước',
  'admin.list.newestFirst': 'Mới nhất lên trước',
  'admin.yes': 'Có',
  'admin.no': 'Không',
  'admin.lang.cn': 'Tiếng Trung',
  'admin.lang.en': 'Tiếng Anh',
  'admin.lang.vi': 'Tiếng Việt',
  'admin.inLanguage': '{field} ({language})',
};

const own: Record<Locale, CommonMessages> = { en, cn, vi };

/**
 * Texts every admin page needs. Field errors carry the contracts' message keys (client zod and server 400
 * alike); their texts come from shared-contracts, the same tables the host merges, and are carried here too so
 * a form inside this remote never shows a bare key, e.g. in its standalone frame.
 */
export function adminCommonMessages(locale: Locale): Record<string, string> {
  return {
    [K.required]: authMessages[locale][K.required],
    [K.tooLong]: authMessages[locale][K.tooLong],
    [K.invalidNumber]: authMessages[locale][K.invalidNumber],
    ...adminApiMessages[locale],
    ...mallApiMessages[locale],
    ...own[locale],
  };
}
