import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentDocSchema, type ContentDoc } from 'shared-contracts/api/content';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { contentMessages } from '../messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { GuidePage, PluginInstallationPage } from './content-page';

const doc = (id: number, label: string, title: Record<string, string>, body: Record<string, string>): ContentDoc =>
  contentDocSchema.parse({ id, label, titleI18n: title, bodyI18n: body, sort: id, updateTime: '2026-11-01T00:00:00.000Z' });

const DOCS = [
  doc(1, 'plugin-installation', { cn: '插件安装', en: 'Install the plugin' }, { cn: '# 步骤\n1. 下载', en: '# Steps\n1. Download the **zip**\n2. Open chrome://extensions' }),
  doc(2, 'logistics-services', { cn: '物流服务' }, { cn: '## 运输\n- 海运\n- 陆运' }),
];

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    '/api/content': (_req, res) => json(res, 200, DOCS.map(({ bodyI18n: _, ...rest }) => rest)),
    '/api/content/plugin-installation': (_req, res) => json(res, 200, DOCS[0]),
    '/api/content/logistics-services': (_req, res) => json(res, 200, DOCS[1]),
  });
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => { server.requests.length = 0; });

const Plugin = withRemoteMessages(PluginInstallationPage, contentMessages);
const Guide = withRemoteMessages(GuidePage, contentMessages);

describe('content pages', () => {
  it('keeps the guides beside the plugin installation page, the current one marked', async () => {
    renderWithProviders(<Plugin />, { path: '/pluginInstallation' });
    const nav = await screen.findByRole('navigation', { name: 'Guides' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Install the plugin');
    // No English title: the Chinese one.
    expect(screen.getByRole('link', { name: '物流服务' }).getAttribute('href')).toBe('/createGuide/logistics-services');
  });

  it('falls back to the Chinese body and follows the guide label of the route', async () => {
    renderWithProviders(<Guide />, { path: '/createGuide/logistics-services', route: '/createGuide/:label' });
    expect(await screen.findByRole('heading', { level: 1, name: '物流服务' })).toBeDefined();
    expect(screen.getByText('海运')).toBeDefined();
    fireEvent.click(await screen.findByRole('link', { name: 'Install the plugin' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pluginInstallation'));
  });

  it('shows a not-found state for an unknown label without an error toast', async () => {
    renderWithProviders(<Guide />, { path: '/createGuide/no-such-guide', route: '/createGuide/:label' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the mall' }).getAttribute('href')).toBe('/mall');
    expect(notify).not.toHaveBeenCalled();
  });
});
