// The portal's Content-Security-Policy allows no 'unsafe-eval' (docs/production.md "Security headers"). zod compiles
// object parsers with `new Function` when it may, and finds out by trying once: under the CSP that try is refused
// and reported as a violation even though zod catches it. Jitless parsing is the same parsing without the probe.
// zod keeps its configuration on globalThis (`config()` of zod/v4/core writes there), so setting it before any zod
// module loads holds for every copy of zod, the remotes' too; written directly rather than through `config()` so the
// first chunk does not carry zod's core (zod-without-eval.test.ts checks zod reads it). Imported first by each
// document's entry.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A module (for the type checker), though it exports nothing: its import is its effect.
export {};
