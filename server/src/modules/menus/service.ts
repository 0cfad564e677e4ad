import { MessageKey } from 'shared-contracts/api/message-keys';
import { MenuType, type Menu, type MenuBody, type MenuRoute } from 'shared-contracts/api/menus';
import type { Db, DbOrTx } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import * as repo from './repository';
import { withPinyin } from './pinyin';
import { buildRoutes, nest, toMenu, type TreeNode } from './tree';

function valuesOf(body: MenuBody): repo.MenuValues {
  const isButton = body.type === MenuType.button;
  return {
    pid: body.pid,
    type: body.type,
    title: body.title,
    titleI18n: body.titleI18n,
    componentName: isButton ? null : body.componentName,
    component: isButton || body.iFrame ? null : body.component,
    menuSort: body.menuSort,
    icon: body.icon,
    path: isButton ? null : body.path,
    iFrame: isButton ? false : body.iFrame,
    cache: body.cache,
    hidden: body.hidden,
    permission: body.permission,
  };
}

/** The parent must exist, must not be a button, and must not be the entry itself or one of its descendants. */
async function checkParent(tx: DbOrTx, pid: number | null, selfId: number | null): Promise<void> {
  if (pid === null) return;
  if (selfId !== null && pid === selfId) throw new HttpError(400, MessageKey.menuCycle);
  const parent = await repo.findMenu(tx, pid, { forUpdate: true });
  if (!parent) throw new HttpError(400, MessageKey.menuNotFound);
  if (parent.type === MenuType.button) throw new HttpError(400, MessageKey.menuParentInvalid);
  if (selfId !== null && (await repo.subtreeIds(tx, [selfId])).includes(pid)) throw new HttpError(400, MessageKey.menuCycle);
}

async function checkUnique(tx: DbOrTx, values: repo.MenuValues, selfId: number | null): Promise<void> {
  if (values.componentName && await repo.componentNameTaken(tx, values.componentName, selfId)) {
    throw new HttpError(409, MessageKey.menuComponentNameTaken);
  }
  if (values.type !== MenuType.button && values.path && await repo.pathTaken(tx, values.pid ?? null, values.path, selfId)) {
    throw new HttpError(409, MessageKey.menuPathTaken);
  }
}

export async function createMenu(db: Db, body: MenuBody): Promise<Menu> {
  return db.transaction(async (tx) => {
    await repo.lockMenuTree(tx);
    await checkParent(tx, body.pid, null);
    const values = valuesOf(body);
    await checkUnique(tx, values, null);
    const row = await repo.insertMenu(tx, values);
    return toMenu({ ...row, subCount: 0 });
  });
}

export async function updateMenu(db: Db, body: MenuBody & { id: number }): Promise<Menu> {
  return db.transaction(async (tx) => {
    await repo.lockMenuTree(tx);
    const existing = await repo.findMenu(tx, body.id, { forUpdate: true });
    if (!existing) throw new HttpError(400, MessageKey.menuNotFound);
    const subCount = await repo.countChildren(tx, body.id);
    if (body.type === MenuType.button && subCount > 0) throw new HttpError(400, MessageKey.menuHasChildren);
    await checkParent(tx, body.pid, body.id);
    const values = valuesOf(body);
    await checkUnique(tx, values, body.id);
    const row = await repo.updateMenu(tx, body.id, values);
    if (!row) throw new HttpError(400, MessageKey.menuNotFound);
    return toMenu({ ...row, subCount });
  });
}

/** Deletes the entries and all their descendants; every id must exist, or nothing is deleted. */
export async function deleteMenus(db: Db, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    await repo.lockMenuTree(tx);
    const found = await repo.existingIds(tx, ids);
    if (ids.some((id) => !found.has(id))) throw new HttpError(400, MessageKey.menuNotFound);
    const all = await repo.subtreeIds(tx, ids);
    await repo.deleteMenus(tx, all);
    return all;
  });
}

export async function listMenus(db: DbOrTx, q: { page: number; size: number; pid?: number; blurry?: string }) {
  // eladmin: no filter lists the top level; a pid (0 = top level) lists its children; blurry searches everything.
  const pid = q.pid === undefined ? (q.blurry ? undefined : null) : q.pid === 0 ? null : q.pid;
  const { rows, total } = await repo.listMenus(db, { pid, blurry: q.blurry }, { offset: q.page * q.size, limit: q.size });
  return { content: rows.map(toMenu), totalElements: total };
}

export async function lazyChildren(db: DbOrTx, pid: number): Promise<Menu[]> {
  return (await repo.childrenOf(db, pid === 0 ? null : pid)).map(toMenu);
}

function toMenuTree(nodes: TreeNode<repo.MenuRowWithCount>[]): Menu[] {
  return nodes.map((n) => {
    const menu = toMenu(n);
    return n.children?.length ? { ...menu, children: toMenuTree(n.children) } : menu;
  });
}

/**
 * The parent picker's tree: the top level, and at each level down to the given entries their siblings
 * (eladmin's getSuperior). Buttons are left out, as they cannot be parents.
 */
export async function superiorTree(db: DbOrTx, ids: number[]): Promise<Menu[]> {
  const unique = [...new Set(ids)];
  const found = await repo.existingIds(db, unique);
  if (unique.some((id) => !found.has(id))) throw new HttpError(400, MessageKey.menuNotFound);
  const ancestors = await repo.ancestorIds(db, unique);
  return toMenuTree(nest(await repo.nonButtonsUnder(db, ancestors)));
}

export async function subtreeOf(db: DbOrTx, id: number): Promise<number[]> {
  const ids = await repo.subtreeIds(db, [id]);
  if (!ids.length) throw new HttpError(400, MessageKey.menuNotFound);
  return ids;
}

export async function buildFor(db: DbOrTx, user: { userId: number; isAdmin: boolean }): Promise<MenuRoute[]> {
  return withPinyin(buildRoutes(await repo.menusForUser(db, user)));
}
