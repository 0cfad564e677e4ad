import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { taskMessages } from '../messages';
import { startTaskServer } from '../test/task-test-server';
import { TaskPage } from './task-page';

const Page = withRemoteMessages(TaskPage, taskMessages);
const { server } = pageTestServer(startTaskServer);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('scheduled tasks page', () => {
  it('describes known tasks, shows unknown ones raw, their state and next run, and no buttons without timing:edit', async () => {
    loginAs(['timing:list']);
    renderWithProviders(<Page />);
    const purge = await rowOf('auth.purge-dead-tokens');
    expect(within(purge).getByText('Delete sign-in tokens that ended more than 7 days ago')).toBeDefined();
    expect(within(purge).getByText('Active')).toBeDefined();
    expect(within(purge).getByText('Completed')).toBeDefined();
    const nightly = await rowOf('maint.nightly-backup');
    expect(within(nightly).getByText('Paused')).toBeDefined();
    expect(within(nightly).getByText('Never')).toBeDefined();
    expect(within(nightly).getByText('time zone Asia/Ho_Chi_Minh')).toBeDefined();
    expect(within(await rowOf('notifications.purge')).getByText('Delete notifications read more than 90 days ago, and any older than a year')).toBeDefined();
    expect(within(await rowOf('custom.thing')).queryByText(/Delete|Back up/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause auth.purge-dead-tokens' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run now: auth.purge-dead-tokens' })).toBeNull();
  });

  it('pauses, resumes and runs a task by hand', async () => {
    loginAs(['timing:list', 'timing:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause auth.purge-dead-tokens' }));
    await screen.findByRole('button', { name: 'Resume auth.purge-dead-tokens' });
    fireEvent.click(screen.getByRole('button', { name: 'Resume maint.nightly-backup' }));
    await screen.findByRole('button', { name: 'Pause maint.nightly-backup' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now: maint.nightly-backup' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Run now: maint.nightly-backup' }));
    await screen.findByText('The run was sent; it starts within seconds.');
    await waitFor(() => expect(server.state.actions).toEqual([
      'PUT pause auth.purge-dead-tokens', 'PUT resume maint.nightly-backup', 'POST run maint.nightly-backup',
    ]));
  });

  it('shows a task’s run log with durations and errors', async () => {
    loginAs(['timing:list']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run log of auth.purge-dead-tokens' }));
    const drawer = await screen.findByRole('dialog', { name: 'Run log: auth.purge-dead-tokens' });
    expect(await within(drawer).findByText('the disk is full')).toBeDefined();
    expect(within(drawer).getByText('Failed, will retry')).toBeDefined();
    expect(within(drawer).getAllByText('850 ms')).toHaveLength(2);
    expect(within(drawer).getByText('{"deleted":3}')).toBeDefined();
  });
});
