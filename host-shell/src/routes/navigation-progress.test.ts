import { afterEach, describe, expect, it } from 'vitest';
import { beginProgress, endProgress } from './navigation-progress';

describe('navigation progress', () => {
  afterEach(() => endProgress('test'));

  it('draws a bar assistive technology skips, with no made-up ARIA role (axe: aria-roles)', () => {
    beginProgress('test');
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
  });
});
