import { describe, expect, it } from 'vitest';
import { isMallDocumentPath } from './mall-document';

describe('isMallDocumentPath', () => {
  it.each(['/', '/mall', '/mall1', '/mallSearch', '/mallSearch/ao%20thun', '/mallDetail/42'])('admits %s', (path) => {
    expect(isMallDocumentPath(path)).toBe(true);
  });

  it.each(['/mallDetail', '/mallDetail/', '/mallDetail/4/x', '/mallSearch/a/b', '/mallDdc', '/myCart', '/login', '/mall/', '//'])(
    'leaves %s to the portal', (path) => {
      expect(isMallDocumentPath(path)).toBe(false);
    });
});
