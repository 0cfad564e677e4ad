import type { RouteTitleId } from 'shared-contracts/shell/routes/route-titles';

/**
 * Whitelisted routes (SPEC §2) that render a remote page: static entries of the host, hidden from the
 * menu and not cached (ARCHITECTURE.md §2). Host pages of the whitelist (/login, /register/*, /401,
 * /404) are routes of the shell itself. A component a remote does not expose yet shows the error panel.
 * `name` is the view name (tag key); `titleId` the page title (route-titles.ts).
 */
export type PublicRoute = { path: string; component: string; name: string; titleId: RouteTitleId };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', component: 'mall/MallHome', name: 'Home', titleId: 'route.home' },
  { path: '/mall', component: 'mall/MallHome', name: 'Mall', titleId: 'route.home' },
  { path: '/mall1', component: 'mall/MallHome', name: 'Mall1', titleId: 'route.home' },
  { path: '/mallDdc', component: 'mall/MallDdc', name: 'MallDdc', titleId: 'route.mallDdc' },
  { path: '/mallDdcDetail/:id', component: 'mall/MallDdcDetail', name: 'MallDdcDetail', titleId: 'route.mallDdcDetail' },
  { path: '/mallDetail/:id', component: 'mall/MallDetail', name: 'MallDetail', titleId: 'route.mallDetail' },
  { path: '/mallMaterial/:id', component: 'mall/MallMaterial', name: 'MallMaterial', titleId: 'route.mallMaterial' },
  { path: '/mallSearch', component: 'mall/MallSearch', name: 'MallSearch', titleId: 'route.mallSearch' },
  { path: '/mallSearch/:word', component: 'mall/MallSearch', name: 'MallSearchWord', titleId: 'route.mallSearch' },
  { path: '/myCart', component: 'mall/MyCart', name: 'PublicMyCart', titleId: 'route.myCart' },
  { path: '/myInterest', component: 'mall/MyInterest', name: 'PublicMyInterest', titleId: 'route.myInterest' },
  { path: '/addInterest', component: 'mall/AddInterest', name: 'AddInterest', titleId: 'route.addInterest' },
  { path: '/pluginInstallation', component: 'mall/PluginInstallation', name: 'PluginInstallation', titleId: 'route.pluginInstallation' },
  { path: '/createGuide/:label', component: 'mall/CreateGuide', name: 'CreateGuide', titleId: 'route.createGuide' },
  { path: '/buyerDetail/:id', component: 'orders/BuyerDetail', name: 'BuyerDetail', titleId: 'route.buyerDetail' },
  { path: '/myOrder', component: 'orders/OrderList', name: 'PublicMyOrder', titleId: 'route.myOrder' },
  { path: '/myOrderDetail/:id', component: 'orders/OrderDetail', name: 'MyOrderDetail', titleId: 'route.myOrderDetail' },
  { path: '/myRefundDetail/:id', component: 'orders/RefundDetail', name: 'MyRefundDetail', titleId: 'route.myRefundDetail' },
  { path: '/myStock', component: 'orders/MyStock', name: 'PublicMyStock', titleId: 'route.myStock' },
  { path: '/myInvoices/:param', component: 'orders/CreateShipment', name: 'MyInvoices', titleId: 'route.myInvoices' },
  { path: '/myInvoicesOrder', component: 'orders/ShipmentList', name: 'MyInvoicesOrder', titleId: 'route.myInvoicesOrder' },
  { path: '/myPayment', component: 'payments/MyPayment', name: 'PublicMyPayment', titleId: 'route.myPayment' },
  { path: '/mallPayment/:id', component: 'payments/MallPayment', name: 'MallPayment', titleId: 'route.mallPayment' },
  { path: '/mallDdcPayment/:id', component: 'payments/MallDdcPayment', name: 'MallDdcPayment', titleId: 'route.mallDdcPayment' },
  { path: '/mallDdcCashier/:id', component: 'payments/MallDdcCashier', name: 'MallDdcCashier', titleId: 'route.mallDdcCashier' },
];
