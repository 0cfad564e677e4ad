// The archive `npm run deploy` uploads: the contents of a remote's dist, its files at the zip's root with forward
// slashes (the server refuses anything else, shared-contracts/src/api/deploy.ts).
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

/** The manifest the portal reads first: without it at the root this is not a built remote. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Every file under `dir` as a path relative to it with `/` separators, sorted. Links are refused. */
export function listFiles(dir) {
  const files = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
      // The server refuses links in an archive; a build never makes one, so one here is a mistake worth naming.
      else throw new Error(`${path.join(dir, child)} is not a plain file or folder`);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Zips the contents of `dir` (a remote's dist). Answers the archive with the count and the unpacked size;
 * throws when `dir` is missing or has no mf-manifest.json at its root.
 */
export function zipDist(dir) {
  if (!fs.existsSync(path.join(dir, MANIFEST_FILE))) {
    throw new Error(`${dir} has no ${MANIFEST_FILE}: build the remote first (or point --dist at a remote's dist folder)`);
  }
  const entries = {};
  let unpacked = 0;
  for (const file of listFiles(dir)) {
    const data = fs.readFileSync(path.join(dir, ...file.split('/')));
    unpacked += data.length;
    entries[file] = data;
  }
  // A fixed date: the same dist gives the same bytes.
  const archive = zipSync(entries, { level: 6, mtime: new Date('2020-01-01T00:00:00Z') });
  return { archive, fileCount: Object.keys(entries).length, unpackedBytes: unpacked };
}
