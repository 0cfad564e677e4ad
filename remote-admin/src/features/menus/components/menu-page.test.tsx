import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { formatDateTime } from 'shared-contracts/format';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { menuMessages } from '../messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { seedMenus, startMenuServer } from '../test/menu-test-server';
import { MenuPage } from './menu-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(MenuPage, menuMessages);
let server: Awaited<ReturnType<typeof startMenuServer>>;

beforeAll(async () => {
  server = await startMenuServer();
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  server.state.menus = seedMenus();
  server.state.writes = [];
  server.state.failLazy = false;
});

describe('menu management page', () => {
  it('lists the top level in the page language and loads children when a row is expanded', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />, 'en');

    expect(await screen.findByText('System')).toBeDefined();
    // No English title: the canonical Chinese one.
    const centre = screen.getByText('个人中心').closest('tr');
    expect(centre && within(centre).getByText('host/UserCenter')).toBeTruthy();
    expect(centre && within(centre).getByText(formatDateTime('2024-03-05T08:09:10.000Z', 'en'))).toBeTruthy();
    expect(screen.getByText('Menu changes reach users after their next login.')).toBeDefined();
    expect(screen.queryByText('Menus')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the sub-entries of System' }));
    const child = (await screen.findByText('Menus')).closest('tr');
    expect(child && within(child).getByText('admin/system/Menu')).toBeTruthy();
    expect(child && within(child).getByRole('img', { name: 'menu' })).toBeTruthy();
    expect(server.lazyCalls(1)).toBe(1);
    expect(screen.getByRole('button', { name: 'Hide the sub-entries of System' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('speaks Vietnamese and Chinese too', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />, 'vi');
    expect(await screen.findByText('Hệ thống')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Quản lý menu' })).toBeDefined();
    cleanup();
    renderWithProviders(<Page />, 'cn');
    expect(await screen.findByText('系统管理')).toBeDefined();
    expect(screen.getByRole('columnheader', { name: '权限标识' })).toBeDefined();
  });

  it('hides add, edit and delete from a user without those permissions', async () => {
    loginAs(['menu:list']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit System' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete System' })).toBeNull();
    cleanup();

    loginAs(['menu:list', 'menu:add']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit System' })).toBeNull();
  });

  it('creates a page under a parent and reloads the tree', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    const topLoads = server.lazyCalls(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu entry' });
    const form = within(dialog);
    fireEvent.click(form.getByRole('radio', { name: 'Menu' }));
    // A page has a component; the field appears once the type has switched.
    const component = await form.findByRole('textbox', { name: /^Component(?! name)/ });
    fireEvent.change(form.getByRole('textbox', { name: /Title \(Chinese\)/ }), { target: { value: '字典管理' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Dictionaries' } });
    // The parent picker walks the tree: the directory and its page are offered, indented under the top level.
    const parent = form.getByRole('combobox', { name: 'Parent' });
    await waitFor(() => expect(within(parent).getAllByRole('option').map((o) => o.textContent?.trim()))
      .toEqual(['Top level', 'System', 'Menus', '个人中心']));
    fireEvent.change(parent, { target: { value: '1' } });
    fireEvent.change(form.getByRole('textbox', { name: /Route path/ }), { target: { value: 'dict' } });
    fireEvent.change(component, { target: { value: 'admin/system/Dict' } });
    fireEvent.change(form.getByRole('textbox', { name: /Component name/ }), { target: { value: 'Dict' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Keep the page cached' }));
    fireEvent.click(form.getByRole('button', { name: 'Choose icon' }));
    fireEvent.change(form.getByRole('searchbox', { name: 'Search icons' }), { target: { value: 'book' } });
    const icons = form.getByRole('radiogroup', { name: 'Icon' });
    fireEvent.click(within(icons).getByRole('radio', { name: 'book-open' }));
    await waitFor(() => expect(within(icons).getByRole('radio', { name: 'book-open' })).toHaveProperty('checked', true));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'POST',
      body: {
        type: 1, title: '字典管理', titleI18n: { en: 'Dictionaries' }, pid: 1, menuSort: 999, icon: 'book-open', path: 'dict',
        component: 'admin/system/Dict', componentName: 'Dict', permission: null, iFrame: false, cache: true, hidden: false,
      },
    }]);
    await waitFor(() => expect(server.lazyCalls(0)).toBeGreaterThan(topLoads));
  });

  it('checks the form with the contract before sending anything', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const form = within(await findDialog('dialog', { name: 'Add menu entry' }));
    fireEvent.click(form.getByRole('radio', { name: 'Button' }));
    await waitFor(() => expect(form.queryByRole('textbox', { name: /Route path/ })).toBeNull());
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findAllByText('This field is required.')).toHaveLength(2); // title and permission
    expect(form.getByRole('textbox', { name: /Permission code/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.state.writes).toEqual([]);
  });

  it("puts the server's refusal on the field it is about", async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    fireEvent.click(screen.getByRole('button', { name: 'Edit System' }));
    const form = within(await findDialog('dialog', { name: 'Edit menu entry' }));
    expect(form.getByRole('textbox', { name: /Route path/ })).toHaveProperty('value', 'system');
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.menuPathTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Another entry at this level already uses this route path')).toBeDefined();
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', body: { id: 1, type: 0, path: 'system', icon: 'settings' } });
    expect(notify).toHaveBeenCalledTimes(1); // the shared client's toast
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('deletes an entry with its children after confirmation', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    fireEvent.click(screen.getByRole('button', { name: 'Delete System' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    expect(within(confirm).getByText('Delete “System” together with all its sub-entries?')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', body: [1] }]);
  });

  it('searches at every depth and says when nothing matches', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await screen.findByText('System');
    const search = screen.getByRole('searchbox', { name: 'Search menus' });

    fireEvent.change(search, { target: { value: 'admin/system' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Menus')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('System')).toBeNull());
    expect(server.requests.some((r) => r.url === '/api/menus?blurry=admin%2Fsystem&page=0&size=9999')).toBe(true);

    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByText('No menu entry matches “zzz”.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('System')).toBeDefined();
  });

  it('says so, with a retry, when the tree cannot be loaded', async () => {
    loginAs(['admin']);
    server.state.failLazy = true;
    renderWithProviders(<Page />);
    expect(await screen.findByText('The menus could not be loaded.')).toBeDefined();
    server.state.failLazy = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('System')).toBeDefined();
  });
});
