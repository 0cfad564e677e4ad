import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { attemptLogin } from './test-kit';

const { server } = useTestServer();

describe('the Authorization header', () => {
  it('accepts `Bearer <token>` (any case of the scheme) and refuses the bare token', async () => {
    const token = (await attemptLogin(server, 'buyer')).body.token as string;
    expect((await server.call('GET', '/auth/info', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await server.call('GET', '/auth/info', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
    const bare = await server.call('GET', '/auth/info', { headers: { authorization: token } });
    expect(bare.status).toBe(401);
    expect(bare.body.message).toBe('error.unauthorized');
  });
});

describe('answers that carry a token or personal data', () => {
  it('are never stored by a cache: login, info, menus, cart', async () => {
    const login = await attemptLogin(server, 'buyer');
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = login.body.token as string;
    for (const path of ['/auth/info', '/api/menus/build', '/api/shopCart/myCart']) {
      const res = await server.call('GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('leaves public answers cacheable as they were', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });
});
