import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, mixHex, readableShade, readableTextOn, relativeLuminance } from './contrast';
import { solidPair, themeVariables } from './theme-colour';
import { THEME_PRESETS } from 'shared-contracts/shell/features/layout/constants';
import { SIDEBAR_BG, SIDEBAR_HOVER_BG, SIDEBAR_SUB_BG } from '../components/sidebar/sidebar-colours';

describe('WCAG contrast arithmetic', () => {
  it('gives the relative luminance of black, white and a mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.184, 3);
  });

  it('measures the ratios the issue names, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#e3f2ff', '#1373cc')).toBeCloseTo(4.23, 2);
    expect(contrastRatio('#1890ff', '#ffffff')).toBe(contrastRatio('#ffffff', '#1890ff'));
  });

  it('picks white or near-black, whichever reads better', () => {
    expect(readableTextOn('#1890ff')).toBe(DARK_TEXT);
    expect(readableTextOn('#304156')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ffff00')).toBe(DARK_TEXT);
  });

  it('mixes like CSS color-mix in sRGB', () => {
    expect(mixHex('#1890ff', 80, '#000000')).toBe('#1373cc');
    expect(mixHex('#1890ff', 12, '#ffffff')).toBe('#e3f2ff');
    expect(mixHex('#123456', 100, '#ffffff')).toBe('#123456');
  });

  it('keeps a colour that already reads, darkens it on light backgrounds and lightens it on dark ones', () => {
    expect(readableShade('#1a202c', ['#ffffff'])).toBe('#1a202c');
    const onLight = readableShade('#1890ff', ['#ffffff']);
    expect(contrastRatio(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance('#1890ff'));
    const onDark = readableShade('#1890ff', ['#304156']);
    expect(contrastRatio(onDark, '#304156')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#1890ff'));
  });
});

describe('theme variables of any chosen colour', () => {
  // The presets, the colours that are hardest to pair (mid luminance, where neither white nor near-black
  // reaches 4.5 on the colour itself), and the extremes.
  const colours = [...THEME_PRESETS, '#777777', '#3a8ee6', '#e6202a', '#ff00ff', '#ffff00', '#000000', '#ffffff', '#abc'];

  it.each(colours)('%s: every text/background pair reaches WCAG AA 4.5:1', (colour) => {
    const v = themeVariables(colour);
    const get = (name: string) => v[name] as string;
    expect(contrastRatio(get('--chakra-colors-blue-contrast'), get('--chakra-colors-blue-solid'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(get('--app-theme-contrast'), get('--app-theme-solid'))).toBeGreaterThanOrEqual(4.5);
    for (const light of ['#ffffff', get('--chakra-colors-blue-subtle'), get('--chakra-colors-blue-muted')]) {
      expect(contrastRatio(get('--chakra-colors-blue-fg'), light)).toBeGreaterThanOrEqual(4.5);
    }
    for (const dark of [SIDEBAR_BG, SIDEBAR_HOVER_BG, SIDEBAR_SUB_BG]) {
      expect(contrastRatio(get('--app-theme-on-dark'), dark)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the chosen colour as the solid background whenever white or near-black reads on it', () => {
    expect(solidPair('#1890ff')).toEqual({ solid: '#1890ff', text: DARK_TEXT });
    expect(solidPair('#304156')).toEqual({ solid: '#304156', text: LIGHT_TEXT });
    expect(themeVariables('#1890FF')['--app-theme-color']).toBe('#1890ff');
  });

  it('falls back to the default colour for anything that is not a hex colour', () => {
    expect(themeVariables('red; background: url(x)')['--app-theme-color']).toBe('#1890ff');
  });
});
