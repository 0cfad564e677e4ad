import fs from 'node:fs/promises';

/** A built file's stamp (modification time and size), which a new build changes; null while the file is missing. */
export async function builtFileStamp(file: string): Promise<string | null> {
  try {
    const stat = await fs.stat(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}

/**
 * Built files' texts, read again only when a file's stamp changes (a new build). An unchanged file answers the same
 * string each time, so a caller may keep what it derived from it and compare by identity.
 */
export class BuiltFileText {
  private readonly files = new Map<string, { stamp: string; text: string }>();

  /** The file's text; null while it is missing or unreadable. */
  async read(file: string): Promise<string | null> {
    const stamp = await builtFileStamp(file);
    if (stamp === null) {
      this.files.delete(file);
      return null;
    }
    const known = this.files.get(file);
    if (known?.stamp === stamp) return known.text;
    try {
      const text = await fs.readFile(file, 'utf8');
      this.files.set(file, { stamp, text });
      return text;
    } catch {
      return null;
    }
  }
}
