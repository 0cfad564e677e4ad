import { describe, expect, it } from 'vitest';
import { canaryBucket, seesCanary, type CanarySetting } from './canary';

const canary = (percent: number, roles: string[] = []): CanarySetting =>
  ({ name: 'mall', canaryVersion: '2.0.0', canaryPercent: percent, canaryRoles: roles });
const share = (setting: CanarySetting, users: number) =>
  Array.from({ length: users }, (_, i) => seesCanary(setting, { userId: i + 1, roles: [] })).filter(Boolean).length / users * 100;

describe('canary assignment', () => {
  it('puts a user in the same bucket every time, and a new canary version draws again', () => {
    expect(canaryBucket('mall', '2.0.0', 42)).toBe(canaryBucket('mall', '2.0.0', 42));
    expect(canaryBucket('mall', '2.0.0', 42)).toBeGreaterThanOrEqual(0);
    expect(canaryBucket('mall', '2.0.0', 42)).toBeLessThan(100);
    const buckets = (version: string) => Array.from({ length: 50 }, (_, i) => canaryBucket('mall', version, i));
    expect(buckets('2.0.0')).not.toEqual(buckets('2.0.1'));
  });

  it('is the whole sha256 digest modulo 100', async () => {
    const crypto = await import('node:crypto');
    const hex = crypto.createHash('sha256').update('orders:1.2.0:7').digest('hex');
    expect(canaryBucket('orders', '1.2.0', 7)).toBe(Number(BigInt(`0x${hex}`) % 100n));
  });

  it.each([10, 50])('gives the canary to %i%% of 10,000 users, within 3 points', (percent) => {
    expect(Math.abs(share(canary(percent), 10_000) - percent)).toBeLessThanOrEqual(3);
  });

  it('gives it to everyone at 100%, nobody at 0%, and always to the chosen roles', () => {
    expect(share(canary(100), 500)).toBe(100);
    expect(share(canary(0, ['operator']), 500)).toBe(0);
    expect(seesCanary(canary(0, ['operator']), { userId: 3, roles: ['operator', 'order:list'] })).toBe(true);
    expect(seesCanary(canary(0, ['operator']), { userId: 3, roles: ['purchaser'] })).toBe(false);
  });

  it('places anonymous visitors by their cookie id, and nobody without a canary or a viewer', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `anon-${i}-0123456789abcdef`);
    const inside = ids.filter((anonymousId) => seesCanary(canary(50), { anonymousId })).length / ids.length * 100;
    expect(Math.abs(inside - 50)).toBeLessThanOrEqual(3);
    expect(seesCanary(canary(50), { anonymousId: ids[0] as string })).toBe(seesCanary(canary(50), { anonymousId: ids[0] as string }));
    expect(seesCanary({ ...canary(100), canaryVersion: null }, { userId: 1, roles: [] })).toBe(false);
    expect(seesCanary(canary(100), null)).toBe(false);
  });
});
