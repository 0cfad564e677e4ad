import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, MENU_ICONS, MenuIcon, menuIconOf, searchMenuIcons } from 'shared-contracts/react/menu-icons';

afterEach(cleanup);

/** The icons the demo menus seed (server/src/modules/menus/seed-data.ts): the sidebar must draw each one. */
const SEEDED = [
  'shopping-bag', 'file-text', 'package', 'truck', 'credit-card', 'shopping-cart', 'heart', 'settings', 'users',
  'shield-check', 'menu', 'network', 'book-open', 'briefcase', 'clipboard-check', 'wallet', 'undo-2', 'activity',
  'user-check', 'scroll-text', 'server', 'database', 'wrench', 'rocket', 'database-backup', 'hammer', 'hard-drive',
  'puzzle', 'user',
];

describe('menu icon registry', () => {
  it('holds about sixty kebab-case names, sorted for the picker', () => {
    expect(MENU_ICON_NAMES.length).toBeGreaterThanOrEqual(60);
    for (const name of MENU_ICON_NAMES) expect(name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect([...MENU_ICON_NAMES]).toEqual(Object.keys(MENU_ICONS).sort());
  });

  it('finds every icon the seeded menus use', () => {
    expect(SEEDED.filter((name) => !menuIconOf(name))).toEqual([]);
  });

  it('gives nothing for empty, unknown or prototype names', () => {
    expect(menuIconOf(null)).toBeUndefined();
    expect(menuIconOf('')).toBeUndefined();
    expect(menuIconOf('no-such-icon')).toBeUndefined();
    expect(menuIconOf('constructor')).toBeUndefined();
  });

  it('searches case-insensitively, reading spaces as dashes', () => {
    expect(searchMenuIcons('Book Open')).toEqual(['book-open']);
    expect(searchMenuIcons('user')).toEqual(['user', 'user-check', 'users']);
    expect(searchMenuIcons('  ')).toHaveLength(MENU_ICON_NAMES.length);
    expect(searchMenuIcons('zzz')).toEqual([]);
  });
});

describe('<MenuIcon>', () => {
  it('draws the registered icon, hidden from screen readers by default', () => {
    const { container } = render(<MenuIcon name="settings" size={20} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-icon')).toBe('settings');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the neutral fallback for an unknown or missing name', () => {
    const { container } = render(<><MenuIcon name="gone" /><MenuIcon name={null} /></>);
    expect([...container.querySelectorAll('svg')].map((s) => s.getAttribute('data-icon'))).toEqual(['fallback', 'fallback']);
  });

  it('is announced when given a label', () => {
    const { getByRole } = render(<MenuIcon name="menu" role="img" aria-label="menu" />);
    expect(getByRole('img', { name: 'menu' }).getAttribute('aria-hidden')).toBeNull();
  });
});
