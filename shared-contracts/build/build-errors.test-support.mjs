// Runs one small production build for the build-rule tests and answers its errors as text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll } from 'vitest';

/**
 * A builder for one package's toolchain (`pkgDir`): `build(name, source, configFor)` writes `source` to a
 * temporary `<name>.tsx`, builds the configuration `configFor(file)` returns, without cache or minifying,
 * and resolves the build's error messages joined by newlines ('' when it built). `build.outputOf(name)` is the
 * folder that build wrote to.
 */
export function buildErrorsWith(pkgDir, prefix) {
  const webpack = createRequire(path.join(pkgDir, 'package.json'))('webpack');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const outputOf = (name) => path.join(tmp, `dist-${name}`);
  const build = (name, source, configFor) => {
    const file = path.join(tmp, `${name}.tsx`);
    fs.writeFileSync(file, source);
    const config = configFor(file);
    config.cache = false;
    config.output.path = outputOf(name);
    config.optimization.minimize = false;
    config.resolve.modules = ['node_modules', path.join(pkgDir, 'node_modules')];
    return new Promise((resolve, reject) => {
      webpack(config, (error, stats) => {
        if (error) return reject(error);
        resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message).join('\n'));
      });
    });
  };
  return Object.assign(build, { outputOf });
}
