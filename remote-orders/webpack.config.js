import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'orders',
  port: DEV_PORTS.orders,
  title: 'remote-orders',
  exposes: {
    './OrderList': './src/exposed/OrderList.tsx',
    './OrderDetail': './src/exposed/OrderDetail.tsx',
    './BuyerDetail': './src/exposed/BuyerDetail.tsx',
    './CreateShipment': './src/exposed/CreateShipment.tsx',
    './ShipmentList': './src/exposed/ShipmentList.tsx',
    './MyStock': './src/exposed/MyStock.tsx',
    './RefundDetail': './src/exposed/RefundDetail.tsx',
    './MyOverview': './src/exposed/MyOverview.tsx',
  },
});
