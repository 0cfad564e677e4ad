import { afterEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ getJson: vi.fn(), postJson: vi.fn() }));
vi.mock('shared-contracts/http/client', () => client);
import { startEarlyCaptcha, takeEarlyCaptcha } from './early-captcha';
import { fetchCaptcha } from './login-requests';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  takeEarlyCaptcha();
  vi.unstubAllGlobals();
  client.getJson.mockReset();
});

describe('the captcha asked for before the login page renders', () => {
  it('is what the page shows first, checked against the captcha schema, and used once', async () => {
    const fetchMock = vi.fn(() => answer(200, { img: 'data:image/png;base64,AAAA', uuid: 'u-1' }));
    vi.stubGlobal('fetch', fetchMock);
    client.getJson.mockResolvedValue({ img: 'data:image/png;base64,BBBB', uuid: 'u-2' });

    startEarlyCaptcha();
    expect(fetchMock).toHaveBeenCalledWith('/auth/code', expect.anything());
    await expect(fetchCaptcha()).resolves.toEqual({ img: 'data:image/png;base64,AAAA', uuid: 'u-1' });
    expect(client.getJson).not.toHaveBeenCalled();
    // A refresh asks the server again through the HTTP client.
    await expect(fetchCaptcha()).resolves.toEqual({ img: 'data:image/png;base64,BBBB', uuid: 'u-2' });
  });

  it('falls back to the HTTP client (and its error handling) when the early request failed', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(503, { status: 503, message: 'error.unavailable' })));
    client.getJson.mockResolvedValue({ img: 'data:image/png;base64,CCCC', uuid: 'u-3' });
    startEarlyCaptcha();
    await expect(fetchCaptcha()).resolves.toEqual({ img: 'data:image/png;base64,CCCC', uuid: 'u-3' });
    expect(client.getJson).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that is not a captcha', async () => {
    vi.stubGlobal('fetch', vi.fn(() => answer(200, { img: 42 })));
    startEarlyCaptcha();
    await expect(fetchCaptcha()).rejects.toThrow();
  });
});
