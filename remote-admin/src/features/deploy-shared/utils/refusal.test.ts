import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { onlyMenuProblems, overrideState, refusalOf, REQUEST_FAILED_KEY } from './refusal';

/** A ky HTTPError as the shared client throws it, its body already read into `data`. */
function httpError(status: number, data: unknown): HTTPError {
  const request = new Request('http://x/api/remotes/mall/activate', { method: 'POST' });
  const error = new HTTPError(new Response(JSON.stringify(data), { status }), request, {} as never);
  return Object.assign(error, { data });
}

const menuProblem = { kind: 'menuModuleMissing' as const, entries: [{ id: 7, title: 'Goods', component: 'mall/Goods' }] };

describe('refusalOf', () => {
  it('takes the key and the problems of a refused activation', () => {
    const problems = [{ kind: 'sharedVersion', module: 'react', required: '^99.0.0', provided: '19.1.0' }, menuProblem];
    expect(refusalOf(httpError(409, { status: 409, message: 'deploy.refused', problems }))).toEqual({ key: 'deploy.refused', problems });
  });

  it('takes a field error of a 400 before its generic key, and has no problems without a list', () => {
    const body = { status: 400, message: 'error.validation', errors: [{ path: 'version', message: 'remote.versionInvalid' }] };
    expect(refusalOf(httpError(400, body))).toEqual({ key: 'remote.versionInvalid', problems: [] });
    expect(refusalOf(httpError(409, { status: 409, message: 'deploy.noPrevious' }))).toEqual({ key: 'deploy.noPrevious', problems: [] });
  });

  it('says the request failed for what is no server refusal', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ key: REQUEST_FAILED_KEY, problems: [] });
    expect(refusalOf(httpError(502, '<html>'))).toEqual({ key: REQUEST_FAILED_KEY, problems: [] });
  });
});

describe('onlyMenuProblems', () => {
  it('allows an override for menu entries only', () => {
    expect(onlyMenuProblems([menuProblem])).toBe(true);
    expect(onlyMenuProblems([menuProblem, { kind: 'sharedMissing', module: 'jotai', required: '^2.0.0' }])).toBe(false);
    expect(onlyMenuProblems([])).toBe(false);
  });
});

describe('overrideState', () => {
  const compat = { kind: 'sharedVersion' as const, module: 'react', required: '^99.0.0', provided: '19.1.0' };

  it('lets nothing wait before a refusal, and a key-only refusal (no problems) is not blocked', () => {
    expect(overrideState(null, false)).toEqual({ overridable: false, overrideMenus: false, blocked: false });
    expect(overrideState({ key: 'deploy.versionNotFound', problems: [] }, false)).toEqual({ overridable: false, overrideMenus: false, blocked: false });
  });

  it('waits for the tick when menu entries alone stand in the way, then sends the override', () => {
    const refusal = { key: 'deploy.refused', problems: [menuProblem] };
    expect(overrideState(refusal, false)).toEqual({ overridable: true, overrideMenus: false, blocked: true });
    expect(overrideState(refusal, true)).toEqual({ overridable: true, overrideMenus: true, blocked: false });
  });

  it('never lets a compatibility problem through, ticked or not', () => {
    expect(overrideState({ key: 'deploy.refused', problems: [compat, menuProblem] }, true)).toEqual({ overridable: false, overrideMenus: false, blocked: true });
  });
});
