import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { logPageMessages } from '../messages';
import { startLogServer } from '../test/log-test-server';
import { LogPage } from './log-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const InfoPage = withRemoteMessages(() => <LogPage kind="info" />, logPageMessages);
const ErrorPage = withRemoteMessages(() => <LogPage kind="error" />, logPageMessages);
const { server } = pageTestServer(startLogServer);

describe('operation log page', () => {
  it('lists the writes and opens one with its redacted params', async () => {
    loginAs(['log:list']);
    renderWithProviders(<InfoPage />);
    const row = (await screen.findByText('/auth/login')).closest('tr') as HTMLElement;
    expect(within(row).getByText('buyer')).toBeDefined();
    expect(within(row).getByText('400')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: 'Details of /auth/login (#2)' }));
    const dialog = within(await findDialog('dialog'));
    expect(dialog.getByRole('region', { name: 'Parameters (secrets redacted)' }).textContent).toContain('"password": "[redacted]"');
    expect(dialog.queryByText('Stack')).toBeNull();
  });

  it('sends the filters together, days as local instants', async () => {
    loginAs(['log:list']);
    renderWithProviders(<InfoPage />);
    await screen.findByText('/auth/login');
    const filters = within(screen.getByRole('search', { name: 'Log filters' }));
    fireEvent.change(filters.getByRole('searchbox', { name: 'Keyword' }), { target: { value: ' api/job ' } });
    fireEvent.change(filters.getByRole('textbox', { name: 'Username' }), { target: { value: 'admin' } });
    fireEvent.change(filters.getByRole('combobox', { name: 'Outcome' }), { target: { value: 'failed' } });
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(filters.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.queriesOf('/api/logs').at(-1)).toEqual({
      page: '0', size: '20', blurry: 'api/job', username: 'admin', status: 'failed', createdFrom: new Date(2026, 2, 1).toISOString(),
    }));
  });
});

describe('error log page', () => {
  it('shows the error and its stack in a dialog', async () => {
    loginAs(['errorLog:list']);
    renderWithProviders(<ErrorPage />);
    const row = (await screen.findByText('/api/users')).closest('tr') as HTMLElement;
    expect(within(row).getByText('relation "sys_user" does not exist')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: 'Error and stack of /api/users (#9)' }));
    const dialog = within(await findDialog('dialog'));
    expect((await dialog.findByRole('region', { name: 'Stack' })).textContent).toContain('at query (repo.ts:12:3)');
    expect(server.queriesOf('/api/logs/error/9')).toHaveLength(1);
  });
});
