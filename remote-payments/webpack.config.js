import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'payments',
  port: DEV_PORTS.payments,
  title: 'remote-payments',
  exposes: {
    './MyPayment': './src/exposed/MyPayment.tsx',
    './MallPayment': './src/exposed/MallPayment.tsx',
    './MallDdcPayment': './src/exposed/MallDdcPayment.tsx',
    './MallDdcCashier': './src/exposed/MallDdcCashier.tsx',
  },
});
