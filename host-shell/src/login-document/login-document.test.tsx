import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { getToken, logoutLocal } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { LoginDocument } from './login-document';

const CAPTCHA = { img: 'data:image/svg+xml;base64,PHN2Zy8+', uuid: 'c-1' };
/** The Vietnamese mall dictionary says the bad-credentials key its own way (SPEC §8). */
const MALL_VI = [{ label: 'Sai tài khoản hoặc mật khẩu (từ điển)', value: MessageKey.badCredentials }];

const requests: Request[] = [];
let loginAnswer: () => Response;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function dictPage(entries: Array<{ label: string; value: string }>) {
  return {
    content: entries.map((entry, i) => ({ id: i + 1, dictId: 9, dict: { id: 9 }, labelI18n: {}, dictSort: i, createTime: '2026-11-01T00:00:00Z', ...entry })),
    totalElements: entries.length,
  };
}

beforeEach(() => {
  requests.length = 0;
  // Node's Request (used under jsdom) needs absolute URLs; the browser resolves the portal's '/' itself.
  configureHttp({ prefix: 'http://localhost/' });
  loginAnswer = () => answer({ status: 400, message: MessageKey.badCredentials }, 400);
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    requests.push(input.clone());
    const url = new URL(input.url);
    if (url.pathname === '/auth/code') return answer(CAPTCHA);
    if (url.pathname === '/auth/login') return loginAnswer();
    if (url.pathname === '/api/dictDetail') return answer(dictPage(url.searchParams.get('dictName') === 'mall_vi' ? MALL_VI : []));
    return answer({ status: 404, message: 'error.notFound' }, 404);
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetHttpConfig();
  logoutLocal();
});

function renderDocument(locale: Locale, onSignedIn?: () => void) {
  const store = createStore();
  store.set(localeAtom, locale);
  return render(<Provider store={store}><LoginDocument {...(onSignedIn ? { onSignedIn } : {})} /></Provider>);
}

async function fillAndSubmit(username: string) {
  await screen.findByRole('img', { name: /./ });
  fireEvent.change(screen.getByRole('textbox', { name: /username|用户名|tên đăng nhập/i }), { target: { value: username } });
  fireEvent.change(document.querySelector('input[autocomplete="current-password"]')!, { target: { value: '123456' } });
  fireEvent.change(document.querySelector('input[inputmode="numeric"]')!, { target: { value: '4321' } });
  fireEvent.submit(document.querySelector('form')!);
}

describe('the login document', () => {
  it.each(LOCALES)('has every text of the login page in %s', async (locale) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDocument(locale);
    await screen.findByRole('img', { name: /./ });
    const missing = errors.mock.calls.flat().map(String).filter((text) => text.includes('MISSING_TRANSLATION'));
    expect(missing).toEqual([]);
  });

  it('titles the page as SPEC §2 says and shows the captcha the server drew', async () => {
    renderDocument('en');
    expect((await screen.findByRole('img', { name: 'Verification code image' })).getAttribute('src')).toBe(CAPTCHA.img);
    await waitFor(() => expect(document.title).toBe('Sign in - Cross-border Procurement Service Platform'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('says why a sign-in failed in the mall dictionary’s words and draws a new captcha', async () => {
    renderDocument('vi');
    await fillAndSubmit('buyer');
    expect(await screen.findByText('Sai tài khoản hoặc mật khẩu (từ điển)')).toBeTruthy();
    const login = requests.find((r) => r.url.endsWith('/auth/login'));
    expect(await login?.json()).toEqual({ username: 'buyer', password: '123456', code: '4321', uuid: 'c-1', rememberMe: false });
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/auth/code'))).toHaveLength(2));
    expect(getToken()).toBeUndefined();
  });

  it('stores the session, then hands over to the portal', async () => {
    loginAnswer = () => answer({ token: 'tok-1', user: userFixture({ username: 'buyer' }) });
    const onSignedIn = vi.fn(() => expect(getToken()).toBe('tok-1'));
    renderDocument('en', onSignedIn);
    await fillAndSubmit('buyer');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });
});
