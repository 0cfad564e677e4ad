import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { MALL_RECIPES, MALL_SLOT_RECIPES } from './mall-system';

const require = createRequire(import.meta.url);
const MALL_SRC = path.resolve(import.meta.dirname, '..');
const WORKSPACE = path.resolve(MALL_SRC, '../..');
const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** The source file an import names, for the workspace's own code (relative and shared-contracts). */
function sourceOf(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('shared-contracts/')) base = path.join(WORKSPACE, 'shared-contracts/src', specifier.slice('shared-contracts/'.length));
  else return null;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? null;
}

/** Every `@chakra-ui/react/<component>` the document's modules import, following the workspace's own imports. */
function chakraComponentsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const components = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('.test.tsx') || file.endsWith('.test.ts')) return;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier) continue;
      const chakra = /^@chakra-ui\/react\/([a-z-]+)$/.exec(specifier);
      if (chakra?.[1]) components.add(chakra[1]);
      const source = sourceOf(specifier, file);
      if (source) visit(source);
    }
  };
  visit(entry);
  return components;
}

/** The recipe keys a Chakra component asks its system for, with those of the components it draws. */
function recipeKeysOf(components: Set<string>): Set<string> {
  const root = path.resolve(path.dirname(require.resolve('@chakra-ui/react/button')), '../../../esm/components');
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (component: string) => {
    const dir = path.join(root, component);
    if (seen.has(component) || !fs.existsSync(dir)) return;
    seen.add(component);
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(dir, name), 'utf8');
      for (const [, key] of code.matchAll(/key: "([a-zA-Z]+)"/g)) if (key) keys.add(key);
      for (const [, other] of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) if (other) visit(other);
    }
  };
  components.forEach(visit);
  return keys;
}

/** Chakra has a recipe by this name (some components ask for one it does not ship, such as `pagination`). */
const chakraHas = (key: string) => key in recipes || key in slotRecipes;
const mallHas = (key: string) => key in MALL_RECIPES || key in MALL_SLOT_RECIPES;

describe('the mall system', () => {
  const components = chakraComponentsOf(path.join(MALL_SRC, 'document-page/index.tsx'));
  const keys = recipeKeysOf(components);

  it('finds the components the document draws', () => {
    expect([...components]).toEqual(expect.arrayContaining(['button', 'dialog', 'menu', 'toast', 'breadcrumb', 'native-select']));
    expect([...keys]).toEqual(expect.arrayContaining(['button', 'dialog', 'menu', 'nativeSelect']));
  });

  it('has the recipe of every component the mall document imports', () => {
    const missing = [...keys].filter((key) => chakraHas(key) && !mallHas(key));
    expect(missing).toEqual([]);
  });

  it('has no recipe no component of the document asks for', () => {
    const unused = Object.keys({ ...MALL_RECIPES, ...MALL_SLOT_RECIPES }).filter((key) => !keys.has(key));
    expect(unused).toEqual([]);
  });
});
