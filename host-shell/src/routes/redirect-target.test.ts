import { describe, expect, it } from 'vitest';
import { loginRedirectFor } from './guard-decision';
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps paths on this site, as the guard wrote them', () => {
    expect(safeRedirectTarget('/system/menu?page=2')).toBe('/system/menu?page=2');
    const query = new URLSearchParams(loginRedirectFor('/a?b=1&c=2#h').split('?').slice(1).join('?'));
    expect(safeRedirectTarget(query.get('redirect'))).toBe('/a?b=1&c=2#h');
  });

  it.each([null, undefined, '', 'system', '//evil.example', '/\\evil.example', 'https://evil.example', '/login', '/login?redirect=/x'])(
    'falls back to home for %j',
    (raw) => expect(safeRedirectTarget(raw)).toBe('/'),
  );
});
