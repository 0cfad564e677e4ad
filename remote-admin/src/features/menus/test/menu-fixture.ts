import { menuSchema, type Menu } from 'shared-contracts/api/menus';

/** A menu row as the server answers it, parsed so the fixture cannot drift from the contract. */
export function menuFixture(overrides: Partial<Menu> & { id: number }): Menu {
  const subCount = overrides.subCount ?? 0;
  const title = overrides.title ?? `菜单${overrides.id}`;
  return menuSchema.parse({
    pid: null,
    type: 1,
    title,
    titleI18n: {},
    componentName: null,
    component: null,
    menuSort: 999,
    icon: null,
    path: null,
    iFrame: false,
    cache: false,
    hidden: false,
    permission: null,
    hasChildren: subCount > 0,
    leaf: subCount === 0,
    label: title,
    createTime: '2024-03-05T08:09:10.000Z',
    ...overrides,
    subCount,
  });
}
