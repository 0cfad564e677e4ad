import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { inOneThrottleWindow } from '../../../test/throttle-window';

// The defaults of config/env.ts, as a deployment gets them (the harness lifts them for every other file).
const { server } = useTestServer({
  env: { TRUST_PROXY: 'true', THROTTLE_CAPTCHA_PER_MINUTE: '', THROTTLE_EMAIL_CODES_PER_10_MINUTES: '', THROTTLE_REGISTRATIONS_PER_10_MINUTES: '' },
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('throttles of the anonymous endpoints that cost something', () => {
  it('lets an office address have 100 captchas a minute, refuses a burst of 300 with 429 and Retry-After', async () => {
    const office = await Promise.all(Array.from({ length: 100 }, () => server.call('GET', '/auth/code', { headers: from('198.51.100.7') })));
    expect(office.every((r) => r.status === 200)).toBe(true);

    const burst = await Promise.all(Array.from({ length: 300 }, () => server.call('GET', '/auth/code', { headers: from('198.51.100.8') })));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.body).toEqual({ status: 429, message: 'error.tooManyRequests' });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await server.call('GET', '/auth/code', { headers: from('198.51.100.9') })).status).toBe(200);
  });

  it('refuses e-mail codes to a 40th address within ten minutes from one client', async () => {
    const statuses: number[] = [];
    await inOneThrottleWindow(600);
    for (let i = 1; i <= 40; i++) {
      const res = await server.call('POST', '/auth/email/code', { headers: from('198.51.100.20'), body: { email: `office${i}@buyers.example` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[39]).toBe(429);
    expect((await server.call('POST', '/auth/email/code', { headers: from('198.51.100.21'), body: { email: 'other@buyers.example' } })).status).toBe(200);
  });

  it('limits registrations per client, counting refused ones too', async () => {
    const statuses: number[] = [];
    await inOneThrottleWindow(600);
    for (let i = 0; i < 25; i++) {
      statuses.push((await server.call('POST', '/auth/register', { headers: from('198.51.100.30'), body: {} })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
