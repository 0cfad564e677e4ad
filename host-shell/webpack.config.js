import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'host',
  isHost: true,
  port: DEV_PORTS.host,
  title: '采购服务平台',
});
