import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onlinePageMessages } from '../messages';
import { startOnlineServer } from '../test/online-test-server';
import { OnlinePage } from './online-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(OnlinePage, onlinePageMessages);
const { server } = pageTestServer(startOnlineServer);

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('online users page', () => {
  it('lists sessions with browser and system, marks the reader\'s own, and hides kicking without online:del', async () => {
    loginAs(['online:list']);
    renderWithProviders(<Page />);
    const buyer = await rowOf('buyer');
    expect(within(buyer).getByText('Safari 17')).toBeDefined();
    expect(within(buyer).getByText('iOS 17.5')).toBeDefined();
    expect(within(await rowOf('admin')).getByText('This session')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Sign out buyer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sign out selected/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDefined();
  });

  it('searches by text', async () => {
    loginAs(['online:list']);
    renderWithProviders(<Page />);
    await rowOf('buyer');
    fireEvent.change(screen.getByRole('searchbox', { name: /Search sessions/ }), { target: { value: 'oper' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search sessions' }));
    await waitFor(() => expect(screen.queryByText('buyer')).toBeNull());
    expect(server.queriesOf('/api/auth/online').at(-1)).toEqual({ page: '0', size: '10', filter: 'oper' });
  });

  it('kicks one session out after a confirmation; not the reader\'s own nor one above them', async () => {
    loginAs(['online:list', 'online:del']);
    renderWithProviders(<Page />);
    await rowOf('buyer');
    expect(screen.queryByRole('button', { name: 'Sign out admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out boss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out buyer' }));
    const dialog = within(await findDialog('alertdialog'));
    expect(dialog.getByText(/Sign out the session of “buyer”/)).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByText('buyer')).toBeNull());
    expect(server.state.kicks).toEqual([[2]]);
  });

  it('kicks the chosen sessions out together', async () => {
    loginAs(['online:list', 'online:del']);
    renderWithProviders(<Page />);
    await rowOf('buyer');
    const kickChosen = () => screen.getByRole('button', { name: /Sign out selected/ });
    expect((kickChosen() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(kickChosen().textContent).toContain('(2)'));
    fireEvent.click(kickChosen());
    const dialog = within(await findDialog('alertdialog'));
    expect(dialog.getByText(/Sign out 2 sessions/)).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.state.kicks).toEqual([[2, 3]]));
  });
});
