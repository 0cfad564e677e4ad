import fs from 'node:fs';
import path from 'node:path';
import { extensionPackageSchema, type ExtensionPackage } from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';

/**
 * The packed extension the other half's build writes (extension/README.md): `dist/latest.json` naming the zip
 * beside it, and the installation step pictures `steps/step-N.png`. Read from disk at each request (a rebuild is
 * seen without a restart); a missing or malformed description, or a zip that is not there, is "not built".
 */
export const STEP_PICTURES = 5;

/** A plain file name: latest.json is trusted no further than the folder it sits in. */
const ZIP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.zip$/;

export async function packageInfo(dir: string): Promise<ExtensionPackage> {
  let parsed: ExtensionPackage;
  try {
    parsed = extensionPackageSchema.parse(JSON.parse(await fs.promises.readFile(path.join(dir, 'dist', 'latest.json'), 'utf8')));
  } catch {
    throw new HttpError(404, MessageKey.extensionNotBuilt);
  }
  if (!ZIP_NAME.test(parsed.fileName)) throw new HttpError(404, MessageKey.extensionNotBuilt);
  const stat = await fs.promises.stat(path.join(dir, 'dist', parsed.fileName)).catch(() => null);
  if (!stat?.isFile()) throw new HttpError(404, MessageKey.extensionNotBuilt);
  return parsed;
}

export async function packageFile(dir: string): Promise<{ info: ExtensionPackage; stream: fs.ReadStream; bytes: number }> {
  const info = await packageInfo(dir);
  const file = path.join(dir, 'dist', info.fileName);
  const { size } = await fs.promises.stat(file);
  return { info, stream: fs.createReadStream(file), bytes: size };
}

/** Step `n` (1..STEP_PICTURES)'s picture, or 404. */
export async function stepPicture(dir: string, n: number): Promise<{ stream: fs.ReadStream; bytes: number }> {
  const file = path.join(dir, 'steps', `step-${n}.png`);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new HttpError(404, MessageKey.notFound);
  return { stream: fs.createReadStream(file), bytes: stat.size };
}
