import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { pinyinForms, withPinyin } from './pinyin';

describe('pinyin forms of menu titles', () => {
  it.each([
    ['字典管理', 'zidianguanli', 'zdgl'],
    ['我的订单', 'wodedingdan', 'wddd'],
    ['数据库备份', 'shujukubeifen', 'sjkbf'],
    ['SQL 监控', 'sqljiankong', 'sqljk'],
    ['订单受理（新）', 'dingdanshoulixin', 'ddslx'],
  ])('%s → %s / %s', (title, full, initials) => {
    expect(pinyinForms(title, pinyin)).toEqual({ full, initials });
  });

  it('has none for a title without Chinese characters', () => {
    expect(pinyinForms('Remote modules', pinyin)).toBeNull();
  });

  it('adds them to every level of a route tree, leaving other titles alone', async () => {
    const page: MenuRoute = { name: 'Dict', path: 'dict', hidden: false, component: 'admin/system/Dict', meta: { title: '字典管理', i18n: {}, icon: null, noCache: false } };
    const latin: MenuRoute = { ...page, name: 'Latin', meta: { ...page.meta, title: 'Latin only' } };
    const [root] = await withPinyin([{ ...page, path: '/system', component: 'Layout', meta: { ...page.meta, title: '系统管理' }, children: [page, latin] }]);
    expect(root?.meta.pinyin).toEqual({ full: 'xitongguanli', initials: 'xtgl' });
    expect(root?.children?.[0]?.meta.pinyin).toEqual({ full: 'zidianguanli', initials: 'zdgl' });
    expect(root?.children?.[1]?.meta).not.toHaveProperty('pinyin');
  });
});
