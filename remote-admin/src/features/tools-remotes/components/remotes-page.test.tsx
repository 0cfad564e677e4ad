import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { REMOTES_REFRESH_MS } from '../api/query-keys';
import { remotesPageMessages } from '../messages';
import { startRemotesServer } from '../test/remotes-test-server';
import { RemotesPage } from './remotes-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(RemotesPage, remotesPageMessages);
const { server } = pageTestServer(startRemotesServer);
const ALL = ['remote:list', 'remote:edit', 'deploy:list', 'deploy:activate'];
const card = async (name: string) => within(await screen.findByRole('region', { name }));

// jsdom has no CSS.escape, which the dialogs' focus trap calls when an element with an id appears behind them.
beforeAll(() => { vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) }); });
afterAll(() => { vi.unstubAllGlobals(); });
afterEach(() => { vi.useRealTimers(); });

describe('remotes page', () => {
  it('shows each remote’s health, versions, last change and failures, with a warning once the active version fails', async () => {
    loginAs(['remote:list']);
    renderWithProviders(<Page />);
    const mall = await card('mall');
    expect(mall.getByText('Reachable · 42 ms')).toBeDefined();
    expect(mall.getByText('/remotes/mall/v/1.1.0/mf-manifest.json')).toBeDefined();
    expect(mall.getByText('1.2.0 for 10% of users and the roles buyer')).toBeDefined();
    expect(mall.getByText(/^Activated 1.1.0 by ops, /)).toBeDefined();
    expect(mall.getByRole('status').textContent).toBe('3 failures since activation');
    const failures = mall.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent));
    expect(failures).toEqual([['1.1.0', '3', 'chunk, render error'], ['1.0.0', '1', 'manifest']]);
    expect(mall.getByText('Enabled')).toBeDefined();

    const partner = await card('partner');
    expect(partner.getByText('Unreachable')).toBeDefined();
    expect(partner.getByText('Disabled')).toBeDefined();
    expect(partner.getByText('No failures reported.')).toBeDefined();
    expect(partner.queryByRole('status')).toBeNull();

    const csp = within(await screen.findByRole('region', { name: 'Security reports' }));
    expect(await csp.findByText('https://evil.example/x.js')).toBeDefined();
    expect(server.queriesOf('/api/security/csp-reports').at(-1)).toEqual({ limit: '20' });
    // Reading is all this user may do.
    expect(screen.queryByRole('checkbox')).toBeNull();
    for (const name of ['Register by URL', 'Roll back mall']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says the same in Vietnamese', async () => {
    loginAs(['remote:list']);
    renderWithProviders(<Page />, 'vi');
    const mall = await card('mall');
    expect(mall.getByRole('status').textContent).toBe('3 lỗi kể từ khi kích hoạt');
    expect(mall.getByText('Truy cập được · 42 ms')).toBeDefined();
  });

  it('switches a remote off and on with its own manifest and version', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click((await card('partner')).getByRole('checkbox', { name: 'partner enabled' }));
    await waitFor(() => expect(server.state.writes).toHaveLength(1));
    expect(server.state.writes[0]).toEqual({
      method: 'PUT', path: '/api/remotes',
      body: { name: 'partner', manifestUrl: 'https://cdn.example.com/partner/mf-manifest.json', version: '0.1.0', enabled: true },
    });
  });

  it('registers a remote by URL after checking the fields, and shows why the server refuses one', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register by URL' }));
    const dialog = within(await findDialog('dialog', { name: 'Register a remote by URL' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Partner' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Manifest URL/ }), { target: { value: 'ftp://cdn/partner' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('The remote name has lowercase letters, digits and -, and starts with a letter')).toBeDefined();
    expect(dialog.getByRole('textbox', { name: /^Manifest URL/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.state.writes).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: /^Name/ }), { target: { value: 'partner' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Manifest URL/ }), { target: { value: 'https://cdn.example.com/partner/mf-manifest.json' } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.deployRefused, problems: [
      { kind: 'menuModuleMissing', module: './Hello', entries: [{ id: 40, title: 'Partner catalogue', component: 'partner/Hello' }] },
    ] } };
    fireEvent.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await dialog.findByText('Menu entries point at ./Hello, which this version does not expose:')).toBeDefined();
    expect(dialog.getByText('Partner catalogue (partner/Hello)')).toBeDefined();
    fireEvent.click(dialog.getByRole('checkbox', { name: /Go live anyway/ }));
    const anyway = dialog.getByRole('button', { name: 'Register anyway' });
    await waitFor(() => expect(anyway.hasAttribute('disabled')).toBe(false));
    fireEvent.click(anyway);
    expect(await screen.findByText('partner 1.0.0 was registered.')).toBeDefined();
    expect(server.state.writes.map((w) => w.body)).toEqual([
      { name: 'partner', version: '1.0.0', manifestUrl: 'https://cdn.example.com/partner/mf-manifest.json', activate: true, overrideMenus: false },
      { name: 'partner', version: '1.0.0', manifestUrl: 'https://cdn.example.com/partner/mf-manifest.json', activate: true, overrideMenus: true },
    ]);
  });

  it('rolls a failing remote back from its card in one click', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click((await card('mall')).getByRole('button', { name: 'Roll back mall' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Roll back mall' }));
    expect(await dialog.findByText(/mall goes back from 1.1.0 to 1.0.0/)).toBeDefined();
    const reads = server.queriesOf('/api/remotes/health').length;
    fireEvent.click(dialog.getByRole('button', { name: 'Roll back to 1.0.0' }));
    expect(await screen.findByText('mall was rolled back to 1.0.0.')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'POST', path: '/api/remotes/mall/rollback', body: { overrideMenus: false } }]);
    await waitFor(() => expect(server.queriesOf('/api/remotes/health').length).toBeGreaterThan(reads));
  });

  it('reads the health again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const before = { health: server.queriesOf('/api/remotes/health').length, csp: server.queriesOf('/api/security/csp-reports').length };
    loginAs(['deploy:list']);
    renderWithProviders(<Page />);
    await card('mall');
    expect(server.queriesOf('/api/remotes/health')).toHaveLength(before.health + 1);
    server.state.health = server.state.health.map((h) => (h.name === 'mall' ? { ...h, failuresSinceActivation: 7 } : h));
    await act(() => vi.advanceTimersByTimeAsync(REMOTES_REFRESH_MS));
    expect(await (await card('mall')).findByText('7 failures since activation')).toBeDefined();
    expect(server.queriesOf('/api/remotes/health')).toHaveLength(before.health + 2);
    // Without remote:list the security reports are not asked for (a 403 would leave the page).
    expect(server.queriesOf('/api/security/csp-reports')).toHaveLength(before.csp);
  });
});
