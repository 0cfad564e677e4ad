import type { Locale } from 'shared-contracts/i18n/locale';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { systemMessages } from 'shared-contracts/i18n/messages-system';
import { usersMessages } from 'shared-contracts/i18n/messages-users';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { adminPageMessages } from '../../i18n/admin-page-messages';

/** Words of the system-shared components, merged into each System page's messages. */
const en = {
  'admin.system.deptNav': 'Departments',
  'admin.system.allDepts': 'All departments',
  'admin.system.enabled': 'Enabled',
  'admin.system.disabled': 'Disabled',
  'admin.system.status': 'Status',
} as const;

type SharedMessages = Readonly<Record<keyof typeof en, string>>;

const cn: SharedMessages = {
  'admin.system.deptNav': '部门',
  'admin.system.allDepts': '全部部门',
  'admin.system.enabled': '启用',
  'admin.system.disabled': '禁用',
  'admin.system.status': '状态',
};

const vi: SharedMessages = {
  'admin.system.deptNav': 'Phòng ban',
  'admin.system.allDepts': 'Tất cả phòng ban',
  'admin.system.enabled': 'Đang hoạt động',
  'admin.system.disabled': 'Đã vô hiệu hóa',
  'admin.system.status': 'Trạng thái',
};

export const systemSharedMessages: Readonly<Record<Locale, SharedMessages>> = { en, cn, vi };

/**
 * A System page's messages: the admin's common words, the texts of the server keys its calls answer (system.*,
 * and the account rules of registration and the personal centre its user form shares), the shared System words,
 * then the page's own.
 */
export function systemPageMessages(own: MessagesByLocale): MessagesByLocale {
  return adminPageMessages(authMessages, usersMessages, systemMessages, systemSharedMessages, own);
}
