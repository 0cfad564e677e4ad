import type { MenuRoute } from 'shared-contracts/api/menus';

/** A `GET api/menus/build` answer in the server's shape (server/src/modules/menus/tree.ts), for tests. */
const meta = (title: string, en: string, noCache = true) => ({ title, i18n: { cn: title, en }, icon: null, noCache });

export const menuFixture: MenuRoute[] = [
  {
    name: 'System', path: '/system', hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'Layout',
    meta: meta('系统管理', 'System'),
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'admin/system/User', meta: meta('用户管理', 'Users', false) },
      { name: 'Menu', path: 'menu', hidden: false, component: 'admin/system/Menu', meta: meta('菜单管理', 'Menus', false) },
      { name: 'Secret', path: 'secret/:id', hidden: true, component: 'admin/system/Secret', meta: meta('隐藏页', 'Hidden') },
      {
        name: 'Nested', path: 'nested', hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'ParentView',
        meta: meta('嵌套', 'Nested'),
        children: [{ name: 'Deep', path: 'deep', hidden: false, component: 'admin/system/Deep', meta: meta('深层', 'Deep') }],
      },
    ],
  },
  {
    name: 'Monitor', path: '/monitor', hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'Layout',
    meta: meta('系统监控', 'Monitoring'),
    children: [
      {
        name: 'Sql', path: 'sql', hidden: false, component: 'IFrame',
        meta: { ...meta('SQL 监控', 'SQL monitor'), link: '/druid/index.html' },
      },
    ],
  },
  {
    path: '/user/center', hidden: false, component: 'Layout', meta: meta('个人中心', 'Personal centre'),
    children: [{ name: 'UserCenter', path: '', hidden: false, component: 'host/UserCenter', meta: meta('个人中心', 'Personal centre') }],
  },
];
