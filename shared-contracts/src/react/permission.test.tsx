import { act, render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_USAGE_ERROR } from '../permission';
import { logoutLocal, setLogin, setUser } from '../session/session-store';
import { userFixture } from '../test-support/user-fixture';
import { Permission, usePermission } from './permission';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const loginAs = (roles: string[]) => setLogin({ token: 't', user: userFixture({ roles }), rememberMe: false });

beforeEach(() => logoutLocal());
afterEach(() => vi.restoreAllMocks());

describe('<Permission>', () => {
  it('renders the children when the user holds a listed role', () => {
    loginAs(['operator', 'menu:add']);
    render(<Permission value={['menu:add']}><button type="button">Add menu</button></Permission>);
    expect(screen.getByRole('button', { name: 'Add menu' })).toBeDefined();
  });

  it('renders nothing when the user holds none of them', () => {
    loginAs(['purchaser']);
    const { container } = render(<Permission value={['menu:add']}><button type="button">Add menu</button></Permission>);
    expect(container.innerHTML).toBe('');
  });

  it('renders the fallback instead, when given', () => {
    render(<Permission value={['menu:add']} fallback={<span>read only</span>}><button type="button">Add</button></Permission>);
    expect(screen.getByText('read only')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows everything to admin', () => {
    loginAs(['admin']);
    render(<Permission value={['payment:review']}>review</Permission>);
    expect(screen.getByText('review')).toBeDefined();
  });

  it('follows the session: appears after login, disappears after logout', () => {
    render(<Permission value={['order:accept']}>accept</Permission>);
    expect(screen.queryByText('accept')).toBeNull();
    act(() => loginAs(['order:accept']));
    expect(screen.queryByText('accept')).not.toBeNull();
    act(() => setUser(userFixture({ roles: ['purchaser'] })));
    expect(screen.queryByText('accept')).toBeNull();
    act(() => loginAs(['order:accept']));
    act(() => logoutLocal());
    expect(screen.queryByText('accept')).toBeNull();
  });

  it('throws the usage error when value is not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loginAs(['admin']);
    render(
      <Boundary>
        <Permission value={'admin' as unknown as string[]}>secret</Permission>
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(PERMISSION_USAGE_ERROR);
    expect(screen.queryByText('secret')).toBeNull();
  });
});

describe('usePermission', () => {
  it('answers the check for the session roles', () => {
    loginAs(['supplier']);
    expect(renderHook(() => usePermission(['supplier', 'x'])).result.current).toBe(true);
    expect(renderHook(() => usePermission(['cooperative'])).result.current).toBe(false);
    expect(renderHook(() => usePermission([])).result.current).toBe(false);
  });

  it('throws the usage error when value is not an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePermission(undefined as unknown as string[]))).toThrow(PERMISSION_USAGE_ERROR);
  });
});
