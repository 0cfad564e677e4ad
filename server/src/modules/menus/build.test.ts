import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf } from 'shared-contracts/api/common';
import { componentPattern, menuRouteSchema, menuSchema, type MenuRoute } from 'shared-contracts/api/menus';
import { eq, sql } from 'drizzle-orm';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { queryRows } from '../../db/rows';
import { roles, rolesMenus } from '../../db/schema';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

async function build(token: string): Promise<MenuRoute[]> {
  const res = await server.call('GET', '/api/menus/build', { token });
  expect(res.status).toBe(200);
  return z.array(menuRouteSchema).parse(res.body);
}

const find = (routes: MenuRoute[], path: string) => routes.find((r) => r.path === path);
const walk = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...walk(r.children ?? [])]);

async function menuByName(componentName: string) {
  const res = await server.call('GET', `/api/menus?blurry=${componentName}`, { token: tokens.admin });
  const menu = pageOf(menuSchema).parse(res.body).content.find((m) => m.componentName === componentName);
  if (!menu) throw new Error(`no menu ${componentName}`);
  return menu;
}

describe('GET api/menus/build', () => {
  it('gives admin every directory and page, directories as Layout with noredirect and alwaysShow', async () => {
    const routes = await build(tokens.admin);
    expect(routes.map((r) => r.path)).toEqual(['/dashboard', '/purchase', '/system', '/ops', '/mall-admin', '/monitor', '/maint', '/tools', '/user/center']);
    expect(find(routes, '/mall-admin')?.children?.map((c) => c.component)).toEqual([
      'admin/mall/Goods', 'admin/mall/Category', 'admin/mall/Store', 'admin/mall/Sourcing', 'admin/mall/Interest', 'admin/mall/Content',
    ]);
    const system = find(routes, '/system');
    expect(system).toMatchObject({
      name: 'System', component: 'Layout', redirect: 'noredirect', alwaysShow: true, hidden: false,
      meta: { title: '系统管理', i18n: { cn: '系统管理', en: 'System', vi: 'Quản trị hệ thống' }, icon: 'settings', noCache: true },
    });
    expect(system?.children?.map((c) => [c.path, c.component, c.name])).toEqual([
      ['user', 'admin/system/User', 'User'], ['role', 'admin/system/Role', 'Role'], ['menu', 'admin/system/Menu', 'Menu'],
      ['dept', 'admin/system/Dept', 'Dept'], ['dict', 'admin/system/Dict', 'Dict'], ['job', 'admin/system/Job', 'Job'],
    ]);
    expect(system?.children?.[0]?.meta).toEqual({
      title: '用户管理', i18n: { cn: '用户管理', en: 'Users', vi: 'Người dùng' }, icon: 'users', noCache: false,
      pinyin: { full: 'yonghuguanli', initials: 'yhgl' },
    });
    expect(find(routes, '/tools')?.children?.map((c) => c.component)).toEqual(['admin/tools/Storage', 'admin/tools/Timing', 'admin/tools/Remotes']);
    expect(find(routes, '/maint')?.children?.map((c) => c.component)).toEqual(['admin/maint/Deploy', 'admin/maint/Database']);
  });

  it('never contains buttons, and every page names a layout, a frame or a remote module', async () => {
    const all = walk(await build(tokens.admin));
    const pages = all.filter((r) => r.component !== 'Layout' && r.component !== 'ParentView');
    const [count] = await queryRows<{ pages: number; buttons: number }>(server.database.db,
      sql`select count(*) filter (where type = 1)::int as pages, count(*) filter (where type = 2)::int as buttons from sys_menu`);
    expect(count?.buttons).toBeGreaterThan(20);
    expect(pages).toHaveLength(count?.pages ?? -1);
    for (const r of all) {
      expect(r.component === 'IFrame' || componentPattern.test(r.component), r.component).toBe(true);
      if (r.children?.length && r.component !== 'Layout') expect(r.component).toBe('ParentView');
    }
  });

  it('opens the monitoring pages, the SQL monitor among them, in the admin remote', async () => {
    const monitor = find(await build(tokens.admin), '/monitor');
    expect(monitor?.children?.map((c) => c.component)).toEqual([
      'admin/monitor/Online', 'admin/monitor/Log', 'admin/monitor/ErrorLog', 'admin/monitor/Server', 'admin/monitor/Sql',
    ]);
    expect(monitor?.children?.[4]).toMatchObject({ path: 'sql', name: 'Sql', meta: { title: 'SQL 监控' } });
    expect(monitor?.children?.[4]?.meta.link).toBeUndefined();
  });

  it('adds the pinyin of each Chinese title for the menu search, whole and by initials', async () => {
    const routes = await build(tokens.admin);
    const dict = find(routes, '/system')?.children?.find((c) => c.name === 'Dict');
    expect(dict?.meta.pinyin).toEqual({ full: 'zidianguanli', initials: 'zdgl' });
    expect(find(routes, '/system')?.meta.pinyin).toEqual({ full: 'xitongguanli', initials: 'xtgl' });
    expect(find(routes, '/monitor')?.children?.find((c) => c.name === 'Sql')?.meta.pinyin).toEqual({ full: 'sqljiankong', initials: 'sqljk' });
    for (const route of walk(routes)) expect(route.meta.pinyin?.full, route.meta.title).toMatch(/^[a-z0-9]+$/);
  });

  it('puts the personal centre at /user/center for every role, as a page inside the layout', async () => {
    for (const token of [tokens.admin, tokens.operator, tokens.buyer]) {
      const center = find(await build(token), '/user/center');
      expect(center).toMatchObject({ component: 'Layout', hidden: false, meta: { title: '个人中心', icon: 'user' } });
      expect(center?.children).toEqual([{
        name: 'UserCenter', path: '', hidden: false, component: 'host/UserCenter',
        meta: {
          title: '个人中心', i18n: { cn: '个人中心', en: 'Personal centre', vi: 'Trang cá nhân' }, icon: 'user', noCache: true,
          pinyin: { full: 'gerenzhongxin', initials: 'grzx' },
        },
      }]);
    }
  });

  it('gives the operator the operations workbench and the mall requests they answer', async () => {
    const routes = await build(tokens.operator);
    expect(routes.map((r) => r.path)).toEqual(['/dashboard', '/ops', '/mall-admin', '/user/center']);
    expect(find(routes, '/mall-admin')?.children?.map((c) => c.component)).toEqual(['admin/mall/Sourcing', 'admin/mall/Interest']);
    expect(find(routes, '/ops')?.children?.map((c) => c.component))
      .toEqual(['admin/ops/OrderAccept', 'admin/ops/Stocking', 'admin/ops/Shipping', 'admin/ops/PaymentReview', 'admin/ops/RefundReview']);
  });

  it('gives the buyer roles their purchasing directory', async () => {
    const purchase = ['orders/MyOverview', 'orders/OrderList', 'orders/MyStock', 'orders/ShipmentList', 'payments/MyPayment', 'mall/MyCart', 'mall/MyInterest'];
    const routes = await build(tokens.buyer);
    expect(routes.map((r) => r.path)).toEqual(['/purchase', '/user/center']);
    expect(find(routes, '/purchase')?.children?.map((c) => c.component)).toEqual(purchase);
    for (const role of ['supplier', 'cooperative']) {
      const other = await makeUser(server, `${role}-user`, role);
      expect(find(await build(other.token), '/purchase')?.children?.map((c) => c.component), role).toEqual(purchase);
    }
  });

  it('is empty for a user whose roles have no menus, and 401 without a token', async () => {
    const nobody = await makeUser(server, 'no-menus', 'no_menus_role');
    expect(await build(nobody.token)).toEqual([]);
    expect((await server.call('GET', '/api/menus/build')).body).toEqual({ status: 401, message: 'error.unauthorized' });
    expect((await server.call('GET', '/api/menus/build', { token: 'not-a-token' })).body).toEqual({ status: 401, message: 'error.tokenExpired' });
  });

  it('shows a menu change in the very next build', async () => {
    const accept = await menuByName('OrderAccept');
    const res = await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...accept, title: '订单受理（新）', titleI18n: { en: 'Accept orders' } } });
    expect(res.status).toBe(200);
    const ops = find(await build(tokens.operator), '/ops');
    expect(ops?.children?.[0]?.meta).toMatchObject({ title: '订单受理（新）', i18n: { en: 'Accept orders', cn: '订单受理（新）' } });

    const refund = await menuByName('RefundReview');
    expect((await server.call('DELETE', '/api/menus', { token: tokens.admin, body: [refund.id] })).status).toBe(200);
    expect(find(await build(tokens.operator), '/ops')?.children?.map((c) => c.name)).toEqual(['OrderAccept', 'Stocking', 'Shipping', 'PaymentReview']);
  });

  it('removes a permission with its button at once', async () => {
    const edit = await menuByName('Remotes');
    const lazy = await server.call('GET', `/api/menus/lazy?pid=${edit.id}`, { token: tokens.admin });
    const editButton = z.array(menuSchema).parse(lazy.body).find((b) => b.permission === 'remote:edit');
    if (!editButton) throw new Error('no remote:edit button');
    const operatorUser = await makeUser(server, 'remote-editor', 'remote_editor');
    const db = server.database.db;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'remote_editor'));
    await db.insert(rolesMenus).values({ roleId: role?.id ?? -1, menuId: editButton.id });
    const upsert = { name: 'mall', manifestUrl: '/remotes/mall/mf-manifest.json', version: '1.0.0', enabled: true };
    expect((await server.call('PUT', '/api/remotes', { token: operatorUser.token, body: upsert })).status).toBe(200);
    expect((await server.call('DELETE', '/api/menus', { token: tokens.admin, body: [editButton.id] })).status).toBe(200);
    expect((await server.call('PUT', '/api/remotes', { token: operatorUser.token, body: upsert })).status).toBe(403);
  });

  it('nests a directory inside a directory as ParentView with a relative path, and leaves out empty directories', async () => {
    const system = await menuByName('System');
    const nested = await server.call('POST', '/api/menus', { token: tokens.admin, body: { type: 0, title: '嵌套', path: '/nested', pid: system.id, componentName: 'Nested' } });
    expect(nested.status).toBe(201);
    await server.call('POST', '/api/menus', { token: tokens.admin, body: { type: 0, title: '空目录', path: 'empty-dir', componentName: 'EmptyDir' } });
    let routes = await build(tokens.admin);
    expect(find(routes, '/empty-dir')).toBeUndefined();
    expect(find(routes, '/system')?.children?.some((c) => c.name === 'Nested')).toBe(false);

    const page = await server.call('POST', '/api/menus', {
      token: tokens.admin, body: { type: 1, title: '嵌套页', path: 'inner', pid: nested.body.id, component: 'admin/system/Inner', componentName: 'Inner', cache: true },
    });
    expect(page.status).toBe(201);
    routes = await build(tokens.admin);
    const dir = find(routes, '/system')?.children?.find((c) => c.name === 'Nested');
    expect(dir).toMatchObject({ path: 'nested', component: 'ParentView', redirect: 'noredirect', alwaysShow: true });
    expect(dir?.children).toEqual([{
      name: 'Inner', path: 'inner', hidden: false, component: 'admin/system/Inner',
      meta: { title: '嵌套页', i18n: { cn: '嵌套页' }, icon: null, noCache: false, pinyin: { full: 'qiantaoye', initials: 'qty' } },
    }]);
  });
});
