import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFailureReportSchema } from 'shared-contracts/api/deploy';
import { FAILURE_WINDOW_MS } from './failure-throttle';
import { FAILURES_URL, reportLoadFailure, resetFailureReports } from './failure-report';
import { forgetRegisteredVersions, noteRegistered, noteRegistryAnswer } from './registered-versions';

let now = 0;
const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init?.body)) as unknown }));

beforeEach(() => {
  now = 0;
  resetFailureReports(() => now);
  forgetRegisteredVersions();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('reportLoadFailure', () => {
  it('posts the remote, the version this page registered, the module, the kind and a short message, with keepalive', () => {
    noteRegistryAnswer([{ name: 'orders', manifestUrl: '/remotes/orders/v/1.4.0/mf-manifest.json', version: '1.4.0', enabled: true }]);
    noteRegistered('orders', false);
    const error = Object.assign(new Error('Loading chunk 731 failed.\n(error: /remotes/orders/731.js)'), { name: 'ChunkLoadError' });
    reportLoadFailure('orders/OrderList', error, 'load');
    const [report] = sent();
    expect(report?.url).toBe(FAILURES_URL);
    expect(report?.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(report?.body).toEqual({ remote: 'orders', version: '1.4.0', module: 'OrderList', kind: 'chunk', message: 'Loading chunk 731 failed.' });
    // The server validates it with the contract's schema.
    expect(loadFailureReportSchema.safeParse(report?.body).success).toBe(true);
  });

  it('reports a nested module path and a remote the page never registered', () => {
    reportLoadFailure('admin/system/Menu', new TypeError('boom'), 'render');
    expect(sent()[0]?.body).toEqual({ remote: 'admin', version: '', module: 'system/Menu', kind: 'render', message: 'boom' });
  });

  it('reports an error once, though the error boundary sees a load’s failure again', () => {
    const error = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    reportLoadFailure('mall/Landing', error, 'load');
    now += FAILURE_WINDOW_MS;
    reportLoadFailure('mall/Landing', error, 'render');
    expect(sent().map((r) => (r.body as { kind: string }).kind)).toEqual(['manifest']);
  });

  it('is throttled per remote, module and kind', () => {
    for (let i = 0; i < 5; i++) reportLoadFailure('mall/Landing', new Error('[ Federation Runtime ]: #RUNTIME-003'), 'load');
    reportLoadFailure('mall/Landing', new TypeError('x'), 'render');
    expect(sent()).toHaveLength(2);
    now += FAILURE_WINDOW_MS;
    reportLoadFailure('mall/Landing', new Error('[ Federation Runtime ]: #RUNTIME-003'), 'load');
    expect(sent()).toHaveLength(3);
  });

  it('never throws: not when fetch throws, nor when it fails, nor for what names no remote page', async () => {
    fetchMock.mockImplementationOnce(() => { throw new TypeError('fetch is broken'); });
    expect(() => reportLoadFailure('mall/A', new Error('a'), 'load')).not.toThrow();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => reportLoadFailure('mall/B', new Error('b'), 'load')).not.toThrow();
    expect(() => reportLoadFailure('not a component', new Error('c'), 'load')).not.toThrow();
    expect(() => reportLoadFailure('mall/C', undefined, 'render')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent().map((r) => (r.body as { module: string }).module)).toEqual(['A', 'B', 'C']);
  });
});
