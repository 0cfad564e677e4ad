import { canonicalIdentity } from 'shared-contracts/identity';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connect';
import { queryRows } from '../db/rows';
import type { I18nText } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { ensureRole, registrationRoles, type RoleDefinition } from '../modules/register/registration-roles';

/** Demo password of every seeded account (development and demo only; config/env.ts refuses seeding in production). */
export const DEMO_PASSWORD = '123456';
/** Serializes seeding between processes starting together; any constant shared by all processes. */
const SEED_LOCK = 7_340_201;

type DeptNode = { name: string; i18n: I18nText; sort: number; children?: DeptNode[] };

const deptTree: DeptNode[] = [{
  name: '越南采购服务总部', i18n: { en: 'Procurement Services Headquarters', vi: 'Tổng công ty Dịch vụ Thu mua' }, sort: 1,
  children: [
    { name: '河内总部', i18n: { en: 'Hanoi Head Office', vi: 'Trụ sở Hà Nội' }, sort: 1, children: [
      { name: '运营部', i18n: { en: 'Operations', vi: 'Phòng Vận hành' }, sort: 1 },
      { name: '财务部', i18n: { en: 'Finance', vi: 'Phòng Tài chính - Kế toán' }, sort: 2 },
      { name: '客户服务部', i18n: { en: 'Customer Service', vi: 'Phòng Chăm sóc Khách hàng' }, sort: 3 },
      { name: '信息技术部', i18n: { en: 'IT', vi: 'Phòng Công nghệ Thông tin' }, sort: 4 },
    ] },
    { name: '胡志明市分公司', i18n: { en: 'Ho Chi Minh City Office', vi: 'Chi nhánh TP. Hồ Chí Minh' }, sort: 5, children: [
      { name: '运营部', i18n: { en: 'Operations', vi: 'Phòng Vận hành' }, sort: 1 },
      { name: '财务部', i18n: { en: 'Finance', vi: 'Phòng Tài chính - Kế toán' }, sort: 2 },
      { name: '客户服务部', i18n: { en: 'Customer Service', vi: 'Phòng Chăm sóc Khách hàng' }, sort: 3 },
    ] },
    { name: '深圳采购中心', i18n: { en: 'Shenzhen Sourcing Centre', vi: 'Trung tâm Thu mua Thâm Quyến' }, sort: 2, children: [
      { name: '采购部', i18n: { en: 'Purchasing', vi: 'Phòng Thu mua' }, sort: 1 },
      { name: '质检组', i18n: { en: 'Quality Inspection', vi: 'Tổ Kiểm tra Chất lượng' }, sort: 2 },
    ] },
    { name: '边境仓储物流部', i18n: { en: 'Border Warehousing & Logistics', vi: 'Phòng Kho vận Biên giới' }, sort: 3, children: [
      { name: '凭祥仓', i18n: { en: 'Pingxiang Warehouse', vi: 'Kho Bằng Tường' }, sort: 1 },
      { name: '谅山仓', i18n: { en: 'Lang Son Warehouse', vi: 'Kho Lạng Sơn' }, sort: 2 },
    ] },
    { name: '采购合作伙伴', i18n: { en: 'Purchasing Partners', vi: 'Đối tác Thu mua' }, sort: 4, children: [
      { name: '核心企业', i18n: { en: 'Core Enterprises', vi: 'Doanh nghiệp nòng cốt' }, sort: 1 },
      { name: '供应商', i18n: { en: 'Suppliers', vi: 'Nhà cung cấp' }, sort: 2 },
      { name: '合作社', i18n: { en: 'Cooperatives', vi: 'Hợp tác xã' }, sort: 3 },
    ] },
  ],
}];

const staffRoles: RoleDefinition[] = [
  {
    name: 'admin', title: '超级管理员', level: 1, dataScope: 'all',
    titleI18n: { cn: '超级管理员', en: 'Super administrator', vi: 'Quản trị viên cấp cao' },
    description: '后台全部权限：用户、角色、菜单、字典、监控、部署与备份。',
    descriptionI18n: {
      cn: '后台全部权限：用户、角色、菜单、字典、监控、部署与备份。',
      en: 'Full access to the back office: users, roles, menus, dictionaries, monitoring, deploy and backup.',
      vi: 'Toàn quyền trong trang quản trị: người dùng, vai trò, menu, từ điển, giám sát, triển khai và sao lưu.',
    },
    formerDescription: 'Full access to the back office: users, roles, menus, dictionaries, monitoring, deploy and backup.',
  },
  {
    name: 'operator', title: '运营专员', level: 2, dataScope: 'all',
    titleI18n: { cn: '运营专员', en: 'Operations specialist', vi: 'Chuyên viên vận hành' },
    description: '受理订单，审核定金与尾款，审核退款并跟进发货。',
    descriptionI18n: {
      cn: '受理订单，审核定金与尾款，审核退款并跟进发货。',
      en: 'Accepts orders, verifies deposit and final payments, reviews refunds and follows shipments.',
      vi: 'Tiếp nhận đơn hàng, xác minh tiền cọc và tiền thanh toán cuối, duyệt hoàn tiền và theo dõi giao hàng.',
    },
    formerDescription: 'Accepts orders, verifies deposit and final payments, reviews refunds and follows shipments.',
  },
];

type DemoUser = {
  username: string; nickName: string; email: string; areaCode: string; phone: string; gender: 'male' | 'female';
  /** Department by its path of names from the root. */
  dept: string[]; role: string; accountType: string; isAdmin?: boolean;
};

