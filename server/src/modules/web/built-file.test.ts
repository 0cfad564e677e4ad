import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltFileText, builtFileStamp } from './built-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('BuiltFileText', () => {
  it('reads a file again when a build changes it, and answers null once it is gone', async () => {
    const file = path.join(dir, 'mall.html');
    const texts = new BuiltFileText();
    expect(await texts.read(file)).toBeNull();
    expect(await builtFileStamp(file)).toBeNull();

    fs.writeFileSync(file, '<div id="root"></div>');
    expect(await texts.read(file)).toBe('<div id="root"></div>');
    // A new build: another time stamp and text.
    fs.writeFileSync(file, '<div id="root">v2</div>');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(await texts.read(file)).toBe('<div id="root">v2</div>');
    expect(await builtFileStamp(file)).toMatch(/^[\d.]+:23$/);

    fs.rmSync(file);
    expect(await texts.read(file)).toBeNull();
  });
});
