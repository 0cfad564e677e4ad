import type { IncomingMessage } from 'node:http';
import { staffShipmentSchema, type StaffShipment } from 'shared-contracts/api/shipments';
import { queryOf } from 'shared-contracts/test-support/test-routes';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

/** A real 1×1 PNG, as the server answers a stored waybill. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const CARRIERS = ['VIETTEL_POST', 'GHN', 'SF'];

/** A row of `GET api/shipments/queue`, parsed through the contract so the fixture cannot drift from it. */
export function staffShipmentFixture(id: number, fields: Partial<StaffShipment> = {}): StaffShipment {
  return staffShipmentSchema.parse({
    id, shipmentNo: `SH20261124${String(id).padStart(6, '0')}`, status: 'pending', quantity: 3, consignee: 'Nguyễn Văn An', contact: '0912345678',
    address: '12 Lý Thường Kiệt, Hà Nội', platform: null, platformOrderNo: null, orderScreenshotUrl: null, waybillUrl: null,
    logisticsCompany: null, trackingNo: null, remarks: null, importBatch: null, shippedAt: null, deliveredAt: null,
    createTime: `2026-11-24T0${id}:00:00.000Z`, buyerId: 5, buyerName: 'Lê Minh Tuấn',
    items: [{ orderId: 7, orderNo: 'PO20261120000007', orderLineId: 70 + id, goodsId: 5, skuId: 11, goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup' },
      specText: '500ml', specI18n: {}, imageUrl: null, quantity: 3 }],
    ...fields,
  });
}

const seed = () => [
  staffShipmentFixture(1, { platform: 'SHOPEE', platformOrderNo: '2411240001', orderScreenshotUrl: '/api/shipments/files/5/s1.png', waybillUrl: '/api/shipments/files/5/w1.png' }),
  staffShipmentFixture(2),
  staffShipmentFixture(3, { status: 'shipping', logisticsCompany: 'GHN', trackingNo: 'GHN555', shippedAt: '2026-11-24T05:00:00.000Z' }),
];

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) as Record<string, unknown> : {}));
  });
}

export type Step = { id: number; step: string; body: Record<string, unknown> };

/**
 * The staff shipment routes over real HTTP with the contract's shapes: the queue by status and keyword (shipment
 * number or buyer here) with every status counted under the keyword, ship (an unknown carrier: 400
 * mall.logisticsCompanyRequired; not pending: 409) and deliver (not shipping: 409), pictures.
 */
export async function startOpsShippingServer() {
  const state = { shipments: seed(), steps: [] as Step[], exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, { shipments: seed(), steps: [], exportPlan: noExportPlan() });

  const queue: Route = (req, res) => {
    const q = queryOf(req);
    const keyword = (q.get('keyword') ?? '').toLowerCase();
    const matching = state.shipments.filter((s) => !keyword || [s.shipmentNo, s.buyerName].some((t) => t.toLowerCase().includes(keyword)));
    const counts = { pending: 0, shipping: 0, delivered: 0, cancelled: 0 };
    for (const s of matching) counts[s.status] += 1;
    const rows = matching.filter((s) => s.status === (q.get('status') ?? 'pending')).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
    json(res, 200, { content: rows, totalElements: rows.length, counts });
  };
  const step = (id: number, name: 'ship' | 'deliver'): Route => (req, res) => {
    void readJson(req).then((body) => {
      state.steps.push({ id, step: name, body });
      const index = state.shipments.findIndex((s) => s.id === id);
      const found = state.shipments[index];
      if (!found) return json(res, 404, { status: 404, message: 'mall.shipmentNotFound' });
      if (name === 'ship') {
        if (!CARRIERS.includes(String(body.logisticsCompany))) return json(res, 400, { status: 400, message: 'mall.logisticsCompanyRequired' });
        if (found.status !== 'pending') return json(res, 409, { status: 409, message: 'mall.shipmentStateConflict' });
        state.shipments[index] = { ...found, status: 'shipping', logisticsCompany: String(body.logisticsCompany), trackingNo: String(body.trackingNo), shippedAt: '2026-11-24T09:00:00.000Z' };
      } else {
        if (found.status !== 'shipping') return json(res, 409, { status: 409, message: 'mall.shipmentStateConflict' });
        state.shipments[index] = { ...found, status: 'delivered', deliveredAt: String(body.deliveredAt ?? '2026-11-24T10:00:00.000Z') };
      }
      json(res, 200, state.shipments[index]);
    });
  };
  const picture: Route = (req, res) => {
    if (!req.headers.authorization?.startsWith('Bearer ')) return json(res, 404, { status: 404, message: 'error.notFound' });
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  };
  const routes: Record<string, Route> = {
    '/api/shipments/queue': queue,
    '/api/shipments/queue/download': exportRoute(() => state.exportPlan),
    // The pictures and their thumbnails (docs/storage.md), which the page shows.
    '/api/shipments/files/5/s1.png': picture,
    '/api/shipments/files/5/w1.png': picture,
    '/api/shipments/files/5/s1.png.thumb.webp': picture,
    '/api/shipments/files/5/w1.png.thumb.webp': picture,
    '/api/dictDetail': (_req, res) => json(res, 200, { content: CARRIERS.map((value, i) => ({
      id: i + 1, dictId: 9, dict: { id: 9 }, label: `${value}（承运商）`, labelI18n: { en: `${value} carrier` }, value, dictSort: i, createTime: '2026-11-01T00:00:00.000Z',
    })), totalElements: CARRIERS.length }),
  };
  for (const { id } of seed()) {
    routes[`/api/shipments/${id}/ship`] = step(id, 'ship');
    routes[`/api/shipments/${id}/deliver`] = step(id, 'deliver');
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset: () => { reset(); server.requests.length = 0; } };
}
