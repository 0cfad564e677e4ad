import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

const { server } = useTestServer();

describe('server core', () => {
  it('answers health with the database it runs on', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: server.database.driver });
  });

  it('answers unknown API paths 404 with a message key', async () => {
    const res = await server.call('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: 'error.notFound' });
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await server.call('POST', '/auth/login', { raw: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, message: 'error.payloadTooLarge' });
  });

  it('serves OpenAPI generated from the route schemas, and /doc.html leads to it', async () => {
    const spec = await server.call('GET', '/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toContain('/api/health');
    // Every $ref (the recursive menu schemas use them) must point at an emitted component.
    const refs = [...JSON.stringify(spec.body).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(spec.body.components.schemas, ref).toHaveProperty([ref as string]);
    const doc = await fetch(`${server.url}/doc.html`, { redirect: 'manual' });
    expect(doc.status).toBe(302);
    expect(doc.headers.get('location')).toBe('/api/docs');
  });
});
