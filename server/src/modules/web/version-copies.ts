import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { DRAWN_PAGES_FILE, drawnPagesManifestSchema, type DrawnPagesManifest } from 'shared-contracts/api/drawn-pages';
import { LOCALES } from 'shared-contracts/i18n/locale';
import type { FileStorage } from '../../plugins/app/file-storage';
import { storagePrefixOf } from '../deploy/storage-layout';
import { versionDocument } from './version-document';

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** The files a version's drawing needs, as the manifest names them: the documents and the render bundle. */
function filesNamedBy(manifest: DrawnPagesManifest): { file: string; document: boolean; required: boolean }[] {
  const copies = Object.values(manifest.prerendered).flatMap((file) => LOCALES.map((locale) => file.replace('{locale}', locale)));
  return [
    { file: manifest.document, document: true, required: true },
    { file: manifest.renderer.file, document: false, required: true },
    // A language without a copy drawn at build time falls back to the document as built.
    ...copies.map((file) => ({ file, document: true, required: false })),
  ];
}

/**
 * Uploaded versions' drawn pages on local disk (docs/federation.md "Drawn pages"): a version's files live in the
 * storage (perhaps S3), but its render bundle runs in a drawing process that may read one local folder only, and its
 * documents are read at every page. So the files its `drawn-pages.json` names are copied once, at the first page a
 * visitor of that version asks for, to `<root>/<name>/<version>/`, the documents with their script addresses moved
 * to the version's folder (version-document.ts). A version's files never change, so a copy is never refreshed.
 *
 * A copy is written in a folder of its own under `<root>/.tmp` and renamed into place whole: a reader (this process
 * or another on the same data folder) sees no folder or a complete one. Concurrent first pages in one process share
 * one copy; two processes may both copy, and the second rename loses to the first, which is the same files.
 */
export class VersionCopies {
  private readonly copies = new Map<string, Promise<string | null>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly root: string,
    private readonly onUnusable: (name: string, version: string, reason: string) => void,
  ) {}

  /** The version's local folder, copied on first use; null when the version has no drawn pages (an older build). */
  folderOf(name: string, version: string): Promise<string | null> {
    const key = `${name}/${version}`;
    let copy = this.copies.get(key);
    if (!copy) {
      copy = this.copy(name, version);
      this.copies.set(key, copy);
      // A storage that failed is asked again by the next page; a version without drawn pages is not.
      copy.catch(() => this.copies.delete(key));
    }
    return copy;
  }

  private async copy(name: string, version: string): Promise<string | null> {
    const folder = path.join(this.root, name, version);
    // drawn-pages.json is written last, so its presence means the whole folder is there (copied earlier, or by another process).
    if (await exists(path.join(folder, DRAWN_PAGES_FILE))) return folder;
    const prefix = storagePrefixOf(name, version);
    const manifestText = await this.read(`${prefix}/${DRAWN_PAGES_FILE}`);
    if (manifestText === null) return null;
    const manifest = this.parse(name, version, manifestText.toString('utf8'));
    if (!manifest) return null;

    const tmp = path.join(this.root, '.tmp', crypto.randomUUID());
    try {
      for (const { file, document, required } of filesNamedBy(manifest)) {
        const data = await this.read(`${prefix}/${file}`);
        if (data === null) {
          if (!required) continue;
          this.onUnusable(name, version, `${file} is named by ${DRAWN_PAGES_FILE} but was not uploaded`);
          return null;
        }
        const target = path.join(tmp, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, document ? versionDocument(data.toString('utf8'), name, version) : data);
      }
      await fs.writeFile(path.join(tmp, DRAWN_PAGES_FILE), manifestText);
      await fs.mkdir(path.dirname(folder), { recursive: true });
      await fs.rename(tmp, folder).catch(async (error: unknown) => {
        // Another process renamed its copy first: the same files, already in place.
        if (!(await exists(path.join(folder, DRAWN_PAGES_FILE)))) throw error;
      });
      return folder;
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  }

  private async read(key: string): Promise<Buffer | null> {
    const stored = await this.storage.get(key);
    return stored ? buffer(stored.body) : null;
  }

  private parse(name: string, version: string, text: string): DrawnPagesManifest | null {
    try {
      const result = drawnPagesManifestSchema.safeParse(JSON.parse(text));
      if (result.success) return result.data;
      this.onUnusable(name, version, result.error.message);
    } catch (error) {
      this.onUnusable(name, version, String(error));
    }
    return null;
  }
}
