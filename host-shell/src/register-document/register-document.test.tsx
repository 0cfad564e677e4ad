import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { RegisterDocument, registrationKindOf } from './register-document';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configureHttp({ prefix: 'http://localhost/' });
  vi.stubGlobal('fetch', vi.fn(async () => answer({ content: [], totalElements: 0 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetHttpConfig();
});

function renderDocument(path: string, locale: Locale) {
  const store = createStore();
  store.set(localeAtom, locale);
  const missing: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => missing.push(args.join(' ')));
  render(<Provider store={store}><RegisterDocument path={path} onRegistered={() => undefined} /></Provider>);
  return { missing, error };
}

describe('registrationKindOf', () => {
  it.each([
    ['/register/purchaser', 'purchaser'], ['/register/enterprise', 'enterprise'], ['/register/cooperation/', 'cooperation'],
    ['/register', null], ['/register/admin', null], ['/register/purchaser/x', null], ['/login', null],
  ])('%s → %s', (path, kind) => {
    expect(registrationKindOf(path)).toBe(kind);
  });
});

describe('the registration document', () => {
  it.each(LOCALES)('draws the role choice at /register with every text in %s', async (locale) => {
    const { missing } = renderDocument('/register', locale);
    expect(await screen.findAllByRole('link', { name: /./ })).not.toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/(register|registerRole|route)\.\w/);
    expect(missing.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
    // Each role leads to its own registration address, loaded as a document.
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/register/purchaser', '/register/enterprise', '/register/cooperation', '/login']));
  });

  it.each(LOCALES)("draws the purchaser's form at /register/purchaser with its title in %s", async (locale) => {
    const { missing } = renderDocument('/register/purchaser', locale);
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(2);
    expect(document.body.textContent).not.toMatch(/(register|registerRole|agreement|route)\.\w/);
    expect(missing.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
    await waitFor(() => expect(document.title).toMatch(/ - /));
    // Another role and the login page are document links: this page has no router.
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/register', '/login']));
  });
});
