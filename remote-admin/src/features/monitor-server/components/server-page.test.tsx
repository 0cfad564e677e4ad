import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMonitor } from 'shared-contracts/api/server-monitor';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { serverPageMessages } from '../messages';
import { ServerPage } from './server-page';

const GB = 1024 ** 3;

const sampleAt = (n: number, over: Partial<ServerMonitor> = {}): ServerMonitor => ({
  time: new Date(Date.UTC(2024, 4, 1, 8, 0, n * 3)).toISOString(),
  cpu: { model: 'AMD EPYC', cores: 2, loadPercent: 10 + n },
  memory: { totalBytes: 16 * GB, usedBytes: 4 * GB },
  disk: { totalBytes: 100 * GB, usedBytes: 95 * GB },
  node: { version: 'v20.20.2', heapUsedBytes: 80 * 1024 ** 2, heapTotalBytes: 120 * 1024 ** 2, rssBytes: 200 * 1024 ** 2, uptimeSeconds: 3 * 3600 + 120 },
  eventLoop: { p50Ms: 10.2, p99Ms: 12.5, maxMs: 30 },
  system: { os: 'Debian GNU/Linux 12 (linux x64, kernel 6.1)', uptimeSeconds: 2 * 86_400 + 5 * 3600 },
  database: { kind: 'postgres', status: 'up', version: '15.20', sizeBytes: 12 * 1024 ** 2, roundTripMs: 0.42, error: null },
  operationLog: { pendingRows: 7, lostRows: 0, lastLostAt: null, lastError: null },
  ...over,
});

async function startMonitorServer() {
  const state = { calls: 0, fail: false, next: null as ServerMonitor | null };
  const server = await startTestServer({
    '/api/monitor/server': (_req, res) => {
      state.calls += 1;
      if (state.fail) return json(res, 500, { status: 500, message: 'error.internal' });
      json(res, 200, state.next ?? sampleAt(state.calls));
    },
  });
  return { ...server, state, reset: () => Object.assign(state, { calls: 0, fail: false, next: null }) };
}

const Page = withRemoteMessages(ServerPage, serverPageMessages);
const { server } = pageTestServer(startMonitorServer);

const setVisibility = (state: 'visible' | 'hidden', announce = true) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (announce) document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
// Quietly: an announced change would make the page of the ending test ask once more.
afterEach(() => setVisibility('visible', false));

const card = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

/** The page with `over` in its samples; answers the card named `name`. */
async function cardShowing(name: string, over: Partial<ServerMonitor>) {
  server.state.next = sampleAt(1, over);
  loginAs(['monitor:list']);
  renderWithProviders(<Page />);
  return within(await waitFor(() => card(name)));
}

describe('server monitor page', () => {
  it('shows the cards of a sample: CPU, memory, disk, Node, event loop, database', async () => {
    loginAs(['monitor:list']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('11 %')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Server monitor', level: 1 })).toBeDefined();
    expect(screen.getByText(/^Last updated /)).toBeDefined();
    expect(within(card('CPU')).getByText('AMD EPYC')).toBeDefined();
    expect(within(card('CPU')).getByText('2 d 5 h 0 min')).toBeDefined();
    expect(within(card('Memory')).getByText('4 GB of 16 GB')).toBeDefined();
    expect(within(card('Memory')).getByText('25 %')).toBeDefined();
    expect(within(card('Disk')).getByRole('progressbar', { name: 'Data directory’s disk in use' })).toBeDefined();
    expect(within(card('Node.js')).getByText('200 MB')).toBeDefined();
    expect(within(card('Node.js')).getByText('0 d 3 h 2 min')).toBeDefined();
    expect(within(card('Event loop delay')).getByText('12.5 ms')).toBeDefined();
    const db = within(card('Database'));
    expect(db.getByText('PostgreSQL')).toBeDefined();
    expect(db.getByText('Up')).toBeDefined();
    expect(db.getByText('0.42 ms')).toBeDefined();
    expect(db.getByText('12 MB')).toBeDefined();
    const log = within(card('Operation log'));
    expect(log.getByText('Every operation log row of this server process has been written.')).toBeDefined();
    expect(log.getByText('7')).toBeDefined();
    expect(log.queryByText('Last loss')).toBeNull();
    const chart = screen.getByRole('img', { name: 'CPU load over the last three minutes' });
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M240 \d/);
  });

  it('asks again every 3 s and draws each new sample into the charts', async () => {
    loginAs(['monitor:list']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('11 %')).toBeDefined();
    // The second sample 3 s after the first, with room for a machine busy with other suites.
    expect(await screen.findByText('12 %', {}, { timeout: 10_000 })).toBeDefined();
    const d = screen.getByRole('img', { name: 'CPU load over the last three minutes' }).querySelector('path')?.getAttribute('d') ?? '';
    expect(d.split(' L')).toHaveLength(2);
  });

  it('stops asking while the tab is hidden and says so, and asks at once when it shows again', async () => {
    loginAs(['monitor:list']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('11 %')).toBeDefined();
    setVisibility('hidden');
    expect(await screen.findByText('Paused while the page is hidden')).toBeDefined();
    // Counted from the pause, not from the start: on a busy machine the first draw may come after the first 3 s tick.
    const asked = server.state.calls;
    await new Promise((r) => setTimeout(r, 3500));
    expect(server.state.calls).toBe(asked);
    setVisibility('visible');
    await waitFor(() => expect(server.state.calls).toBe(asked + 1));
    expect(screen.queryByText('Paused while the page is hidden')).toBeNull();
  });

  it('shows a database that is down with the error\'s kind', async () => {
    const db = await cardShowing('Database', { database: { kind: 'pglite', status: 'down', version: null, sizeBytes: null, roundTripMs: null, error: 'ECONNREFUSED' } });
    expect(db.getByText('Down')).toBeDefined();
    expect(db.getByText('ECONNREFUSED')).toBeDefined();
    expect(db.getByText('PGlite (embedded)')).toBeDefined();
    expect(db.queryByText('Round trip (select 1)')).toBeNull();
  });

  it('shows the operation log rows this process lost, when and why', async () => {
    const log = await cardShowing('Operation log', { operationLog: { pendingRows: 0, lostRows: 1234, lastLostAt: '2024-05-01T08:00:00.000Z', lastError: '22P05' } });
    expect(log.getByText('1,234')).toBeDefined();
    expect(log.getByText('22P05')).toBeDefined();
    expect(log.getByText('Last loss')).toBeDefined();
    expect(log.getByText(/The database refused these rows/)).toBeDefined();
  });

  it('says when loading failed and tries again', async () => {
    server.state.fail = true;
    loginAs(['monitor:list']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('The server figures could not be loaded.')).toBeDefined();
    server.state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('AMD EPYC')).toBeDefined();
  });
});
