import { sql } from 'drizzle-orm';
import { roleOfRegistration, type RegisterBody, type User } from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { hashPassword } from '../auth/passwords';
import { loadUserView } from '../auth/user-view';
import { checkEmailCode, consumeEmailCode } from './email-code';
import { ensureRole, registrationRoles } from './registration-roles';
import { uniqueViolationOf, withoutQueryParams } from './db-errors';

async function refuseTaken(tx: DbOrTx, username: string, email: string): Promise<void> {
  const taken = await queryRows<{ same_name: boolean }>(tx, sql`
    select username_canonical = ${canonicalIdentity(username)} as same_name from sys_user
    where username_canonical = ${canonicalIdentity(username)} or email_canonical = ${canonicalIdentity(email)}`);
  if (taken.some((t) => t.same_name)) throw new HttpError(409, MessageKey.usernameTaken);
  if (taken.length > 0) throw new HttpError(409, MessageKey.emailTaken);
}

/**
 * Creates the account of a registration page with its role; no token, the user signs in next.
 * The code is checked first, so the taken-name and taken-address answers need a mailbox's code; it is
 * spent in the same transaction as the insert, so a refused registration leaves it usable for a retry.
 */
export async function registerAccount(db: Db, body: RegisterBody): Promise<User> {
  const codeId = await checkEmailCode(db, body.email, 'register', body.emailCode);
  if (codeId === null) throw new HttpError(400, MessageKey.emailCodeInvalid);
  // Hashing takes tens of milliseconds: done before the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(body.password);
  const role = registrationRoles[roleOfRegistration[body.kind]];
  if (!role) throw new Error(`no role definition for registration kind ${body.kind}`);

  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      if (!(await consumeEmailCode(tx, codeId))) throw new HttpError(400, MessageKey.emailCodeInvalid);
      await refuseTaken(tx, body.username, body.email);
      const roleId = await ensureRole(tx, role);
      const [user] = await queryRows<{ id: number }>(tx, sql`
        insert into sys_user (username, username_canonical, nick_name, email, email_canonical, phone, area_code, password_hash, account_type)
        values (${body.username}, ${canonicalIdentity(body.username)}, ${body.nickName}, ${body.email}, ${canonicalIdentity(body.email)},
                ${body.phone}, ${body.areaCode}, ${passwordHash}, ${role.name})
        returning id`);
      if (!user) throw new Error('insert returned no row');
      await tx.execute(sql`insert into sys_users_roles (user_id, role_id) values (${user.id}, ${roleId})`);
      return user.id;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Two registrations of one name or address at the same moment both pass refuseTaken; the unique
    // index stops the second, which gets the same answer as if it had come later.
    const constraint = uniqueViolationOf(err);
    if (constraint !== null) {
      throw new HttpError(409, constraint === 'sys_user_email_uq' ? MessageKey.emailTaken : MessageKey.usernameTaken);
    }
    throw withoutQueryParams(err, 'registration failed');
  }
  const user = await loadUserView(db, userId);
  if (!user) throw new Error('registered user vanished');
  return user;
}
