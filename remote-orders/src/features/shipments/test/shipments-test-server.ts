import { addressSchema, shipmentSchema, shippableStockSchema, type Address, type Shipment } from 'shared-contracts/api/shipments';
import { queryOf, readBody, readJson } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

/** The SKU of the fixtures the buyer holds stock of; any other answers 404 as the server does. */
export const SKU = 11;
export const AVAILABLE = 8;

const stock = shippableStockSchema.parse({
  skuId: SKU, goodsId: 5, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, specText: '500ml',
  specI18n: { en: '500 ml' }, imageUrl: null, available: AVAILABLE, frozen: 2, inTransit: 3,
});

const item = { orderId: 7, orderNo: 'PO20261120000007', orderLineId: 70, goodsId: 5, skuId: SKU, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup' }, specText: '500ml', specI18n: { en: '500 ml' }, imageUrl: null };
const shipmentFixture = (id: number, status: Shipment['status'], extra: Partial<Shipment> = {}): Shipment => shipmentSchema.parse({
  id, shipmentNo: `SH20261124${String(id).padStart(6, '0')}`, status, quantity: 2, consignee: 'Nguyễn Văn An', contact: '0912345678',
  address: '12 Lý Thường Kiệt, Hà Nội', platform: null, platformOrderNo: null, orderScreenshotUrl: null, waybillUrl: null,
  logisticsCompany: null, trackingNo: null, remarks: null, importBatch: null, shippedAt: null, deliveredAt: null,
  createTime: `2026-11-2${id}T08:00:00.000Z`, items: [{ ...item, quantity: 2 }], ...extra,
});
export const seedShipments = (): Shipment[] => [
  shipmentFixture(1, 'delivered', { logisticsCompany: 'GHN', trackingNo: 'GHN123', shippedAt: '2026-11-21T09:00:00.000Z', deliveredAt: '2026-11-22T09:00:00.000Z', receiptOpen: true }),
  shipmentFixture(2, 'shipping', { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP999', shippedAt: '2026-11-22T09:00:00.000Z', platform: 'TIKTOK', platformOrderNo: '577001' }),
  shipmentFixture(3, 'pending'),
];
const seedAddresses = (): Address[] => [addressSchema.parse({
  id: 1, consignee: 'Trần Thị Bình', contact: '0987654321', address: '45 Trần Phú, Đà Nẵng', isDefault: true,
  createTime: '2026-11-20T08:00:00.000Z', updateTime: '2026-11-20T08:00:00.000Z',
})];

type Answer = { status: number; body: unknown };

/**
 * The buyer's shipment routes over real HTTP with the contract's shapes: one SKU in stock, the address book, creating
 * (over the available quantity: 400 mall.insufficientStock), cancelling and receiving shipments, the list (of an order) with its counts, the
 * template and the import (answered with what a test puts in `nextImport`), and the logistics dictionary.
 */
export async function startShipmentsServer() {
  const state = {
    shipments: seedShipments(), addresses: seedAddresses(), created: [] as { body: unknown; key: string | undefined }[],
    uploads: 0, nextImport: null as Answer | null, cancelled: [] as number[], received: [] as number[], exportPlan: noExportPlan(),
  };
  const reset = () => Object.assign(state, {
    shipments: seedShipments(), addresses: seedAddresses(), created: [], uploads: 0, nextImport: null, cancelled: [], received: [], exportPlan: noExportPlan(),
  });

  const create: Route = (req, res) => {
    void readJson(req).then((sent) => {
      const body = sent as { items: { quantity: number }[]; consignee: string; contact: string; address: string; platform: Shipment['platform']; platformOrderNo: string | null };
      state.created.push({ body, key: req.headers['idempotency-key'] as string | undefined });
      const quantity = body.items[0]?.quantity ?? 0;
      if (quantity > AVAILABLE) return json(res, 400, { status: 400, message: 'mall.insufficientStock' });
      const made = shipmentFixture(10 + state.created.length, 'pending', {
        quantity, consignee: body.consignee, contact: body.contact, address: body.address, platform: body.platform, platformOrderNo: body.platformOrderNo,
      });
      state.shipments.push(made);
      json(res, 201, made);
    });
  };
  const list: Route = (req, res) => {
    const q = queryOf(req);
    const keyword = (q.get('keyword') ?? '').toLowerCase();
    const orderId = Number(q.get('orderId') ?? 0);
    const matching = state.shipments.filter((s) => !keyword || s.shipmentNo.toLowerCase().includes(keyword) || s.consignee.toLowerCase().includes(keyword))
      .filter((s) => !orderId || s.items.some((i) => i.orderId === orderId));
    const counts = { pending: 0, shipping: 0, delivered: 0, cancelled: 0 };
    for (const s of matching) counts[s.status] += 1;
    const rows = matching.filter((s) => !q.get('status') || s.status === q.get('status')).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
    json(res, 200, { content: rows, totalElements: rows.length, counts });
  };
  const addresses: Route = (req, res) => {
    if (req.method === 'GET') return json(res, 200, state.addresses);
    void readJson(req).then((sent) => {
      const body = sent as Omit<Address, 'id' | 'createTime' | 'updateTime'>;
      const made = addressSchema.parse({ ...body, id: state.addresses.length + 1, isDefault: body.isDefault || state.addresses.length === 0, createTime: '2026-11-24T08:00:00.000Z', updateTime: '2026-11-24T08:00:00.000Z' });
      state.addresses.push(made);
      json(res, 201, made);
    });
  };

  const routes: Record<string, Route> = {
    [`/api/shipments/stock/${SKU}`]: (_req, res) => json(res, 200, stock),
    '/api/shipments': create,
    '/api/shipments/mine': list,
    '/api/shipments/mine/download': exportRoute(() => state.exportPlan),
    '/api/addresses': addresses,
    '/api/shipments/files': (req, res) => {
      void readBody(req).then(() => {
        state.uploads += 1;
        json(res, 200, { key: `shipments/1/picture-${state.uploads}.png`, url: `/api/shipments/files/1/picture-${state.uploads}.png` });
      });
    },
    '/api/shipments/template': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      res.end(Buffer.from('PK-template'));
    },
    '/api/shipments/import': (req, res) => {
      void readBody(req).then(() => {
        const answer = state.nextImport ?? { status: 201, body: { importBatch: 'IMP-20261124-abcd1234', shipments: [shipmentFixture(21, 'pending', { importBatch: 'IMP-20261124-abcd1234' })] } };
        json(res, answer.status, answer.body);
      });
    },
    '/api/dictDetail': (_req, res) => json(res, 200, { content: [
      { id: 1, dictId: 9, dict: { id: 9 }, label: 'Viettel Post（越南）', labelI18n: { en: 'Viettel Post (Vietnam)' }, value: 'VIETTEL_POST', dictSort: 10, createTime: '2026-11-01T00:00:00.000Z' },
      { id: 2, dictId: 9, dict: { id: 9 }, label: 'Giao Hàng Nhanh（越南）', labelI18n: { en: 'Giao Hang Nhanh (GHN, Vietnam)' }, value: 'GHN', dictSort: 20, createTime: '2026-11-01T00:00:00.000Z' },
    ], totalElements: 2 }),
  };
  for (const { id } of seedShipments()) {
    routes[`/api/shipments/${id}/cancel`] = (_req, res) => {
      const found = state.shipments.find((s) => s.id === id);
      if (!found || found.status !== 'pending') return json(res, 409, { status: 409, message: 'mall.shipmentStateConflict' });
      state.cancelled.push(id);
      found.status = 'cancelled';
      json(res, 200, found);
    };
    routes[`/api/shipments/${id}/receipt`] = (_req, res) => {
      const found = state.shipments.find((s) => s.id === id);
      if (!found?.receiptOpen) return json(res, 409, { status: 409, message: 'mall.shipmentStateConflict' });
      state.received.push(id);
      Object.assign(found, { receivedAt: '2026-11-24T10:00:00.000Z', receiptOpen: false });
      json(res, 200, found);
    };
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
