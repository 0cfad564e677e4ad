import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { goodsMessages } from '../messages';
import { GoodsPage } from './goods-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(GoodsPage, goodsMessages);
const { server } = pageTestServer(startMallServer);

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('goods management page', () => {
  it('lists goods with their names in every language, store, category and price range', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    const row = (await screen.findByText('纯棉T恤')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Cotton T-shirt · Áo thun cotton')).toBeDefined();
    expect(within(row).getByText('Guangzhou Garments')).toBeDefined();
    expect(await within(row).findByText('Women')).toBeDefined();
    expect(within(row).getByText('CN¥12.50 – CN¥19.90')).toBeDefined();
    expect(within(row).getByText('On sale')).toBeDefined();
    const other = screen.getByText('蓝牙耳机').closest('tr') as HTMLElement;
    expect(within(other).getByText('Off sale')).toBeDefined();
    expect(within(other).getByText('Recommended')).toBeDefined();
    expect(server.requested('/api/goods/admin?page=0&size=20&sort=newest')).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sale' }), { target: { value: 'false' } });
    await waitFor(() => expect(server.requested('/api/goods/admin?page=0&size=20&categoryId=2&onSale=false&sort=newest')).toBe(true));
  });

  it('hides add, edit and delete without the goods codes', async () => {
    loginAs(['goods:list']);
    renderWithProviders(<Page />);
    await screen.findByText('纯棉T恤');
    for (const name of ['Add goods', 'Edit Cotton T-shirt', 'Delete Cotton T-shirt', 'Delete selected (0)']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Cotton T-shirt' })).toBeNull();
    cleanup();

    loginAs(['goods:list', 'goods:edit']);
    renderWithProviders(<Page />);
    expect(await screen.findByRole('button', { name: 'Edit Cotton T-shirt' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete Cotton T-shirt' })).toBeNull();
  });

  it('edits a goods: yuan typed, fen sent, SKU ids kept, a new SKU added', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cotton T-shirt' }));
    const form = within(await findDialog('dialog', { name: 'Edit goods #1' }));
    const first = within(form.getByRole('group', { name: 'Specification 1' }));
    expect(first.getByRole('textbox', { name: /Price \(yuan\)/ })).toHaveProperty('value', '12.50');
    expect(first.getByRole('textbox', { name: 'Attribute 1 (English)' })).toHaveProperty('value', 'Colour');
    type(first.getByRole('textbox', { name: /Price \(yuan\)/ }), '15.8');

    fireEvent.click(form.getByRole('button', { name: 'Add specification' }));
    const second = within(await form.findByRole('group', { name: 'Specification 2' }));
    type(second.getByRole('textbox', { name: 'Attribute 1 (Chinese)' }), '颜色');
    type(second.getByRole('textbox', { name: 'Value 1 (Chinese)' }), '白色');
    type(second.getByRole('textbox', { name: 'Attribute 1 (Vietnamese)' }), 'Màu');
    type(second.getByRole('textbox', { name: 'Value 1 (Vietnamese)' }), 'Trắng');
    type(second.getByRole('textbox', { name: /Price \(yuan\)/ }), '9');
    type(second.getByRole('spinbutton', { name: 'Minimum order quantity' }), '5');
    // The store list is loaded for the picker before saving keeps the goods' store.
    await waitFor(() => expect(form.getByRole('combobox', { name: /Store/ })).toHaveProperty('disabled', false));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toHaveLength(1);
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', path: '/api/goods' });
    expect(server.state.writes[0]?.body).toMatchObject({
      id: 1, name: '纯棉T恤', storeId: 5, categoryId: 11, onSale: true, imageKeys: [],
      skus: [
        { id: 71, attrs: { 颜色: '红色', 尺码: 'M' }, attrsI18n: { en: { Colour: 'Red', Size: 'M' } }, price: 1580, moq: 2, stockHint: 100 },
        { attrs: { 颜色: '白色' }, attrsI18n: { vi: { Màu: 'Trắng' } }, price: 900, moq: 5, stockHint: 0 },
      ],
    });
  });

  it('checks a new goods with the contract, then creates it with an uploaded picture', async () => {
    loginAs(['goods:list', 'goods:add']);
    renderWithProviders(<Page />);
    await screen.findByText('纯棉T恤');
    fireEvent.click(screen.getByRole('button', { name: 'Add goods' }));
    const form = within(await findDialog('dialog', { name: 'Add goods' }));
    type(form.getByRole('textbox', { name: /Price \(yuan\)/ }), '1.234');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please choose the store.')).toBeDefined();
    expect(form.getByText('Please choose the category.')).toBeDefined();
    expect(form.getByRole('textbox', { name: /Price \(yuan\)/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.state.writes).toEqual([]);

    type(form.getByRole('textbox', { name: /Name \(Chinese\)/ }), '蓝牙音箱');
    await waitFor(() => expect(within(form.getByRole('combobox', { name: /Store/ })).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(form.getByRole('combobox', { name: /Store/ }), { target: { value: '6' } });
    await waitFor(() => expect(within(form.getByRole('combobox', { name: /Category/ })).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(form.getByRole('combobox', { name: /Category/ }), { target: { value: '2' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Purchasing-agent (ddc) goods' }));
    fireEvent.change(await form.findByRole('combobox', { name: 'Source platform' }), { target: { value: '1688' } });
    type(form.getByRole('textbox', { name: 'Source item id' }), '6543210');
    type(form.getByRole('textbox', { name: 'Attribute 1 (Chinese)' }), '颜色');
    type(form.getByRole('textbox', { name: 'Value 1 (Chinese)' }), '黑色');
    type(form.getByRole('textbox', { name: /Price \(yuan\)/ }), '0.29');

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'speaker.png', { type: 'image/png' });
    fireEvent.change(form.getByLabelText('Upload pictures', { selector: 'input' }), { target: { files: [file] } });
    // The picture is stored at once; it becomes the cover and can be removed again.
    expect(await form.findByRole('button', { name: 'Remove picture 1' })).toBeDefined();
    expect(form.getByText('Cover')).toBeDefined();
    expect(server.state.writes[0]).toMatchObject({ method: 'POST', path: '/api/goods/images' });
    expect(String((server.state.writes[0]?.body as { contentType: string }).contentType)).toMatch(/^multipart\/form-data/);

    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes[1]).toEqual({
      method: 'POST', path: '/api/goods',
      body: {
        name: '蓝牙音箱', nameI18n: {}, description: '', descriptionI18n: {}, storeId: 6, categoryId: 2,
        ddc: true, sourcePlatform: '1688', sourceItemId: '6543210', sourceUrl: null, sourceName: null,
        recommended: false, onSale: true, imageKeys: ['mall/goods/new.webp'],
        skus: [{ attrs: { 颜色: '黑色' }, attrsI18n: {}, price: 29, moq: 1, stockHint: 0 }],
      },
    });
  });

  it('deletes a goods by its id after confirmation', async () => {
    loginAs(['goods:list', 'goods:del']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 蓝牙耳机' }));
    const confirm = within(await findDialog('alertdialog', { name: 'Please Confirm Delete' }));
    expect(confirm.getByText('Delete the goods “蓝牙耳机” with all its specifications?')).toBeDefined();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/goods', body: [2] }]);
  });

  it('deletes the selected goods together, by their ids', async () => {
    loginAs(['goods:list', 'goods:del']);
    renderWithProviders(<Page />);
    await screen.findByText('纯棉T恤');
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected (2)' }));
    const confirm = within(await findDialog('alertdialog', { name: 'Please Confirm Delete' }));
    expect(confirm.getByText('Delete the 2 selected goods with all their specifications?')).toBeDefined();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/goods', body: [1, 2] }]);
    expect(await screen.findByRole('button', { name: 'Delete selected (0)' })).toBeDefined();
  });

  it('refuses an attribute name written twice in one specification', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cotton T-shirt' }));
    const form = within(await findDialog('dialog', { name: 'Edit goods #1' }));
    type(form.getByRole('textbox', { name: 'Attribute 2 (Chinese)' }), '颜色');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Each attribute name may appear only once in a specification.')).toBeDefined();
    expect(server.state.writes).toEqual([]);
  });
  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();

    it('exports the goods as the page filters them now, in the reader\'s language', async () => {
      loginAs(['goods:list']);
      renderWithProviders(<Page />, 'vi');
      await screen.findByText('纯棉T恤');
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(server.queriesOf('/api/goods/admin/download')).toEqual([{ sort: 'newest', lang: 'vi', tzOffset }]);

      fireEvent.change(screen.getByRole('combobox', { name: 'Danh mục' }), { target: { value: '2' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Bán' }), { target: { value: 'false' } });
      await waitFor(() => expect(server.requested('/api/goods/admin?page=0&size=20&categoryId=2&onSale=false&sort=newest')).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(server.queriesOf('/api/goods/admin/download')[1]).toEqual({ categoryId: '2', onSale: 'false', sort: 'newest', lang: 'vi', tzOffset });
    });
  });
});
