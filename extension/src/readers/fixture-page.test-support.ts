import fs from 'node:fs';
import path from 'node:path';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');
const { pages } = JSON.parse(fs.readFileSync(path.join(fixtures, 'pages.json'), 'utf8')) as { pages: { file: string; url: string }[] };

/** A saved fixture page as a Document (scripts not run: the readers read their text) with the address it stands for. */
export function fixturePage(file: string): { doc: Document; url: string } {
  const page = pages.find((p) => p.file === file);
  if (!page) throw new Error(`${file} is not in fixtures/pages.json`);
  const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(fixtures, file), 'utf8'), 'text/html');
  return { doc, url: page.url };
}
