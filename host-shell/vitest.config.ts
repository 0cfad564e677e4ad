import { defineConfig } from 'vitest/config';
import { pageGlobals } from '../shared-contracts/build/webpack-common.mjs';

export default defineConfig({
  // The globals the webpack build defines (shared-contracts/build/webpack-federation.mjs).
  define: { ...pageGlobals(), __DEV__: 'true', __MF_OVERRIDES__: JSON.stringify('') },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/vitest-setup.ts'],
  },
});
