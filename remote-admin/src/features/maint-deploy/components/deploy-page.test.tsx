import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { nodeFormData, uploadableFile } from 'shared-contracts/test-support/upload-files';
import { renderWithProviders } from '../../../test/render-with-providers';
import { deployPageMessages } from '../messages';
import { startDeployServer } from '../test/deploy-test-server';
import { DeployPage } from './deploy-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(DeployPage, deployPageMessages);
const { server, notify } = pageTestServer(startDeployServer);
const ALL = ['deploy:list', 'deploy:upload', 'deploy:activate', 'remote:list'];
/** A version's row in the versions table (the history below names versions too). */
const rowOf = async (version: string) => {
  const versions = (await screen.findByRole('columnheader', { name: 'Checks' })).closest('table') as HTMLElement;
  return (await within(versions).findByRole('cell', { name: version })).closest('tr') as HTMLElement;
};
const refused = (problems: unknown[]) => ({ status: 409, body: { status: 409, message: MessageKey.deployRefused, problems } });
const menuProblem = { kind: 'menuModuleMissing', module: './Sourcing', entries: [{ id: 9, title: 'Sourcing', component: 'mall/Sourcing' }] };
const writeCount = () => server.state.writes.length;

// jsdom has no CSS.escape, which the dialogs' focus trap calls when an element with an id appears behind them.
const cssEscape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
beforeAll(async () => {
  vi.stubGlobal('FormData', await nodeFormData());
  vi.stubGlobal('CSS', { escape: cssEscape });
});
afterAll(() => { vi.unstubAllGlobals(); });
afterEach(() => { vi.restoreAllMocks(); });

