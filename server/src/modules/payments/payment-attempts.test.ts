import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { ONLINE_INTENT_MINUTES } from 'shared-contracts/api/online-payments';
import { myPaymentPageSchema, staffPaymentPageSchema } from 'shared-contracts/api/payments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { TestClock } from '../../plugins/app/jobs-clock';
import { uploadVoucher } from '../stock/stock-test-kit';
import { cardEnding, onlineKit, ONLINE_ENV, type Who } from './online-kit';

const clock = new TestClock();
const { server } = useTestServer({ env: ONLINE_ENV, clock });
const kit = onlineKit(server);
let buyer: Who;
let operator: Who;
/** Serial numbers by what became of them. */
const made: Record<'declined' | 'expired' | 'transfer' | 'refundDue' | 'pending', string> = { declined: '', expired: '', transfer: '', refundDue: '', pending: '' };

/**
 * One buyer's payments: on the first order a declined card and a QR left to expire, then a transfer; on a second an
 * online payment that arrived after the order closed (a refund due); on a third a QR still open.
 */
beforeAll(async () => {
  buyer = await makeUser(server, 'attempts-buyer', 'purchaser');
  operator = await makeUser(server, 'attempts-operator', 'operator');
  const first = await kit.acceptedOrder(buyer, operator);
  made.declined = (await kit.started(buyer, { orderId: first.id, method: 'ONLINE_RMB_CARD', card: cardEnding('0002') })).serialNo;
  made.expired = (await kit.started(buyer, { orderId: first.id, method: 'ALIPAY_QR' })).serialNo;
  clock.advance((ONLINE_INTENT_MINUTES + 1) * 60_000);
  await server.app.jobs.runDue();
  const transfer = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId: first.id, kind: 'deposit', remitterName: 'Trần Thị Bình', remitterBank: 'BIDV', remittedAmount: 108_000, voucherKey: await uploadVoucher(server, buyer),
  } });
  expect(transfer.status).toBe(201);
  made.transfer = transfer.body.serialNo;

  const second = await kit.acceptedOrder(buyer, operator);
  const late = await kit.started(buyer, { orderId: second.id, method: 'DIGITAL_RMB' });
  await server.database.db.execute(sql`update mall_order set status = 'closed' where id = ${second.id}`);
  expect((await kit.notify(await kit.notification(late.id))).body).toEqual({ result: 'success' });
  made.refundDue = late.serialNo;

  const third = await kit.acceptedOrder(buyer, operator);
  made.pending = (await kit.started(buyer, { orderId: third.id, method: 'ALIPAY_QR' })).serialNo;
});

const mine = async (query: string) => {
  const res = await server.call('GET', `/api/payments/mine?size=50${query}`, { token: buyer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return myPaymentPageSchema.parse(res.body);
};
const serials = (page: { content: { serialNo: string }[] }) => page.content.map((p) => p.serialNo);

describe('online attempts not completed in the buyer\'s payments', () => {
  it('are listed with the state of their attempt when nothing is asked', async () => {
    const all = await mine('');
    expect(serials(all)).toEqual([made.pending, made.refundDue, made.transfer, made.expired, made.declined]);
    expect(all).toMatchObject({ totalElements: 5, hiddenUnfinished: 0 });
    expect(all.content.map((p) => [p.status, p.online?.attempt ?? null, p.failureReason])).toEqual([
      ['UNPAID', 'pending', null],
      ['UNPAID', 'refundDue', 'mall.onlineRefundDue'],
      ['PENDING_REVIEW', null, null],
      ['UNPAID', 'expired', 'mall.onlineIntentExpired'],
      ['UNPAID', 'failed', 'mall.onlineCardDeclined'],
    ]);
  });

  it('hideUnfinished leaves out the failed and expired ones and counts them; a refund due and an open attempt stay', async () => {
    const folded = await mine('&hideUnfinished=true');
    expect(serials(folded)).toEqual([made.pending, made.refundDue, made.transfer]);
    expect(folded).toMatchObject({ totalElements: 3, hiddenUnfinished: 2 });

    // Under the same filters: the unpaid ones of the buyer, one order's, one page of one.
    expect(await mine('&hideUnfinished=true&status=UNPAID')).toMatchObject({ totalElements: 2, hiddenUnfinished: 2 });
    expect(await mine('&hideUnfinished=true&status=PAID')).toMatchObject({ totalElements: 0, hiddenUnfinished: 0 });
    const orderId = folded.content[2]?.orderId;
    expect(serials(await mine(`&hideUnfinished=true&orderId=${orderId}`))).toEqual([made.transfer]);
    expect(await mine(`&hideUnfinished=false&orderId=${orderId}`)).toMatchObject({ totalElements: 3, hiddenUnfinished: 0 });
    const paged = myPaymentPageSchema.parse((await server.call('GET', '/api/payments/mine?size=1&page=2&hideUnfinished=true', { token: buyer.token })).body);
    expect(paged).toMatchObject({ totalElements: 3, hiddenUnfinished: 2 });
    expect(serials(paged)).toEqual([made.transfer]);
  });

  it('refuses a value that is not true or false with a translated 400', async () => {
    const res = await server.call('GET', '/api/payments/mine?hideUnfinished=yes', { token: buyer.token });
    expect(res).toMatchObject({ status: 400, body: { message: MessageKey.badRequest } });
  });

  it('staff lists keep their shape', async () => {
    const res = await server.call('GET', `/api/payments/admin?orderId=${(await mine('')).content[2]?.orderId}&hideUnfinished=true`, { token: operator.token });
    expect(res.body).not.toHaveProperty('hiddenUnfinished');
    expect(staffPaymentPageSchema.parse(res.body).content.map((p) => p.serialNo)).toEqual([made.transfer]);
  });
});
