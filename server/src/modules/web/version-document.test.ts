import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../plugins/app/security-headers';
import { versionDocument } from './version-document';

const BUILT = [
  '<!doctype html><html><head><link rel="preload" href="/remotes/mall/document/mall/font.woff2" as="font">',
  '<script defer src="/remotes/mall/document/mall/mall.89abcdef.js"></script>',
  '<script>window.start="/remotes/mall/document/";</script></head>',
  '<body><a href="/remotes/mall/documents">x</a><img src=/remotes/mall/document/logo.png></body></html>',
].join('');

describe('versionDocument', () => {
  it("loads the version's own scripts and files from its folder", () => {
    const html = versionDocument(BUILT, 'mall', '2.0.0');
    expect(html).toContain('src="/remotes/mall/v/2.0.0/document/mall/mall.89abcdef.js"');
    expect(html).toContain('href="/remotes/mall/v/2.0.0/document/mall/font.woff2"');
    expect(html).toContain('src=/remotes/mall/v/2.0.0/document/logo.png');
    // Another folder that only starts alike is left alone.
    expect(html).toContain('href="/remotes/mall/documents"');
  });

  it("leaves inline scripts as built, so the CSP's hashes of them still hold", () => {
    const html = versionDocument(BUILT, 'mall', '2.0.0');
    expect(html).toContain('<script>window.start="/remotes/mall/document/";</script>');
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(BUILT));
  });

  it("changes nothing of another remote's addresses", () => {
    const other = '<script src="/remotes/orders/document/x.js"></script>';
    expect(versionDocument(other, 'mall', '2.0.0')).toBe(other);
  });
});
