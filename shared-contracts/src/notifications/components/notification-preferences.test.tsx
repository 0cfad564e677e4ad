import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startNotificationsServer } from '../test/notifications-test-server';
import { renderNotifications } from '../test/render-notifications';
import { NotificationPreferences } from './notification-preferences';

const { server } = pageTestServer(startNotificationsServer);
const saveWhenEnabled = async (name: string) => {
  const save = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
};
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the notification settings', () => {
  it('lets a deadline reminder be turned off only for e-mail, and says why', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationPreferences />);
    const portal = await screen.findByRole('checkbox', { name: 'Deposit deadline reminder: in the portal' });
    expect((portal as HTMLInputElement).checked).toBe(true);
    expect((portal as HTMLInputElement).disabled).toBe(true);
    expect(portal.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(portal.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Deadline reminders always show in the portal; only their e-mail can be turned off.');
    expect(box('Deposit deadline reminder: by e-mail').disabled).toBe(false);
    expect(box('Order accepted: in the portal').disabled).toBe(false);
  });

  it('saves only the kinds changed and says so', async () => {
    loginAs(['purchaser']);
    renderNotifications(<NotificationPreferences />);
    await screen.findByRole('checkbox', { name: 'Order accepted: by e-mail' });
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(box('Order accepted: by e-mail'));
    fireEvent.click(box('Deposit deadline reminder: by e-mail'));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    // (The test's location probe is an <output>, a status too: the line is found by its text.)
    expect(await screen.findByText('Your notification settings have been saved.')).toBeDefined();
    expect(server.state.puts).toEqual([{ items: [
      { kind: 'orderAccepted', portal: true, email: false },
      { kind: 'depositReminder', portal: true, email: false },
    ] }]);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('shows the server’s refusal translated, in Vietnamese', async () => {
    loginAs(['purchaser']);
    server.state.nextPreferencesAnswer = { status: 400, body: { status: 400, message: 'mall.reminderPortalRequired' } };
    renderNotifications(<NotificationPreferences />, 'vi');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Đơn hàng được chấp nhận: qua e-mail' }));
    await saveWhenEnabled('Lưu cài đặt');
    expect((await screen.findByRole('alert')).textContent).toContain('Nhắc hạn luôn hiển thị trên cổng; chỉ có thể tắt thông báo qua e-mail.');
  });

  it('says a lost answer in the reader’s words', async () => {
    loginAs(['purchaser']);
    server.state.nextPreferencesAnswer = { status: 502, body: 'bad gateway' };
    renderNotifications(<NotificationPreferences />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Order accepted: in the portal' }));
    await saveWhenEnabled('Save settings');
    expect((await screen.findByRole('alert')).textContent).toContain('The settings could not be saved.');
  });
});
