import { cleanup, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from 'shared-contracts/i18n/locale';
import { logoutLocal, setUser } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { renderRoutes } from '../../test/render-layout';
import { UserMenu } from './user-menu';

function renderIn(locale: Locale) {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderRoutes([{ path: '/', element: <UserMenu /> }], '/', store);
}

afterEach(() => { cleanup(); logoutLocal(); });

describe('the navbar account menu', () => {
  // WCAG 2.5.3 (axe: label-content-name-mismatch): a speech user says what the button shows to press it, so its
  // accessible name holds that text, from the start; the avatar's initials only repeat the name.
  it.each([
    ['en', 'Trần Thị Mai Operator Account menu'],
    ['cn', 'Trần Thị Mai 运营人员 账户菜单'],
    ['vi', 'Trần Thị Mai Nhân viên vận hành Menu tài khoản'],
  ] as const)('in %s is named by the name and role it shows, then what it is', (locale, expected) => {
    setUser(userFixture({ nickName: 'Trần Thị Mai', roleList: [{ id: 2, name: 'operator', title: '运营' }] }));
    renderIn(locale);
    const trigger = screen.getByRole('button', { name: expected });
    const shown = [screen.getByTestId('navbar-name'), screen.getByTestId('navbar-role')].map((e) => e.textContent).join(' ');
    expect(expected.startsWith(shown)).toBe(true);
    expect(trigger.getAttribute('aria-label')).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(within(trigger).getByText('TM').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('offers a log-in link that comes back here while signed out', () => {
    renderIn('en');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2F');
  });
});
