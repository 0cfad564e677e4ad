import { describe, expect, it } from 'vitest';
import { pageOf } from 'shared-contracts/api/common';
import { dictDetailSchema, dictSchema, type DictDetail } from 'shared-contracts/api/dict';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { ORDER_STATES } from 'shared-contracts/mall/order-state';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { seedDictList } from './seed-data';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const detailPage = pageOf(dictDetailSchema);

async function details(dictName: string, token: string | undefined = tokens.buyer, query = 'page=0&size=9999') {
  const res = await server.call('GET', `/api/dictDetail?dictName=${encodeURIComponent(dictName)}&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return detailPage.parse(res.body);
}

async function dictId(name: string): Promise<number> {
  const res = await server.call('GET', `/api/dict?blurry=${name}&size=100`, { token: tokens.admin });
  const dict = pageOf(dictSchema).parse(res.body).content.find((d) => d.name === name);
  if (!dict) throw new Error(`no dictionary ${name}`);
  return dict.id;
}

describe('GET api/dictDetail', () => {
  it('answers the 15 order statuses in order, with value, label and labelI18n', async () => {
    const page = await details('order_status');
    expect(page.totalElements).toBe(15);
    // The values are the order state machine's states, in its order.
    expect(page.content.map((d) => d.value)).toEqual([...ORDER_STATES]);
    expect(page.content[0]).toMatchObject({ label: '待付定金', labelI18n: { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' } });
    expect(page.content[0]?.dict.id).toBe(page.content[0]?.dictId);
  });

  it('has every seeded dictionary, each entry with en and vi unless it is a setting', async () => {
    for (const seeded of seedDictList) {
      const page = await details(seeded.name, tokens.admin);
      expect(page.content.map((d) => [d.value, d.label]), seeded.name).toEqual(seeded.entries.map((e) => [e.value, e.label]));
      for (const entry of page.content.filter((_, i) => seeded.entries[i]?.en)) {
        expect(entry.labelI18n.en && entry.labelI18n.vi, `${seeded.name}.${entry.value}`).toBeTruthy();
      }
    }
    const settings = Object.fromEntries((await details('order_settings')).content.map((d) => [d.value, d.label]));
    expect(settings).toMatchObject({ deposit_rate: '30', vn_tax_rate: '10', unpaid_cancel_hours: '24', stock_return_days: '7', stocking_days: '5-7' });
    expect(Number((await details('exchange_rate')).content.find((d) => d.value === 'CNY_VND')?.label)).toBeGreaterThan(3000);
    expect((await details('payment_method')).content.map((d) => d.value)).toEqual(['BANK_TRANSFER_VND', 'ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB']);
  });

  it('serves the mall message dictionaries and the registration dictionaries without a token', async () => {
    const en = await details('mall_en', undefined);
    const texts = Object.fromEntries(en.content.map((d) => [d.value, d.label]));
    expect(texts[MessageKey.unauthorized]).toBe('Please Login First');
    expect(texts[MessageKey.passwordMismatch]).toBe('The Password Entered Twice Is Inconsistent');
    const known = new Set<string>(Object.values(MessageKey));
    expect(en.content.every((d) => known.has(d.value))).toBe(true);
    const cn = Object.fromEntries((await details('mall_cn', undefined)).content.map((d) => [d.value, d.label]));
    const vi = Object.fromEntries((await details('mall_vi', undefined)).content.map((d) => [d.value, d.label]));
    expect(cn[MessageKey.unauthorized]).toBe('请先登录');
    expect(vi[MessageKey.tokenExpired]).toMatch(/hết hạn/);
    expect(Object.keys(cn).sort()).toEqual(Object.keys(texts).sort());
    expect(Object.keys(vi).sort()).toEqual(Object.keys(texts).sort());
    expect((await details('area_code', undefined)).content.map((d) => d.value)).toEqual(['+84', '+86', '+852', '+853', '+886']);
    expect((await details('registration_role', undefined)).content.map((d) => d.value)).toEqual(['purchaser', 'enterprise', 'cooperation']);
  });

  it('needs a signed-in user for every other dictionary, known or not', async () => {
    for (const name of ['order_status', 'exchange_rate', 'no_such_dict']) {
      const res = await server.call('GET', `/api/dictDetail?dictName=${name}&page=0&size=9999`);
      expect(res.body, name).toEqual({ status: 401, message: 'error.unauthorized' });
    }
    expect((await server.call('GET', '/api/dictDetail?dictName=order_status', { token: 'expired' })).status).toBe(401);
  });

  it('answers an unknown dictionary with an empty page', async () => {
    expect(await details('no_such_dict')).toEqual({ content: [], totalElements: 0 });
  });

  it('pages (0-based) and filters by label', async () => {
    const second = await details('order_status', tokens.buyer, 'page=1&size=4');
    expect(second.totalElements).toBe(15);
    expect(second.content.map((d) => d.value)).toEqual(['finalPaymentPending', 'finalPaymentReview', 'finalPaymentRejected', 'pendingShipment']);
    expect(await details('order_status', tokens.buyer, 'page=9&size=4')).toEqual({ content: [], totalElements: 15 });
    expect((await details('order_status', tokens.buyer, 'page=0&size=9999&label=%E9%80%80%E6%AC%BE')).content.map((d) => d.value))
      .toEqual(['refunding', 'refundSuccess', 'refundFailure']);
    expect((await details('order_status', tokens.buyer)).content).toHaveLength(15);
    expect((await details('order_status', tokens.buyer, '')).content).toHaveLength(10);
  });
});

describe('POST, PUT, DELETE api/dictDetail', () => {
  it('adds, edits and deletes an entry, and the next read shows each change', async () => {
    const id = await dictId('logistics_company');
    const before = await details('logistics_company');
    const created = await server.call('POST', '/api/dictDetail', {
      token: tokens.admin, body: { dict: { id }, value: 'BEST', label: '百世快递', labelI18n: { en: 'Best Express', vi: 'Best Express' }, dictSort: 5 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const entry: DictDetail = dictDetailSchema.parse(created.body);
    expect(entry).toMatchObject({ dictId: id, value: 'BEST', label: '百世快递', dictSort: 5 });
    let after = await details('logistics_company');
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]?.value).toBe('BEST');

    const edited = await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { ...entry, label: '百世', dictSort: 9999 } });
    expect(edited.status).toBe(200);
    expect(dictDetailSchema.parse(edited.body)).toMatchObject({ id: entry.id, label: '百世', dictSort: 9999 });
    after = await details('logistics_company');
    expect(after.content.at(-1)).toMatchObject({ value: 'BEST', label: '百世' });

    const removed = await server.call('DELETE', `/api/dictDetail/${entry.id}`, { token: tokens.admin });
    expect(removed.body).toEqual({ ok: true });
    expect((await details('logistics_company')).totalElements).toBe(before.totalElements);
  });

  it('refuses a value the dictionary already has (409), on add and on edit', async () => {
    const id = await dictId('bank_card_type');
    const before = await countRows(server, 'sys_dict_detail');
    const dup = await server.call('POST', '/api/dictDetail', { token: tokens.admin, body: { dict: { id }, value: 'DEBIT', label: '又一个' } });
    expect(dup.body).toEqual({ status: 409, message: 'dict.valueTaken' });
    expect(await countRows(server, 'sys_dict_detail')).toBe(before);
    const credit = (await details('bank_card_type')).content.find((d) => d.value === 'CREDIT');
    const clash = await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { ...credit, value: 'DEBIT' } });
    expect(clash.body).toEqual({ status: 409, message: 'dict.valueTaken' });
    expect((await details('bank_card_type')).content.map((d) => d.value)).toEqual(['DEBIT', 'CREDIT']);
    // The same value in another dictionary is fine.
    const other = await server.call('POST', '/api/dictDetail', { token: tokens.admin, body: { dict: { id: await dictId('dept_status') }, value: 'DEBIT', label: 'x' } });
    expect(other.status).toBe(201);
  });

  it('refuses unknown dictionaries and entries', async () => {
    const before = await countRows(server, 'sys_dict_detail');
    expect((await server.call('POST', '/api/dictDetail', { token: tokens.admin, body: { dict: { id: 999999 }, value: 'v', label: 'l' } })).body)
      .toEqual({ status: 400, message: 'dict.notFound' });
    expect((await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { id: 999999, dict: { id: 1 }, value: 'v', label: 'l' } })).body)
      .toEqual({ status: 400, message: 'dict.detailNotFound' });
    expect((await server.call('DELETE', '/api/dictDetail/999999', { token: tokens.admin })).body).toEqual({ status: 400, message: 'dict.detailNotFound' });
    expect(await countRows(server, 'sys_dict_detail')).toBe(before);
  });

  it('needs dict:add, dict:edit, dict:del: 401 anonymous, 403 for operator and buyer, nothing changed', async () => {
    const id = await dictId('shipment_status');
    const entry = (await details('shipment_status')).content[0];
    const before = await countRows(server, 'sys_dict_detail');
    for (const token of [undefined, tokens.operator, tokens.buyer]) {
      const expected = token ? 403 : 401;
      expect((await server.call('POST', '/api/dictDetail', { token, body: { dict: { id }, value: 'NEW', label: '新' } })).status).toBe(expected);
      expect((await server.call('PUT', '/api/dictDetail', { token, body: { ...entry, label: '改' } })).status).toBe(expected);
      expect((await server.call('DELETE', `/api/dictDetail/${entry?.id}`, { token })).status).toBe(expected);
    }
    expect(await countRows(server, 'sys_dict_detail')).toBe(before);
    expect((await details('shipment_status')).content[0]).toEqual(entry);
  });
});

describe('bad input to api/dictDetail', () => {
  const bad: [string, unknown, string][] = [
    ['empty body', {}, 'validation.required'],
    ['dict missing', { value: 'v', label: 'l' }, 'validation.required'],
    ['dict id as text', { dict: { id: 'one' }, value: 'v', label: 'l' }, 'validation.invalidNumber'],
    ['label missing', { dict: { id: 1 }, value: 'v' }, 'dict.labelRequired'],
    ['value blank', { dict: { id: 1 }, value: '  ', label: 'l' }, 'dict.valueRequired'],
    ['value a number', { dict: { id: 1 }, value: 7, label: 'l' }, 'dict.valueRequired'],
    ['huge label', { dict: { id: 1 }, value: 'v', label: 'l'.repeat(200_000) }, 'validation.tooLong'],
    ['huge value', { dict: { id: 1 }, value: 'v'.repeat(201), label: 'l' }, 'validation.tooLong'],
    ['sort as text', { dict: { id: 1 }, value: 'v', label: 'l', dictSort: 'x' }, 'validation.invalidNumber'],
    ['unknown language', { dict: { id: 1 }, value: 'v', label: 'l', labelI18n: { de: 'x' } }, 'error.validation'],
    ['a list', [{ dict: { id: 1 }, value: 'v', label: 'l' }], 'error.validation'],
  ];

  it.each(bad)('POST with %s is 400 %s and stores nothing', async (_name, body, message) => {
    const before = await countRows(server, 'sys_dict_detail');
    const res = await server.call('POST', '/api/dictDetail', { token: tokens.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(server, 'sys_dict_detail')).toBe(before);
  });

  it('answers malformed JSON with 400 and PUT without an id with 400', async () => {
    const before = await countRows(server, 'sys_dict_detail');
    for (const method of ['POST', 'PUT']) {
      expect((await server.call(method, '/api/dictDetail', { token: tokens.admin, raw: '{"dict": {"id": 1}, "value": "v",' })).body)
        .toEqual({ status: 400, message: 'error.malformedJson' });
    }
    expect((await server.call('PUT', '/api/dictDetail', { token: tokens.admin, body: { dict: { id: 1 }, value: 'v', label: 'l' } })).status).toBe(400);
    expect(await countRows(server, 'sys_dict_detail')).toBe(before);
  });

  it('refuses malformed ids and queries', async () => {
    for (const path of ['/api/dictDetail/abc', '/api/dictDetail/0', '/api/dictDetail/-1', `/api/dictDetail/${'9'.repeat(30)}`]) {
      expect((await server.call('DELETE', path, { token: tokens.admin })).status, path).toBe(400);
    }
    expect((await server.call('GET', '/api/dictDetail?page=0&size=10', { token: tokens.buyer })).body)
      .toMatchObject({ status: 400, message: 'dict.nameRequired' });
    for (const q of ['dictName=', 'dictName=order_status&size=10000', 'dictName=order_status&page=-1', 'dictName=order_status&size=x',
      `dictName=${'x'.repeat(61)}`, `dictName=order_status&label=${'x'.repeat(101)}`]) {
      expect((await server.call('GET', `/api/dictDetail?${q}`, { token: tokens.buyer })).status, q).toBe(400);
    }
  });
});
