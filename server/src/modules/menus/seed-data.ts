import { STAFF_HOME_PATH } from 'shared-contracts/staff-home';

/**
 * The demo menu tree. `key` is the natural key: the component (route) name of a directory or page, the
 * permission code of a button (under its parent). `roles` are the role names linked to the entry; children
 * inherit their parent's roles unless they name their own; `admin` is linked to everything.
 */
export type SeedMenu = {
  key: string;
  type: 0 | 1 | 2;
  title: string;
  en: string;
  vi: string;
  path?: string;
  component?: string;
  icon?: string;
  iFrame?: boolean;
  cache?: boolean;
  roles?: string[];
  children?: SeedMenu[];
  /**
   * The entry's place among its siblings when it must not be its index's (10, 20, …): an entry added before others
   * keeps that place in a database seeded earlier, whose existing entries are never renumbered.
   */
  sort?: number;
};

export const BUYER_ROLES = ['purchaser', 'supplier', 'cooperative'];
export const ALL_ROLES = ['admin', 'operator', ...BUYER_ROLES];

const button = (permission: string, title: string, en: string, vi: string): SeedMenu =>
  ({ key: permission, type: 2, title, en, vi });

/** list / add / edit / delete buttons of a management page. */
const crudButtons = (prefix: string, cn: string, en: string, vi: string): SeedMenu[] => [
  button(`${prefix}:list`, `${cn}查看`, `View ${en}`, `Xem ${vi}`),
  button(`${prefix}:add`, `${cn}新增`, `Add ${en}`, `Thêm ${vi}`),
  button(`${prefix}:edit`, `${cn}编辑`, `Edit ${en}`, `Sửa ${vi}`),
  button(`${prefix}:del`, `${cn}删除`, `Delete ${en}`, `Xóa ${vi}`),
];

/** A page only admin sees, inside a directory other roles see too. */
const adminOnly = (entry: SeedMenu): SeedMenu => ({ ...entry, roles: ['admin'] });

const page = (
  key: string, title: string, en: string, vi: string, path: string, component: string, icon: string,
  children?: SeedMenu[], cache = false,
): SeedMenu => ({ key, type: 1, title, en, vi, path, component, icon, cache, children });

