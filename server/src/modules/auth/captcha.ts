import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, type CaptchaResponse } from 'shared-contracts/api/auth';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { captchas } from '../../db/schema';

type SvgOptions = { width?: number; height?: number; fontSize?: number; noise?: number; color?: boolean; background?: string };
// The package's default export draws a given text, but its typings only declare `create`, which picks
// the text with Math.random; we choose the digits with crypto and only ask it to draw them.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options?: SvgOptions) => string;

const SVG_OPTIONS: SvgOptions = { width: 111, height: 36, fontSize: 40, noise: 2, color: true, background: '#f5f7fa' };

function randomDigits(length: number): string {
  return String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Stores a new captcha answer in the database (so any server process can check it) and returns its image.
 * With a test code configured (never in production, see config/env.ts) that code is the answer and the image.
 */
export async function issueCaptcha(db: DbOrTx, testCode: string | null): Promise<CaptchaResponse> {
  const code = testCode ?? randomDigits(CAPTCHA_LENGTH);
  const uuid = crypto.randomUUID();
  // Opportunistic purge: the expiry index makes this cheap, and it keeps abandoned captchas from piling up.
  await db.delete(captchas).where(sql`${captchas.expiresAt} < now()`);
  await db.insert(captchas).values({ uuid, code, expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})` });
  const svg = drawCaptcha(code, SVG_OPTIONS);
  return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Consumes the captcha whatever the answer: DELETE ... RETURNING lets exactly one request have the row,
 * so two logins cannot share a captcha and a wrong guess burns it.
 */
export async function consumeCaptcha(db: DbOrTx, uuid: string, answer: string): Promise<boolean> {
  const [row] = await queryRows<{ code: string; live: boolean }>(db, sql`
    delete from auth_captcha where uuid = ${uuid}
    returning code, expires_at > now() as live`);
  if (!row || !row.live) return false;
  const expected = Buffer.from(row.code);
  const given = Buffer.from(answer.trim());
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
