import { createFederationConfig, DEV_PORTS } from '../shared-contracts/build/webpack-federation.mjs';

export default createFederationConfig({
  dir: import.meta.dirname,
  name: 'mall',
  port: DEV_PORTS.mall,
  title: 'remote-mall',
  exposes: {
    './MallHome': './src/exposed/MallHome.tsx',
    './MallDdc': './src/exposed/MallDdc.tsx',
    './MallSearch': './src/exposed/MallSearch.tsx',
    './MallDetail': './src/exposed/MallDetail.tsx',
    './MallDdcDetail': './src/exposed/MallDdcDetail.tsx',
    './MallMaterial': './src/exposed/MallMaterial.tsx',
    './MyCart': './src/exposed/MyCart.tsx',
    './MyInterest': './src/exposed/MyInterest.tsx',
    './AddInterest': './src/exposed/AddInterest.tsx',
    './PluginInstallation': './src/exposed/PluginInstallation.tsx',
    './CreateGuide': './src/exposed/CreateGuide.tsx',
  },
});
