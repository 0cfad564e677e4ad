import { describe, expect, it } from 'vitest';
import { canonicalIdentity } from './identity';

describe('canonicalIdentity', () => {
  it.each([
    ['ADMIN', 'admin'],
    ['  Admin ', 'admin'],
    ['ａｄｍｉｎ', 'admin'], // full-width letters
    ['\u212Aate', 'kate'], // Kelvin sign
    ['\u017Fam', 'sam'], // long s
    ['adm\u0131n', 'admin'], // dotless i folds to i: the same account, under the same lock
    ['Straße@Example.com', 'strasse@example.com'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalIdentity(input)).toBe(expected);
  });

  it('keeps İ (U+0130) apart from i: "admİn" is no other spelling of admin', () => {
    expect(canonicalIdentity('adm\u0130n')).not.toBe('admin');
    expect(canonicalIdentity('adm\u0130n')).toBe(canonicalIdentity('ADM\u0130N'));
  });

  it('gives a Vietnamese name the same form composed and decomposed', () => {
    const composed = 'Nguy\u1EC5n';
    const decomposed = 'Nguye\u0302\u0303n';
    expect(composed).not.toBe(decomposed);
    expect(canonicalIdentity(composed)).toBe(canonicalIdentity(decomposed));
    expect(canonicalIdentity(decomposed)).toBe('nguy\u1EC5n');
  });

  it('is idempotent', () => {
    for (const s of ['adm\u0130n', 'ＡＢＣ', 'Straße', 'Nguye\u0302\u0303n', '\u212A']) {
      expect(canonicalIdentity(canonicalIdentity(s))).toBe(canonicalIdentity(s));
    }
  });
});
