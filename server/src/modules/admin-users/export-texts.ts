import { EXPORT_LANGS } from 'shared-contracts/api/admin-users';

export type ExportLang = (typeof EXPORT_LANGS)[number];

export const EXPORT_COLUMNS = ['username', 'nickName', 'email', 'phone', 'dept', 'roles', 'jobs', 'accountType', 'enabled', 'createTime'] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

type Texts = {
  sheet: string;
  columns: Record<ExportColumn, string>;
  yes: string;
  no: string;
  accountTypes: Record<string, string>;
};

/** The users export in the portal's three languages (SPEC §1). */
export const EXPORT_TEXTS: Record<ExportLang, Texts> = {
  en: {
    sheet: 'Users',
    columns: {
      username: 'Username', nickName: 'Nickname', email: 'E-mail', phone: 'Phone', dept: 'Department', roles: 'Roles',
      jobs: 'Jobs', accountType: 'Account type', enabled: 'Enabled', createTime: 'Created',
    },
    yes: 'Yes',
    no: 'No',
    accountTypes: { staff: 'Staff', purchaser: 'Core enterprise', supplier: 'Supplier', cooperative: 'Cooperative' },
  },
  cn: {
    sheet: '用户',
    columns: {
      username: '用户名', nickName: '昵称', email: '邮箱', phone: '电话', dept: '部门', roles: '角色',
      jobs: '岗位', accountType: '账号类型', enabled: '状态', createTime: '创建日期',
    },
    yes: '启用',
    no: '禁用',
    accountTypes: { staff: '员工', purchaser: '核心企业', supplier: '供应商', cooperative: '合作社' },
  },
  vi: {
    sheet: 'Người dùng',
    columns: {
      username: 'Tên đăng nhập', nickName: 'Biệt danh', email: 'Email', phone: 'Điện thoại', dept: 'Phòng ban', roles: 'Vai trò',
      jobs: 'Chức danh', accountType: 'Loại tài khoản', enabled: 'Kích hoạt', createTime: 'Ngày tạo',
    },
    yes: 'Có',
    no: 'Không',
    accountTypes: { staff: 'Nhân viên', purchaser: 'Doanh nghiệp nòng cốt', supplier: 'Nhà cung cấp', cooperative: 'Hợp tác xã' },
  },
};

/** `lang` when given, else the first of the reader's languages the export has (zh → cn), else cn (SPEC §9 fallback). */
export function exportLang(lang: ExportLang | undefined, acceptLanguage: string | undefined): ExportLang {
  if (lang) return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('vi')) return 'vi';
  }
  return 'cn';
}
