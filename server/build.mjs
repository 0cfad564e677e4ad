// The production build of the server (issue 14, "the server runs what was built"): src/main.ts and the
// workspace's shared-contracts (TypeScript sources) into one ES module, dist/main.js; the npm packages stay
// outside the bundle and are loaded from node_modules as usual. `npm start` runs `node dist/main.js`.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== 'shared-contracts').flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Packages loaded through require() inside the bundle (svg-captcha) need a require of their own in ESM.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`server built: ${path.relative(process.cwd(), path.join(root, 'dist/main.js'))}`);
