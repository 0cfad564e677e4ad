import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startSystemServer } from '../../system-shared/test/system-test-server';
import { deptMessages } from '../messages';
import { DeptPage } from './dept-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(DeptPage, deptMessages);
const { server, notify } = pageTestServer(startSystemServer);

describe('department management page', () => {
  it('shows the tree open, folds a branch, and hides buttons without the codes', async () => {
    loginAs(['dept:list']);
    renderWithProviders(<Page />);
    const row = (await screen.findByText('财务部')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Finance')).toBeDefined();
    expect(within(screen.getByText('谅山仓').closest('tr') as HTMLElement).getByText('Disabled')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the departments under Hanoi Head Office' }));
    expect(screen.queryByText('财务部')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the departments under Hanoi Head Office' }).getAttribute('aria-expanded')).toBe('false');
    for (const name of ['Add department', 'Edit Finance', 'Delete Finance']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('searches by name on the server', async () => {
    loginAs(['dept:list']);
    renderWithProviders(<Page />);
    await screen.findByText('财务部');
    const search = screen.getByRole('searchbox', { name: 'Search departments' });
    fireEvent.change(search, { target: { value: 'tai chinh' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(server.requested('/api/dept?name=tai+chinh')).toBe(true));
  });

  it('adds a department under a chosen parent', async () => {
    loginAs(['dept:list', 'dept:add']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    const form = within(await findDialog('dialog', { name: 'Add department' }));
    const parent = form.getByRole('combobox', { name: 'Parent department' });
    await waitFor(() => expect(within(parent).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual([
      'None (top level)', 'Headquarters', 'Hanoi Head Office', 'Operations', 'Finance', 'Lang Son Warehouse',
    ]));
    fireEvent.change(parent, { target: { value: '2' } });
    fireEvent.change(form.getByRole('textbox', { name: /Name \(Chinese\)/ }), { target: { value: '客服部' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Name (Vietnamese)' }), { target: { value: 'Phòng CSKH' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'POST', path: '/api/dept', body: { pid: 2, name: '客服部', nameI18n: { vi: 'Phòng CSKH' }, deptSort: 999, enabled: true },
    }]);
  });

  it('offers no parent inside the department itself, and shows a cycle on the parent field', async () => {
    loginAs(['dept:list', 'dept:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hanoi Head Office' }));
    const form = within(await findDialog('dialog', { name: 'Edit department' }));
    const parent = form.getByRole('combobox', { name: 'Parent department' });
    await waitFor(() => expect(within(parent).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual([
      'None (top level)', 'Headquarters', 'Lang Son Warehouse',
    ]));
    expect(parent).toHaveProperty('value', '1');
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.sysDeptCycle } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A department cannot be placed under itself or one of its sub-departments.')).toBeDefined();
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', body: { id: 2, pid: 1, name: '河内总部', nameI18n: { en: 'Hanoi Head Office' } } });
  });

  it('deletes after confirmation, and keeps the confirmation when the department still has users', async () => {
    loginAs(['dept:list', 'dept:del']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Finance' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.sysDeptHasUsers } };
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alertdialog')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/dept', body: [4] }]);
  });

  it('says when there are no departments', async () => {
    loginAs(['dept:list']);
    server.state.depts = [];
    renderWithProviders(<Page />);
    expect(await screen.findByText('No departments yet.')).toBeDefined();
  });
});

describe('department page for a reader with a limited data scope', () => {
  it('asks for a parent instead of the top level, and keeps a parent it cannot see', async () => {
    loginAs(['dept:list', 'dept:add', 'dept:edit']);
    server.state.allData = false;
    const hanoi = server.state.depts[0]?.children?.[0];
    server.state.depts = hanoi ? [hanoi] : [];
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    let form = within(await findDialog('dialog', { name: 'Add department' }));
    await waitFor(() => expect(within(form.getByRole('combobox', { name: 'Parent department' })).getAllByRole('option')[0]?.textContent).toBe('Choose a parent department'));
    fireEvent.change(form.getByRole('textbox', { name: /Name \(Chinese\)/ }), { target: { value: '新团队' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This field is required.')).toBeDefined();
    expect(server.state.writes).toEqual([]);
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Hanoi Head Office' }));
    form = within(await findDialog('dialog', { name: 'Edit department' }));
    const parent = form.getByRole('combobox', { name: 'Parent department' });
    await waitFor(() => expect(parent).toHaveProperty('value', '1'));
    expect(within(parent).getByRole('option', { name: 'Unchanged (outside your data scope)' })).toBeDefined();
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', body: { id: 2, pid: 1 } });
  });
});
