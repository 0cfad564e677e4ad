// `node scripts/build.mjs`: the extension as Chromium loads it (dist/unpacked/), the archive the portal offers for
// download (dist/procurement-collector-<version>.zip) and its description (dist/latest.json, the contract's
// extensionPackageSchema). The archive is deterministic: files in name order, one fixed time, so unchanged sources
// give the same bytes and the same sha256 (and latest.json keeps its builtTime).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { manifestOf } from './manifest.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const FIXED_TIME = new Date('2026-01-01T00:00:00Z');

/** Builds into `dist` (extension/dist; the build's test builds elsewhere). */
export async function buildExtension(dist = path.join(root, 'dist')) {
  const unpacked = path.join(dist, 'unpacked');
  const previous = readJson(path.join(dist, 'latest.json'));
  fs.rmSync(unpacked, { recursive: true, force: true });
  fs.mkdirSync(unpacked, { recursive: true });
  await build({
    entryPoints: { background: 'src/background/service-worker.ts', content: 'src/content.ts', options: 'src/options/options.ts' },
    absWorkingDir: root,
    outdir: unpacked,
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'static'), unpacked, { recursive: true });
  fs.writeFileSync(path.join(unpacked, 'manifest.json'), `${JSON.stringify(manifestOf(version), null, 2)}\n`);

  const files = {};
  for (const file of fs.readdirSync(unpacked, { recursive: true }).map(String).sort()) {
    const full = path.join(unpacked, file);
    if (fs.statSync(full).isFile()) files[file.split(path.sep).join('/')] = [fs.readFileSync(full), { mtime: FIXED_TIME, level: 9 }];
  }
  const zip = zipSync(files);
  const fileName = `procurement-collector-${version}.zip`;
  for (const old of fs.readdirSync(dist).filter((f) => f.endsWith('.zip') && f !== fileName)) fs.rmSync(path.join(dist, old));
  fs.writeFileSync(path.join(dist, fileName), zip);
  const sha256 = crypto.createHash('sha256').update(zip).digest('hex');
  const builtTime = previous?.sha256 === sha256 && previous.fileName === fileName ? previous.builtTime : new Date().toISOString();
  const latest = { version, fileName, bytes: zip.byteLength, sha256, builtTime };
  fs.writeFileSync(path.join(dist, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  return latest;
}

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const latest = await buildExtension();
  console.log(`collect-extension: ${latest.fileName}, ${latest.bytes} bytes, sha256 ${latest.sha256.slice(0, 12)}…`);
}
