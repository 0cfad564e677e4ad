// English texts of the server's message keys for the deploy command's output, read from shared-contracts' sources
// (the command is plain Node and cannot import TypeScript): the portal's own sentences, never a copy of them.
import fs from 'node:fs';
import path from 'node:path';

const CONTRACTS = path.resolve(import.meta.dirname, '../../shared-contracts/src');
/** The tables that hold the texts of the keys an upload or activation answers with. */
const TABLES = ['i18n/messages-deploy.ts', 'i18n/messages-auth.ts'];

const unquote = (literal) => literal.slice(1, -1).replace(/\\(['"\\])/g, '$1');

/** `MessageKey.<name>` → key, from `api/message-keys.ts` (`  deployRefused: 'deploy.refused',`). */
function keysByName(source) {
  return new Map([...source.matchAll(/^\s+(\w+): '([\w.-]+)',/gm)].map(([, name, key]) => [name, key]));
}

/** The `[K.name]: '…'` entries of a table's first (English) block. */
function englishEntries(source) {
  const start = source.indexOf('const en = {');
  if (start < 0) return [];
  const block = source.slice(start, source.indexOf('\n}', start));
  return [...block.matchAll(/\[K\.(\w+)\]: ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].map(([, name, text]) => [name, unquote(text)]);
}

let cached = null;

/** The English text of a message key, or undefined when the sources are not at hand or do not know it. */
export function englishText(key) {
  if (!cached) {
    cached = new Map();
    try {
      const names = keysByName(fs.readFileSync(path.join(CONTRACTS, 'api/message-keys.ts'), 'utf8'));
      for (const table of TABLES) {
        for (const [name, text] of englishEntries(fs.readFileSync(path.join(CONTRACTS, table), 'utf8'))) {
          if (names.has(name)) cached.set(names.get(name), text);
        }
      }
    } catch {
      // Run outside the repository: the keys alone are printed.
    }
  }
  return cached.get(key);
}
