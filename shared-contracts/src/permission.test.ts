import { describe, expect, it } from 'vitest';
import { checkPermission, PERMISSION_USAGE_ERROR } from './permission';

describe('checkPermission', () => {
  it('passes when the user holds any listed role or code', () => {
    expect(checkPermission(['operator', 'order:accept'], ['order:accept', 'payment:review'])).toBe(true);
    expect(checkPermission(['purchaser'], ['purchaser'])).toBe(true);
  });
  it('fails when the user holds none of them', () => {
    expect(checkPermission(['purchaser'], ['menu:add', 'operator'])).toBe(false);
    expect(checkPermission([], ['menu:add'])).toBe(false);
    expect(checkPermission(['ROLE_SYSTEM_DEFAULT'], ['menu:add'])).toBe(false);
  });
  it('fails on an empty list, for admin too', () => {
    expect(checkPermission(['operator'], [])).toBe(false);
    expect(checkPermission(['admin'], [])).toBe(false);
  });
  it('lets admin pass any non-empty list', () => {
    expect(checkPermission(['admin'], ['menu:add'])).toBe(true);
    expect(checkPermission(['x', 'admin'], ['anything:at:all'])).toBe(true);
  });
  it('does not match a role by prefix or case', () => {
    expect(checkPermission(['menu:add'], ['menu'])).toBe(false);
    expect(checkPermission(['Admin'], ['menu:add'])).toBe(false);
  });
  it.each([undefined, null, 'admin', 1, { 0: 'admin', length: 1 }])('throws the usage error for %j', (value) => {
    expect(() => checkPermission(['admin'], value)).toThrow(PERMISSION_USAGE_ERROR);
  });
});
