import type { FastifyBaseLogger } from 'fastify';
import type { DeployProblem } from 'shared-contracts/api/deploy';
import type { DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import type { FileStorage } from '../../plugins/app/file-storage';
import { readDeployArchive, type DeployArchive } from './archive';
import { drawnAddressProblems, type DrawnAddresses } from './checks/drawn-addresses';
import { contentTypeOf } from './content-type';
import { MANIFEST_FILE, storedRequirement } from './federation-manifest';
import { DeployRefused } from './registry';
import { deleteVersion, findVersion, insertEvent, insertVersionIfNew, type VersionRow } from './repository';
import { storagePrefixOf, uploadedManifestUrlOf } from './storage-layout';

/** Draws a build's pages once before it is stored (trial-drawing.ts): the problem that refuses it, or null. */
export type DrawingTrial = (files: DeployArchive['files'], drawnPages: DrawnPagesManifest) => Promise<DeployProblem | null>;

/** Files written at once: enough to keep a disk or an S3 connection pool busy, not the whole archive in flight. */
const PARALLEL_WRITES = 8;

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * `POST api/deploy/upload` (docs/deploy.md "Uploading"): checks the archive (and, when it has drawn pages, that no
 * other remote draws their addresses now and that they draw in a trial), claims the version, stores the files,
 * records the upload. The version is claimed by inserting its row before any file is written: the unique index on
 * (remote, version) lets exactly one of two simultaneous uploads of the same version through, and the other stores
 * nothing (storing first would let the two overwrite each other's files under the same keys). The manifest is
 * written last, so a version whose upload broke off has no manifest and cannot be activated (its manifest is
 * unreachable). The remote itself is not registered here: activation does that.
 */
export async function uploadVersion(
  deps: {
    db: Db; storage: FileStorage; log: FastifyBaseLogger; tryDrawing?: DrawingTrial;
    /** What other remotes draw now (checks/drawn-addresses.ts): a build drawing one of those addresses is refused. */
    drawnAddressesInUse?: (remote: string) => Promise<DrawnAddresses[]>;
  },
  input: { zip: Buffer; name: string; version: string; username: string },
): Promise<VersionRow> {
  const archive = readDeployArchive(input.zip, input);
  if (await findVersion(deps.db, input.name, input.version)) throw new HttpError(409, MessageKey.deployVersionExists);
  if (archive.drawnPages && deps.drawnAddressesInUse) {
    const taken = drawnAddressProblems(archive.drawnPages, await deps.drawnAddressesInUse(input.name));
    if (taken.length > 0) throw new DeployRefused(taken);
  }
  if (archive.drawnPages && deps.tryDrawing) {
    const problem = await deps.tryDrawing(archive.files, archive.drawnPages);
    if (problem) throw new DeployRefused([problem]);
  }
  const prefix = storagePrefixOf(input.name, input.version);
  const claimed = await insertVersionIfNew(deps.db, {
    remote: input.name,
    version: input.version,
    source: 'upload',
    manifestUrl: uploadedManifestUrlOf(input.name, input.version),
    storagePrefix: prefix,
    size: archive.size,
    fileCount: archive.files.length,
    exposes: archive.manifest.exposes,
    shared: archive.manifest.shared.map(storedRequirement),
    routerImports: archive.routerImports,
    uploadedBy: input.username,
  });
  if (!claimed) throw new HttpError(409, MessageKey.deployVersionExists);

  const written: string[] = [];
  const store = async (file: { path: string; data: Buffer }) => {
    const key = `${prefix}/${file.path}`;
    written.push(key);
    await deps.storage.put(key, file.data, contentTypeOf(file.path));
  };
  try {
    await eachLimited(archive.files.filter((f) => f.path !== MANIFEST_FILE), PARALLEL_WRITES, store);
    await store(archive.files.find((f) => f.path === MANIFEST_FILE) as { path: string; data: Buffer });
  } catch (err) {
    deps.log.error({ err, remote: input.name, version: input.version }, 'storing a deploy archive failed; removing what was stored');
    await eachLimited(written, PARALLEL_WRITES, (key) => deps.storage.delete(key).catch(() => undefined));
    await deleteVersion(deps.db, claimed.id);
    throw err;
  }
  await insertEvent(deps.db, {
    remote: input.name, action: 'upload', version: input.version, fromVersion: null, username: input.username,
    detail: { size: archive.size, fileCount: archive.files.length },
  });
  return claimed;
}
