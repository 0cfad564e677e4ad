import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOf } from 'shared-contracts/api/common';
import { menuSchema, type Menu } from 'shared-contracts/api/menus';
import { and, eq } from 'drizzle-orm';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { menus, roles, rolesMenus } from '../../db/schema';
import { seedMenus } from '../../seed/menus';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const menuPage = pageOf(menuSchema);
const menuList = z.array(menuSchema);

async function idOf(componentName: string): Promise<number> {
  const res = await server.call('GET', `/api/menus?blurry=${encodeURIComponent(componentName)}`, { token: tokens.admin });
  const found = menuPage.parse(res.body).content.find((m) => m.componentName === componentName);
  if (!found) throw new Error(`no menu ${componentName}`);
  return found.id;
}

async function buttonId(permission: string): Promise<number> {
  const res = await server.call('GET', `/api/menus?blurry=${encodeURIComponent(permission)}`, { token: tokens.admin });
  const found = menuPage.parse(res.body).content.find((m) => m.permission === permission);
  if (!found) throw new Error(`no button ${permission}`);
  return found.id;
}

const dirBody = (title: string, path: string, extra: Record<string, unknown> = {}) =>
  ({ type: 0, title, path, componentName: null, ...extra });
const pageBody = (title: string, path: string, pid: number, componentName: string) =>
  ({ type: 1, title, path, pid, component: 'admin/test/Page', componentName });

