import type { HttpContext } from 'shared-contracts/http/client';

/**
 * The personal-centre forms show a failure next to the field it concerns, so the shared client's toast
 * is turned off for their calls; 401 and 403 are still handled by the client (logout, /401).
 */
export const QUIET: { context: HttpContext } = { context: { quiet: true } };
