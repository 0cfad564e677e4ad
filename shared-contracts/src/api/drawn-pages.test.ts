import { describe, expect, it } from 'vitest';
import { drawnPagesManifestSchema, drawsPath, patternsOverlap, type DrawnPagesManifest } from './drawn-pages';

const manifest: DrawnPagesManifest = {
  schemaVersion: 1,
  patterns: ['/', '/mall', '/mallDetail/:id'],
  homePaths: ['/', '/mall'],
  document: 'document/mall.html',
  prerendered: { '/mall': 'document/prerendered/mall.{locale}.html' },
  renderer: { file: 'server/render.cjs', export: 'renderMallPage' },
};

describe('the drawn pages manifest', () => {
  it('accepts what remote-mall writes and matches its addresses', () => {
    expect(drawnPagesManifestSchema.parse(manifest)).toEqual(manifest);
    expect(drawsPath(manifest, '/mallDetail/7')).toBe(true);
    expect(drawsPath(manifest, '/mallDetail/')).toBe(false);
    expect(drawsPath(manifest, '/myCart')).toBe(false);
  });

  it.each([
    ['a file outside the build', { document: '../host-shell/dist/index.html' }],
    ['an absolute file', { renderer: { file: '/etc/passwd', export: 'x' } }],
    ['a hidden parent in the middle', { document: 'document/../../x.html' }],
    ['an export that is not a name', { renderer: { file: 'server/render.cjs', export: 'a.b' } }],
    ['a prerendered copy without its language', { prerendered: { '/mall': 'document/mall.html' } }],
    ['no addresses', { patterns: [] }],
  ])('refuses %s', (_what, change) => {
    expect(drawnPagesManifestSchema.safeParse({ ...manifest, ...change }).success).toBe(false);
  });
});

describe('two address patterns overlap', () => {
  it.each([
    ['/mall', '/mall'],
    ['/mallDetail/:id', '/mallDetail/7'],
    ['/mallDetail/:id', '/mallDetail/:goodsId'],
    ['/:page', '/mall'],
    ['/', '/'],
  ])('%s and %s draw one address', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(true);
    expect(patternsOverlap(b, a)).toBe(true);
  });

  it.each([
    ['/mall', '/mallSearch'],
    ['/mall', '/mall/:id'],
    ['/:page', '/'],
    ['/mallDetail/:id', '/mallDdcDetail/:id'],
    ['/tradingHall/:id', '/mallDetail/:id'],
  ])('%s and %s never meet', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(false);
    expect(patternsOverlap(b, a)).toBe(false);
  });
});
