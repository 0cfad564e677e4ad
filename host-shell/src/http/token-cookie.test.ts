import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from 'shared-contracts/api/auth-login';
import { tokenFromCookie } from './token-cookie';

describe('tokenFromCookie', () => {
  it('reads the session’s token cookie, by the name the session store writes', () => {
    expect(tokenFromCookie(`lang=en; ${TOKEN_COOKIE}=abc.def%3D; username=admin`)).toBe('abc.def=');
    expect(tokenFromCookie(`${TOKEN_COOKIE}=t`)).toBe('t');
  });

  it('gives nothing for an anonymous visitor or a cookie it cannot read', () => {
    expect(tokenFromCookie('')).toBeUndefined();
    expect(tokenFromCookie('lang=en; mf_bucket=42')).toBeUndefined();
    expect(tokenFromCookie(`${TOKEN_COOKIE}=`)).toBeUndefined();
    expect(tokenFromCookie(`${TOKEN_COOKIE}=%E0%A4%A`)).toBeUndefined();
  });
});
