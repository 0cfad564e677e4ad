import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hallOrderDetailSchema, type HallOrderDetail } from 'shared-contracts/api/orders';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { hallMessages } from '../messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { BuyerDetailPage } from './buyer-detail-page';

const order = (fields: Partial<HallOrderDetail> = {}): HallOrderDetail => hallOrderDetailSchema.parse({
  id: 42, code: 'B000042', buyer: 'b***r', goodsName: '陶瓷杯', goodsNameI18n: { en: 'Ceramic mug' }, imageUrl: null,
  quantity: 30, goodsTotal: 37500, status: 'depositPending', acceptance: 'waiting', createTime: '2026-11-20T08:30:00.000Z',
  storeName: '义乌小商品店', storeNameI18n: { vi: 'Cửa hàng Nghĩa Ô' },
  lines: [
    { goodsId: 1, skuId: 11, goodsName: '陶瓷杯', goodsNameI18n: { en: 'Ceramic mug', vi: 'Cốc sứ' }, specText: '白色', specI18n: { en: 'White' },
      imageUrl: null, unitPrice: 1250, quantity: 30, totalPrice: 37500 },
  ],
  ...fields,
});

let current: HallOrderDetail = order();
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ '/api/orders/hall/42': (_req, res) => json(res, 200, current) });
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => { current = order(); server.requests.length = 0; });

const Page = withRemoteMessages(BuyerDetailPage, hallMessages);
const show = (path: string, locale: 'en' | 'vi' = 'en') => renderWithProviders(<Page />, { path, route: '/buyerDetail/:id', locale });

describe('buyer detail (trading hall order)', () => {
  it('shows the B-code, masked buyer, store, lines and state, without a session', async () => {
    show('/buyerDetail/42');
    expect(await screen.findByRole('heading', { name: 'Buy order B000042' })).toBeDefined();
    expect(screen.getByText('b***r')).toBeDefined();
    expect(screen.getByText('义乌小商品店')).toBeDefined();
    expect(screen.getByText('Awaiting platform acceptance')).toBeDefined();
    const row = within(screen.getByText('Ceramic mug').closest('tr') as HTMLElement);
    expect(row.getByText('White')).toBeDefined();
    expect(row.getByText('30')).toBeDefined();
    expect(row.getByText(formatMoney(1250, 'en'))).toBeDefined();
    expect(row.getAllByText(formatMoney(37500, 'en'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the mall' }).getAttribute('href')).toBe('/');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('speaks Vietnamese and labels an accepted order by its status', async () => {
    current = order({ acceptance: 'accepted', status: 'awaitingStocking' });
    show('/buyerDetail/42', 'vi');
    expect(await screen.findByText('Chờ chuẩn bị hàng')).toBeDefined();
    expect(screen.getByText('Cốc sứ')).toBeDefined();
    expect(screen.getByText('Cửa hàng Nghĩa Ô')).toBeDefined();
  });

  it('says not found for an unknown or malformed id, without a toast', async () => {
    show('/buyerDetail/7');
    expect(await screen.findByRole('heading', { name: 'Buy order not found' })).toBeDefined();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/orders/hall/7']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not even ask the server about a malformed id', async () => {
    show('/buyerDetail/abc');
    expect(await screen.findByRole('heading', { name: 'Buy order not found' })).toBeDefined();
    expect(server.requests).toHaveLength(0);
  });
});
