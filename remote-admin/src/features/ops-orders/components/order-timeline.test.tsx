import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderEvent } from 'shared-contracts/api/orders';
import type { Locale } from 'shared-contracts/i18n/locale';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { opsOrderMessages } from '../messages';
import { OrderTimeline } from './order-timeline';

const at = (day: number) => `2026-11-${day}T09:00:00.000Z`;
const EVENTS: OrderEvent[] = [
  { id: 1, action: 'placed', fromStatus: null, toStatus: 'depositPending', actorName: 'Nguyễn Văn An', note: null, createTime: at(20) },
  { id: 2, action: 'payDeposit', fromStatus: 'depositPending', toStatus: 'depositReview', actorName: 'Nguyễn Văn An', note: 'ALIPAY_QR 2026112022001400', createTime: at(21) },
  { id: 3, action: 'rejectDeposit', fromStatus: 'depositReview', toStatus: 'depositPending', actorName: 'Trần Thị Mai', note: 'Số tiền không khớp', createTime: at(22) },
  { id: 4, action: 'closeRefunded', fromStatus: 'stocked', toStatus: 'closed', actorName: null, note: 'RF202611230001', createTime: at(23) },
];

const Timeline = withRemoteMessages(() => <OrderTimeline events={EVENTS} labelledBy="t" />, opsOrderMessages);

describe('the staff order timeline', () => {
  afterEach(cleanup);

  it.each<[Locale, string, string]>([
    ['en', 'Paid online with Alipay QR code. The payment gateway\'s trade number: 2026112022001400', 'Closed by the after-sales refund RF202611230001'],
    ['cn', '已通过支付宝扫码在线支付。支付网关交易号：2026112022001400', '因售后退款 RF202611230001 关闭'],
    ['vi', 'Đã thanh toán trực tuyến bằng mã QR Alipay. Mã giao dịch của cổng thanh toán: 2026112022001400', 'Đóng do hoàn tiền hậu mãi RF202611230001'],
  ])('says each note in a sentence of the reader\'s language (%s), never the stored text', async (locale, payment, refund) => {
    renderWithProviders(<Timeline />, locale);
    expect(await screen.findByText(payment)).toBeDefined();
    expect(screen.getByText(refund)).toBeDefined();
    // A person's reason is quoted as written.
    expect(screen.getByText(/Số tiền không khớp/)).toBeDefined();
    expect(screen.queryByText(/ALIPAY_QR/)).toBeNull();
  });
});