const HQ = '越南采购服务总部';
const demoUsers: DemoUser[] = [
  { username: 'admin', nickName: 'Nguyễn Văn Hùng', email: 'admin@procurement.example', areaCode: '+84', phone: '912345678',
    gender: 'male', dept: [HQ, '河内总部', '信息技术部'], role: 'admin', accountType: 'staff', isAdmin: true },
  { username: 'operator', nickName: 'Trần Thị Mai', email: 'operator@procurement.example', areaCode: '+84', phone: '983214567',
    gender: 'female', dept: [HQ, '河内总部', '运营部'], role: 'operator', accountType: 'staff' },
  { username: 'buyer', nickName: 'Lê Minh Tuấn', email: 'buyer@minhphat-trading.example', areaCode: '+84', phone: '904567123',
    gender: 'male', dept: [HQ, '采购合作伙伴', '核心企业'], role: 'purchaser', accountType: 'purchaser' },
  { username: 'supplier', nickName: '黄志强', email: 'sales@pingxiang-trade.example', areaCode: '+86', phone: '13877112345',
    gender: 'male', dept: [HQ, '采购合作伙伴', '供应商'], role: 'supplier', accountType: 'supplier' },
  { username: 'coop', nickName: 'Phạm Thị Lan', email: 'contact@htx-langson.example', areaCode: '+84', phone: '978123456',
    gender: 'female', dept: [HQ, '采购合作伙伴', '合作社'], role: 'cooperative', accountType: 'cooperative' },
];

/**
 * The five roles (reference data, every environment): matched by name, only missing ones are made, so an
 * administrator's edits to a role survive every start.
 */
export async function seedRoles(db: DbOrTx): Promise<Map<string, number>> {
  const roleIds = new Map<string, number>();
  for (const role of [...staffRoles, ...Object.values(registrationRoles)]) {
    roleIds.set(role.name, await ensureRole(db, role));
    await translateFormerDescription(db, role);
  }
  return roleIds;
}

/**
 * A role seeded before descriptions had translations holds the English text in `description` (shown as it is in
 * every language): it takes the cn text and its translations. A description an administrator wrote stays.
 */
async function translateFormerDescription(db: DbOrTx, role: RoleDefinition): Promise<void> {
  await db.execute(sql`
    update sys_role set description = ${role.description}, description_i18n = ${JSON.stringify(role.descriptionI18n)}::jsonb
    where name = ${role.name} and description = ${role.formerDescription} and description_i18n = '{}'::jsonb`);
}

/**
 * sys_dept has no unique key to put ON CONFLICT on, so a department is looked up by (parent, name) and
 * inserted only when missing; the seed lock keeps two starting processes from both inserting it.
 */
async function seedDepts(db: DbOrTx, nodes: DeptNode[], pid: number | null, path: string[], ids: Map<string, number>) {
  for (const node of nodes) {
    const [found] = await queryRows<{ id: number }>(db, sql`
      select id from sys_dept where name = ${node.name} and pid is not distinct from ${pid} order by id limit 1`);
    const id = found?.id ?? (await queryRows<{ id: number }>(db, sql`
      insert into sys_dept (pid, name, name_i18n, dept_sort)
      values (${pid}, ${node.name}, ${JSON.stringify({ cn: node.name, ...node.i18n })}::jsonb, ${node.sort})
      returning id`))[0]?.id;
    if (id === undefined) throw new Error(`could not seed department ${node.name}`);
    const nodePath = [...path, node.name];
    ids.set(nodePath.join('/'), id);
    if (node.children) await seedDepts(db, node.children, id, nodePath, ids);
  }
}

/**
 * Departments, the five roles and the demo accounts. Idempotent and respectful of admin edits: rows
 * are matched by natural key (department path, role name, username/e-mail) and only missing ones are
 * inserted; a demo user's roles are linked only when the user itself is created.
 */
export async function seedAccounts(db: DbOrTx): Promise<void> {
  // Transaction-scoped: seedDemo runs the whole seed in one transaction.
  await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
  const deptIds = new Map<string, number>();
  await seedDepts(db, deptTree, null, [], deptIds);

  const roleIds = await seedRoles(db);

  const existing = await queryRows<{ name: string }>(db, sql`select username_canonical as name from sys_user`);
  const present = new Set(existing.map((e) => e.name));
  for (const u of demoUsers.filter((d) => !present.has(canonicalIdentity(d.username)))) {
    const [created] = await queryRows<{ id: number }>(db, sql`
      insert into sys_user (username, username_canonical, nick_name, email, email_canonical, phone, area_code, gender, password_hash, account_type, is_admin, dept_id)
      values (${u.username}, ${canonicalIdentity(u.username)}, ${u.nickName}, ${u.email}, ${canonicalIdentity(u.email)}, ${u.phone}, ${u.areaCode}, ${u.gender}, ${await hashPassword(DEMO_PASSWORD)},
              ${u.accountType}, ${u.isAdmin ?? false}, ${deptIds.get(u.dept.join('/')) ?? null})
      on conflict do nothing
      returning id`);
    const roleId = roleIds.get(u.role);
    if (created && roleId !== undefined) {
      await db.execute(sql`insert into sys_users_roles (user_id, role_id) values (${created.id}, ${roleId}) on conflict do nothing`);
    }
  }
}
