import type { MenuRoute } from 'shared-contracts/api/menus';

/**
 * Part of the demo admin's `api/menus/build` answer in three languages, with the pinyin the server adds
 * (server/src/modules/menus/seed-data.ts titles; pinyin as server/src/modules/menus/pinyin.ts computes it).
 */
type Titles = [cn: string, en: string, vi: string, full: string, initials: string];

const meta = ([cn, en, vi, full, initials]: Titles, icon: string | null = null): MenuRoute['meta'] => ({
  title: cn, i18n: { cn, en, vi }, icon, noCache: false, pinyin: { full, initials },
});

const page = (name: string, path: string, titles: Titles): MenuRoute => ({
  name, path, hidden: false, component: `admin/${name}`, meta: meta(titles),
});

const directory = (name: string, path: string, titles: Titles, children: MenuRoute[]): MenuRoute => ({
  name, path, hidden: false, redirect: 'noredirect', alwaysShow: true, component: 'Layout', meta: meta(titles), children,
});

export const searchFixture: MenuRoute[] = [
  directory('Purchase', '/purchase', ['我的采购', 'My purchasing', 'Mua hàng của tôi', 'wodecaigou', 'wdcg'], [
    page('MyOrder', 'order', ['我的订单', 'My orders', 'Đơn hàng của tôi', 'wodedingdan', 'wddd']),
    page('MyStock', 'stock', ['我的库存', 'My stock', 'Kho hàng của tôi', 'wodekucun', 'wdkc']),
    page('MyCart', 'cart', ['购物车', 'Shopping cart', 'Giỏ hàng', 'gouwuche', 'gwc']),
  ]),
  directory('System', '/system', ['系统管理', 'System', 'Quản trị hệ thống', 'xitongguanli', 'xtgl'], [
    page('User', 'user', ['用户管理', 'Users', 'Người dùng', 'yonghuguanli', 'yhgl']),
    page('Role', 'role', ['角色管理', 'Roles', 'Vai trò', 'jueseguanli', 'jsgl']),
    page('Menu', 'menu', ['菜单管理', 'Menus', 'Menu', 'caidanguanli', 'cdgl']),
    page('Dept', 'dept', ['部门管理', 'Departments', 'Phòng ban', 'bumenguanli', 'bmgl']),
    page('Dict', 'dict', ['字典管理', 'Dictionaries', 'Từ điển', 'zidianguanli', 'zdgl']),
  ]),
  directory('Ops', '/ops', ['运营工作台', 'Operations workbench', 'Bàn làm việc vận hành', 'yunyinggongzuotai', 'yygzt'], [
    page('OrderAccept', 'order-accept', ['订单受理', 'Order acceptance', 'Tiếp nhận đơn hàng', 'dingdanshouli', 'ddsl']),
    page('PaymentReview', 'payment-review', ['付款审核', 'Payment review', 'Duyệt thanh toán', 'fukuanshenhe', 'fksh']),
    page('RefundReview', 'refund-review', ['退款审核', 'Refund review', 'Duyệt hoàn tiền', 'tuikuanshenhe', 'tksh']),
  ]),
  directory('Monitor', '/monitor', ['系统监控', 'Monitoring', 'Giám sát hệ thống', 'xitongjiankong', 'xtjk'], [
    page('OnlineUser', 'online', ['在线用户', 'Online users', 'Người dùng trực tuyến', 'zaixianyonghu', 'zxyh']),
    page('Log', 'logs', ['操作日志', 'Operation log', 'Nhật ký thao tác', 'caozuorizhi', 'czrz']),
  ]),
  {
    path: '/user/center', hidden: false, component: 'Layout',
    meta: meta(['个人中心', 'Personal centre', 'Trang cá nhân', 'gerenzhongxin', 'grzx'], 'user'),
    children: [{ name: 'UserCenter', path: '', hidden: false, component: 'host/UserCenter',
      meta: meta(['个人中心', 'Personal centre', 'Trang cá nhân', 'gerenzhongxin', 'grzx'], 'user') }],
  },
];
