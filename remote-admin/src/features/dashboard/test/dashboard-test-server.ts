import { dashboardFiguresSchema, dashboardWorkSchema, type DashboardFigures, type DashboardWork } from 'shared-contracts/api/dashboard';
import { queryOf } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

/** Everything a staff member holding every card's code sees. */
export const FULL_WORK: DashboardWork = dashboardWorkSchema.parse({
  awaitingAcceptance: { count: 12, overdue: 3 }, paymentReview: { deposit: 4, final: 2 }, awaitingStocking: { count: 7 },
  shipmentsToDispatch: { count: 1250 }, refundsToReview: { count: 0 }, stockExpiring: { count: 2 }, acceptReplyDays: 1,
});

/** The figures of any period: one order a day worth ¥123.45 on its first day, none after; a small funnel. */
export function figuresOf(from: string, to: string): DashboardFigures {
  const days: DashboardFigures['days'] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push({ day: new Date(t).toISOString().slice(0, 10), orders: days.length === 0 ? 2 : 0, goodsValue: days.length === 0 ? 12_345 : 0 });
  }
  const reached = [8, 5, 4, 3, 2, 2, 1];
  const closed = [1, 1, 0, 1, 0, 0, 0];
  const steps = ['placed', 'accepted', 'depositPaid', 'stocked', 'balancePaid', 'shipped', 'completed'] as const;
  return dashboardFiguresSchema.parse({
    from, to, cnyToVnd: 3600, days,
    funnel: { steps: steps.map((step, i) => ({ step, reached: reached[i], closed: closed[i] })), refused: 1, closed: 3 },
    times: {
      accept: { count: 5, medianMinutes: 180, p90Minutes: 1896, targetMinutes: 1440, overTarget: 1 },
      paymentReview: { count: 0, medianMinutes: null, p90Minutes: null, targetMinutes: 1440, overTarget: 0 },
    },
    top: {
      goods: [{ id: 13, name: '保温杯', nameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, value: 21_000, orders: 3 }],
      stores: [{ id: 2, name: '义乌小商品', value: 26_000, orders: 4 }],
      buyers: [{ id: 9, name: 'Nguyễn Văn An', value: 30_000, orders: 5 }],
    },
  });
}

/**
 * The dashboard's two routes over real HTTP with the contract's shapes: the work a test sets in `state.work`, and the
 * figures of the asked period (400 mall.dashboardPeriodInvalid as the server for a period ending before it starts).
 */
export async function startDashboardServer() {
  const state = { work: FULL_WORK as DashboardWork };
  const server = await startTestServer({
    '/api/dashboard/work': (_req, res) => json(res, 200, state.work),
    '/api/dashboard/figures': (req, res) => {
      const q = queryOf(req);
      const from = q.get('from') ?? '';
      const to = q.get('to') ?? '';
      if (!from || !to || from > to) return json(res, 400, { status: 400, message: 'mall.dashboardPeriodInvalid' });
      json(res, 200, figuresOf(from, to));
    },
  });
  return { ...server, state, reset: () => { state.work = FULL_WORK; server.requests.length = 0; } };
}