export const seedMenuTree: SeedMenu[] = [
  {
    key: 'Purchase', type: 0, title: '我的采购', en: 'My purchasing', vi: 'Mua hàng của tôi', path: 'purchase',
    icon: 'shopping-bag', roles: BUYER_ROLES,
    children: [
      // The buyer's home in the personal area (docs/buyer-overview.md): first, before the lists it summarises.
      { ...page('MyOverview', '我的概览', 'My overview', 'Tổng quan của tôi', 'overview', 'orders/MyOverview', 'clipboard-list'), sort: 5 },
      page('MyOrder', '我的订单', 'My orders', 'Đơn hàng của tôi', 'order', 'orders/OrderList', 'file-text', undefined, true),
      page('MyStock', '我的库存', 'My stock', 'Kho hàng của tôi', 'stock', 'orders/MyStock', 'package'),
      page('MyShipment', '我的发货单', 'My shipments', 'Phiếu giao hàng của tôi', 'shipment', 'orders/ShipmentList', 'truck'),
      page('MyPayment', '我的付款', 'My payments', 'Thanh toán của tôi', 'payment', 'payments/MyPayment', 'credit-card'),
      page('MyCart', '购物车', 'Shopping cart', 'Giỏ hàng', 'cart', 'mall/MyCart', 'shopping-cart'),
      page('MyInterest', '我的关注', 'My interests', 'Sản phẩm quan tâm', 'interest', 'mall/MyInterest', 'heart'),
    ],
  },
  {
    key: 'System', type: 0, title: '系统管理', en: 'System', vi: 'Quản trị hệ thống', path: 'system', icon: 'settings',
    roles: ['admin'],
    children: [
      page('User', '用户管理', 'Users', 'Người dùng', 'user', 'admin/system/User', 'users', crudButtons('user', '用户', 'users', 'người dùng'), true),
      page('Role', '角色管理', 'Roles', 'Vai trò', 'role', 'admin/system/Role', 'shield-check', crudButtons('roles', '角色', 'roles', 'vai trò'), true),
      page('Menu', '菜单管理', 'Menus', 'Menu', 'menu', 'admin/system/Menu', 'menu', crudButtons('menu', '菜单', 'menus', 'menu'), true),
      page('Dept', '部门管理', 'Departments', 'Phòng ban', 'dept', 'admin/system/Dept', 'network', crudButtons('dept', '部门', 'departments', 'phòng ban'), true),
      page('Dict', '字典管理', 'Dictionaries', 'Từ điển', 'dict', 'admin/system/Dict', 'book-open', crudButtons('dict', '字典', 'dictionaries', 'từ điển'), true),
      page('Job', '岗位管理', 'Jobs', 'Chức danh', 'job', 'admin/system/Job', 'briefcase', crudButtons('job', '岗位', 'jobs', 'chức danh'), true),
    ],
  },
  {
    key: 'Ops', type: 0, title: '运营工作台', en: 'Operations workbench', vi: 'Bàn làm việc vận hành', path: 'ops', icon: 'briefcase',
    roles: ['operator'],
    children: [
      page('OrderAccept', '订单受理', 'Order acceptance', 'Tiếp nhận đơn hàng', 'order-accept', 'admin/ops/OrderAccept', 'clipboard-check', [
        button('order:list', '订单查看', 'View orders', 'Xem đơn hàng'),
        button('order:accept', '订单受理', 'Accept orders', 'Tiếp nhận đơn hàng'),
      ]),
      page('Stocking', '备货管理', 'Stocking', 'Nhập hàng vào kho', 'stocking', 'admin/ops/Stocking', 'warehouse', [
        button('order:list', '订单查看', 'View orders', 'Xem đơn hàng'),
        button('order:stock', '备货登记', 'Record stocking', 'Ghi nhận nhập kho'),
      ]),
      page('Shipping', '发货管理', 'Shipping', 'Giao hàng', 'shipping', 'admin/ops/Shipping', 'truck', [
        button('shipment:list', '发货单查看', 'View shipments', 'Xem phiếu giao hàng'),
        button('shipment:edit', '发货处理', 'Ship and deliver', 'Gửi hàng và xác nhận giao'),
      ]),
      page('PaymentReview', '付款审核', 'Payment review', 'Duyệt thanh toán', 'payment-review', 'admin/ops/PaymentReview', 'wallet', [
        button('payment:list', '付款查看', 'View payments', 'Xem thanh toán'),
        button('payment:review', '付款审核', 'Review payments', 'Duyệt thanh toán'),
      ]),
      page('RefundReview', '退款审核', 'Refund review', 'Duyệt hoàn tiền', 'refund-review', 'admin/ops/RefundReview', 'undo-2', [
        button('refund:list', '退款查看', 'View refunds', 'Xem hoàn tiền'),
        button('refund:review', '退款审核', 'Review refunds', 'Duyệt hoàn tiền'),
      ]),
    ],
  },
  {
    // Issue 8: the catalogue, link-import requests, interests and content documents. Admin sees every page; the
    // operator answers sourcing requests and interests.
    key: 'MallManage', type: 0, title: '商城管理', en: 'Mall management', vi: 'Quản lý gian hàng', path: 'mall-admin', icon: 'store',
    roles: ['operator'],
    children: [
      adminOnly(page('MallGoods', '商品管理', 'Goods', 'Sản phẩm', 'goods', 'admin/mall/Goods', 'boxes',
        crudButtons('goods', '商品', 'goods', 'sản phẩm'), true)),
      adminOnly(page('MallCategory', '商品分类', 'Categories', 'Danh mục sản phẩm', 'category', 'admin/mall/Category', 'folder-tree',
        crudButtons('category', '分类', 'categories', 'danh mục'), true)),
      adminOnly(page('MallStore', '店铺管理', 'Stores', 'Cửa hàng', 'store', 'admin/mall/Store', 'store',
        crudButtons('store', '店铺', 'stores', 'cửa hàng'), true)),
      page('MallSourcing', '找货请求', 'Sourcing requests', 'Yêu cầu tìm hàng', 'sourcing', 'admin/mall/Sourcing', 'link', [
        button('sourcing:list', '找货请求查看', 'View sourcing requests', 'Xem yêu cầu tìm hàng'),
        button('sourcing:edit', '找货请求处理', 'Handle sourcing requests', 'Xử lý yêu cầu tìm hàng'),
      ], true),
      page('MallInterest', '关注商品', 'Products of interest', 'Sản phẩm quan tâm', 'interest', 'admin/mall/Interest', 'heart', [
        button('interest:list', '关注商品查看', 'View products of interest', 'Xem sản phẩm quan tâm'),
        button('interest:edit', '关注商品处理', 'Answer products of interest', 'Xử lý sản phẩm quan tâm'),
      ], true),
      adminOnly(page('MallContent', '内容文档', 'Content documents', 'Tài liệu nội dung', 'content', 'admin/mall/Content', 'file-text',
        crudButtons('content', '文档', 'documents', 'tài liệu'), true)),
    ],
  },
  {
    key: 'Monitor', type: 0, title: '系统监控', en: 'Monitoring', vi: 'Giám sát hệ thống', path: 'monitor', icon: 'activity',
    roles: ['admin'],
    children: [
      page('OnlineUser', '在线用户', 'Online users', 'Người dùng trực tuyến', 'online', 'admin/monitor/Online', 'user-check', [
        button('online:list', '在线用户查看', 'View online users', 'Xem người dùng trực tuyến'),
        button('online:del', '强制退出', 'Sign users out', 'Buộc đăng xuất'),
      ]),
      page('Log', '操作日志', 'Operation log', 'Nhật ký thao tác', 'logs', 'admin/monitor/Log', 'scroll-text', [
        button('log:list', '操作日志查看', 'View the operation log', 'Xem nhật ký thao tác'),
      ]),
      page('ErrorLog', '异常日志', 'Error log', 'Nhật ký lỗi', 'errors', 'admin/monitor/ErrorLog', 'bug', [
        button('errorLog:list', '异常日志查看', 'View the error log', 'Xem nhật ký lỗi'),
      ]),
      page('ServerMonitor', '服务监控', 'Server monitor', 'Giám sát máy chủ', 'server', 'admin/monitor/Server', 'server', [
        button('monitor:list', '服务监控查看', 'View the server monitor', 'Xem giám sát máy chủ'),
      ]),
      // Issue 10: the portal's own page replaces the iFrame to /druid/index.html (seed.ts moves existing rows).
      page('Sql', 'SQL 监控', 'SQL monitor', 'Giám sát SQL', 'sql', 'admin/monitor/Sql', 'database', [
        button('sql:list', 'SQL 监控查看', 'View the SQL monitor', 'Xem giám sát SQL'),
      ]),
    ],
  },
  {
    key: 'Maint', type: 0, title: '运维管理', en: 'Maintenance', vi: 'Vận hành bảo trì', path: 'maint', icon: 'wrench',
    roles: ['admin'],
    children: [
      page('Deploy', '部署管理', 'Deployments', 'Quản lý triển khai', 'deploy', 'admin/maint/Deploy', 'rocket', [
        button('deploy:list', '部署查看', 'View deployments', 'Xem triển khai'),
        button('deploy:upload', '上传版本', 'Upload versions', 'Tải lên phiên bản'),
        button('deploy:activate', '上线与回滚', 'Activate, roll back and run canaries', 'Kích hoạt, quay lại và chạy thử nghiệm'),
      ]),
      page('Database', '数据库备份', 'Database backup', 'Sao lưu cơ sở dữ liệu', 'database', 'admin/maint/Database', 'database-backup', [
        button('database:list', '备份查看', 'View backups', 'Xem bản sao lưu'),
        button('database:add', '备份', 'Back up', 'Sao lưu'),
        button('database:restore', '还原', 'Restore', 'Khôi phục'),
        button('database:del', '备份删除', 'Delete backups', 'Xóa bản sao lưu'),
      ]),
    ],
  },
  {
    key: 'Tools', type: 0, title: '系统工具', en: 'Tools', vi: 'Công cụ hệ thống', path: 'tools', icon: 'hammer',
    roles: ['admin'],
    children: [
      page('Storage', '存储管理', 'Storage', 'Quản lý lưu trữ', 'storage', 'admin/tools/Storage', 'hard-drive',
        crudButtons('storage', '文件', 'files', 'tệp')),
      page('Timing', '定时任务', 'Scheduled tasks', 'Tác vụ định kỳ', 'timing', 'admin/tools/Timing', 'alarm-clock', [
        button('timing:list', '定时任务查看', 'View scheduled tasks', 'Xem tác vụ định kỳ'),
        button('timing:edit', '定时任务操作', 'Run, pause and resume tasks', 'Chạy, tạm dừng và tiếp tục tác vụ'),
      ]),
      page('Remotes', '远程模块', 'Remote modules', 'Module từ xa', 'remotes', 'admin/tools/Remotes', 'puzzle', [
        button('remote:list', '远程模块查看', 'View remote modules', 'Xem module từ xa'),
        button('remote:edit', '远程模块编辑', 'Edit remote modules', 'Sửa module từ xa'),
      ]),
    ],
  },
  {
    // SPEC §2: the personal centre is in the menu; the host owns the page (`host/...`) at /user/center.
    key: 'UserCenter', type: 1, title: '个人中心', en: 'Personal centre', vi: 'Trang cá nhân', path: 'user/center',
    component: 'host/UserCenter', icon: 'user', roles: ALL_ROLES,
  },
  {
    // Issue 27 (docs/dashboard.md): the work waiting and the figures, first in the staff's menu. Its cards and figures
    // follow the viewer's permission codes and data scope, so one entry serves every staff role given it.
    key: 'Dashboard', type: 1, title: '工作台首页', en: 'Dashboard', vi: 'Tổng quan', path: STAFF_HOME_PATH.slice(1),
    component: 'admin/dashboard/Dashboard', icon: 'layout-dashboard', roles: ['operator'], sort: 5,
  },
];
