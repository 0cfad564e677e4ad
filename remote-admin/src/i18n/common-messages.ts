import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { adminApiMessages } from 'shared-contracts/i18n/messages-admin-api';
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
    ...own[locale],
  };
}
