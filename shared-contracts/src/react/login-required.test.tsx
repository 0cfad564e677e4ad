import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../i18n/messages-auth';
import { logoutLocal, setLogin } from '../session/session-store';
import { userFixture } from '../test-support/user-fixture';
import { LoginRequired, loginPathFor, useRequireLogin, useSignedIn } from './login-required';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Providers({ path, children, locale = 'en' }: { path: string; children: ReactNode; locale?: 'en' | 'cn' }) {
  return (
    <IntlProvider locale={locale === 'cn' ? 'zh-CN' : 'en'} messages={authMessages[locale]}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<Where />} />
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </ChakraProvider>
    </IntlProvider>
  );
}

function AddButton() {
  const requireLogin = useRequireLogin();
  const signedIn = useSignedIn();
  return <button type="button" onClick={() => { if (requireLogin()) document.title = 'added'; }}>{signedIn ? 'in' : 'out'}</button>;
}

beforeEach(() => { logoutLocal(); document.title = ''; });
afterEach(() => { cleanup(); logoutLocal(); });

describe('<LoginRequired>', () => {
  it('says Please Login First and links to the sign-in page returning to this page with its query', () => {
    render(<Providers path="/myCart?tab=2"><LoginRequired /></Providers>);
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2FmyCart%3Ftab%3D2');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2FmyCart%3Ftab%3D2');
  });

  it('speaks the page language', () => {
    render(<Providers path="/myInterest" locale="cn"><LoginRequired /></Providers>);
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeDefined();
    expect(screen.getByRole('link', { name: '登录' })).toBeDefined();
  });

  it('builds the return path encoded', () => {
    expect(loginPathFor('/mallDetail/3?sku=4&q=a b')).toBe('/login?redirect=%2FmallDetail%2F3%3Fsku%3D4%26q%3Da%20b');
  });
});

describe('useRequireLogin', () => {
  it('sends an anonymous user to sign in with the return path and answers false', () => {
    render(<Providers path="/mallDetail/7"><AddButton /></Providers>);
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2FmallDetail%2F7');
    expect(document.title).toBe('');
  });

  it('answers true and stays on the page when signed in', () => {
    setLogin({ token: 't', user: userFixture({ roles: [] }), rememberMe: false });
    render(<Providers path="/mallDetail/7"><AddButton /></Providers>);
    fireEvent.click(screen.getByRole('button', { name: 'in' }));
    expect(document.title).toBe('added');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
