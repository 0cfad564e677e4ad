import { describe, expect, it } from 'vitest';
import { cleanLogFilters, logFilterParams, logPath, NO_LOG_FILTERS, paramsText } from './log-filters';

describe('log filters', () => {
  it('sends only what is set, days as the local start and end instants', () => {
    expect(logFilterParams(NO_LOG_FILTERS)).toEqual({});
    const params = logFilterParams({ blurry: 'api/job', username: 'admin', status: 'failed', fromDay: '2026-03-01', toDay: '2026-03-02' });
    expect(params).toEqual({
      blurry: 'api/job', username: 'admin', status: 'failed',
      createdFrom: new Date(2026, 2, 1, 0, 0, 0, 0).toISOString(),
      createdTo: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it('trims, drops what is not a day and turns a reversed range round', () => {
    expect(cleanLogFilters({ blurry: ' x ', username: ' bob ', status: 'ok', fromDay: '2026-03-05', toDay: '2026-03-01' }))
      .toEqual({ blurry: 'x', username: 'bob', status: 'ok', fromDay: '2026-03-01', toDay: '2026-03-05' });
    expect(cleanLogFilters({ ...NO_LOG_FILTERS, fromDay: '03/05/2026', toDay: '' })).toEqual(NO_LOG_FILTERS);
  });

  it('names each log\'s path and shows params as indented JSON', () => {
    expect(logPath('info')).toBe('api/logs');
    expect(logPath('error')).toBe('api/logs/error');
    expect(paramsText(null)).toBe('');
    expect(paramsText({ body: { a: 1 } })).toBe('{\n  "body": {\n    "a": 1\n  }\n}');
  });
});
