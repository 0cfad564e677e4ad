import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { categoryMessages } from '../messages';
import { CategoryPage } from './category-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(CategoryPage, categoryMessages);
const { server, notify } = pageTestServer(startMallServer);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('category management page', () => {
  it('shows the tree indented, every language side by side, and folds a branch', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('服装')).toBeDefined();
    expect(within(rowOf('服装')).getByText('Clothing')).toBeDefined();
    expect(within(rowOf('服装')).getByText('Quần áo')).toBeDefined();
    expect(within(rowOf('女装')).getByText('Women')).toBeDefined();
    // Top level first, the child right under its parent, then the next top-level entry.
    expect(screen.getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['服装', '女装', '数码']);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the sub-categories of Clothing' }));
    await waitFor(() => expect(screen.queryByText('女装')).toBeNull());
    expect(screen.getByRole('button', { name: 'Show the sub-categories of Clothing' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('hides add, edit and delete without the category codes', async () => {
    loginAs(['goods:list']);
    renderWithProviders(<Page />);
    await screen.findByText('服装');
    for (const name of ['Add category', 'Edit Clothing', 'Delete Clothing']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('creates a sub-category with its translations', async () => {
    loginAs(['category:add']);
    renderWithProviders(<Page />);
    await screen.findByText('服装');
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const form = within(await findDialog('dialog', { name: 'Add category' }));
    const parent = form.getByRole('combobox', { name: 'Parent category' });
    await waitFor(() => expect(within(parent).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['Top level', 'Clothing', 'Women', 'Digital']));
    fireEvent.change(parent, { target: { value: '1' } });
    fireEvent.change(form.getByRole('textbox', { name: /Name \(Chinese\)/ }), { target: { value: '男装' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Men' } });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Sort' }), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'POST', path: '/api/categories',
      body: { pid: 1, name: '男装', nameI18n: { en: 'Men' }, icon: null, sort: 3, enabled: true },
    }]);
  });

  it('does not offer a category or its subtree as its own parent', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Clothing' }));
    const form = within(await findDialog('dialog', { name: 'Edit category' }));
    const parent = form.getByRole('combobox', { name: 'Parent category' });
    expect(within(parent).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['Top level', 'Digital']);
    expect(form.getByRole('textbox', { name: 'Name (Vietnamese)' })).toHaveProperty('value', 'Quần áo');
  });

  it("shows the server's refusal to delete a category that still has sub-categories", async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Clothing' }));
    const confirm = within(await findDialog('alertdialog', { name: 'Please Confirm Delete' }));
    expect(confirm.getByText('Delete the category “Clothing”?')).toBeDefined();
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.categoryHasChildren } };
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await confirm.findByText('This category has sub-categories. Delete them first.')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/categories', body: [1] }]);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('deletes an empty category after confirmation', async () => {
    loginAs(['category:del']);
    renderWithProviders(<Page />, 'cn');
    fireEvent.click(await screen.findByRole('button', { name: '删除 数码' }));
    const confirm = within(await findDialog('alertdialog', { name: '请确认删除' }));
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/categories', body: [2] }]);
  });
});
