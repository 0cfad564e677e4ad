import crypto from 'node:crypto';
import { cookieValue } from '../web/cookie-value';

/**
 * The `mf_bucket` cookie: a random id that places an anonymous visitor in a canary's share (deploy/canary.ts), the
 * same one on every visit for a year. HttpOnly (no script needs it) and SameSite=Lax; it identifies a browser to
 * this server only, for this one purpose.
 */
export const BUCKET_COOKIE = 'mf_bucket';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9-]{16,64}$/;

/** The visitor's bucket id from the Cookie header, or null when absent or not one this server made. */
export function bucketIdOf(cookieHeader: string | undefined): string | null {
  const value = cookieValue(cookieHeader, BUCKET_COOKIE);
  return value !== null && ID.test(value) ? value : null;
}

export const newBucketId = () => crypto.randomUUID();

export function bucketCookie(id: string, secure: boolean): string {
  return `${BUCKET_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
