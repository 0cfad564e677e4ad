import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startSystemServer } from '../../system-shared/test/system-test-server';
import { roleMessages } from '../messages';
import { RolePage } from './role-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(RolePage, roleMessages);
const { server, notify } = pageTestServer(startSystemServer);

const box = (scope: ReturnType<typeof within> | typeof screen, name: string | RegExp) => scope.getByRole('checkbox', { name }) as HTMLInputElement;
const stateOf = (input: HTMLInputElement) => input.closest('[data-state]')?.getAttribute('data-state');

describe('role management page', () => {
  it('lists roles by level with their data scope, and leaves roles above the reader read-only', async () => {
    loginAs(['roles:list', 'roles:edit', 'roles:del']);
    server.state.level = 2;
    renderWithProviders(<Page />);
    const operator = (await screen.findByRole('button', { name: 'operator' })).closest('tr') as HTMLElement;
    expect(within(operator).getByText('Own department and below')).toBeDefined();
    expect(await within(operator).findByRole('button', { name: 'Edit Operations specialist' })).toBeDefined();
    const admin = screen.getByRole('button', { name: 'admin' }).closest('tr') as HTMLElement;
    expect(within(admin).getByText('Above your level')).toBeDefined();
    expect(within(admin).queryByRole('button', { name: 'Edit Super administrator' })).toBeNull();
    expect(screen.getByText('Choose a role on the left to see and set its menus and buttons.')).toBeDefined();
  });

  it('shows the chosen role\'s menus with half-ticked parents and saves the whole set', async () => {
    loginAs(['roles:list', 'roles:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'operator' }));
    const tree = within(await screen.findByRole('group', { name: 'Menus and buttons of Operations specialist' }));
    expect(stateOf(box(tree, 'System'))).toBe('indeterminate');
    expect(stateOf(box(tree, 'Users'))).toBe('indeterminate');
    expect(box(tree, 'View users').checked).toBe(true);
    expect(box(tree, 'Delete users').checked).toBe(false);
    fireEvent.click(box(tree, 'Delete users'));
    await waitFor(() => expect(stateOf(box(tree, 'System'))).toBe('checked'));
    fireEvent.click(box(tree, 'Operations workbench'));
    await waitFor(() => expect(box(tree, 'Payment review').checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save menus' }));
    await waitFor(() => expect(server.state.writes).toHaveLength(1));
    expect(server.state.writes[0]).toEqual({ method: 'PUT', path: '/api/roles/menu', body: { id: 2, menuIds: [10, 11, 12, 13, 20, 21] } });
  });

  it('fixes what the reader cannot grant, and offers no saving without roles:edit', async () => {
    loginAs(['roles:list', 'roles:edit']);
    const workbench = server.state.menuTree[1];
    if (workbench?.children?.[0]) workbench.children[0] = { ...workbench.children[0], grantable: false };
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'purchaser' }));
    const tree = within(await screen.findByRole('group', { name: /Menus and buttons of/ }));
    expect(box(tree, 'Payment review').disabled).toBe(true);
    fireEvent.click(box(tree, 'Operations workbench'));
    await waitFor(() => expect(stateOf(box(tree, 'Operations workbench'))).toBe('indeterminate'));
    expect(box(tree, 'Payment review').checked).toBe(false);
    cleanupAndRender(['roles:list']);
    fireEvent.click(await screen.findByRole('button', { name: 'purchaser' }));
    await screen.findByRole('group', { name: /Menus and buttons of/ });
    expect(screen.queryByRole('button', { name: 'Save menus' })).toBeNull();
    expect(screen.getByText('You can look at these menus but not change them.')).toBeDefined();
  });

  it('adds a role with a custom data scope: the departments are required, a chosen one covers those below it', async () => {
    loginAs(['roles:list', 'roles:add']);
    server.state.level = 2;
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add role' }));
    const form = within(await findDialog('dialog', { name: 'Add role' }));
    fireEvent.change(form.getByRole('textbox', { name: /Role code/ }), { target: { value: 'finance_clerk' } });
    fireEvent.change(form.getByRole('textbox', { name: /Title \(Chinese\)/ }), { target: { value: '财务专员' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Finance clerk' } });
    fireEvent.change(form.getByRole('spinbutton', { name: /Level/ }), { target: { value: '4' } });
    fireEvent.change(form.getByRole('combobox', { name: /Data scope/ }), { target: { value: 'custom' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please choose at least one department for a custom data scope.')).toBeDefined();

    const depts = within(form.getByRole('group', { name: 'Departments of the scope' }));
    fireEvent.click(await depts.findByRole('checkbox', { name: 'Hanoi Head Office' }));
    // Chakra sets the input's checked state a render after its disabled one: both are waited for.
    await waitFor(() => {
      const finance = box(depts, 'Finance');
      expect({ disabled: finance.disabled, checked: finance.checked }).toEqual({ disabled: true, checked: true });
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'POST', path: '/api/roles',
      body: {
        name: 'finance_clerk', title: '财务专员', titleI18n: { en: 'Finance clerk' }, level: 4, dataScope: 'custom', deptIds: [2], description: null,
        descriptionI18n: {},
      },
    }]);
  });

  it('shows a role\'s description in the reader\'s language and edits it in three', async () => {
    loginAs(['roles:list', 'roles:edit']);
    renderWithProviders(<Page />, 'vi');
    const operator = (await screen.findByRole('button', { name: 'operator' })).closest('tr') as HTMLElement;
    expect(within(operator).getByText('Tiếp nhận đơn hàng và duyệt thanh toán.')).toBeDefined();
    cleanup();
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Operations specialist' }));
    const form = within(await findDialog('dialog', { name: 'Edit role' }));
    expect((form.getByRole('textbox', { name: 'Description (Chinese)' }) as HTMLTextAreaElement).value).toBe('受理订单，审核付款。');
    fireEvent.change(form.getByRole('textbox', { name: 'Description (Vietnamese)' }), { target: { value: 'Tiếp nhận và duyệt đơn hàng.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.state.writes).toHaveLength(1));
    expect(server.state.writes[0]).toMatchObject({
      method: 'PUT',
      body: { id: 2, description: '受理订单，审核付款。', descriptionI18n: { en: 'Accepts orders and reviews payments.', vi: 'Tiếp nhận và duyệt đơn hàng.' } },
    });
  });

  it('refuses a level above the reader\'s own before sending, and puts a taken code on its field', async () => {
    loginAs(['roles:list', 'roles:edit']);
    server.state.level = 2;
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Core enterprise' }));
    const form = within(await findDialog('dialog', { name: 'Edit role' }));
    expect(within(form.getByRole('combobox', { name: /Data scope/ })).queryByRole('option', { name: 'All data' })).toBeDefined();
    fireEvent.change(form.getByRole('spinbutton', { name: /Level/ }), { target: { value: '1' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This is above your own role level, so you cannot change or assign it.')).toBeDefined();
    expect(server.state.writes).toEqual([]);

    fireEvent.change(form.getByRole('spinbutton', { name: /Level/ }), { target: { value: '3' } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.sysRoleNameTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A role with this code already exists.')).toBeDefined();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', body: { id: 3, name: 'purchaser', level: 3, dataScope: 'self', deptIds: [] } });
  });

  it('offers the scope of all data only to readers who see all data', async () => {
    loginAs(['roles:list', 'roles:add']);
    server.state.allData = false;
    renderWithProviders(<Page />);
    await screen.findByRole('button', { name: 'operator' });
    await waitFor(() => expect(server.requested('/api/roles/level')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const form = within(await findDialog('dialog', { name: 'Add role' }));
    const scope = form.getByRole('combobox', { name: /Data scope/ });
    expect(within(scope).getAllByRole('option').map((o) => o.textContent)).toEqual(['Own department and below', 'Chosen departments', 'Own data only']);
  });
});

function cleanupAndRender(roles: string[]) {
  cleanup();
  loginAs(roles);
  renderWithProviders(<Page />);
}
