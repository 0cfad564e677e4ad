import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkParseResultSchema, type LinkParseResult } from 'shared-contracts/api/links';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { LinkImportBox } from './link-import-box';

const base = { platform: '1688', itemId: '610947572360', url: 'https://detail.1688.com/offer/610947572360.html', goods: null, requestId: null };
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const result = (fields: Partial<LinkParseResult>) => linkParseResultSchema.parse({ ...base, outcome: 'sourcing', ...fields });

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ '/api/links/parse': (_req, res) => json(res, answer.status, answer.body) });
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => { server.requests.length = 0; });

function paste(text = 'https://detail.1688.com/offer/610947572360.html?spm=a') {
  renderWithProviders(<LinkImportBox />, { path: '/mallDdc' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Product link or share text' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('<LinkImportBox>', () => {
  it('shows the matching goods with a link to its ddc page', async () => {
    answer = { status: 200, body: result({ outcome: 'goods', goods: {
      id: 9, name: '纯棉T恤', nameI18n: { en: 'Cotton T-shirt' }, ddc: true, sourcePlatform: '1688', minPrice: 1500, maxPrice: 1900,
      moq: 2, sales: 0, coverUrl: null, storeId: 1, storeName: '广州服装店', storeNameI18n: {}, categoryId: 3, createTime: '2026-11-01T00:00:00.000Z',
    } }) };
    paste();
    expect((await screen.findByRole('link', { name: 'Open the product' })).getAttribute('href')).toBe('/mallDdcDetail/9');
    expect(screen.getByText('Cotton T-shirt')).toBeDefined();
    expect(screen.getByText('610947572360')).toBeDefined();
    expect(screen.getByText(base.url)).toBeDefined();
  });

  it('gives the sourcing request number to a buyer', async () => {
    loginAs(['purchaser']);
    answer = { status: 200, body: result({ requestId: 31 }) };
    paste();
    expect(await screen.findByText(/We will source this item, request #31/)).toBeDefined();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t');
  });

  it('offers an anonymous visitor to sign in where a request needs a buyer', async () => {
    answer = { status: 200, body: result({ outcome: 'shortLink', itemId: null, url: 'https://m.tb.cn/h.abc', requestId: null }) };
    paste('【淘宝】https://m.tb.cn/h.abc 复制打开');
    expect(await screen.findByText(/Short links are resolved by an operator/)).toBeDefined();
    expect(screen.getByText('not known yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmallDdc');
    expect(screen.queryByText(/request #/)).toBeNull();
  });

  it('leaves a refused link to the translated toast', async () => {
    answer = { status: 400, body: { status: 400, message: 'mall.linkInvalid' } };
    paste('hello');
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(screen.queryByText('Platform')).toBeNull();
  });
});
