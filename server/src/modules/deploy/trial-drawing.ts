import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DeployProblem } from 'shared-contracts/api/deploy';
import type { DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { LOCALES } from 'shared-contracts/i18n/locale';
import { PageRenderer, type RenderAnswer, type RenderFailure } from '../web/page-renderer';

/**
 * A trial drawing is a check that the bundle loads and draws under the sandbox, not a measure of its speed (the
 * benchmarks measure that): a busy machine must not refuse a good build, so it gets longer than a visitor's 2 s.
 * A bundle that hangs is still stopped.
 */
export const TRIAL_TIMEOUT_MS = 15_000;

/** The address a trial draws: the home's (it needs no item of the catalogue), else the first without a parameter. */
export const trialAddressOf = (manifest: DrawnPagesManifest): string | null =>
  manifest.homePaths[0] ?? manifest.patterns.find((pattern) => !pattern.includes(':')) ?? null;

type ArchiveFile = { path: string; data: Buffer };

/** Writes the render bundle's folder (all the drawing process may read) under `dir`. */
async function writeRendererFolder(dir: string, files: readonly ArchiveFile[], manifest: DrawnPagesManifest): Promise<void> {
  const folder = `${path.posix.dirname(manifest.renderer.file)}/`;
  await Promise.all(files.filter((file) => file.path.startsWith(folder)).map(async (file) => {
    const target = path.join(dir, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, file.data);
  }));
}

/**
 * Draws an uploaded build's home page in en, cn and vi with its own render bundle, in the sandboxed process visitors'
 * pages are drawn in (docs/deploy.md "Uploading"), before anything is stored: a bundle that does not load, throws,
 * hangs, reaches outside its folder or runs out of memory answers the problem that refuses the upload. Null: it drew.
 */
export async function tryDrawing(
  files: readonly ArchiveFile[],
  manifest: DrawnPagesManifest,
  answer: (method: string, pathWithQuery: string) => Promise<RenderAnswer>,
  timeoutMs = TRIAL_TIMEOUT_MS,
): Promise<DeployProblem | null> {
  const address = trialAddressOf(manifest);
  const template = files.find((file) => file.path === manifest.document)?.data.toString('utf8');
  if (address === null || template === undefined) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'drawing-trial-'));
  const seen: { failure: RenderFailure | null } = { failure: null };
  const renderer = new PageRenderer({
    bundle: path.join(dir, manifest.renderer.file),
    exportName: manifest.renderer.export,
    answer,
    onFailure: (reason) => { seen.failure = reason; },
    timeoutMs,
  });
  try {
    await writeRendererFolder(dir, files, manifest);
    await renderer.prepare();
    for (const locale of LOCALES) {
      if ((await renderer.draw(template, address, locale)) !== null) continue;
      const why = seen.failure;
      return { kind: 'drawingFailed', module: address, detail: why ? `${locale}, ${why.kind}: ${why.message}` : `${locale}: no page` };
    }
    return null;
  } finally {
    await renderer.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
