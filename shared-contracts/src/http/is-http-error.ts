import { isHTTPError as isKyHTTPError, type HTTPError } from 'ky';

/**
 * ky's `isHTTPError`, for the errors of the portal's one ky client in any bundle. That client lives in
 * shared-contracts, which the host provides to every remote, so a remote's errors are instances of the host's copy of
 * ky, not of its own: ky then falls back to comparing class names, and the production minifier renames classes, so
 * ky's own guard answers false in the built portal (a server refusal read as "could not load"). An HTTPError still
 * says what it is by its `name`, kept as a string, and carries its `response`. Every bundle asks this one.
 */
export function isHTTPError(error: unknown): error is HTTPError {
  return isKyHTTPError(error) || (error instanceof Error && error.name === 'HTTPError' && 'response' in error);
}

/** The errors of the shared client that it has already shown the user (error-catalogue.ts, SPEC §8), by name as above. */
const REPORTED_ERRORS = new Set(['HTTPError', 'TimeoutError', 'NetworkError']);

/**
 * Whether the shared client already told the user of this failure: an answer with a status, a timeout or no answer at
 * all. Anything else (an answer the page could not read, a fault in the page) is the page's to show, or nobody does.
 */
export function isReportedRequestError(error: unknown): boolean {
  return error instanceof Error && REPORTED_ERRORS.has(error.name);
}