async function create(body: Record<string, unknown>): Promise<Menu> {
  const res = await server.call('POST', '/api/menus', { token: tokens.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return menuSchema.parse(res.body);
}

describe('GET api/menus', () => {
  it('lists the top level without filters, each with its child count', async () => {
    const res = await server.call('GET', '/api/menus', { token: tokens.admin });
    expect(res.status).toBe(200);
    const page = menuPage.parse(res.body);
    expect(page.content.every((m) => m.pid === null)).toBe(true);
    expect(page.totalElements).toBe(page.content.length);
    expect(page.content.map((m) => m.componentName)).toEqual(['Dashboard', 'Purchase', 'System', 'Ops', 'MallManage', 'Monitor', 'Maint', 'Tools', 'UserCenter']);
    const system = page.content.find((m) => m.componentName === 'System');
    expect(system).toMatchObject({ type: 0, title: '系统管理', titleI18n: { en: 'System' }, icon: 'settings', subCount: 6, hasChildren: true, leaf: false, label: '系统管理' });
  });

  it('lists the children of pid, and pid=0 is the top level', async () => {
    const systemId = await idOf('System');
    const res = await server.call('GET', `/api/menus?pid=${systemId}`, { token: tokens.admin });
    const page = menuPage.parse(res.body);
    expect(page.content.map((m) => m.component)).toEqual([
      'admin/system/User', 'admin/system/Role', 'admin/system/Menu', 'admin/system/Dept', 'admin/system/Dict', 'admin/system/Job',
    ]);
    const roots = menuPage.parse((await server.call('GET', '/api/menus?pid=0', { token: tokens.admin })).body);
    expect(roots.totalElements).toBe(9);
  });

  it('searches titles, components and permissions with blurry, as a flat list', async () => {
    const res = await server.call('GET', `/api/menus?blurry=${encodeURIComponent('dict:')}`, { token: tokens.admin });
    const page = menuPage.parse(res.body);
    expect(page.content.map((m) => m.permission).sort()).toEqual(['dict:add', 'dict:del', 'dict:edit', 'dict:list']);
    const byTitle = menuPage.parse((await server.call('GET', `/api/menus?blurry=${encodeURIComponent('字典')}`, { token: tokens.admin })).body);
    expect(byTitle.content.some((m) => m.component === 'admin/system/Dict')).toBe(true);
    const byEnglish = menuPage.parse((await server.call('GET', '/api/menus?blurry=Payment%20review', { token: tokens.admin })).body);
    expect(byEnglish.content.map((m) => m.componentName)).toContain('PaymentReview');
    // % and _ are matched literally, not as wildcards.
    const literal = menuPage.parse((await server.call('GET', '/api/menus?blurry=%25', { token: tokens.admin })).body);
    expect(literal.totalElements).toBe(0);
  });

  it('pages with page (0-based) and size', async () => {
    const res = await server.call('GET', '/api/menus?page=1&size=2', { token: tokens.admin });
    const page = menuPage.parse(res.body);
    expect(page.totalElements).toBe(9);
    expect(page.content.map((m) => m.componentName)).toEqual(['System', 'Ops']);
  });

  it('needs menu:list: 401 anonymous, 403 for operator and buyer', async () => {
    expect((await server.call('GET', '/api/menus')).status).toBe(401);
    expect((await server.call('GET', '/api/menus', { token: tokens.operator })).status).toBe(403);
    expect((await server.call('GET', '/api/menus', { token: tokens.buyer })).body).toEqual({ status: 403, message: 'error.forbidden' });
  });
});

describe('GET api/menus/lazy', () => {
  it('answers the children of pid with subCount and hasChildren; 0 gives the top level', async () => {
    const roots = menuList.parse((await server.call('GET', '/api/menus/lazy?pid=0', { token: tokens.admin })).body);
    expect(roots).toHaveLength(9);
    const menuPageId = await idOf('Menu');
    const buttons = menuList.parse((await server.call('GET', `/api/menus/lazy?pid=${menuPageId}`, { token: tokens.admin })).body);
    expect(buttons.map((b) => [b.type, b.permission, b.subCount, b.hasChildren, b.leaf])).toEqual([
      [2, 'menu:list', 0, false, true], [2, 'menu:add', 0, false, true], [2, 'menu:edit', 0, false, true], [2, 'menu:del', 0, false, true],
    ]);
  });

  it('refuses a pid that is not a number', async () => {
    for (const q of ['pid=abc', 'pid=-1', 'pid=1.5', `pid=${'9'.repeat(40)}`]) {
      const res = await server.call('GET', `/api/menus/lazy?${q}`, { token: tokens.admin });
      expect(res.status, q).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('POST api/menus/superior', () => {
  it('with no ids answers the top level', async () => {
    const res = await server.call('POST', '/api/menus/superior', { token: tokens.admin, body: [] });
    const tree = menuList.parse(res.body);
    expect(tree.map((m) => m.componentName)).toEqual(['Dashboard', 'Purchase', 'System', 'Ops', 'MallManage', 'Monitor', 'Maint', 'Tools', 'UserCenter']);
    expect(tree.every((m) => m.children === undefined)).toBe(true);
  });

  it('answers the ancestors of each id with their siblings, without buttons', async () => {
    const res = await server.call('POST', '/api/menus/superior', { token: tokens.admin, body: [await buttonId('menu:add')] });
    const tree = menuList.parse(res.body);
    expect(tree).toHaveLength(9);
    const system = tree.find((m) => m.componentName === 'System');
    expect(system?.children?.map((c) => c.componentName)).toEqual(['User', 'Role', 'Menu', 'Dept', 'Dict', 'Job']);
    expect(system?.children?.find((c) => c.componentName === 'Menu')?.children).toBeUndefined();
    expect(tree.find((m) => m.componentName === 'Ops')?.children).toBeUndefined();
  });

  it('refuses unknown ids and input that is not a list of ids', async () => {
    expect((await server.call('POST', '/api/menus/superior', { token: tokens.admin, body: [999999] })).body)
      .toEqual({ status: 400, message: 'menu.notFound' });
    for (const body of [{ ids: [1] }, ['x'], [1.5], [-1], 'x']) {
      expect((await server.call('POST', '/api/menus/superior', { token: tokens.admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await server.call('POST', '/api/menus/superior', { token: tokens.admin, raw: '[1,' })).body)
      .toEqual({ status: 400, message: 'error.malformedJson' });
    expect((await server.call('POST', '/api/menus/superior', { token: tokens.buyer, body: [] })).status).toBe(403);
  });
});

describe('GET api/menus/child', () => {
  it('answers the ids of the menu and all its descendants', async () => {
    const systemId = await idOf('System');
    const ids = z.array(z.number()).parse((await server.call('GET', `/api/menus/child?id=${systemId}`, { token: tokens.admin })).body);
    expect(ids).toContain(systemId);
    expect(ids).toContain(await buttonId('dict:del'));
    expect(ids).toHaveLength(1 + 6 + 6 * 4);
  });

  it('refuses an unknown or malformed id', async () => {
    expect((await server.call('GET', '/api/menus/child?id=999999', { token: tokens.admin })).body).toEqual({ status: 400, message: 'menu.notFound' });
    expect((await server.call('GET', '/api/menus/child', { token: tokens.admin })).status).toBe(400);
    expect((await server.call('GET', '/api/menus/child?id=0', { token: tokens.admin })).status).toBe(400);
  });
});

describe('POST, PUT, DELETE api/menus', () => {
  it('creates a directory, a page in it and a button on the page; pid 0 means top level', async () => {
    const dir = await create(dirBody('测试目录', 'crud-test', { pid: 0, titleI18n: { en: 'Test', vi: 'Thử' }, icon: 'flask-conical' }));
    expect(dir).toMatchObject({ pid: null, type: 0, title: '测试目录', titleI18n: { en: 'Test', vi: 'Thử' }, subCount: 0 });
    const page = await create(pageBody('测试页', 'page', dir.id, 'CrudTestPage'));
    expect(page).toMatchObject({ pid: dir.id, component: 'admin/test/Page', componentName: 'CrudTestPage', cache: false, hidden: false });
    const button = await create({ type: 2, title: '测试按钮', pid: page.id, permission: 'test:do', path: 'ignored', component: 'x/Y' });
    expect(button).toMatchObject({ type: 2, permission: 'test:do', path: null, component: null, componentName: null });
    const lazy = menuList.parse((await server.call('GET', `/api/menus/lazy?pid=${dir.id}`, { token: tokens.admin })).body);
    expect(lazy.map((m) => [m.id, m.subCount])).toEqual([[page.id, 1]]);
  });

  it('updates an entry, ignoring the extra row fields eladmin sends back', async () => {
    const dir = await create(dirBody('改名前', 'rename-test'));
    const res = await server.call('PUT', '/api/menus', {
      token: tokens.admin,
      body: { ...dir, title: '改名后', titleI18n: { en: 'Renamed' }, menuSort: 5, hidden: true, children: [], roles: [] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(menuSchema.parse(res.body)).toMatchObject({ id: dir.id, title: '改名后', titleI18n: { en: 'Renamed' }, menuSort: 5, hidden: true });
  });

  it('refuses a parent that is the entry itself or one of its descendants (menu.cycle)', async () => {
    const a = await create(dirBody('环A', 'cycle-a'));
    const b = await create({ ...dirBody('环B', 'cycle-b'), pid: a.id });
    const c = await create({ ...dirBody('环C', 'cycle-c'), pid: b.id });
    for (const pid of [a.id, b.id, c.id]) {
      const res = await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...a, pid } });
      expect(res.body, `pid ${pid}`).toEqual({ status: 400, message: 'menu.cycle' });
    }
    const after = menuList.parse((await server.call('GET', `/api/menus/lazy?pid=0`, { token: tokens.admin })).body);
    expect(after.some((m) => m.id === a.id)).toBe(true);
  });

  it('refuses unknown ids and parents, and buttons as parents', async () => {
    const before = await countRows(server, 'sys_menu');
    expect((await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...dirBody('无', 'nothing'), id: 999999 } })).body)
      .toEqual({ status: 400, message: 'menu.notFound' });
    expect((await server.call('POST', '/api/menus', { token: tokens.admin, body: { ...dirBody('无父', 'orphan'), pid: 999999 } })).body)
      .toEqual({ status: 400, message: 'menu.notFound' });
    const button = await buttonId('menu:add');
    expect((await server.call('POST', '/api/menus', { token: tokens.admin, body: { ...dirBody('按钮下', 'under-button'), pid: button } })).body)
      .toEqual({ status: 400, message: 'menu.parentInvalid' });
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('refuses turning an entry with children into a button', async () => {
    const dir = await create(dirBody('有子', 'has-children'));
    await create(pageBody('子页', 'child', dir.id, 'HasChildrenPage'));
    const res = await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...dir, type: 2, permission: 'x:y' } });
    expect(res.body).toEqual({ status: 400, message: 'menu.hasChildren' });
  });

  it('refuses a component name used elsewhere and a path used by a sibling (409)', async () => {
    const before = await countRows(server, 'sys_menu');
    const systemId = await idOf('System');
    expect((await server.call('POST', '/api/menus', { token: tokens.admin, body: pageBody('重名', 'other', systemId, 'User') })).body)
      .toEqual({ status: 409, message: 'menu.componentNameTaken' });
    expect((await server.call('POST', '/api/menus', { token: tokens.admin, body: pageBody('同路径', 'user', systemId, 'SameUserPath') })).body)
      .toEqual({ status: 409, message: 'menu.pathTaken' });
    expect((await server.call('POST', '/api/menus', { token: tokens.admin, body: dirBody('同路径目录', '/system') })).body)
      .toEqual({ status: 409, message: 'menu.pathTaken' });
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('deletes a list of entries with all their descendants and their role links', async () => {
    const dir = await create(dirBody('待删', 'delete-test'));
    const page = await create(pageBody('待删页', 'page', dir.id, 'DeleteTestPage'));
    await create({ type: 2, title: '待删按钮', pid: page.id, permission: 'delete:test' });
    const other = await create(dirBody('另一个', 'delete-other'));
    const menusBefore = await countRows(server, 'sys_menu');
    const linksBefore = await countRows(server, 'sys_roles_menus');
    const refundReview = await idOf('RefundReview');
    const res = await server.call('DELETE', '/api/menus', { token: tokens.admin, body: [dir.id, other.id, refundReview] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // 4 of ours + RefundReview and its two buttons.
    expect(await countRows(server, 'sys_menu')).toBe(menusBefore - 7);
    expect(await countRows(server, 'sys_roles_menus')).toBeLessThan(linksBefore);
    expect((await server.call('GET', `/api/menus/child?id=${page.id}`, { token: tokens.admin })).body).toEqual({ status: 400, message: 'menu.notFound' });
  });

  it('deletes nothing when one id of the list is unknown', async () => {
    const dir = await create(dirBody('保留', 'keep-test'));
    const before = await countRows(server, 'sys_menu');
    const res = await server.call('DELETE', '/api/menus', { token: tokens.admin, body: [dir.id, 999999] });
    expect(res.body).toEqual({ status: 400, message: 'menu.notFound' });
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('needs menu:add, menu:edit, menu:del: 401 anonymous, 403 for operator and buyer, nothing stored', async () => {
    const dir = await create(dirBody('权限', 'permission-test'));
    const before = await countRows(server, 'sys_menu');
    for (const token of [undefined, tokens.operator, tokens.buyer]) {
      const expected = token ? 403 : 401;
      expect((await server.call('POST', '/api/menus', { token, body: dirBody('禁止', 'forbidden') })).status).toBe(expected);
      expect((await server.call('PUT', '/api/menus', { token, body: { ...dir, title: '禁止' } })).status).toBe(expected);
      expect((await server.call('DELETE', '/api/menus', { token, body: [dir.id] })).status).toBe(expected);
    }
    expect(await countRows(server, 'sys_menu')).toBe(before);
    const still = menuPage.parse((await server.call('GET', `/api/menus?blurry=${encodeURIComponent('权限')}`, { token: tokens.admin })).body);
    expect(still.content.find((m) => m.id === dir.id)?.title).toBe('权限');
  });

  it('keeps the tree acyclic when two moves that would close a cycle run at once', async () => {
    const a = await create(dirBody('并发A', 'race-a'));
    const b = await create(dirBody('并发B', 'race-b'));
    const [r1, r2] = await Promise.all([
      server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...a, pid: b.id } }),
      server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...b, pid: a.id } }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 400]);
    expect([r1.body.message, r2.body.message]).toContain('menu.cycle');
    const ids = z.array(z.number()).parse((await server.call('GET', `/api/menus/child?id=${a.id}`, { token: tokens.admin })).body);
    const idsB = z.array(z.number()).parse((await server.call('GET', `/api/menus/child?id=${b.id}`, { token: tokens.admin })).body);
    expect(ids.includes(b.id) && idsB.includes(a.id)).toBe(false);
  });
});

describe('bad input to api/menus', () => {
  const bad: [string, unknown, string][] = [
    ['empty body', {}, 'menu.typeInvalid'],
    ['unknown type', { type: 3, title: 't', path: 'p' }, 'menu.typeInvalid'],
    ['type as text', { type: 'dir', title: 't', path: 'p' }, 'menu.typeInvalid'],
    ['title missing', { type: 0, path: 'p' }, 'validation.required'],
    ['title blank', { type: 0, title: '   ', path: 'p' }, 'validation.required'],
    ['title a number', { type: 0, title: 5, path: 'p' }, 'validation.required'],
    ['huge title', { type: 0, title: 'x'.repeat(100_000), path: 'p' }, 'validation.tooLong'],
    ['huge path', { type: 0, title: 't', path: 'p'.repeat(5000) }, 'validation.tooLong'],
    ['path missing', { type: 0, title: 't' }, 'validation.required'],
    ['path with spaces', { type: 0, title: 't', path: 'a b' }, 'menu.pathInvalid'],
    ['page without component', { type: 1, title: 't', path: 'p' }, 'menu.componentRequired'],
    ['bad component', { type: 1, title: 't', path: 'p', component: '../etc/passwd' }, 'menu.componentInvalid'],
    ['bad iFrame link', { type: 1, title: 't', path: 'javascript:alert(1)', iFrame: true }, 'menu.linkInvalid'],
    ['button without permission', { type: 2, title: 't' }, 'validation.required'],
    ['pid as text', { type: 0, title: 't', path: 'p', pid: 'root' }, 'validation.invalidNumber'],
    ['negative pid', { type: 0, title: 't', path: 'p', pid: -4 }, 'validation.invalidNumber'],
    ['sort as text', { type: 0, title: 't', path: 'p', menuSort: 'first' }, 'validation.invalidNumber'],
    ['unknown language', { type: 0, title: 't', path: 'p', titleI18n: { fr: 'x' } }, 'error.validation'],
    ['hidden as text', { type: 0, title: 't', path: 'p', hidden: 'yes' }, 'error.validation'],
    ['a list', [{ type: 0, title: 't', path: 'p' }], 'error.validation'],
  ];

  it.each(bad)('POST with %s is 400 %s and stores nothing', async (_name, body, message) => {
    const before = await countRows(server, 'sys_menu');
    const res = await server.call('POST', '/api/menus', { token: tokens.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('answers malformed JSON with 400 error.malformedJson on every write', async () => {
    const before = await countRows(server, 'sys_menu');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await server.call(method, '/api/menus', { token: tokens.admin, raw: '{"type": 0, "title": ' });
      expect(res.body, method).toEqual({ status: 400, message: 'error.malformedJson' });
    }
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('refuses PUT without an id and DELETE without a list of ids', async () => {
    const before = await countRows(server, 'sys_menu');
    expect((await server.call('PUT', '/api/menus', { token: tokens.admin, body: dirBody('无id', 'no-id') })).status).toBe(400);
    expect((await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...dirBody('id文字', 'id-text'), id: 'one' } })).status).toBe(400);
    for (const body of [[], ['1'], [0], { ids: [1] }, 7, Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      expect((await server.call('DELETE', '/api/menus', { token: tokens.admin, body })).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await server.call('DELETE', '/api/menus', { token: tokens.admin })).status).toBe(400);
    expect(await countRows(server, 'sys_menu')).toBe(before);
  });

  it('refuses malformed list queries', async () => {
    for (const q of ['page=-1', 'size=0', 'size=10000', 'page=x', `blurry=${'x'.repeat(101)}`, 'pid=x']) {
      const res = await server.call('GET', `/api/menus?${q}`, { token: tokens.admin });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('menu seed', () => {
  it('is idempotent and leaves what an admin changed alone', async () => {
    const db = server.database.db;
    const user = menuPage.parse((await server.call('GET', '/api/menus?blurry=admin/system/User', { token: tokens.admin })).body).content[0];
    if (!user) throw new Error('no User menu');
    expect((await server.call('PUT', '/api/menus', { token: tokens.admin, body: { ...user, title: '账号管理', icon: 'contact' } })).status).toBe(200);
    const [operatorRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'operator'));
    const paymentReview = await idOf('PaymentReview');
    await db.delete(rolesMenus).where(and(eq(rolesMenus.roleId, operatorRole?.id ?? -1), eq(rolesMenus.menuId, paymentReview)));
    // The first run re-adds the demo entries earlier tests deleted (documented); the second changes nothing.
    await seedMenus(db);
    const menusBefore = await countRows(server, 'sys_menu');
    const linksBefore = await countRows(server, 'sys_roles_menus');
    await seedMenus(db);
    expect(await countRows(server, 'sys_menu')).toBe(menusBefore);
    expect(await countRows(server, 'sys_roles_menus')).toBe(linksBefore);
    const link = await db.select().from(rolesMenus)
      .where(and(eq(rolesMenus.roleId, operatorRole?.id ?? -1), eq(rolesMenus.menuId, paymentReview)));
    expect(link).toEqual([]);
    const after = menuPage.parse((await server.call('GET', '/api/menus?blurry=admin/system/User', { token: tokens.admin })).body).content[0];
    expect(after).toMatchObject({ id: user.id, title: '账号管理', icon: 'contact' });
  });

  it('adds the buyer overview first to a database seeded before it, without renumbering the entries there', async () => {
    const db = server.database.db;
    const overview = await idOf('MyOverview');
    await db.delete(rolesMenus).where(eq(rolesMenus.menuId, overview));
    await db.delete(menus).where(eq(menus.id, overview));
    // As the seed numbered the purchasing entries before the overview came: the first of them at 10.
    await db.update(menus).set({ menuSort: 10 }).where(eq(menus.componentName, 'MyOrder'));
    await seedMenus(db);
    const [added] = await db.select({ sort: menus.menuSort }).from(menus).where(eq(menus.componentName, 'MyOverview'));
    const [orders] = await db.select({ sort: menus.menuSort }).from(menus).where(eq(menus.componentName, 'MyOrder'));
    expect((added?.sort ?? 99) < (orders?.sort ?? 0)).toBe(true);
    const built = await server.call('GET', '/api/menus/build', { token: tokens.buyer });
    const purchase = (built.body as { path: string; children?: { component: string }[] }[]).find((r) => r.path === '/purchase');
    expect(purchase?.children?.[0]?.component).toBe('orders/MyOverview');
  });
});
