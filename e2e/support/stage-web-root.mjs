// Copies the built host and remotes into WEB_ROOT before the test server starts, so a test can take a
// remote offline (rename its dist) without touching the working tree.
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..');
const webRoot = process.env.WEB_ROOT;
if (!webRoot) throw new Error('stage-web-root: WEB_ROOT is not set');

const packages = fs.readdirSync(repo).filter((name) => name === 'host-shell' || name.startsWith('remote-'));
const missing = packages.filter((name) => !fs.existsSync(path.join(repo, name, 'dist')));
if (missing.length > 0) {
  console.error(`stage-web-root: not built: ${missing.join(', ')}. Build first:\n  node scripts/build-frontends.mjs`);
  process.exit(1);
}
for (const name of packages) {
  const target = path.join(webRoot, name, 'dist');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(repo, name, 'dist'), target, { recursive: true });
}
console.log(`stage-web-root: ${packages.join(', ')} → ${webRoot}`);
