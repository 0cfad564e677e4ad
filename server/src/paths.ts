import path from 'node:path';

/**
 * The server package's folder. This file is server/src/paths.ts in the sources (run by tsx in development and
 * tests) and is folded into server/dist/main.js by the production build (build.mjs): one level below the
 * package either way, so files beside the package (migrations, the web root) are found from here in both.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
