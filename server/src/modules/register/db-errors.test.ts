import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { uniqueViolationOf, withoutQueryParams } from './db-errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint });

describe('database errors', () => {
  it('finds a unique violation and its constraint, also when drizzle wraps it', () => {
    expect(uniqueViolationOf(pgError('23505', 'sys_user_email_uq'))).toBe('sys_user_email_uq');
    expect(uniqueViolationOf(new DrizzleQueryError('insert', [], pgError('23505', 'sys_user_username_uq')))).toBe('sys_user_username_uq');
    expect(uniqueViolationOf(pgError('23503', 'fk'))).toBeNull();
    expect(uniqueViolationOf(new Error('boom'))).toBeNull();
    expect(uniqueViolationOf(null)).toBeNull();
  });

  it('keeps the query parameters (a password hash, a code hash) out of what gets logged', () => {
    const wrapped = new DrizzleQueryError('insert into sys_user ...', ['$argon2id$v=19$secret-hash'], new Error('connection reset'));
    expect(wrapped.message).toContain('secret-hash');
    const clean = withoutQueryParams(wrapped, 'registration failed');
    expect(clean.message).toBe('registration failed: connection reset');
    expect(JSON.stringify(clean)).not.toContain('secret-hash');
    expect(Object.keys(clean)).toEqual([]);
  });
});
