import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'admin',
  port: DEV_PORTS.admin,
  title: 'remote-admin',
  exposes: {
    './system/Menu': './src/exposed/system/Menu.tsx',
    './system/Dict': './src/exposed/system/Dict.tsx',
    './system/User': './src/exposed/system/User.tsx',
    './system/Role': './src/exposed/system/Role.tsx',
    './system/Dept': './src/exposed/system/Dept.tsx',
    './system/Job': './src/exposed/system/Job.tsx',
    './mall/Goods': './src/exposed/mall/Goods.tsx',
    './mall/Category': './src/exposed/mall/Category.tsx',
    './mall/Store': './src/exposed/mall/Store.tsx',
    './mall/Sourcing': './src/exposed/mall/Sourcing.tsx',
    './mall/Interest': './src/exposed/mall/Interest.tsx',
    './mall/Content': './src/exposed/mall/Content.tsx',
    './ops/PaymentReview': './src/exposed/ops/PaymentReview.tsx',
    './ops/RefundReview': './src/exposed/ops/RefundReview.tsx',
    './ops/OrderAccept': './src/exposed/ops/OrderAccept.tsx',
    './ops/Shipping': './src/exposed/ops/Shipping.tsx',
    './ops/Stocking': './src/exposed/ops/Stocking.tsx',
  },
});
