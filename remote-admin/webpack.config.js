import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'admin',
  port: DEV_PORTS.admin,
  title: 'remote-admin',
  exposes: {
    './system/Menu': './src/exposed/system/Menu.tsx',
    './system/Dict': './src/exposed/system/Dict.tsx',
  },
});
