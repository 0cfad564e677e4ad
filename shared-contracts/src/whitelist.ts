/**
 * Routes reachable without login (SPEC §2). In a pattern the part from the first `:param` on is ignored
 * when matching: `/mallDetail/:id` admits `/mallDetail`, `/mallDetail/7` and `/mallDetail/7/x`.
 * This is navigation only; the server authorises every call on its own.
 */
export const WHITELIST: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/register/purchaser',
  '/register/enterprise',
  '/register/cooperation',
  '/mall',
  '/mall1',
  '/mallDdc',
  '/mallDdcDetail/:id',
  '/mallDdcPayment/:id',
  '/mallDetail/:id',
  '/mallMaterial/:id',
  '/mallDdcCashier/:id',
  '/mallPayment/:id',
  '/buyerDetail/:id',
  '/myOrder',
  '/myOrderDetail/:id',
  '/myRefundDetail/:id',
  '/myCart',
  '/myPayment',
  '/myInterest',
  '/myStock',
  '/mallSearch',
  '/mallSearch/:word',
  '/addInterest',
  '/pluginInstallation',
  '/createGuide/:label',
  '/myInvoices/:param',
  '/myInvoicesOrder',
  '/404',
  '/401',
];

type Matcher = { base: string; open: boolean };

/** `/a/:id` → base `/a`, open (anything below it matches); a pattern without params must match exactly. */
function toMatcher(pattern: string): Matcher {
  const param = pattern.indexOf('/:');
  return param === -1 ? { base: pattern, open: false } : { base: pattern.slice(0, param) || '/', open: true };
}

const matchers: readonly Matcher[] = WHITELIST.map(toMatcher);

/**
 * Path only: query and hash dropped, repeated slashes collapsed, dot segments (also `%2e`) resolved the
 * way the browser will, so `/mall/../system` is judged as `/system`. A trailing slash is not significant.
 * Case-sensitive on purpose: an odd-cased path is sent to login rather than let through.
 */
function normalisePath(path: string): string {
  const collapsed = path.replace(/[?#].*$/s, '').replace(/\/{2,}/g, '/');
  const absolute = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  const resolved = new URL(absolute, 'http://whitelist.invalid').pathname;
  return resolved.length > 1 ? resolved.replace(/\/+$/, '') : resolved;
}

export function isWhitelisted(path: string): boolean {
  const target = normalisePath(path);
  return matchers.some(({ base, open }) =>
    target === base || (open && target.startsWith(base === '/' ? '/' : `${base}/`)));
}
