import { fireEvent, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startNotificationsServer } from '../notifications/test/notifications-test-server';
import { StandaloneFrame } from './standalone-frame';

pageTestServer(startNotificationsServer);
// The bell's panel is placed against its trigger, which Zag measures; jsdom has no ResizeObserver.
vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });

const pages = { OrderList: lazy(async () => ({ default: () => <p>the remote’s page</p> })) };

describe('a remote’s standalone frame', () => {
  it('has no bell signed out', async () => {
    render(<StandaloneFrame pages={pages} />);
    expect(await screen.findByText('the remote’s page')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('has the portal’s bell signed in, in the frame’s language, its links opening in the portal', async () => {
    window.history.replaceState(null, '', '/OrderList?lang=vi');
    loginAs(['purchaser']);
    render(<StandaloneFrame pages={pages} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Thông báo, 3 chưa đọc' }));
    const panel = within(await screen.findByTestId('notification-panel'));
    expect(await panel.findAllByTestId('notification-item')).toHaveLength(8);
    // The frame has none of the portal's routes: the list is the portal's page (API_URL, localhost:8080 by default).
    expect(panel.getByRole('link', { name: 'Xem tất cả thông báo' }).getAttribute('href'))
      .toBe('http://localhost:8080/user/center?tab=notifications');
  });
});
