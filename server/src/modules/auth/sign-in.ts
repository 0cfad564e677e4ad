import { sql } from 'drizzle-orm';
import type { LoginBody, LoginResponse } from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { consumeCaptcha } from './captcha';
import { claimLoginAttempt, settleFailedAttempt, settleSucceededAttempt, withdrawAttempt } from './lockout';
import { verifyPassword } from './passwords';
import { issueToken } from './tokens';
import { loadUserView } from './user-view';

export type SignInRequest = LoginBody & { ip: string; userAgent: string | null };

type Account = { id: number; password_hash: string; enabled: boolean };

async function findAccount(db: DbOrTx, username: string): Promise<Account | null> {
  const [row] = await queryRows<Account>(db, sql`
    select id, password_hash, enabled from sys_user where username_canonical = ${canonicalIdentity(username)}`);
  return row ?? null;
}

/**
 * Captcha first (it is what keeps scripts away), then the per-account and per-address limits, then the
 * password. An unknown username and a wrong password give the same key after the same argon2 work.
 */
export async function signIn(db: DbOrTx, input: SignInRequest): Promise<LoginResponse> {
  if (!(await consumeCaptcha(db, input.uuid, input.code))) throw new HttpError(400, MessageKey.captchaInvalid);

  const attemptId = await claimLoginAttempt(db, input.username, input.ip);
  const account = await findAccount(db, input.username);
  const passwordOk = await verifyPassword(account?.password_hash ?? null, input.password);
  if (!account || !passwordOk) {
    await settleFailedAttempt(db, input.username, attemptId);
    throw new HttpError(400, MessageKey.badCredentials);
  }
  if (!account.enabled) {
    // Said only after the right password: whoever reads it already knows the password, so it reveals
    // nothing to a guesser, and it saves the owner from retrying and locking an account an admin disabled.
    await withdrawAttempt(db, attemptId);
    throw new HttpError(400, MessageKey.accountDisabled);
  }
  await settleSucceededAttempt(db, input.username, input.ip, attemptId);

  const token = await issueToken(db, { userId: account.id, rememberMe: input.rememberMe, ip: input.ip, userAgent: input.userAgent });
  const user = await loadUserView(db, account.id);
  if (!user) throw new Error('signed-in user vanished');
  return { token, user };
}
