import { describe, expect, it } from 'vitest';
import { timed } from '../../../test/timed';
import { hashPassword, prepareDummyHash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP cost, salted, never containing the password', async () => {
    const a = await hashPassword('Secret123');
    const b = await hashPassword('Secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret123');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword(stored, 'Secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret123')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('answers false for a missing or malformed hash instead of throwing', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('spends about as long on an unknown user as on a wrong password', async () => {
    await prepareDummyHash();
    const stored = await hashPassword('Secret123');
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 4; i++) {
      known += await timed(() => verifyPassword(stored, 'wrong-1'));
      unknown += await timed(() => verifyPassword(null, 'wrong-1'));
    }
    // Loose bounds (a loaded 2-core machine is noisy): the point is that the unknown path does the
    // argon2 work at all, which a shortcut would skip and take next to no time.
    expect(unknown).toBeGreaterThan(known * 0.25);
    expect(unknown).toBeLessThan(known * 4);
  });
});
