import { describe, expect, it } from 'vitest';
import { isWhitelisted, WHITELIST } from './whitelist';

describe('WHITELIST', () => {
  it('holds every public route of SPEC §2', () => {
    expect(WHITELIST).toHaveLength(32);
    for (const p of ['/mallDetail/:id', '/myOrderDetail/:id', '/myRefundDetail/:id', '/createGuide/:label',
      '/myInvoices/:param', '/mallSearch/:word', '/mallSearch', '/myInvoicesOrder', '/404', '/401', '/']) {
      expect(WHITELIST).toContain(p);
    }
  });
});

describe('isWhitelisted', () => {
  it.each([
    '/', '/login', '/register', '/register/purchaser', '/register/enterprise', '/register/cooperation',
    '/mall', '/mall1', '/mallDdc', '/myCart', '/myOrder', '/myPayment', '/myInterest', '/myStock', '/mallSearch',
    '/addInterest', '/pluginInstallation', '/myInvoicesOrder', '/404', '/401',
  ])('admits the fixed route %s', (path) => expect(isWhitelisted(path)).toBe(true));

  it.each([
    '/mallDetail/123', '/mallDetail/123/anything', '/mallDdcDetail/9', '/mallDdcPayment/9', '/mallMaterial/9',
    '/mallDdcCashier/9', '/mallPayment/9', '/buyerDetail/9', '/myOrderDetail/5', '/myRefundDetail/5',
    '/mallSearch/phone case', '/mallSearch/%E6%89%8B%E6%9C%BA', '/createGuide/plugin', '/myInvoices/abc',
  ])('admits %s under a colon-parameter route', (path) => expect(isWhitelisted(path)).toBe(true));

  it('admits a parameter route without its parameter', () => {
    expect(isWhitelisted('/myOrderDetail')).toBe(true);
    expect(isWhitelisted('/mallDetail')).toBe(true);
    expect(isWhitelisted('/myInvoices')).toBe(true);
  });

  it('ignores query, hash and a trailing slash', () => {
    expect(isWhitelisted('/mallDetail/7?from=search#specs')).toBe(true);
    expect(isWhitelisted('/login?redirect=/system/user')).toBe(true);
    expect(isWhitelisted('/mall/')).toBe(true);
    expect(isWhitelisted('/system/user?x=/mall')).toBe(false);
  });

  it.each([
    '/mallDetailX', '/mallDetailX/1', '/mallX', '/mall/1', '/myOrderX', '/register/admin', '/registerx',
    '/system/user', '/user/center', '/myInvoicesOrderX', '/loginx', '/MALL', '/redirect/mall',
  ])('refuses the near miss %s', (path) => expect(isWhitelisted(path)).toBe(false));

  it('resolves dot segments and repeated slashes before matching', () => {
    expect(isWhitelisted('/mallDetail/../system/user')).toBe(false);
    expect(isWhitelisted('/mall/%2e%2e/system')).toBe(false);
    expect(isWhitelisted('//mall')).toBe(true);
    expect(isWhitelisted('//evil.example/system')).toBe(false);
  });
});
