import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ExtensionPackage } from 'shared-contracts/api/collect-extension';

/** A 1×1 PNG: the step pictures' stand-in. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * A stand-in for the collection extension's build in `dir` (COLLECT_EXTENSION_DIR): dist/latest.json, a "zip" beside
 * it and the five step pictures, so the portal's serving of them is tested without building the real extension.
 */
export function writeFakeExtension(dir: string, version = '1.2.3'): ExtensionPackage & { zip: Buffer } {
  const zip = Buffer.from(`PK\u0005\u0006 fake extension ${version}`);
  const info: ExtensionPackage = {
    version, fileName: `collect-extension-${version}.zip`, bytes: zip.length,
    sha256: crypto.createHash('sha256').update(zip).digest('hex'), builtTime: new Date().toISOString(),
  };
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'steps'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', info.fileName), zip);
  fs.writeFileSync(path.join(dir, 'dist', 'latest.json'), JSON.stringify(info));
  for (let n = 1; n <= 5; n++) fs.writeFileSync(path.join(dir, 'steps', `step-${n}.png`), PNG);
  return { ...info, zip };
}
