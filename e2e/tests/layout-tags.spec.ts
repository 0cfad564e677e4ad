import { expect, test } from '../support/portal-test';
import { LayoutShell } from '../pages/layout-shell';

test('tags bar: visited views, keep-alive, refresh, close others, close all keeps the home tag', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/dict');
  const dictSearch = page.getByRole('searchbox', { name: 'Search dictionaries' });
  await expect(dictSearch).toBeVisible();
  await shell.openFromMenu('System', 'Menus');
  await expect(page).toHaveURL('/system/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Menus']);
  // The pinned home tag has no close button; the others do.
  await expect(shell.tag('Mall home').getByRole('button')).toHaveCount(0);
  await expect(shell.tag('Menus').getByRole('button', { name: 'Close Menus' })).toBeVisible();

  // Keep-alive: what was typed on the dictionaries page is still there after visiting another tag.
  await shell.tag('Dictionaries').getByRole('link').click();
  await dictSearch.fill('order');
  await shell.tag('Menus').getByRole('link').click();
  await expect(dictSearch).toBeHidden();
  await shell.tag('Dictionaries').getByRole('link').click();
  await expect(dictSearch).toHaveValue('order');

  // Refresh mounts the page anew at the same address.
  await shell.tagAction('Dictionaries', 'Refresh');
  await expect(page).toHaveURL('/system/dict');
  await expect(dictSearch).toHaveValue('');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Menus']);

  await shell.tagAction('Menus', 'Close others');
  await expect(page).toHaveURL('/system/menu');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Menus']);

  await shell.tagAction('Menus', 'Close all');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home']);
  await expect(page).toHaveURL('/');

  await page.screenshot({ path: test.info().outputPath('tags-after-close-all.png') });
});

test('closing the active tag with its button goes to the last remaining view', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/menu');
  await shell.openFromMenu('System', 'Dictionaries');
  await expect(page).toHaveURL('/system/dict');
  await shell.tag('Dictionaries').getByRole('button', { name: 'Close Dictionaries' }).click();
  await expect(page).toHaveURL('/system/menu');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Menus']);
});
