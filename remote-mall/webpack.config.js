import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'mall',
  port: DEV_PORTS.mall,
  title: 'remote-mall',
  exposes: {
    './MallHome': './src/exposed/MallHome.tsx',
  },
});
