import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLoginAfterRegistering, takeLoginArrival } from './login-arrival';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('login arrival across documents', () => {
  it('hands the new username to the next login page once, then opens /login', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    openLoginAfterRegistering('nguyen.an');
    expect(assign).toHaveBeenCalledWith('/login');
    expect(takeLoginArrival()).toEqual({ username: 'nguyen.an', registered: true });
    // A reload of the login page does not greet again.
    expect(takeLoginArrival()).toBeNull();
  });

  it('ignores what it did not write', () => {
    sessionStorage.setItem('portal.loginArrival', '{not json');
    expect(takeLoginArrival()).toBeNull();
    sessionStorage.setItem('portal.loginArrival', JSON.stringify({ username: 42, registered: 'yes' }));
    expect(takeLoginArrival()).toEqual({ registered: false });
  });
});
