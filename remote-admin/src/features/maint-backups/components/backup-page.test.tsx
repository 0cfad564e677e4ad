import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { backupMessages } from '../messages';
import { startBackupServer } from '../test/backup-test-server';
import { BackupPage } from './backup-page';

const Page = withRemoteMessages(BackupPage, backupMessages);
const { server } = pageTestServer(startBackupServer);
const ALL = ['database:list', 'database:add', 'database:restore', 'database:del'];
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('database backups page', () => {
  it('lists backups with size, kind and author, and shows buttons by permission', async () => {
    loginAs(['database:list']);
    renderWithProviders(<Page />);
    const manual = await rowOf('backup-20260302-030405');
    expect(within(manual).getByText('1.5 MB')).toBeDefined();
    expect(within(manual).getByText('By hand')).toBeDefined();
    const nightly = await rowOf('backup-20260301-193000');
    expect(within(nightly).getByText('Nightly')).toBeDefined();
    expect(within(nightly).getByText('System')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Download backup-20260302-030405' })).toBeDefined();
    for (const name of ['Back up now', 'Upload a backup file', 'Restore backup-20260302-030405', 'Delete backup-20260302-030405']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('offers download and restore only to a reader who sees all data, and says why', async () => {
    server.state.allData = false;
    loginAs(ALL);
    renderWithProviders(<Page />);
    await rowOf('backup-20260302-030405');
    expect(await screen.findByText(/a backup holds every buyer’s records/)).toBeDefined();
    for (const name of ['Download backup-20260302-030405', 'Restore backup-20260302-030405']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete backup-20260302-030405' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDefined();
  });

  it('backs up now', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup backup-20260303-000000 was made.')).toBeDefined();
  });

  it('restores only after the backup’s name is typed, showing what it replaces', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore backup-20260302-030405' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore backup-20260302-030405' });
    expect(await within(dialog).findByText('mall_order')).toBeDefined();
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    const field = within(dialog).getByLabelText('Type the backup’s name (backup-20260302-030405) to confirm');
    fireEvent.change(field, { target: { value: 'backup-2026' } });
    expect(restore.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'backup-20260302-030405' } });
    await waitFor(() => expect(restore.hasAttribute('disabled')).toBe(false));
    fireEvent.click(restore);
    expect(await screen.findByText('The database was restored from backup-20260302-030405: 35 tables, 1,200 rows.')).toBeDefined();
    expect(server.state.restores).toEqual([{ confirm: 'backup-20260302-030405' }]);
  });

  it('refuses to offer a restore of another database version', async () => {
    server.state.serverLevel = '15:def';
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore backup-20260302-030405' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore backup-20260302-030405' });
    expect(await within(dialog).findByText('This backup belongs to another database version and cannot be restored here.')).toBeDefined();
    expect(within(dialog).getByText('Database version of the backup: 14:abc; of this server: 15:def.')).toBeDefined();
    fireEvent.change(within(dialog).getByLabelText(/Type the backup’s name/), { target: { value: 'backup-20260302-030405' } });
    expect(within(dialog).getByRole('button', { name: 'Restore' }).hasAttribute('disabled')).toBe(true);
  });
});
