import { HTTPError, TimeoutError } from 'ky';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isHTTPError, isReportedRequestError } from './is-http-error';

describe('isHTTPError', () => {
  it("knows an HTTPError of another copy of ky (the host's client) by its name and response, as well as its own", () => {
    // What the shared client throws in the built portal: another class, its name renamed by the minifier.
    class H extends Error { override name = 'HTTPError'; response = new Response(null, { status: 400 }); data = { status: 400, message: 'mall.smsCodeWrong' }; }
    expect(isHTTPError(new H('Request failed with status code 400'))).toBe(true);
    const request = new Request('http://x.test/api');
    expect(isHTTPError(new HTTPError(new Response(null, { status: 404 }), request, {} as never))).toBe(true);
  });

  it('refuses other errors', () => {
    expect(isHTTPError(new Error('boom'))).toBe(false);
    expect(isHTTPError(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBe(false);
    expect(isHTTPError(undefined)).toBe(false);
  });
});

describe('isReportedRequestError', () => {
  it("knows what the shared client toasts (an answer with a status, a timeout, no answer) from what it leaves to the page", () => {
    const request = new Request('http://x.test/api');
    expect(isReportedRequestError(new HTTPError(new Response(null, { status: 409 }), request, {} as never))).toBe(true);
    expect(isReportedRequestError(new TimeoutError(request))).toBe(true);
    expect(isReportedRequestError(Object.assign(new Error('fetch failed'), { name: 'NetworkError' }))).toBe(true);
    // An answer that does not match its contract, or a fault in the page: nobody has told the user.
    expect(isReportedRequestError(z.object({ id: z.number() }).safeParse({}).error)).toBe(false);
    expect(isReportedRequestError(new TypeError('x is undefined'))).toBe(false);
    expect(isReportedRequestError('boom')).toBe(false);
  });
});
