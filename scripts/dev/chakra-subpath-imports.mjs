// One-off codemod, kept for remotes still importing the package root: rewrites
// `import { A, B } from '@chakra-ui/react'` into one import per Chakra entry point
// (`@chakra-ui/react/button`, `@chakra-ui/react/styled-system`, ...). Each entry point is its own
// federation singleton, so a page loads only the Chakra parts it uses (docs/federation.md).
// Usage: node scripts/dev/chakra-subpath-imports.mjs <package dir> [...]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'host-shell/package.json'));
const dist = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist');

/** export name → entry point, read from the entry points' own index files (values and types). */
function exportMap() {
  const map = new Map();
  const add = (file, entry) => {
    if (!fs.existsSync(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/).pop()?.replace(/^type\s+/, '').trim();
        if (name && !map.has(name)) map.set(name, entry);
      }
    }
    for (const m of text.matchAll(/export\s+\*\s+as\s+(\w+)/g)) if (!map.has(m[1])) map.set(m[1], entry);
  };
  for (const entry of ['styled-system', 'hooks', 'preset', 'preset-base', 'collection']) {
    add(path.join(dist, 'esm', `${entry}.js`), entry);
    add(path.join(dist, 'esm', entry, 'index.js'), entry);
    add(path.join(dist, 'types', `${entry}.d.ts`), entry);
    add(path.join(dist, 'types', entry, 'index.d.ts'), entry);
  }
  for (const dir of fs.readdirSync(path.join(dist, 'esm', 'components'))) {
    add(path.join(dist, 'esm', 'components', dir, 'index.js'), dir);
    add(path.join(dist, 'types', 'components', dir, 'index.d.ts'), dir);
  }
  return map;
}

const map = exportMap();
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react';/g;

function rewrite(source, file) {
  return source.replace(IMPORT, (_all, typeOnly, names) => {
    const byEntry = new Map();
    for (const raw of names.split(',').map((s) => s.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const entry = map.get(name);
      if (!entry) throw new Error(`${file}: no Chakra entry point exports ${name}`);
      const spec = typeOnly && !raw.startsWith('type ') ? `type ${raw}` : raw;
      byEntry.set(entry, [...(byEntry.get(entry) ?? []), spec]);
    }
    return [...byEntry].map(([entry, specs]) => {
      const allTypes = specs.every((s) => s.startsWith('type '));
      const list = allTypes ? specs.map((s) => s.slice(5)) : specs;
      return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '@chakra-ui/react/${entry}';`;
    }).join('\n');
  });
}

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) { if (entry.name !== 'node_modules') walk(full); continue; }
    if (!/\.(tsx?|mts)$/.test(entry.name)) continue;
    const before = fs.readFileSync(full, 'utf8');
    const after = rewrite(before, full);
    if (after !== before) { fs.writeFileSync(full, after); console.log('rewrote', path.relative(root, full)); }
  }
}

for (const dir of process.argv.slice(2)) walk(path.resolve(dir));
