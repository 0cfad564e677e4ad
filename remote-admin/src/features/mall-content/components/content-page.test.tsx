import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { contentMessages } from '../messages';
import { ContentPage } from './content-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(ContentPage, contentMessages);
const { server } = pageTestServer(startMallServer);

describe('content documents page', () => {
  it('edits a document per language with a live preview', async () => {
    loginAs(['content:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Plugin installation' }));
    const form = within(await findDialog('dialog', { name: 'Edit document plugin-installation' }));
    expect(server.requested('/api/content/plugin-installation')).toBe(true);
    expect(form.getByRole('textbox', { name: /^Label/ })).toHaveProperty('readOnly', true);

    // The Chinese tab first: its body is rendered as buyers will see it.
    const preview = form.getByRole('region', { name: 'Preview (Chinese)' });
    expect(within(preview).getByRole('heading', { name: '安装' })).toBeDefined();
    fireEvent.change(form.getByRole('textbox', { name: 'Text (Chinese)' }), { target: { value: '# 安装步骤\n\n- 下载\n- 打开' } });
    expect(await within(preview).findByRole('heading', { name: '安装步骤' })).toBeDefined();
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['下载', '打开']);

    fireEvent.click(form.getByRole('tab', { name: 'Vietnamese' }));
    fireEvent.change(await form.findByRole('textbox', { name: 'Title (Vietnamese)' }), { target: { value: 'Cài đặt tiện ích' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'PUT', path: '/api/content',
      body: {
        id: 51, label: 'plugin-installation', sort: 51,
        titleI18n: { cn: '插件安装', en: 'Plugin installation', vi: 'Cài đặt tiện ích' },
        bodyI18n: { cn: '# 安装步骤\n\n- 下载\n- 打开', en: '# Install\n\nStep one' },
      },
    }]);
  });

  it('creates a document with a label and refuses a taken one on its field', async () => {
    loginAs(['content:add']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add document' }));
    const form = within(await findDialog('dialog', { name: 'Add document' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter the Chinese title.')).toBeDefined();

    fireEvent.change(form.getByRole('textbox', { name: /^Label/ }), { target: { value: 'port-information' } });
    fireEvent.change(form.getByRole('textbox', { name: /Title \(Chinese\)/ }), { target: { value: '港口' } });
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.contentLabelTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Another document already has this label.')).toBeDefined();
    expect(server.state.writes[0]).toEqual({
      method: 'POST', path: '/api/content', body: { label: 'port-information', sort: 999, titleI18n: { cn: '港口' }, bodyI18n: {} },
    });
  });

  it('deletes by id after confirmation, and hides the buttons without the codes', async () => {
    loginAs(['content:del']);
    renderWithProviders(<Page />);
    expect(screen.queryByRole('button', { name: 'Add document' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 港口信息' }));
    expect(screen.queryByRole('button', { name: 'Edit 港口信息' })).toBeNull();
    const confirm = within(await findDialog('alertdialog', { name: 'Please Confirm Delete' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/content', body: [52] }]);
  });
});
