import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, resetHttpConfig } from '../http/client';
import { json, startTestServer } from '../test-support/test-server';
import { useDict } from './use-dict';

const entries: Record<string, Array<{ label: string; value: string; labelI18n: Record<string, string> }>> = {
  order_status: [
    { label: '待付定金', value: '1', labelI18n: { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' } },
    { label: '已完成', value: '11', labelI18n: {} },
  ],
  payment_method: [{ label: '银行转账', value: 'bank', labelI18n: { en: 'Bank transfer' } }],
};

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    '/api/dictDetail': (req, res) => {
      const query = new URL(req.url ?? '', 'http://x').searchParams;
      const list = entries[query.get('dictName') ?? ''] ?? [];
      const content = list.map((e, i) => ({ id: i + 1, dictId: 1, dict: { id: 1 }, dictSort: i, createTime: '2024-01-01 00:00:00', ...e }));
      json(res, 200, { content, totalElements: content.length });
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  resetHttpConfig();
  configureHttp({ prefix: server.url, notify: vi.fn() });
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useDict', () => {
  it("throws 'need Dict names' without names", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDict(), { wrapper })).toThrow('need Dict names');
  });

  it('loads each dictionary with GET api/dictDetail?dictName=<name>&page=0&size=9999', async () => {
    const { result } = renderHook(() => useDict('order_status', 'payment_method'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.dict).toEqual({ order_status: [], payment_method: [] });
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(result.current.isError).toBe(false);
    expect(result.current.dict.order_status).toEqual([
      { label: '待付定金', value: '1', labelI18n: { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' } },
      { label: '已完成', value: '11', labelI18n: {} },
    ]);
    expect(result.current.dict.payment_method).toHaveLength(1);
    const urls = server.requests.map((r) => r.url).sort();
    expect(urls).toEqual([
      '/api/dictDetail?dictName=order_status&page=0&size=9999',
      '/api/dictDetail?dictName=payment_method&page=0&size=9999',
    ]);
  });

  it('labels a value in the locale, falling back to the default label, then the value', async () => {
    const { result } = renderHook(() => useDict('order_status'), { wrapper });
    await waitFor(() => expect(result.current.dict.order_status).toHaveLength(2));
    const { label } = result.current;
    expect(label('order_status', '1', 'en')).toBe('Deposit to be paid');
    expect(label('order_status', 1, 'vi')).toBe('Chờ thanh toán tiền cọc');
    expect(label('order_status', '1', 'cn')).toBe('待付定金');
    expect(label('order_status', '11', 'en')).toBe('已完成');
    expect(label('order_status', '99', 'en')).toBe('99');
    expect(label('unknown_dict', 'x', 'en')).toBe('x');
    expect(label('order_status', null, 'en')).toBe('');
  });
});
