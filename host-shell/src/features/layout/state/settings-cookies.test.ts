import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from 'shared-contracts/shell/features/layout/constants';
import {
  DEFAULT_SWITCHES, readSidebarOpened, readSize, readSwitches, readTheme, writeSidebarOpened, writeSize, writeSwitches,
  writeTheme,
} from './settings-cookies';
import { deviceOfWidth } from './device';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('settings persistence', () => {
  it('defaults every switch to true and the theme to #1890ff', () => {
    expect(readSwitches()).toEqual({ tagsView: true, fixedHeader: true, sidebarLogo: true, showFooter: true });
    expect(readTheme()).toBe(DEFAULT_THEME);
    expect(DEFAULT_THEME).toBe('#1890ff');
  });

  it('remembers the switches and the theme in cookies', () => {
    writeSwitches({ ...DEFAULT_SWITCHES, tagsView: false, showFooter: false });
    writeTheme('#11A983');
    expect(readSwitches()).toEqual({ tagsView: false, fixedHeader: true, sidebarLogo: true, showFooter: false });
    expect(readTheme()).toBe('#11a983');
    expect(Cookies.get('theme')).toBe('#11a983');
  });

  it('ignores a tampered settings or theme cookie', () => {
    Cookies.set('layoutSettings', '{"tagsView":"no","sidebarLogo":false,"evil":1}');
    Cookies.set('theme', 'red;background:url(x)');
    expect(readSwitches()).toEqual({ ...DEFAULT_SWITCHES, sidebarLogo: false });
    expect(readTheme()).toBe(DEFAULT_THEME);
    Cookies.set('layoutSettings', 'not json');
    expect(readSwitches()).toEqual(DEFAULT_SWITCHES);
  });

  it('size is small unless a size cookie names another size', () => {
    expect(readSize()).toBe('small');
    writeSize('mini');
    expect(Cookies.get('size')).toBe('mini');
    expect(readSize()).toBe('mini');
    Cookies.set('size', 'huge');
    expect(readSize()).toBe('small');
  });

  it('remembers the sidebar in the sidebarStatus cookie, open by default', () => {
    expect(readSidebarOpened()).toBe(true);
    writeSidebarOpened(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(readSidebarOpened()).toBe(false);
    writeSidebarOpened(true);
    expect(readSidebarOpened()).toBe(true);
  });
});

describe('mobile breakpoint', () => {
  it('is mobile under 992 px and desktop from 992 px', () => {
    expect(deviceOfWidth(375)).toBe('mobile');
    expect(deviceOfWidth(991)).toBe('mobile');
    expect(deviceOfWidth(992)).toBe('desktop');
    expect(deviceOfWidth(1440)).toBe('desktop');
  });
});
