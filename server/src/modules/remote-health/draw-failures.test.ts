import { describe, expect, it } from 'vitest';
import { remoteHealthListSchema } from 'shared-contracts/api/deploy';
import { useTestServer } from '../../../test/harness';
import { DRAW_FAILURE_WINDOW_MS, DrawFailureRecorder } from './draw-failures';

const { server, tokens } = useTestServer({ signIn: ['admin'] });

const mallFailures = async () => {
  const res = await server.call('GET', '/api/remotes/health', { token: tokens.admin });
  expect(res.status).toBe(200);
  const mall = remoteHealthListSchema.parse(res.body).find((r) => r.name === 'mall');
  return mall?.failures ?? [];
};

describe('DrawFailureRecorder', () => {
  it('counts a failed drawing in the remote\'s load health, once per version and reason in its window', async () => {
    let now = 1_000_000;
    const recorder = new DrawFailureRecorder(() => server.database.db, () => now);
    const version = `draw-${Date.now()}`;
    const hang = { kind: 'timeout', message: 'drawing /mall took over 2000 ms' };

    expect(await recorder.record('mall', version, hang)).toBe(true);
    // The same hang for the next visitors within the window is not stored again; another reason is.
    expect(await recorder.record('mall', version, hang)).toBe(false);
    expect(await recorder.record('mall', version, { kind: 'crashed', message: 'exit 134' })).toBe(true);
    now += DRAW_FAILURE_WINDOW_MS;
    expect(await recorder.record('mall', version, hang)).toBe(true);

    const ours = (await mallFailures()).find((f) => f.version === version);
    expect(ours).toMatchObject({ count: 3, kinds: ['serverDraw'] });
  });
});
