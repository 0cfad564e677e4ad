import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { connectDatabase } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { loggableUrl } from './access-log';

describe('loggableUrl', () => {
  it('redacts the values of secret-looking query parameters and keeps the rest', () => {
    expect(loggableUrl('/api/goods?page=2&keyword=bag')).toBe('/api/goods?page=2&keyword=bag');
    expect(loggableUrl('/auth/reset?token=abc&email=a%40b.vn&code=123456'))
      .toBe('/auth/reset?token=[redacted]&email=a%40b.vn&code=[redacted]');
    expect(loggableUrl('/x?newPassword=s3cret&smsCode=1&apiKey=k')).toBe('/x?newPassword=[redacted]&smsCode=[redacted]&apiKey=[redacted]');
    expect(loggableUrl('/api/dictDetail')).toBe('/api/dictDetail');
  });
});

describe('the access log', () => {
  it('writes one line per request with method, address, status and time, and nothing secret', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const database = await connectDatabase({ databaseUrl: null, dataDir: null });
    await runMigrations(database);
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), database, { logStream: stream });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/auth/info?token=abc', headers: { authorization: 'Bearer not-a-token' } });
      await app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'nobody', password: 'p@ss-w0rd', code: '1234', uuid: 'u' } });
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
        ['GET', '/api/health', 200],
        ['GET', '/auth/info?token=[redacted]', 401],
        ['POST', '/auth/login', 400],
      ]);
      for (const line of requests) expect(typeof line.ms).toBe('number');
      // Fastify's own two lines per request are off.
      expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
      const all = JSON.stringify(lines);
      for (const secret of ['not-a-token', 'p@ss-w0rd', '"abc"']) expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
