import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { ORDER_ID, startNotificationsServer } from '../test/notifications-test-server';
import { renderNotifications } from '../test/render-notifications';
import { NotificationList } from './notification-list';

const { server } = pageTestServer(startNotificationsServer);
const list = async () => within(await screen.findByRole('list', { name: 'Notifications' }));

describe('the notifications list', () => {
  it('pages through every notification, ten at a time, newest first', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationList />);
    expect((await (await list()).findAllByRole('listitem'))).toHaveLength(10);
    expect(screen.getByText('23 notifications, 3 unread')).toBeDefined();
    expect(screen.getByText('Page 1 of 3')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    await waitFor(async () => expect(await (await list()).findAllByRole('listitem')).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.queriesOf('/api/notifications').map((q) => q.page)).toEqual(['0', '1', '2']);
  });

  it('filters by read state and kind, starting again at the first page', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationList />);
    await (await list()).findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unread' } });
    await waitFor(async () => expect(await (await list()).findAllByRole('listitem')).toHaveLength(3));
    expect(server.queriesOf('/api/notifications').at(-1)).toEqual({ page: '0', size: '10', state: 'unread' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'shipmentShipped' } });
    await waitFor(async () => expect(await (await list()).findAllByRole('listitem')).toHaveLength(1));
    expect(server.queriesOf('/api/notifications').at(-1)).toEqual({ page: '0', size: '10', state: 'unread', kind: 'shipmentShipped' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'read' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'refundRejected' } });
    expect(await screen.findByText('No notifications match these filters.')).toBeDefined();
  });

  it('marks one read as it opens its page, and marks all read', async () => {
    loginAs(['purchaser']);
    const first = renderNotifications(<NotificationList />, 'en', '/user/center?tab=notifications');
    const [newest] = await (await list()).findAllByRole('button');
    fireEvent.click(newest as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe(`/myOrderDetail/${ORDER_ID}`);
    await waitFor(() => expect(server.state.items.filter((n) => !n.readAt)).toHaveLength(2));

    first.unmount();
    renderNotifications(<NotificationList />);
    await screen.findByText('23 notifications, 2 unread');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('23 notifications, 0 unread')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
