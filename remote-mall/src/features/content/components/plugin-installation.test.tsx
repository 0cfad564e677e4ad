import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExtensionPackage } from 'shared-contracts/api/collect-extension';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { errorBody } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { contentMessages } from '../messages';
import { PluginInstallation, STEP_PICTURE } from './plugin-installation';

const BUILT: ExtensionPackage = {
  version: '1.4.0', fileName: 'collect-extension-1.4.0.zip', bytes: 245_760, sha256: 'ab'.repeat(32), builtTime: '2026-11-27T09:00:00.000Z',
};
let answer: { status: number; body: unknown } = { status: 200, body: BUILT };
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ '/api/collect/extension/package/info': (_req, res) => json(res, answer.status, answer.body) });
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => { answer = { status: 200, body: BUILT }; });

const Page = withRemoteMessages(PluginInstallation, contentMessages);

describe('/pluginInstallation', () => {
  it('offers the built version for download with its size, and five steps with the extension\'s pictures that hold their place', async () => {
    renderWithProviders(<Page />, { path: '/pluginInstallation' });
    const download = await screen.findByRole('link', { name: 'Download the extension' });
    expect(download.getAttribute('href')).toBe('/api/collect/extension/package?v=1.4.0');
    expect(download.getAttribute('download')).toBe('collect-extension-1.4.0.zip');
    expect(screen.getByText(/^Version 1\.4\.0 · 240 kB/)).toBeDefined();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(['1. Download and unzip', '2. Load it into the browser', '3. Connect it to your account', '4. Collect an item', '5. Send it']);
    const pictures = screen.getAllByRole('img', { name: /^Step \d/ });
    expect(pictures.map((p) => [p.getAttribute('src'), p.getAttribute('loading'), p.getAttribute('width'), p.getAttribute('height')])).toEqual(
      // Each step shows the extension's own picture of it; downloading and unzipping have none.
      [1, 3, 4, 5].map((n) => [`/api/collect/extension/steps/${n}`, 'lazy', String(STEP_PICTURE.width), String(STEP_PICTURE.height)]));
    expect(pictures.map((p) => p.getAttribute('alt'))).toEqual(['Step 2: Load it into the browser', 'Step 3: Connect it to your account', 'Step 4: Collect an item', 'Step 5: Send it']);
    expect(screen.getByText(/chrome:\/\/extensions \(in Edge/)).toBeDefined();
  });

  it('keeps a failed picture\'s box in place, with a placeholder instead of the picture', async () => {
    renderWithProviders(<Page />, { path: '/pluginInstallation' });
    const picture = await screen.findByRole('img', { name: 'Step 2: Load it into the browser' });
    const box = picture.parentElement;
    fireEvent.error(picture);
    expect(screen.queryByRole('img', { name: 'Step 2: Load it into the browser' })).toBeNull();
    expect(box?.isConnected).toBe(true);
    expect(box?.querySelector('svg')).not.toBeNull();
  });

  it('says so, without a toast, when the extension has not been built', async () => {
    answer = { status: 404, body: errorBody(404, 'mall.extensionNotBuilt') };
    renderWithProviders(<Page />, { path: '/pluginInstallation', locale: 'vi' });
    expect(await screen.findByText('Máy chủ này chưa có tiện ích để tải. Vui lòng liên hệ người quản lý tài khoản của bạn.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Tải tiện ích' })).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('leads a signed-in buyer to their connections, a visitor through the sign-in', async () => {
    renderWithProviders(<Page />, { path: '/pluginInstallation' });
    expect((await screen.findByRole('link', { name: 'Sign in to connect the extension' })).getAttribute('href'))
      .toBe(`/login?redirect=${encodeURIComponent('/user/center?tab=collect-extension')}`);
  });

  it('links a signed-in buyer straight to the personal centre tab, in Chinese', async () => {
    loginAs(['purchaser']);
    renderWithProviders(<Page />, { path: '/pluginInstallation', locale: 'cn' });
    expect((await screen.findByRole('link', { name: '打开我的连接' })).getAttribute('href')).toBe('/user/center?tab=collect-extension');
    expect(await screen.findByRole('link', { name: '下载插件' })).toBeDefined();
  });
});
