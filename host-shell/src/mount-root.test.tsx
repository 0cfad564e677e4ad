import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountRoot', () => {
  it.each([false, true])('replaces the page drawn at build time and makes it usable in the same commit (time-sliced: %s)', async (timeSliced) => {
    document.body.innerHTML = '<div id="root" inert><form><input aria-label="prerendered"></form></div>';
    await act(async () => mountRoot(<button type="button">Sign in</button>, { timeSliced }));
    const root = document.getElementById('root')!;
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('input')).toBeNull();
    expect(root.querySelector('button')?.textContent).toBe('Sign in');
  });
});
