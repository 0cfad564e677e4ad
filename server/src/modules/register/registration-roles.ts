import { sql } from 'drizzle-orm';
import type { I18nText } from '../../db/schema';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

export type RoleDefinition = {
  name: string;
  /** cn, the canonical title column. */
  title: string;
  titleI18n: I18nText;
  level: number;
  dataScope: 'all' | 'self';
  /** cn, the canonical text as for the title; en and vi in descriptionI18n. */
  description: string;
  descriptionI18n: I18nText;
  /** The English description seeds wrote before descriptions had translations (issue 25): moved to the new texts. */
  formerDescription: string;
};

/** The roles the three registration pages grant (shared-contracts `roleOfRegistration`). */
export const registrationRoles: Record<string, RoleDefinition> = {
  purchaser: {
    name: 'purchaser',
    title: '核心企业/采购商',
    titleI18n: { cn: '核心企业/采购商', en: 'Core enterprise / Purchaser', vi: 'Doanh nghiệp nòng cốt / Bên mua' },
    level: 3,
    dataScope: 'self',
    description: '在商城采购：批量下单，支付定金与尾款，跟踪自己的订单、库存与发货。',
    descriptionI18n: {
      cn: '在商城采购：批量下单，支付定金与尾款，跟踪自己的订单、库存与发货。',
      en: 'Buys through the mall: places bulk orders, pays deposit and balance, tracks its own orders, stock and shipments.',
      vi: 'Mua hàng qua trung tâm mua sắm: đặt đơn số lượng lớn, trả tiền cọc và phần còn lại, theo dõi đơn hàng, tồn kho và lô giao của mình.',
    },
    formerDescription: 'Buys through the mall: places bulk orders, pays deposit and balance, tracks its own orders, stock and shipments.',
  },
  supplier: {
    name: 'supplier',
    title: '供应商',
    titleI18n: { cn: '供应商', en: 'Supplier', vi: 'Nhà cung cấp' },
    level: 3,
    dataScope: 'self',
    description: '通过企业注册页注册的商家，提供由平台为买家匹配的商品。',
    descriptionI18n: {
      cn: '通过企业注册页注册的商家，提供由平台为买家匹配的商品。',
      en: 'Merchant registered through the enterprise page; offers goods matched to buyers by the platform.',
      vi: 'Nhà bán hàng đăng ký qua trang doanh nghiệp; cung cấp hàng hóa được nền tảng kết nối với người mua.',
    },
    formerDescription: 'Merchant registered through the enterprise page; offers goods matched to buyers by the platform.',
  },
  cooperative: {
    name: 'cooperative',
    title: '合作社',
    titleI18n: { cn: '合作社', en: 'Cooperative', vi: 'Hợp tác xã' },
    level: 3,
    dataScope: 'self',
    description: '通过合作页注册的合作伙伴（种植或贸易合作社）。',
    descriptionI18n: {
      cn: '通过合作页注册的合作伙伴（种植或贸易合作社）。',
      en: 'Cooperation partner (farming or trade cooperative) registered through the cooperation page.',
      vi: 'Đối tác hợp tác (hợp tác xã nông nghiệp hoặc thương mại) đăng ký qua trang hợp tác.',
    },
    formerDescription: 'Cooperation partner (farming or trade cooperative) registered through the cooperation page.',
  },
};

/**
 * The id of a role, creating it when missing. Production starts without demo data, so the first
 * registration of a kind must not depend on the seed; an existing role (maybe renamed by an admin) is
 * used as it is.
 */
export async function ensureRole(db: DbOrTx, role: RoleDefinition): Promise<number> {
  await db.execute(sql`
    insert into sys_role (name, title, title_i18n, level, description, description_i18n, data_scope)
    values (${role.name}, ${role.title}, ${JSON.stringify(role.titleI18n)}::jsonb, ${role.level}, ${role.description},
      ${JSON.stringify(role.descriptionI18n)}::jsonb, ${role.dataScope})
    on conflict (name) do nothing`);
  const [row] = await queryRows<{ id: number }>(db, sql`select id from sys_role where name = ${role.name}`);
  if (!row) throw new Error(`role ${role.name} could not be created`);
  return row.id;
}
