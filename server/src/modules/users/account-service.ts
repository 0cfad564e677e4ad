import type { UpdateEmailBody, UpdatePassBody } from 'shared-contracts/api/users';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { HttpError } from '../../plugins/app/errors';
import { claimLoginAttempt, settleFailedAttempt, settleSucceededAttempt, withdrawAttempt } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Principal } from '../auth/tokens';
import { uniqueViolationOf, withoutQueryParams } from '../register/db-errors';
import { checkEmailCode, consumeEmailCode, normalizeEmail } from '../register/email-code';
import {
  emailTakenByOther, findCredentials, replacePasswordHash, revokeOtherTokens, setEmail, type Credentials,
} from './repository';

/**
 * Checks the signed-in user's current password under the sign-in limits (modules/auth/lockout.ts): a wrong
 * password here counts as a failed sign-in of the account and of the address, so a stolen session cannot be
 * used to guess the password any faster than the login page allows.
 */
async function verifyOwnPassword(
  db: Db, who: Principal, password: string, ip: string, alreadyChangedTo?: string,
): Promise<Credentials & { alreadyChanged: boolean }> {
  const attemptId = await claimLoginAttempt(db, who.username, ip);
  const account = await findCredentials(db, who.userId);
  if (!account) {
    await withdrawAttempt(db, attemptId);
    throw new HttpError(401, MessageKey.tokenExpired);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    // A repeat of a change that has just been made (a double click, a second tab): the old password is
    // wrong only because the new one is in place. Whoever sends the current password is no guesser.
    if (alreadyChangedTo !== undefined && await verifyPassword(account.passwordHash, alreadyChangedTo)) {
      await withdrawAttempt(db, attemptId);
      return { ...account, alreadyChanged: true };
    }
    await settleFailedAttempt(db, who.username, attemptId);
    throw new HttpError(400, MessageKey.oldPasswordWrong);
  }
  await settleSucceededAttempt(db, who.username, ip, attemptId);
  return { ...account, alreadyChanged: false };
}

/** Query errors quote their parameters (password hashes among them); what is rethrown keeps only the database's message. */
function rethrowClean(err: unknown, what: string): never {
  if (err instanceof HttpError) throw err;
  throw withoutQueryParams(err, what);
}

/**
 * Sets a new password after checking the old one, and signs out every other session of the user: whoever
 * else held a token loses it. The session that asked stays signed in (docs/storage.md § Personal centre).
 */
export async function changePassword(db: Db, who: Principal, body: UpdatePassBody, ip: string): Promise<void> {
  const account = await verifyOwnPassword(db, who, body.oldPass, ip, body.newPass);
  if (account.alreadyChanged) return;
  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const next = await hashPassword(body.newPass);
  await db.transaction(async (tx) => {
    if (!(await replacePasswordHash(tx, who.userId, account.passwordHash, next))) throw new HttpError(409, MessageKey.conflict);
    await revokeOtherTokens(tx, who.userId, who.tokenId);
  }).catch((err: unknown) => rethrowClean(err, 'password change failed'));
}

/**
 * Moves the account to a new address proven by the code mailed to it (scene changeEmail) and by the current
 * password. As in registration, the code is checked before the address is looked up, so whether an address is
 * registered is told only to someone holding its mailbox's code; the code is spent in the transaction that
 * writes the address, so a refused change leaves it usable.
 */
export async function changeEmail(db: Db, who: Principal, body: UpdateEmailBody, ip: string): Promise<void> {
  const account = await verifyOwnPassword(db, who, body.password, ip);
  if (account.email !== null && normalizeEmail(account.email) === normalizeEmail(body.email)) {
    throw new HttpError(400, MessageKey.emailUnchanged);
  }
  const codeId = await checkEmailCode(db, body.email, 'changeEmail', body.code);
  if (codeId === null) throw new HttpError(400, MessageKey.emailCodeInvalid);
  await db.transaction(async (tx) => {
    if (!(await consumeEmailCode(tx, codeId))) throw new HttpError(400, MessageKey.emailCodeInvalid);
    if (await emailTakenByOther(tx, who.userId, body.email)) throw new HttpError(409, MessageKey.emailTaken);
    await setEmail(tx, who.userId, body.email);
  }).catch((err: unknown) => {
    // Two accounts taking one address at the same moment both pass the check; the unique index stops the second.
    if (uniqueViolationOf(err) === 'sys_user_email_uq') throw new HttpError(409, MessageKey.emailTaken);
    rethrowClean(err, 'e-mail change failed');
  });
}