describe('deploy page', () => {
  it('lists the versions with their state, size and checks, and shows no action without the codes', async () => {
    loginAs(['deploy:list', 'remote:list']);
    renderWithProviders(<Page />);
    const active = await rowOf('1.1.0');
    expect(within(active).getByText('Active')).toBeDefined();
    expect(within(active).getByText('1.5 MB')).toBeDefined();
    expect(within(active).getByText('Ready to go live')).toBeDefined();
    expect(within(await rowOf('1.2.0')).getByText('Canary')).toBeDefined();
    const byUrl = await rowOf('1.0.0');
    expect(within(byUrl).getByText('Previous')).toBeDefined();
    expect(within(byUrl).getByText('By URL')).toBeDefined();
    expect(within(await rowOf('1.3.0')).getByText('react: this version needs ^99.0.0, the host provides 19.1.0.')).toBeDefined();
    expect(screen.getAllByText('10% of users and the roles buyer')).toHaveLength(2);
    // The history, newest first, with the recorded override.
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Canary started', 'Activated', 'Uploaded']);
    expect(history.getByText('Menu check overridden')).toBeDefined();
    expect(history.getByText('Sourcing (mall/Sourcing)')).toBeDefined();
    for (const name of ['Upload a version', 'Activate 1.3.0', 'Start a canary of 1.3.0', 'Roll back to 1.0.0', 'Promote', 'Abandon']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(server.queriesOf('/api/deploy/events').at(-1)).toEqual({ remote: 'mall', limit: '50' });
  });

  it('says why a version is refused, in the user’s language', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />, 'cn');
    fireEvent.click(await screen.findByRole('button', { name: '上线 1.0.0' }));
    const dialog = within(await findDialog('alertdialog', { name: '上线 mall 1.0.0' }));
    server.state.nextWrite = refused([{ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.1.0' }, menuProblem]);
    fireEvent.click(dialog.getByRole('button', { name: '上线' }));
    expect(await dialog.findByText('该版本无法上线：请查看列出的原因。')).toBeDefined();
    expect(dialog.getByText('react：该版本需要 ^99.0.0，宿主提供的是 19.1.0。')).toBeDefined();
    expect(dialog.getByText('以下菜单项指向 ./Sourcing，而该版本未暴露此模块：')).toBeDefined();
    expect(dialog.getByText('Sourcing（mall/Sourcing）')).toBeDefined();
    // A compatibility problem cannot be overridden: no override, and no second try.
    expect(dialog.queryByRole('checkbox')).toBeNull();
    expect(dialog.getByRole('button', { name: '上线' }).hasAttribute('disabled')).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('goes live despite menu entries only after the explicit override', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate 1.2.0' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Activate mall 1.2.0' }));
    server.state.nextWrite = refused([menuProblem]);
    fireEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    const anyway = await dialog.findByRole('button', { name: 'Activate anyway' });
    expect(anyway.hasAttribute('disabled')).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Go live anyway/ }));
    await waitFor(() => expect(anyway.hasAttribute('disabled')).toBe(false));
    fireEvent.click(anyway);
    expect(await screen.findByText('mall 1.2.0 is live: the next page load uses it.')).toBeDefined();
    expect(server.state.writes.map((w) => [w.path, w.body])).toEqual([
      ['/api/remotes/mall/activate', { version: '1.2.0', overrideMenus: false }],
      ['/api/remotes/mall/activate', { version: '1.2.0', overrideMenus: true }],
    ]);
  });

  it('sends an action once, however fast the clicks', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Promote' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Promote mall 1.2.0' }));
    const promote = dialog.getByRole('button', { name: 'Promote' });
    fireEvent.click(promote);
    fireEvent.click(promote);
    fireEvent.click(promote);
    expect(await screen.findByText('mall 1.2.0 is live for everyone.')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'POST', path: '/api/remotes/mall/canary/promote', body: { overrideMenus: false } }]);
  });

  it('abandons a canary after confirmation', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abandon' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Abandon the canary of mall 1.2.0' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Abandon' }));
    expect(await screen.findByText('The canary of mall 1.2.0 was abandoned.')).toBeDefined();
    expect(server.state.writes.map((w) => w.path)).toEqual(['/api/remotes/mall/canary/abandon']);
  });

  it('rolls back in one click, saying which version it returns to, and reads the lists again', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to 1.0.0' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Roll back mall' }));
    expect(dialog.getByText(/mall goes back from 1.1.0 to 1.0.0 for every user/)).toBeDefined();
    const reads = server.queriesOf('/api/deploy/versions').length;
    fireEvent.click(dialog.getByRole('button', { name: 'Roll back to 1.0.0' }));
    expect(await screen.findByText('mall was rolled back to 1.0.0.')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'POST', path: '/api/remotes/mall/rollback', body: { overrideMenus: false } }]);
    await waitFor(() => expect(server.queriesOf('/api/deploy/versions').length).toBeGreaterThan(reads));
  });

  it('checks the canary form before sending it', async () => {
    loginAs([...ALL, 'roles:list']);
    server.state.versions = server.state.versions.map((v) => (v.state === 'canary' ? { ...v, state: null } : v));
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a canary of 1.2.0' }));
    const dialog = within(await findDialog('dialog', { name: 'Canary of mall 1.2.0' }));
    const share = dialog.getByRole('spinbutton', { name: /Share of users/ });
    fireEvent.change(share, { target: { value: '150' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    expect(await dialog.findByText('The share of users is a whole number from 0 to 100.')).toBeDefined();
    fireEvent.change(share, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    expect(await dialog.findByText('Choose a share of users or at least one role for the canary.')).toBeDefined();
    expect(writeCount()).toBe(0);

    const buyer = await dialog.findByRole('checkbox', { name: 'buyer' });
    fireEvent.click(buyer);
    // The checkbox reports its change a moment after the click; the drawn state follows the form's.
    await waitFor(() => expect(buyer.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    expect(await screen.findByText('The canary of mall 1.2.0 is running.')).toBeDefined();
    expect(server.state.writes).toEqual([
      { method: 'POST', path: '/api/remotes/mall/canary', body: { version: '1.2.0', percent: 0, roles: ['buyer'], overrideMenus: false } },
    ]);
  });

  it('types the canary’s roles by name for a user who may not list roles', async () => {
    const requestsBefore = server.requests.length;
    loginAs(ALL);
    server.state.versions = server.state.versions.map((v) => (v.state === 'canary' ? { ...v, state: null } : v));
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a canary of 1.3.0' }));
    const dialog = within(await findDialog('dialog', { name: 'Canary of mall 1.3.0' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Roles' }), { target: { value: 'buyer, ops' } });
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Share of users/ }), { target: { value: '25' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Start the canary' }));
    expect(await screen.findByText('The canary of mall 1.3.0 is running.')).toBeDefined();
    expect(server.state.writes[0]?.body).toEqual({ version: '1.3.0', percent: 25, roles: ['buyer', 'ops'], overrideMenus: false });
    // Asking would have answered 403, which sends the user to the "no permission" page.
    expect(server.requests.slice(requestsBefore).some((r) => r.url === '/api/roles/all')).toBe(false);
  });

  it('uploads a version, suggesting the next one, and shows a refusal in place', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    await rowOf('1.3.0');
    fireEvent.click(screen.getByRole('button', { name: 'Upload a version' }));
    const dialog = within(await findDialog('dialog', { name: 'Upload a version' }));
    expect((dialog.getByRole('textbox', { name: /^Version/ }) as HTMLInputElement).value).toBe('1.3.1');
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Please choose a file to upload.')).toBeDefined();
    expect(writeCount()).toBe(0);

    fireEvent.change(dialog.getByLabelText(/^Archive/), { target: { files: [uploadableFile(['PK\u0003\u0004'], 'mall-dist.zip', 'application/zip')] } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.deployVersionExists } };
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('This version of the remote exists already; give the build a new version.')).toBeDefined();
    expect(dialog.queryByRole('list', { name: 'Why it cannot go live' })).toBeNull();
    // A build drawing an address another remote draws: the refusal names the address, the remote and its version.
    server.state.nextWrite = refused([{ kind: 'drawnAddressTaken', module: '/mallDetail/:goodsId', remote: 'orders', provided: '2.0.0', detail: '/mallDetail/:id' }]);
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('This version cannot go live: see the reasons listed.')).toBeDefined();
    expect(within(dialog.getByRole('list', { name: 'Why it cannot go live' })).getByText('Visitors’ pages at /mallDetail/:goodsId are drawn already by the orders remote '
      + '(version 2.0.0, pattern /mallDetail/:id). An address is drawn by one remote only: leave it out of this build, or take it out of orders first.')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Version 1.3.1 of mall was uploaded. Activate it or start a canary when ready.')).toBeDefined();
    expect(dialog.queryByRole('list', { name: 'Why it cannot go live' })).toBeNull();
    const { contentType, form } = server.state.writes[2]?.body as { contentType: string; form: string };
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(form).toMatch(/name="name"\r\n\r\nmall\r\n/);
    expect(form).toMatch(/name="version"\r\n\r\n1.3.1\r\n/);
    expect(form).toMatch(/name="file"; filename="mall-dist.zip"/);
  });

  it('shows the CI command without the token, and copies it with the user’s token only when asked', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    // The stub stays until the file's globals are restored (afterAll); this is the file's last test to need a clipboard.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    loginAs(ALL);
    renderWithProviders(<Page />);
    const command = await screen.findByTestId('deploy-command');
    expect(command.textContent).toBe(`PORTAL_URL=${window.location.origin} PORTAL_TOKEN=$PORTAL_TOKEN npm run deploy -- mall --version 1.3.1`);
    expect(document.body.textContent).not.toContain('PORTAL_TOKEN=t ');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(command.textContent));
    fireEvent.click(screen.getByRole('button', { name: 'Copy with my token' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('PORTAL_TOKEN=t npm run deploy -- mall --version 1.3.1')));
    expect(await screen.findByText(/Copied with your own token/)).toBeDefined();
  });
});
