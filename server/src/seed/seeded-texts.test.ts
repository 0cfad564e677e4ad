import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { roleSchema } from 'shared-contracts/api/roles';
import { goodsDetailSchema } from 'shared-contracts/api/goods';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { LocalDiskStorage } from '../plugins/app/storage';
import { useTestServer } from '../../test/harness';
import { rows } from '../../test/rows';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedReference } from './reference';

/**
 * Every seeded name a buyer or an operator reads has its English and Vietnamese text (issue 25), on a fresh database
 * and on one seeded before the translations existed; what an administrator changed since stays as they left it.
 */
const { server, tokens } = useTestServer({ catalogue: 40, signIn: ['admin'] });

async function seedCatalogueAgain(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seeded-texts-'));
  try {
    await seedCatalogue(server.database.db, new LocalDiskStorage(dir), { count: 40 });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('a store\'s place', () => {
  const placeOf = async (goodsId: number) => goodsDetailSchema.parse((await server.call('GET', `/api/goods/${goodsId}`)).body).store;

  it('reads Guangzhou in English and Quảng Châu in Vietnamese', async () => {
    expect(await placeOf(1)).toMatchObject({ location: '广州', locationI18n: { cn: '广州', en: 'Guangzhou', vi: 'Quảng Châu' } });
  });

  it('a store seeded before gets the translations; one an administrator moved keeps its own place', async () => {
    const before = await placeOf(1);
    const moved = await placeOf(3);
    await rows(server, sql`update mall_store set location_i18n = '{}'::jsonb`);
    await rows(server, sql`update mall_store set location = '上海' where id = ${moved.id}`);
    await seedCatalogueAgain();
    await seedCatalogueAgain();
    expect((await placeOf(1)).locationI18n).toEqual(before.locationI18n);
    expect(await placeOf(3)).toMatchObject({ location: '上海', locationI18n: {} });
  });
});

describe("a role's description", () => {
  const roleNamed = async (name: string) => {
    const page = (await server.call('GET', '/api/roles?size=50', { token: tokens.admin })).body as { content: unknown[] };
    return page.content.map((r) => roleSchema.parse(r)).find((r) => r.name === name)!;
  };

  it('is written in three languages', async () => {
    expect(await roleNamed('operator')).toMatchObject({
      description: '受理订单，审核定金与尾款，审核退款并跟进发货。',
      descriptionI18n: { vi: 'Tiếp nhận đơn hàng, xác minh tiền cọc và tiền thanh toán cuối, duyệt hoàn tiền và theo dõi giao hàng.' },
    });
    expect((await roleNamed('purchaser')).descriptionI18n.en).toMatch(/^Buys through the mall/);
  });

  it('a role seeded with the English description gets the translations; one an administrator rewrote stays', async () => {
    await rows(server, sql`update sys_role set description_i18n = '{}'::jsonb,
      description = 'Accepts orders, verifies deposit and final payments, reviews refunds and follows shipments.' where name = 'operator'`);
    await rows(server, sql`update sys_role set description_i18n = '{}'::jsonb, description = '我们的供应商' where name = 'supplier'`);
    await seedReference(server.database.db);
    await seedReference(server.database.db);
    expect(await roleNamed('operator')).toMatchObject({ description: '受理订单，审核定金与尾款，审核退款并跟进发货。', descriptionI18n: { en: expect.stringMatching(/^Accepts orders/) } });
    expect(await roleNamed('supplier')).toMatchObject({ description: '我们的供应商', descriptionI18n: {} });
  });

  it('staff write and find it in any language', async () => {
    const body = {
      name: 'packer', title: '打包员', titleI18n: { en: 'Packer' }, level: 5, dataScope: 'self', deptIds: [],
      description: '仓库打包', descriptionI18n: { en: 'Packs orders in the warehouse', vi: 'Đóng gói đơn hàng trong kho' },
    };
    expect((await server.call('POST', '/api/roles', { token: tokens.admin, body })).status).toBe(201);
    const found = (await server.call('GET', `/api/roles?blurry=${encodeURIComponent('đóng gói')}`, { token: tokens.admin })).body as { content: { name: string }[] };
    expect(found.content.map((r) => r.name)).toEqual(['packer']);
    expect((await roleNamed('packer')).descriptionI18n).toEqual(body.descriptionI18n);
  });
});

describe("the demo orders' specifications", () => {
  const demoLines = () => rows<{ id: number; spec_text: string; spec_i18n: Record<string, string> }>(server, sql`
    select l.id, l.spec_text, l.spec_i18n from mall_order_line l join mall_order o on o.id = l.order_id
    where o.idempotency_key like 'demo-order-%' order by l.id`);

  it('read "White / M" and "Trắng / M"; lines seeded before get them, other orders are left alone', async () => {
    await seedDemoOrders(server.database.db);
    const lines = await demoLines();
    expect(lines.length).toBeGreaterThan(36);
    const white = lines.find((l) => l.spec_text === '白色 / M')!;
    expect(white.spec_i18n).toEqual({ cn: '白色 / M', en: 'White / M', vi: 'Trắng / M' });
    const [order] = await rows<{ order_id: number; user_id: number }>(server, sql`
      select l.order_id, o.user_id from mall_order_line l join mall_order o on o.id = l.order_id where l.id = ${white.id}`);
    const [buyer] = await rows<{ username: string }>(server, sql`select username from sys_user where id = ${order!.user_id}`);
    const detail = orderDetailSchema.parse((await server.call('GET', `/api/orders/${order!.order_id}`, { token: await server.login(buyer!.username) })).body);
    expect(detail.lines.find((l) => l.specText === '白色 / M')?.specI18n.vi).toBe('Trắng / M');

    await rows(server, sql`update mall_order_line set spec_i18n = jsonb_build_object('cn', spec_text)`);
    const [other] = await rows<{ id: number }>(server, sql`
      update mall_order set idempotency_key = 'a-buyer-key' where id = ${order!.order_id} returning id`);
    await seedDemoOrders(server.database.db);
    await seedDemoOrders(server.database.db);
    const after = await demoLines();
    const stillDemo = new Set(after.map((l) => l.id));
    expect(after.map((l) => l.spec_i18n)).toEqual(lines.filter((l) => stillDemo.has(l.id)).map((l) => l.spec_i18n));
    const [untouched] = await rows<{ spec_i18n: Record<string, string> }>(server, sql`select spec_i18n from mall_order_line where order_id = ${other!.id} limit 1`);
    expect(Object.keys(untouched!.spec_i18n)).toEqual(['cn']);
  });
});
