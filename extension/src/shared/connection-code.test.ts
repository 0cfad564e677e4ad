import { describe, expect, it } from 'vitest';
import { decodeConnectionCode } from './connection-code';

const token = `pct_${'a'.repeat(43)}`;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeConnectionCode', () => {
  it('reads the portal as its origin and the token', () => {
    expect(decodeConnectionCode(encode({ portal: 'https://portal.example.vn/mall?x=1', token }))).toEqual({ portal: 'https://portal.example.vn', token });
    expect(decodeConnectionCode(`  ${encode({ portal: 'http://127.0.0.1:8080', token })}\n`)).toEqual({ portal: 'http://127.0.0.1:8080', token });
  });

  it('refuses anything else', () => {
    expect(decodeConnectionCode('')).toBeNull();
    expect(decodeConnectionCode('not a code!')).toBeNull();
    expect(decodeConnectionCode(encode({ portal: 'https://p.example', token: 'pct_short' }))).toBeNull();
    expect(decodeConnectionCode(encode({ portal: 'javascript:alert(1)', token }))).toBeNull();
    expect(decodeConnectionCode(encode({ portal: 'ftp://p.example', token }))).toBeNull();
    expect(decodeConnectionCode(Buffer.from('{"portal":').toString('base64url'))).toBeNull();
  });
});
