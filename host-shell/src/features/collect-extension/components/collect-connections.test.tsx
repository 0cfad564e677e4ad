import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECT_TOKENS_MAX } from 'shared-contracts/api/collect-extension';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import type { Locale } from 'shared-contracts/i18n/locale';
import { RemoteMessages, mergeMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { collectExtensionMessages } from '../messages';
import { startCollectServer } from '../test/collect-test-server';
import { CollectConnections } from './collect-connections';

const { server } = pageTestServer(startCollectServer);
const messages = mergeMessages(clientKitMessages, collectExtensionMessages);
const renderConnections = (locale: Locale = 'en') =>
  renderWithProviders(<RemoteMessages messages={messages}><CollectConnections /></RemoteMessages>, { locale, path: '/user/center?tab=collect-extension' });

describe('Personal centre → Collection extension', () => {
  it('lists the connections with when each was made and last used, and links to the installation page', async () => {
    loginAs(['purchaser']);
    renderConnections();
    const list = await screen.findByRole('list', { name: 'Connected browsers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['Laptop ở nhà', 'Chrome văn phòng']);
    expect(items[0]?.textContent).toContain('Not used yet');
    expect(items[1]?.textContent).toContain('Last used');
    expect(screen.getByRole('link', { name: 'Install the extension first' }).getAttribute('href')).toBe('/pluginInstallation');
  });

  it('shows a new connection code once, with its steps, and lists the connection', async () => {
    loginAs(['purchaser']);
    renderConnections();
    fireEvent.change(await screen.findByRole('textbox', { name: /Name of this browser/ }), { target: { value: 'Edge ở kho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create connection code' }));
    const code = await screen.findByRole('textbox', { name: 'Connection code' }) as HTMLTextAreaElement;
    expect(JSON.parse(Buffer.from(code.value, 'base64url').toString('utf8'))).toEqual({ portal: 'http://portal.test', token: `pct_${'x'.repeat(43)}` });
    expect(screen.getByText('This code is shown only once. Copy it now and paste it into the extension.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDefined();
    await waitFor(() => expect(screen.getAllByRole('listitem').some((i) => i.textContent?.includes('Edge ở kho'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Connection code' })).toBeNull();
  });

  it('refuses a blank name with the field error, before asking the server', async () => {
    loginAs(['purchaser']);
    renderConnections();
    const posts = () => server.requests.filter((r) => r.method === 'POST').length;
    const before = posts();
    fireEvent.click(await screen.findByRole('button', { name: 'Create connection code' }));
    expect(await screen.findByText('This field is required.')).toBeDefined();
    expect(posts()).toBe(before);
  });

  it('revokes a connection after the confirmation', async () => {
    loginAs(['purchaser']);
    renderConnections();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome văn phòng' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('“Chrome văn phòng”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.state.revoked).toEqual([1]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Chrome văn phòng' })).toBeNull());
  });

  it('says the limit in Vietnamese when the server refuses one more', async () => {
    loginAs(['purchaser']);
    server.state.tokens = Array.from({ length: COLLECT_TOKENS_MAX }, (_, i) => ({ id: i + 1, label: `Máy ${i + 1}`, createTime: '2026-11-01T08:00:00Z', lastUsedTime: null }));
    renderConnections('vi');
    fireEvent.change(await screen.findByRole('textbox', { name: /Tên của trình duyệt này/ }), { target: { value: 'Máy mới' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã kết nối' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn đã có 10 kết nối. Hãy thu hồi một kết nối không còn dùng trước.');
  });
});
