import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { nodeFormData, uploadableFile } from 'shared-contracts/test-support/upload-files';
import { renderWithProviders } from '../../../test/render-with-providers';
import { storageFileMessages } from '../messages';
import { startStorageServer } from '../test/storage-test-server';
import { StoragePage } from './storage-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(StoragePage, storageFileMessages);
const { server, notify } = pageTestServer(startStorageServer);
const ALL = ['storage:list', 'storage:add', 'storage:edit', 'storage:del'];
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const click = vi.fn();

beforeAll(async () => { vi.stubGlobal('FormData', await nodeFormData()); });
afterAll(() => { vi.unstubAllGlobals(); });
beforeEach(() => {
  let n = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:file-${++n}`), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { click(this.download); });
});
afterEach(() => { vi.restoreAllMocks(); click.mockClear(); });

describe('storage page', () => {
  it('lists files with their kind, readable size and a thumbnail for pictures, and shows buttons by permission', async () => {
    loginAs(['storage:list']);
    renderWithProviders(<Page />);
    const row = await rowOf('报价单.pdf');
    expect(within(row).getByText('1.5 KB')).toBeDefined();
    expect(within(row).getByText('Document')).toBeDefined();
    expect(within(row).getByRole('img', { name: 'Document' })).toBeDefined();
    expect(within(await rowOf('Hợp đồng.zip')).getByText('3 MB')).toBeDefined();
    // The picture's thumbnail is fetched with the token and shown from an object URL; the original is not fetched.
    expect((await within(await rowOf('logo.png')).findByRole('img', { name: 'logo.png' })).getAttribute('src')).toMatch(/^blob:file-/);
    expect(server.requested('/api/localStorage/2/thumbnail')).toBe(true);
    expect(server.requested('/api/localStorage/2/download')).toBe(false);
    // A picture the server did not check has no thumbnail: its kind's icon, never its bytes.
    expect(within(await rowOf('scan.bmp')).getByRole('img', { name: 'Image' })).toBeDefined();
    expect(server.requested('/api/localStorage/4/download')).toBe(false);
    expect(server.requested('/api/localStorage?page=0&size=10')).toBe(true);
    for (const name of ['Upload file', 'Edit 报价单.pdf', 'Delete 报价单.pdf']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download 报价单.pdf' })).toBeDefined();
  });

  it('filters by name and upload days', async () => {
    loginAs(['storage:list']);
    renderWithProviders(<Page />);
    await rowOf('报价单.pdf');
    const filters = within(screen.getByRole('search', { name: 'Filter files' }));
    fireEvent.change(filters.getByRole('searchbox', { name: 'File name' }), { target: { value: ' logo ' } });
    fireEvent.change(filters.getByLabelText('Uploaded from'), { target: { value: '2026-03-05' } });
    fireEvent.change(filters.getByLabelText('Uploaded to'), { target: { value: '2026-03-01' } });
    fireEvent.click(filters.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('报价单.pdf')).toBeNull());
    const query = server.queriesOf('/api/localStorage').at(-1);
    // A range typed the wrong way round is applied as meant.
    expect(query).toEqual({
      page: '0', size: '10', blurry: 'logo',
      createdFrom: new Date('2026-03-01T00:00:00').toISOString(), createdTo: new Date('2026-03-05T23:59:59.999').toISOString(),
    });
  });

  it('uploads a file with a display name', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload file' }));
    const dialog = within(await findDialog('dialog', { name: 'Upload file' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please choose a file to upload.')).toBeDefined();
    expect(server.state.writes).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^File/), { target: { files: [uploadableFile(['%PDF-1.4'], 'q.pdf', 'application/pdf')] } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Display name' }), { target: { value: 'Báo giá tháng 3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = server.state.writes;
    expect(sent?.path).toBe('/api/localStorage/upload');
    const { contentType, form } = sent?.body as { contentType: string; form: string };
    expect(contentType).toMatch(/^multipart\/form-data/);
    expect(form).toMatch(/name="name"\r\n\r\nBáo giá tháng 3\r\n/);
    expect(form).toMatch(/name="file"; filename="q.pdf"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.4/);
  });

  it('refuses an empty file before sending it', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload file' }));
    const dialog = within(await findDialog('dialog', { name: 'Upload file' }));
    fireEvent.change(dialog.getByLabelText(/^File/), { target: { files: [uploadableFile([], 'empty.txt', 'text/plain')] } });
    expect(await dialog.findByText('Please choose a file to upload.')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(server.state.writes).toEqual([]);
  });

  it('renames a file, and checks the name first', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 报价单.pdf' }));
    const dialog = within(await findDialog('dialog', { name: 'Rename file' }));
    const name = dialog.getByRole('textbox', { name: /Display name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required.')).toBeDefined();
    fireEvent.change(name, { target: { value: '报价单（终版）' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'PUT', path: '/api/localStorage', body: { id: 1, name: '报价单（终版）' } }]);
  });

  it('deletes one file after confirmation, and the selected ones together', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete logo.png' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    expect(within(confirm).getByText('Delete the file “logo.png”? Its contents are removed too.')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 报价单.pdf' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Hợp đồng.zip' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (2)' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    expect(within(confirm).getByText('Delete 2 files? Their contents are removed too.')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes.map((w) => [w.method, w.body])).toEqual([['DELETE', [2]], ['DELETE', [1, 3]]]);
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('selects the whole page at once and keeps the selection when the delete is refused', async () => {
    loginAs(ALL);
    renderWithProviders(<Page />);
    await rowOf('报价单.pdf');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all files on this page' }));
    server.state.nextWrite = { status: 404, body: { status: 404, message: MessageKey.storageFileNotFound } };
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (4)' }));
    const confirm = within(await findDialog('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete selected (4)' })).toBeDefined();
  });

  it('downloads a file under its name with the token', async () => {
    loginAs(['storage:list']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download 报价单.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledWith('报价单.pdf'));
    const request = server.requests.find((r) => r.url === '/api/localStorage/1/download');
    expect(request?.headers.authorization).toBe('Bearer t');
  });

  it('says when loading failed and tries again', async () => {
    loginAs(['storage:list']);
    server.state.failLists = true;
    renderWithProviders(<Page />);
    expect(await screen.findByText('The list could not be loaded.')).toBeDefined();
    server.state.failLists = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('报价单.pdf')).toBeDefined();
  });
});
