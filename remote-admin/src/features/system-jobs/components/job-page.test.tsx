import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startSystemServer } from '../../system-shared/test/system-test-server';
import { jobMessages } from '../messages';
import { JobPage } from './job-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(JobPage, jobMessages);
const { server, notify } = pageTestServer(startSystemServer);

describe('job management page', () => {
  it('lists jobs with their three names and status, and shows buttons by permission', async () => {
    loginAs(['job:list']);
    renderWithProviders(<Page />);
    const row = (await screen.findByText('财务会计')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Accountant')).toBeDefined();
    expect(within(row).getByText('Enabled')).toBeDefined();
    expect(within((screen.getByText('仓库管理员').closest('tr') as HTMLElement)).getByText('Disabled')).toBeDefined();
    expect(server.requested('/api/job?page=0&size=10')).toBe(true);
    for (const name of ['Add job', 'Edit Accountant', 'Delete Accountant']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('filters by status', async () => {
    loginAs(['job:list']);
    renderWithProviders(<Page />);
    await screen.findByText('财务会计');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'false' } });
    await waitFor(() => expect(screen.queryByText('财务会计')).toBeNull());
    expect(server.requested('/api/job?page=0&size=10&enabled=false')).toBe(true);
  });

  it('adds a job with its names, and puts a taken name on the field', async () => {
    loginAs(['job:list', 'job:add']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add job' }));
    const form = within(await findDialog('dialog', { name: 'Add job' }));
    fireEvent.change(form.getByRole('textbox', { name: /Name \(Chinese\)/ }), { target: { value: '出纳' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Cashier' } });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Sort' }), { target: { value: '6' } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.sysJobNameTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('A job with this name already exists.')).toBeDefined();
    expect(notify).toHaveBeenCalledTimes(1);

    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes.at(-1)).toEqual({ method: 'POST', path: '/api/job', body: { name: '出纳', nameI18n: { en: 'Cashier' }, jobSort: 6, enabled: true } });
  });

  it('checks the name before sending anything', async () => {
    loginAs(['job:list', 'job:add']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add job' }));
    const form = within(await findDialog('dialog', { name: 'Add job' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This field is required.')).toBeDefined();
    expect(server.state.writes).toEqual([]);
  });

  it('edits a job, keeping its translations, and switches it off', async () => {
    loginAs(['job:list', 'job:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Accountant' }));
    const form = within(await findDialog('dialog', { name: 'Edit job' }));
    const enabled = form.getByRole('checkbox', { name: /Enabled/ });
    fireEvent.click(enabled);
    await waitFor(() => expect(enabled).toHaveProperty('checked', false));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'PUT', path: '/api/job', body: { id: 2, name: '财务会计', nameI18n: { en: 'Accountant' }, jobSort: 2, enabled: false } }]);
  });

  it('deletes after confirmation, and keeps the confirmation when the job is in use', async () => {
    loginAs(['job:list', 'job:del']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Accountant' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    expect(within(confirm).getByText('Delete the job “Accountant”?')).toBeDefined();
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.sysJobInUse } };
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alertdialog')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes.map((w) => [w.method, w.path, w.body])).toEqual([['DELETE', '/api/job', [2]], ['DELETE', '/api/job', [2]]]);
  });

  it('says when loading failed and tries again', async () => {
    loginAs(['job:list']);
    server.state.failLists = true;
    renderWithProviders(<Page />);
    expect(await screen.findByText('The list could not be loaded.')).toBeDefined();
    server.state.failLists = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('财务会计')).toBeDefined();
  });
});
