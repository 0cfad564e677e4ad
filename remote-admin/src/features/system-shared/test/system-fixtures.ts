import { adminUserSchema, type AdminUser } from 'shared-contracts/api/admin-users';
import { deptSchema, type Dept } from 'shared-contracts/api/depts';
import { jobSchema, type Job } from 'shared-contracts/api/jobs';
import { roleMenuNodeSchema, roleSchema, type Role, type RoleMenuNode } from 'shared-contracts/api/roles';

const CREATED = '2024-03-05T08:09:10.000Z';

export const deptFixture = (id: number, pid: number | null, name: string, en: string, extra: Partial<Dept> = {}): Dept =>
  deptSchema.parse({ id, pid, name, nameI18n: { cn: name, en }, deptSort: id, enabled: true, subCount: 0, createTime: CREATED, ...extra });

/** 总部 > 河内总部 > 运营部, 财务部; 总部 > 谅山仓 */
export const seedDeptTree = (): Dept[] => [
  deptFixture(1, null, '总部', 'Headquarters', {
    subCount: 2,
    children: [
      deptFixture(2, 1, '河内总部', 'Hanoi Head Office', {
        subCount: 2, children: [deptFixture(3, 2, '运营部', 'Operations'), deptFixture(4, 2, '财务部', 'Finance')],
      }),
      deptFixture(5, 1, '谅山仓', 'Lang Son Warehouse', { enabled: false }),
    ],
  }),
];

export const jobFixture = (id: number, name: string, en: string, extra: Partial<Job> = {}): Job =>
  jobSchema.parse({ id, name, nameI18n: { cn: name, en }, enabled: true, jobSort: id, createTime: CREATED, ...extra });

export const seedJobs = (): Job[] => [
  jobFixture(1, '运营专员', 'Operations specialist'),
  jobFixture(2, '财务会计', 'Accountant'),
  jobFixture(3, '仓库管理员', 'Warehouse keeper', { enabled: false }),
];

export const roleFixture = (id: number, name: string, title: string, en: string, extra: Partial<Role> = {}): Role =>
  roleSchema.parse({
    id, name, title, titleI18n: { cn: title, en }, level: 3, dataScope: 'self', description: null, depts: [], menuIds: [], userCount: 0,
    createTime: CREATED, ...extra,
  });

export const seedRoles = (): Role[] => [
  roleFixture(1, 'admin', '超级管理员', 'Super administrator', { level: 1, dataScope: 'all', userCount: 1 }),
  roleFixture(2, 'operator', '运营专员', 'Operations specialist', {
    level: 2, dataScope: 'dept', userCount: 1, menuIds: [10, 11, 12], description: '受理订单，审核付款。',
    descriptionI18n: { cn: '受理订单，审核付款。', en: 'Accepts orders and reviews payments.', vi: 'Tiếp nhận đơn hàng và duyệt thanh toán.' },
  }),
  roleFixture(3, 'purchaser', '核心企业/采购商', 'Core enterprise', { level: 3 }),
];

const node = (id: number, pid: number | null, type: number, title: string, en: string, permission: string | null, children?: RoleMenuNode[]) =>
  roleMenuNodeSchema.parse({ id, pid, type, title, titleI18n: { cn: title, en }, permission, grantable: true, ...(children ? { children } : {}) });

/** 系统管理 (10) > 用户管理 (11) > 用户查看 (12), 用户删除 (13); 运营工作台 (20) > 付款审核 (21) */
export const seedMenuTree = (): RoleMenuNode[] => [
  node(10, null, 0, '系统管理', 'System', null, [
    node(11, 10, 1, '用户管理', 'Users', null, [node(12, 11, 2, '用户查看', 'View users', 'user:list'), node(13, 11, 2, '用户删除', 'Delete users', 'user:del')]),
  ]),
  node(20, null, 0, '运营工作台', 'Operations workbench', null, [node(21, 20, 1, '付款审核', 'Payment review', 'payment:review')]),
];

export const userFixture = (id: number, username: string, extra: Partial<AdminUser> = {}): AdminUser => adminUserSchema.parse({
  id, username, nickName: `Nick ${username}`, email: `${username}@procurement.example`, phone: null, areaCode: null, gender: null,
  accountType: 'staff', enabled: true, isAdmin: false,
  dept: { id: 3, name: '运营部', nameI18n: { cn: '运营部', en: 'Operations' } },
  roles: [{ id: 2, name: 'operator', title: '运营专员', titleI18n: { en: 'Operations specialist' }, level: 2 }],
  jobs: [{ id: 1, name: '运营专员', nameI18n: { en: 'Operations specialist' } }],
  createTime: CREATED, pwdResetTime: null, ...extra,
});

export const seedUsers = (): AdminUser[] => [
  userFixture(1, 'admin', {
    isAdmin: true, nickName: 'Nguyễn Văn Hùng',
    roles: [{ id: 1, name: 'admin', title: '超级管理员', titleI18n: { en: 'Super administrator' }, level: 1 }], jobs: [],
  }),
  userFixture(2, 'operator', { nickName: 'Trần Thị Mai' }),
  userFixture(3, 'accountant', { enabled: false, dept: { id: 4, name: '财务部', nameI18n: { en: 'Finance' } } }),
];
