import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { ORDER_ID, startNotificationsServer } from '../test/notifications-test-server';
import { renderNotifications } from '../test/render-notifications';
import { NotificationBell } from './notification-bell';

const { server } = pageTestServer(startNotificationsServer);
// The panel is placed against its trigger, which Zag measures; jsdom has no ResizeObserver.
vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
const panel = async () => within(await screen.findByTestId('notification-panel'));

describe('the notifications bell', () => {
  it('is not there for an anonymous visitor, and asks nothing', () => {
    renderNotifications(<NotificationBell />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(server.queriesOf('/api/notifications/unread-count')).toEqual([]);
  });

  it.each([
    ['en', 'Notifications, 3 unread'],
    ['cn', '通知，3 条未读'],
    ['vi', 'Thông báo, 3 chưa đọc'],
  ] as const)('names the unread count in %s', async (locale, name) => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationBell />, locale);
    const bell = await screen.findByRole('button', { name });
    // Named with the figure it shows (WCAG 2.5.3, label in name).
    expect(within(bell).getByTestId('notification-count').textContent).toBe('3');
  });

  it('opens the latest, unread ones marked, each in the reader’s language with its relative time', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationBell />, 'vi');
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo, 3 chưa đọc' }));
    const p = await panel();
    const items = await p.findAllByTestId('notification-item');
    expect(items).toHaveLength(8);
    expect(server.queriesOf('/api/notifications').at(-1)).toEqual({ page: '0', size: '8', state: 'all' });
    // Newest first: 23 (shipped, 2 min ago, unread), 22 (accepted, unread), 21 (payment approved, unread), then read ones.
    expect(items.map((i) => i.dataset.state)).toEqual(['unread', 'unread', 'unread', 'read', 'read', 'read', 'read', 'read']);
    const newest = items[0] as HTMLElement;
    expect(newest.textContent).toContain('Phiếu giao hàng SH23 đang được vận chuyển');
    expect(newest.textContent).toContain('SF Express VN');
    expect(newest.textContent).toContain('2 phút trước');
    expect(newest.textContent).toContain('Chưa đọc');
    expect(items[1]?.textContent).toContain('¥999.00');
    expect(items[2]?.textContent).toContain('¥12.50');
  });

  it('marks one read and goes to its page in the portal, the panel closed and the count one less', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const [newest] = await (await panel()).findAllByTestId('notification-item');
    fireEvent.click(newest as HTMLElement);
    expect(screen.getByTestId('location').textContent).toBe(`/myOrderDetail/${ORDER_ID}`);
    await waitFor(() => expect(server.state.items.find((n) => n.id === 23)?.readAt).not.toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
  });

  it('marks all read, and links to the full list', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const p = await panel();
    await p.findAllByTestId('notification-item');
    fireEvent.click(p.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeDefined();
    await waitFor(() => expect(p.getAllByTestId('notification-item').every((i) => i.dataset.state === 'read')).toBe(true));
    fireEvent.click(p.getByRole('link', { name: 'See all notifications' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/center?tab=notifications');
  });
});
