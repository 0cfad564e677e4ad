import type { IncomingMessage } from 'node:http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { SqlMonitor, SqlStatement } from 'shared-contracts/api/sql-monitor';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sqlPageMessages } from '../messages';
import { SqlPage } from './sql-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const statement = (query: string, calls: number, totalMs: number, maxMs: number): SqlStatement =>
  ({ query, calls, totalMs, meanMs: totalMs / calls, maxMs, rows: calls * 2 });
const STATEMENTS = [
  statement('select id, name from sys_job j order by j.job_sort', 40, 120, 9),
  statement('select * from sys_user where id = $1', 300, 90, 3.5),
  statement('update mall_order set status = $1 where id = $2', 5, 250, 180),
];

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

async function startSqlServer() {
  const state = { available: ['server'] as SqlMonitor['available'], resets: [] as unknown[], refuseReset: false };
  const server = await startTestServer({
    '/api/monitor/sql': (req, res) => {
      const q = new URL(req.url ?? '', 'http://x').searchParams;
      const filter = (q.get('filter') ?? '').toLowerCase();
      const found = STATEMENTS.filter((s) => s.query.toLowerCase().includes(filter));
      const key = ({ calls: 'calls', total: 'totalMs', mean: 'meanMs', max: 'maxMs' } as const)[q.get('sort') as 'calls'] ?? 'totalMs';
      found.sort((a, b) => (q.get('order') === 'asc' ? a[key] - b[key] : b[key] - a[key]));
      const source = q.get('source') === 'pg_stat_statements' ? 'pg_stat_statements' : 'server';
      const body: SqlMonitor = {
        content: state.resets.length > 0 ? [] : found, totalElements: found.length, source, available: state.available,
        totals: { statements: 3, calls: 345, totalMs: 460 }, since: '2024-05-01T08:00:00.000Z',
      };
      json(res, 200, body);
    },
    '/api/monitor/sql/reset': (req, res) => {
      void readBody(req).then((body) => {
        if (state.refuseReset) return json(res, 400, { status: 400, message: MessageKey.monSqlResetForbidden });
        state.resets.push(body);
        json(res, 200, { ok: true, source: 'server' });
      });
    },
  });
  return { ...server, state, reset: () => Object.assign(state, { available: ['server'], resets: [], refuseReset: false }) };
}

const Page = withRemoteMessages(SqlPage, sqlPageMessages);
const { server, notify } = pageTestServer(startSqlServer);

const queries = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent ?? '');

describe('SQL monitor page', () => {
  it('shows the source, the totals and the statements, slowest in total first', async () => {
    loginAs(['sql:list']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('Source: the server’s own timings')).toBeDefined();
    expect(queries()).toEqual([STATEMENTS[2]?.query, STATEMENTS[0]?.query, STATEMENTS[1]?.query]);
    expect(screen.getByText('345')).toBeDefined();
    expect(screen.getByText('0.46 sec')).toBeDefined();
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('250 ms')).toBeDefined();
    expect(row.getByText('180 ms')).toBeDefined();
    expect(screen.getByRole('columnheader', { name: /Total time/ }).getAttribute('aria-sort')).toBe('descending');
    expect(server.queriesOf('/api/monitor/sql')[0]).toEqual({ page: '0', size: '20', sort: 'total', order: 'desc', source: 'auto' });
    // pg_stat_statements is not offered where the server does not have it.
    expect(within(screen.getByRole('combobox', { name: 'Source' })).queryByRole('option', { name: 'pg_stat_statements' })).toBeNull();
  });

  it('sorts by a column, largest first, then the other way round', async () => {
    loginAs(['sql:list']);
    renderWithProviders(<Page />);
    await screen.findByText('Source: the server’s own timings');
    fireEvent.click(screen.getByRole('button', { name: 'Calls' }));
    await waitFor(() => expect(queries()[0]).toBe(STATEMENTS[1]?.query));
    expect(screen.getByRole('columnheader', { name: /Calls/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Calls' }));
    await waitFor(() => expect(queries()[0]).toBe(STATEMENTS[2]?.query));
    expect(screen.getByRole('columnheader', { name: /Calls/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(server.queriesOf('/api/monitor/sql').at(-1)).toMatchObject({ sort: 'calls', order: 'asc', page: '0' });
  });

  it('filters by statement text and says when nothing matches', async () => {
    loginAs(['sql:list']);
    renderWithProviders(<Page />);
    await screen.findByText('Source: the server’s own timings');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search statements' }), { target: { value: 'sys_user' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries()).toEqual([STATEMENTS[1]?.query]));
    expect(server.queriesOf('/api/monitor/sql').at(-1)).toMatchObject({ filter: 'sys_user' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search statements' }), { target: { value: 'nothing_like_this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No statement matches this search.')).toBeDefined();
  });

  it('offers pg_stat_statements when the server has it', async () => {
    server.state.available = ['server', 'pg_stat_statements'];
    loginAs(['sql:list']);
    renderWithProviders(<Page />);
    await screen.findByText('Source: the server’s own timings');
    fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), { target: { value: 'pg_stat_statements' } });
    expect(await screen.findByText('Source: PostgreSQL pg_stat_statements')).toBeDefined();
    expect(server.queriesOf('/api/monitor/sql').at(-1)).toMatchObject({ source: 'pg_stat_statements' });
  });

  it('resets after confirmation, and shows the database\'s refusal in place', async () => {
    loginAs(['sql:list']);
    renderWithProviders(<Page />);
    await screen.findByText('Source: the server’s own timings');
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Reset the SQL statistics?' }));
    server.state.refuseReset = true;
    fireEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(await dialog.findByText(/does not allow the portal to reset/)).toBeDefined();
    expect(notify).toHaveBeenCalledTimes(1);
    server.state.refuseReset = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.resets).toEqual([{ source: 'auto' }]);
    expect(await screen.findByText('No statements counted yet.')).toBeDefined();
  });
});
