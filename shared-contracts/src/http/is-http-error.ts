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
