import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import { logoutLocal, sessionStore, setUser, userAtom } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { renderPage as renderWithProviders } from './test/render-page';
import { UserCenterPage } from './user-center-page';

const NEW_AVATAR = '0b7c3f0e-8c1d-4a53-9d7e-2f1a4b5c6d7e.png';
const requests: Request[] = [];

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  // Node's Request (used under jsdom) needs absolute URLs; the browser resolves the portal's '/' itself.
  configureHttp({ prefix: 'http://localhost/' });
  setUser(userFixture({ username: 'admin', nickName: 'Hùng', email: 'admin@procurement.example', phone: '912345678', areaCode: '+84' }));
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    requests.push(input.clone());
    if (input.url.endsWith('/api/users/updateAvatar')) {
      return answer({ avatarName: NEW_AVATAR, user: userFixture({ username: 'admin', avatarName: NEW_AVATAR }) });
    }
    if (input.url.endsWith('/api/users/updatePass')) return answer({ status: 400, message: 'user.oldPasswordWrong' }, 400);
    return answer({ status: 404, message: 'error.notFound' }, 404);
  }));
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetHttpConfig();
  logoutLocal();
});

const renderPage = () => renderWithProviders(<UserCenterPage />);

describe('personal centre', () => {
  it('shows the profile with the e-mail masked', () => {
    renderPage();
    expect(screen.getByText('ad***@procurement.example')).toBeTruthy();
    expect(screen.getByText('+84 912345678')).toBeTruthy();
  });

  it('uploads the avatar as multipart and refreshes the session user', async () => {
    renderPage();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose a new avatar'), { target: { files: [png] } });
    // Ark shows the image once it has loaded, which jsdom never does: find it by its text alternative.
    expect(screen.getByAltText('Preview of the new avatar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload avatar' }));
    await waitFor(() => expect(sessionStore.get(userAtom)?.avatarName).toBe(NEW_AVATAR));
    const sent = requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File crosses into Node's FormData as a plain blob; its type shows it is the chosen image.
    expect(((await sent?.formData())?.get('avatar') as Blob | null)?.type).toBe('image/png');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it', () => {
    renderPage();
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a new avatar'), { target: { files: [pdf] } });
    expect(screen.getByRole('alert').textContent).toContain('not accepted');
    expect((screen.getByRole('button', { name: 'Upload avatar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the repeated password and shows the server reason under the current password', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Change password' }));
    const form = await screen.findByLabelText(/Current password/);
    fireEvent.change(form, { target: { value: 'old123' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'abc124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The Password Entered Twice Is Inconsistent')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const field = (await screen.findByText('The current password is incorrect.')).closest('[role=group], div');
    expect(field).toBeTruthy();
    expect(await requests[0]?.json()).toEqual({ oldPass: 'old123', newPass: 'abc123' });
    expect(within(document.body).queryByText('confirmPass')).toBeNull();
  });

  it('opens the tab its address names, a tab another feature added included, and keeps the choice in the address', async () => {
    const extra = [{ value: 'notifications', label: 'Inbox', content: <p>the inbox</p> }];
    renderWithProviders(<UserCenterPage extraTabs={extra} />, 'en', '/user/center?tab=notifications');
    expect(screen.getByRole('tab', { name: 'Inbox', selected: true })).toBeTruthy();
    expect(screen.getByText('the inbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Change password' }));
    expect(await screen.findByLabelText(/Current password/)).toBeTruthy();
  });
});
