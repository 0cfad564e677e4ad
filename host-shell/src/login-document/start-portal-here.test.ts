import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { settleHandover, type SignedIn } from '../features/session/portal-handover';
import { enterPortalHere, offerMallDictionary, PORTAL_ENTRY, startPortalOnFirstInput } from './start-portal-here';

const portalScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === PORTAL_ENTRY);
const signedIn: SignedIn = { token: 'tok', user: userFixture(), rememberMe: false, target: '/mallDetail/7' };

afterEach(() => {
  portalScripts().forEach((script) => script.remove());
  document.body.innerHTML = '';
  delete window.__PORTAL_HANDOVER__;
  vi.useRealTimers();
});

describe('starting the portal in the login document’s page', () => {
  it('waits for the user at the form: a key, an input or a tap in the form starts it, once', () => {
    const leave = vi.fn();
    document.body.innerHTML = '<a href="/register">Register</a><form><input name="username"></form>';
    startPortalOnFirstInput(leave);
    // Looking at the page, or tapping outside the form (a link away), starts nothing.
    document.querySelector('a')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(portalScripts()).toHaveLength(0);
    expect(window.__PORTAL_HANDOVER__).toBeUndefined();

    document.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(portalScripts()).toHaveLength(1);
    expect(window.__PORTAL_HANDOVER__?.leave).toBe(leave);
  });

  it('hands the mall dictionary the login page loaded to the portal, before or after it started', () => {
    offerMallDictionary('vi', [{ label: 'a', value: 'k' }] as never);
    startPortalOnFirstInput(() => undefined);
    document.dispatchEvent(new KeyboardEvent('keydown'));
    expect(window.__PORTAL_HANDOVER__?.mallDictionary?.locale).toBe('vi');
    offerMallDictionary('en', []);
    expect(window.__PORTAL_HANDOVER__?.mallDictionary).toEqual({ locale: 'en', entries: [] });
  });
});

describe('entering the portal after signing in', () => {
  it('hands the session to the portal once it is ready', async () => {
    startPortalOnFirstInput(() => undefined);
    document.dispatchEvent(new Event('submit'));
    const handover = window.__PORTAL_HANDOVER__;
    if (!handover) throw new Error('the portal was not started');
    const enter = vi.fn(async () => undefined);
    const entered = enterPortalHere(signedIn);
    // The portal's scripts are still running when the login answer comes.
    await Promise.resolve();
    settleHandover(handover, { enter });
    await expect(entered).resolves.toBe(true);
    expect(enter).toHaveBeenCalledWith(signedIn);
  });

  it('answers false (the caller loads the portal’s document) without a portal, when it failed, timed out or could not take over', async () => {
    await expect(enterPortalHere(signedIn)).resolves.toBe(false);

    startPortalOnFirstInput(() => undefined);
    document.dispatchEvent(new Event('submit'));
    const [script] = portalScripts();
    script?.dispatchEvent(new Event('error'));
    await expect(enterPortalHere(signedIn)).resolves.toBe(false);

    delete window.__PORTAL_HANDOVER__;
    startPortalOnFirstInput(() => undefined);
    document.dispatchEvent(new Event('submit'));
    vi.useFakeTimers();
    const waiting = enterPortalHere(signedIn, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBe(false);
    vi.useRealTimers();

    const handover = window.__PORTAL_HANDOVER__;
    if (!handover) throw new Error('the portal was not started');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settleHandover(handover, { enter: () => Promise.reject(new Error('no menus')) });
    await expect(enterPortalHere(signedIn)).resolves.toBe(false);
  });
});
