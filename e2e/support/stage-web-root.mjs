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
// The packed collection extension, where the portal looks for it (COLLECT_EXTENSION_DIR, default
// <WEB_ROOT>/extension): its latest.json, the zip it names and the step pictures, when it was built.
const extension = path.join(repo, 'extension');
const extensionTarget = path.join(webRoot, 'extension');
const latestFile = path.join(extension, 'dist', 'latest.json');
if (fs.existsSync(latestFile)) {
  const { fileName } = JSON.parse(fs.readFileSync(latestFile, 'utf8'));
  fs.rmSync(extensionTarget, { recursive: true, force: true });
  fs.mkdirSync(path.join(extensionTarget, 'dist'), { recursive: true });
  for (const file of ['latest.json', fileName]) fs.copyFileSync(path.join(extension, 'dist', file), path.join(extensionTarget, 'dist', file));
  fs.cpSync(path.join(extension, 'steps'), path.join(extensionTarget, 'steps'), { recursive: true });
  packages.push('extension');
}
console.log(`stage-web-root: ${packages.join(', ')} → ${webRoot}`);
