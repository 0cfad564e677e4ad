import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startSystemServer } from '../../system-shared/test/system-test-server';
import { userMessages } from '../messages';
import { UserPage } from './user-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(UserPage, userMessages);
const { server, notify } = pageTestServer(startSystemServer);
const ALL = ['user:list', 'user:add', 'user:edit', 'user:del'];

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;
const lastWrite = () => server.state.writes.at(-1);

describe('user management page', () => {
  it('lists users with department and roles; the reader\'s own row and the built-in administrator keep their safe actions only', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    const operator = await rowOf('operator');
    expect(within(operator).getByText('Operations')).toBeDefined();
    expect(within(operator).getByText('Operations specialist')).toBeDefined();
    for (const name of ['Edit operator', 'Reset password of operator', 'Delete operator']) expect(within(operator).getByRole('button', { name })).toBeDefined();
    expect(within(operator).getByRole('checkbox', { name: 'Enabled: operator' })).toHaveProperty('checked', true);

    const self = await rowOf('admin');
    expect(within(self).getByText('You')).toBeDefined();
    expect(within(self).getByText('Built-in')).toBeDefined();
    expect(within(self).getByRole('button', { name: 'Edit admin' })).toBeDefined();
    for (const name of ['Reset password of admin', 'Delete admin']) expect(within(self).queryByRole('button', { name })).toBeNull();
    expect(within(self).queryByRole('checkbox')).toBeNull();
    expect(server.requested('/api/users?page=0&size=10')).toBe(true);
  });

  it('shows no writing buttons to a reader with user:list alone, and hides what ranks above the reader', async () => {
    loginAs(['user:list']);
    renderWithProviders(<Page />);
    const operator = await rowOf('operator');
    expect(within(operator).queryAllByRole('button')).toEqual([]);
    expect(within(operator).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDefined();
  });

  it('filters by department from the tree, and by keyword, status and creation days', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    await rowOf('operator');
    fireEvent.click(await screen.findByRole('button', { name: 'Finance' }));
    await waitFor(() => expect(server.requested('/api/users?page=0&size=10&deptId=4')).toBe(true));
    expect(screen.getByRole('button', { name: 'Finance' }).getAttribute('aria-pressed')).toBe('true');

    const bar = within(screen.getByRole('search', { name: 'Filter users' }));
    fireEvent.change(bar.getByRole('searchbox', { name: 'Keyword' }), { target: { value: 'mai' } });
    fireEvent.change(bar.getByRole('combobox', { name: 'Status' }), { target: { value: 'false' } });
    fireEvent.change(bar.getByLabelText('Created from'), { target: { value: '2024-03-31' } });
    fireEvent.change(bar.getByLabelText('Created to'), { target: { value: '2024-03-01' } });
    fireEvent.click(bar.getByRole('button', { name: 'Search' }));
    const from = encodeURIComponent(new Date('2024-03-01T00:00:00').toISOString());
    const to = encodeURIComponent(new Date('2024-03-31T23:59:59.999').toISOString());
    await waitFor(() => expect(server.requested(`/api/users?page=0&size=10&deptId=4&blurry=mai&enabled=false&createdFrom=${from}&createdTo=${to}`)).toBe(true));
  });

  it('creates a user with a generated password and shows it once', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = within(await findDialog('dialog', { name: 'Add user' }));
    fireEvent.change(form.getByRole('textbox', { name: /Username/ }), { target: { value: 'nguyen_an' } });
    fireEvent.change(form.getByRole('textbox', { name: /Nickname/ }), { target: { value: 'Nguyễn An' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Phone' }), { target: { value: '0912345678' } });
    await waitFor(() => expect(within(form.getByRole('combobox', { name: 'Department' })).getAllByRole('option').length).toBeGreaterThan(2));
    fireEvent.change(form.getByRole('combobox', { name: 'Department' }), { target: { value: '4' } });
    const roles = within(form.getByRole('group', { name: 'Roles' }));
    fireEvent.click(await roles.findByRole('checkbox', { name: 'Operations specialist' }));
    fireEvent.click(await within(form.getByRole('group', { name: 'Jobs' })).findByRole('checkbox', { name: 'Accountant' }));
    await waitFor(() => expect(roles.getByRole('checkbox', { name: 'Operations specialist' })).toHaveProperty('checked', true));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    const shown = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(shown).getByTestId('generated-password').textContent).toBe('Xk7mPq2wRt9z');
    expect(within(shown).getByText('The password of nguyen_an:')).toBeDefined();
    expect(lastWrite()).toEqual({
      method: 'POST', path: '/api/users',
      body: {
        username: 'nguyen_an', nickName: 'Nguyễn An', email: null, phone: '0912345678', areaCode: '+84', gender: null,
        deptId: 4, roleIds: [2], jobIds: [2], enabled: true,
      },
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks a typed password and the roles before sending anything', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = within(await findDialog('dialog', { name: 'Add user' }));
    fireEvent.change(form.getByRole('textbox', { name: /Username/ }), { target: { value: 'typed_user' } });
    fireEvent.change(form.getByRole('textbox', { name: /Nickname/ }), { target: { value: 'Typed' } });
    fireEvent.click(form.getByRole('radio', { name: 'Type one' }));
    fireEvent.change(await form.findByLabelText(/New password/), { target: { value: 'abc' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please choose at least one role.')).toBeDefined();
    expect(await form.findByText('The password has 6 to 12 letters or digits.')).toBeDefined();
    expect(server.state.writes).toEqual([]);
  });

  it('greys out roles above the reader\'s level and edits a user', async () => {
    loginAs(ALL);
    server.state.level = 2;
    renderWithProviders(<Page />);
    fireEvent.click(within(await rowOf('operator')).getByRole('button', { name: 'Edit operator' }));
    const form = within(await findDialog('dialog', { name: 'Edit user' }));
    const roles = within(form.getByRole('group', { name: 'Roles' }));
    await waitFor(() => expect(roles.getByRole('checkbox', { name: 'Super administrator' })).toHaveProperty('disabled', true));
    expect(roles.getByRole('checkbox', { name: 'Operations specialist' })).toHaveProperty('checked', true);
    fireEvent.change(form.getByRole('textbox', { name: /Nickname/ }), { target: { value: 'Trần Mai' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastWrite()).toMatchObject({ method: 'PUT', path: '/api/users', body: { id: 2, username: 'operator', nickName: 'Trần Mai', roleIds: [2], jobIds: [1], deptId: 3 } });
  });

  it('puts a taken username on its field', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(within(await rowOf('operator')).getByRole('button', { name: 'Edit operator' }));
    const form = within(await findDialog('dialog', { name: 'Edit user' }));
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.usernameTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This username is already taken.')).toBeDefined();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('disables a user after confirmation, and enables one at once', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(within(await rowOf('operator')).getByRole('checkbox', { name: 'Enabled: operator' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable the account?' });
    expect(within(confirm).getByText('operator will be signed out at once and cannot sign in until enabled again.')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastWrite()).toEqual({ method: 'PUT', path: '/api/users/2/enabled', body: { enabled: false } });

    fireEvent.click(within(await rowOf('accountant')).getByRole('checkbox', { name: 'Enabled: accountant' }));
    await waitFor(() => expect(lastWrite()).toEqual({ method: 'PUT', path: '/api/users/3/enabled', body: { enabled: true } }));
  });

  it('resets a password to a generated one and shows it once', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(within(await rowOf('operator')).getByRole('button', { name: 'Reset password of operator' }));
    const form = within(await findDialog('dialog', { name: 'Reset the password of operator' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(within(shown).getByTestId('generated-password').textContent).toBe('N3wPassw0rdA');
    expect(lastWrite()).toEqual({ method: 'POST', path: '/api/users/2/password', body: {} });
  });

  it('deletes after confirmation, and keeps the confirmation when the user has orders', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(within(await rowOf('operator')).getByRole('button', { name: 'Delete operator' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.sysUserHasRecords } };
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alertdialog')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastWrite()).toEqual({ method: 'DELETE', path: '/api/users', body: [2] });
  });

  describe('export', () => {
    const click = vi.fn();
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(click);
    });
    afterEach(() => { vi.restoreAllMocks(); click.mockClear(); });

    it('downloads the filtered list in the reader\'s language and saves it', async () => {
      loginAs(['user:list']);
      renderWithProviders(<Page />);
      await rowOf('operator');
      fireEvent.click(await screen.findByRole('button', { name: 'Finance' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const tz = -new Date().getTimezoneOffset();
      expect(server.requested(`/api/users/download?deptId=4&lang=en&tzOffset=${tz}`)).toBe(true);
    });
  });

  it('says when loading failed and tries again', async () => {
    loginAs(ALL);
    server.state.failLists = true;
    renderWithProviders(<Page />);
    expect((await screen.findAllByText('The list could not be loaded.')).length).toBeGreaterThan(0);
    server.state.failLists = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(retry);
    expect(await screen.findByText('operator')).toBeDefined();
  });
});
