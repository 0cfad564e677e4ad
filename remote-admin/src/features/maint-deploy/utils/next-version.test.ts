import { describe, expect, it } from 'vitest';
import { compareVersions, nextVersion } from './next-version';

describe('nextVersion', () => {
  it('suggests the patch after the highest version, by number not by text', () => {
    expect(nextVersion(['1.0.0', '1.10.0', '1.9.3'])).toBe('1.10.1');
    expect(nextVersion(['2.0.0-rc.1', '1.4.2'])).toBe('2.0.0');
    expect(nextVersion(['2.0.0-rc.1', '2.0.0'])).toBe('2.0.1');
  });

  it('starts at 1.0.0', () => {
    expect(nextVersion([])).toBe('1.0.0');
    expect(nextVersion(['latest'])).toBe('1.0.0');
  });
});

describe('compareVersions', () => {
  it('orders pre-releases before their release', () => {
    expect(['1.0.0', '1.0.0-beta', '0.9.9', '1.0.0-alpha'].sort(compareVersions)).toEqual(['0.9.9', '1.0.0-alpha', '1.0.0-beta', '1.0.0']);
  });
});
