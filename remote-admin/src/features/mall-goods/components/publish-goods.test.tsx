import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { goodsMessages } from '../messages';
import { GoodsPage } from './goods-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

/** Buyers' collected goods in the staff list, filed into the catalogue (docs/mall-search.md "Collected goods"). */
const Page = withRemoteMessages(GoodsPage, goodsMessages);
const { server, notify } = pageTestServer(startMallServer);

describe('collected goods on the goods page', () => {
  it('marks goods buyers collected with their collector and filters them', async () => {
    loginAs(['goods:list']);
    renderWithProviders(<Page />);
    const collected = (await screen.findByText('蓝牙耳机')).closest('tr') as HTMLElement;
    expect(within(collected).getByText('Collected by Lê Minh Tuấn')).toBeDefined();
    expect(within(screen.getByText('纯棉T恤').closest('tr') as HTMLElement).queryByText(/Collected by/)).toBeNull();
    // Filing needs goods:edit.
    expect(screen.queryByRole('button', { name: 'File into catalogue: 蓝牙耳机' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Collected goods' }), { target: { value: 'true' } });
    await waitFor(() => expect(server.requested('/api/goods/admin?page=0&size=20&collected=true&sort=newest')).toBe(true));
    await waitFor(() => expect(screen.queryByText('纯棉T恤')).toBeNull());
    expect(screen.getByText('蓝牙耳机')).toBeDefined();
  });

  it('files a collected goods into a chosen category; a refusal about the category lands on the field', async () => {
    loginAs(['goods:list', 'goods:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'File into catalogue: 蓝牙耳机' }));
    const dialog = within(await findDialog('dialog', { name: 'File “蓝牙耳机” into the catalogue' }));
    expect(dialog.getByText(/Only Lê Minh Tuấn and staff see it now/)).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'File into catalogue' }));
    expect(await dialog.findByText('Please choose the category.')).toBeDefined();
    expect(server.state.writes).toEqual([]);

    const category = dialog.getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(category, { target: { value: '1' } });
    server.state.nextWrite = { status: 400, body: { status: 400, message: 'mall.publishCategoryInvalid' } };
    fireEvent.click(dialog.getByRole('button', { name: 'File into catalogue' }));
    expect(await dialog.findByText('Please choose a category of the catalogue to file this product into.')).toBeDefined();

    fireEvent.change(category, { target: { value: '11' } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: 'mall.goodsSourceTaken' } };
    fireEvent.click(dialog.getByRole('button', { name: 'File into catalogue' }));
    expect(await dialog.findByText('Another product already has this source item.')).toBeDefined();

    fireEvent.click(dialog.getByRole('button', { name: 'File into catalogue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes.at(-1)).toEqual({ method: 'POST', path: '/api/goods/2/publish', body: { categoryId: 11 } });
    expect(notify).not.toHaveBeenCalled();
  });
});
