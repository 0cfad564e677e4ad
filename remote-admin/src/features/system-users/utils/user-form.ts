import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  userCreateSchema, userUpdateSchema, type AdminUser, type UserCreate, type UserUpdate,
} from 'shared-contracts/api/admin-users';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { RoleOption } from 'shared-contracts/api/roles';
import { ADMIN_ROLE } from 'shared-contracts/permission';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/** Keys the server answers for one field (they need the database). */
export const USER_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.usernameTaken]: 'username',
  [MessageKey.emailTaken]: 'email',
  [MessageKey.sysRoleNotFound]: 'roleIds',
  [MessageKey.sysJobNotFound]: 'jobIds',
  [MessageKey.sysDeptNotFound]: 'deptId',
};

export type PasswordMode = 'generate' | 'type';

/** The user dialog's values; `id` set when editing, the password only when creating. */
export type UserFormValues = {
  id?: number; username: string; nickName: string; email: string; areaCode: string; phone: string; gender: '' | 'male' | 'female';
  deptId: number | null; roleIds: number[]; jobIds: number[]; enabled: boolean; passwordMode: PasswordMode; password: string;
};
export type UserRequest = UserCreate | UserUpdate;

export const newUserValues = (deptId: number | null): UserFormValues => ({
  username: '', nickName: '', email: '', areaCode: '+84', phone: '', gender: '', deptId, roleIds: [], jobIds: [], enabled: true,
  passwordMode: 'generate', password: '',
});

export const userToValues = (user: AdminUser): UserFormValues => ({
  id: user.id, username: user.username, nickName: user.nickName, email: user.email ?? '', areaCode: user.areaCode ?? '',
  phone: user.phone ?? '', gender: user.gender === 'male' || user.gender === 'female' ? user.gender : '', deptId: user.dept?.id ?? null,
  roleIds: user.roles.map((r) => r.id), jobIds: user.jobs.map((j) => j.id), enabled: user.enabled, passwordMode: 'generate', password: '',
});

const orNull = (text: string) => (text.trim() ? text : null);

/** The request body: empty optional fields are sent as null; a password only when creating with a typed one. */
export function toUserBody(values: UserFormValues): z.input<typeof userCreateSchema> {
  const body: z.input<typeof userCreateSchema> = {
    username: values.username, nickName: values.nickName, email: orNull(values.email), phone: orNull(values.phone),
    areaCode: values.phone.trim() && values.areaCode ? values.areaCode as z.input<typeof userCreateSchema>['areaCode'] : null,
    gender: values.gender || null, deptId: values.deptId, roleIds: values.roleIds, jobIds: values.jobIds, enabled: values.enabled,
  };
  if (values.id === undefined && values.passwordMode === 'type') body.password = values.password;
  return body;
}

const contractResolver = createOrUpdateResolver<UserFormValues, UserRequest>(toUserBody, userCreateSchema, userUpdateSchema);

/**
 * The contract's checks, then the level rule the server applies: a role above the reader's own is refused here,
 * before a 403 would send the reader to the no-permission page.
 */
export function userFormResolverFor(roles: readonly RoleOption[], ownLevel: number | undefined): Resolver<UserFormValues, unknown, UserRequest> {
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    const tooHigh = ownLevel !== undefined && roles.some((r) => values.roleIds.includes(r.id) && roleRank(r) < ownLevel);
    if (!tooHigh || result.errors.roleIds) return result;
    return { values: {}, errors: { ...result.errors, roleIds: { type: 'level', message: MessageKey.sysLevelForbidden } } };
  };
}

export const roleRank = (role: Pick<RoleOption, 'name' | 'level'>): number => (role.name === ADMIN_ROLE ? 0 : role.level);
