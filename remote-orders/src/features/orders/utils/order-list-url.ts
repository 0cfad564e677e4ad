import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { BUYER_STATES } from './state-groups';

/**
 * The list's whole state as its URL holds it (`?state=&keyword=&from=&to=&page=`), so a reload or a shared
 * link shows the same list. `page` is 1-based for people; dates are the API's YYYY-MM-DD. Anything not valid
 * is ignored, so a hand-edited or stale link still opens.
 */
export type OrderListState = {
  state: DisplayedOrderState | null;
  keyword: string;
  from: string | null;
  to: string | null;
  page: number;
};

/** The API's keyword limit. */
export const MAX_KEYWORD = 100;
const MAX_PAGE = 100_000;

export const EMPTY_LIST_STATE: OrderListState = { state: null, keyword: '', from: null, to: null, page: 1 };

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
export function validDay(raw: string | null | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : null;
}

/** A range typed the wrong way round is read as meant. */
export function orderedRange(from: string | null, to: string | null): [string | null, string | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

function parseState(raw: string | null): DisplayedOrderState | null {
  return BUYER_STATES.find((s) => s === raw) ?? null;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

export function parseOrderListParams(params: URLSearchParams): OrderListState {
  const [from, to] = orderedRange(validDay(params.get('from')), validDay(params.get('to')));
  return {
    state: parseState(params.get('state')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    from,
    to,
    page: parsePage(params.get('page')),
  };
}

/** The query string of a list state: defaults left out, so equal lists have equal URLs. */
export function orderListParamsOf(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.state) params.set('state', state.state);
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
