import { describe, expect, it } from 'vitest';
import { liveStack, rollbackTarget, type ActivationEvent } from './rollback-target';

const activate = (version: string, fromVersion: string | null): ActivationEvent => ({ action: 'activate', version, fromVersion });
const rollback = (version: string, fromVersion: string): ActivationEvent => ({ action: 'rollback', version, fromVersion });
const promote = (version: string, fromVersion: string): ActivationEvent => ({ action: 'canary-promote', version, fromVersion });
const all = () => true;

describe('rollback target', () => {
  it('returns to the version live before the current one, and further back on a second rollback', () => {
    const history = [activate('2.0.0', '1.0.0'), activate('3.0.0', '2.0.0')];
    expect(rollbackTarget(history, '3.0.0', all)).toBe('2.0.0');
    const once = [...history, rollback('2.0.0', '3.0.0')];
    expect(liveStack(once)).toEqual(['1.0.0', '2.0.0']);
    expect(rollbackTarget(once, '2.0.0', all)).toBe('1.0.0');
    expect(rollbackTarget([...once, rollback('1.0.0', '2.0.0')], '1.0.0', all)).toBeNull();
  });

  it('branches from where a rollback left off, and counts promoted canaries', () => {
    const history = [activate('2.0.0', '1.0.0'), rollback('1.0.0', '2.0.0'), promote('2.1.0', '1.0.0')];
    expect(rollbackTarget(history, '2.1.0', all)).toBe('1.0.0');
  });

  it('skips versions that no longer exist, and has nothing without history', () => {
    const history = [activate('2.0.0', '1.0.0'), activate('3.0.0', '2.0.0')];
    expect(rollbackTarget(history, '3.0.0', (v) => v !== '2.0.0')).toBe('1.0.0');
    expect(rollbackTarget([], '1.0.0', all)).toBeNull();
  });

  it('passes over the same version activated twice in a row', () => {
    expect(rollbackTarget([activate('2.0.0', '1.0.0'), activate('2.0.0', '2.0.0')], '2.0.0', all)).toBe('1.0.0');
  });
});
