import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). `Algorithm` is a const enum that
 * isolatedModules cannot inline, hence the literal.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;
/**
 * A real hash with the same cost, made once per process, so an unknown username costs as much as a
 * wrong password. Called at start-up too, so the first unknown username is not the slow one.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash('no-such-account-placeholder', ARGON2_OPTIONS);
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no hash (unknown user) it still runs one argon2
 * verification and answers false, so response time does not reveal whether the account exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await prepareDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a broken account, never a way in.
    return false;
  }
}
