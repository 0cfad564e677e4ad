// The loader that leaves Chakra's global styles to the page's build-time stylesheet (webpack-node-render.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import loader from './chakra-lazy-global-loader.cjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../host-shell/package.json'));
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const systemSource = fs.readFileSync(path.join(chakraDir, 'dist/esm/styled-system/system.js'), 'utf8');

function run(source) {
  const warnings = [];
  const output = loader.call({ emitWarning: (error) => warnings.push(error.message) }, source);
  return { output, warnings };
}

describe('chakra-lazy-global-loader', () => {
  it("makes the installed Chakra's global styles a getter computed on first read", () => {
    const { output, warnings } = run(systemSource);
    expect(warnings).toEqual([]);
    expect(output).not.toContain('const _global = [');
    expect(output).toContain('get _global() { return readGlobal(); }');
    expect(output).toMatch(/readGlobal = \(\) => \(globalStyles \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\)/);
  });

  it('computes the styles once, when read', () => {
    // The two replaced lines as they stand in createSystem, run as a function.
    const { output } = run(`let calls = 0;
  const getPreflightCss = () => (calls += 1, 'p'); const getGlobalCss = () => 'g'; const getTokenCss = () => 't';
  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];
  return {
    _global,
    calls: () => calls,
  };`);
    const system = new Function(output)();
    expect(system.calls()).toBe(0);
    expect(system._global).toEqual(['p', 'g', 't']);
    expect(system._global).toBe(system._global);
    expect(system.calls()).toBe(1);
  });

  it('warns and changes nothing when createSystem has another shape', () => {
    const source = 'const _global = computeAll();\n  return { _global };';
    const { output, warnings } = run(source);
    expect(output).toBe(source);
    expect(warnings[0]).toContain('createSystem changed shape');
  });
});
