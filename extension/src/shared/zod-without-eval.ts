// Extension pages and the service worker run under Manifest V3's CSP, which refuses `new Function`: zod would probe
// it once per context (a refused, reported attempt) before parsing without it. Jitless parsing skips the probe. zod
// reads this from globalThis, so it is set before any zod module loads: each entry imports this file first.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
