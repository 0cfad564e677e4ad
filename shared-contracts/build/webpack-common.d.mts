// Types of what TypeScript code reads from webpack-common.mjs (host-shell's vitest config defines the builds' globals).
export declare const STATIC_GLOBAL_CSS_ID: string;
export declare function pageGlobals(): Record<string, string>;
