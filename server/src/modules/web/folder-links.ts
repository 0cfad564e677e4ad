import fs from 'node:fs';
import path from 'node:path';

/**
 * The symbolic links inside a folder, at any depth. Node's permission model checks the path a process opens, not
 * where a link leads, so one link in a drawing process's folder would open every file to it.
 */
export function symbolicLinksIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
