/** Set by the build (shared-contracts/build/webpack-federation.mjs). */
declare const __DEV__: boolean;
/** Development only: `mall=http://localhost:3001/mf-manifest.json,orders=...`; empty in production. */
declare const __MF_OVERRIDES__: string;
/** The id of the page's inlined Chakra global styles (shared-contracts/build/webpack-common.mjs). */
declare const __STATIC_GLOBAL_CSS_ID__: string;
