import type { MenuRoute } from 'shared-contracts/api/menus';

/** A menu as `api/menus/build` answers it for an admin (server/src/modules/menus/tree.ts shapes). */
const page = (name: string, path: string, cn: string, en: string, icon: string, noCache = false): MenuRoute => ({
  name, path, hidden: false, component: `admin/system/${name}`, meta: { title: cn, i18n: { cn, en }, icon, noCache },
});

export const menuFixture: MenuRoute[] = [
  {
    name: 'System', path: '/system', hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'Layout',
    meta: { title: '系统管理', i18n: { cn: '系统管理', en: 'System' }, icon: 'settings', noCache: true },
    children: [
      page('User', 'user', '用户管理', 'Users', 'users'),
      page('Dict', 'dict', '字典管理', 'Dictionaries', 'book-open'),
      { ...page('Secret', 'secret', '隐藏页面', 'Hidden page', 'lock'), hidden: true },
      {
        name: 'Nested', path: 'nested', hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'ParentView',
        meta: { title: '嵌套目录', i18n: { cn: '嵌套目录', en: 'Nested' }, icon: 'folder', noCache: true },
        children: [page('Deep', 'deep', '深层页面', 'Deep page', 'file-text')],
      },
    ],
  },
  {
    path: '/user/center', hidden: false, component: 'Layout',
    meta: { title: '个人中心', i18n: { cn: '个人中心', en: 'Personal centre' }, icon: 'user', noCache: true },
    children: [{
      name: 'UserCenter', path: '', hidden: false, component: 'host/UserCenter',
      meta: { title: '个人中心', i18n: { cn: '个人中心', en: 'Personal centre' }, icon: 'user', noCache: true },
    }],
  },
];
