import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  roleBodySchema, roleUpdateSchema, type DataScopeKind, type Role, type RoleBody, type RoleUpdate,
} from 'shared-contracts/api/roles';
import { ADMIN_ROLE } from 'shared-contracts/permission';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/** Keys the server answers for one field (they need the database). */
export const ROLE_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.sysRoleNameTaken]: 'name',
  [MessageKey.sysRoleBuiltIn]: 'name',
  [MessageKey.sysLevelForbidden]: 'level',
  [MessageKey.sysDeptNotFound]: 'deptIds',
};

export type RoleFormValues = {
  id?: number; name: string; title: string; titleI18n: { en: string; vi: string }; level: number; dataScope: DataScopeKind;
  deptIds: number[]; description: string; descriptionI18n: { en: string; vi: string };
};
export type RoleRequest = RoleBody | RoleUpdate;

export const newRoleValues = (level: number): RoleFormValues =>
  ({ name: '', title: '', titleI18n: { en: '', vi: '' }, level, dataScope: 'self', deptIds: [], description: '', descriptionI18n: { en: '', vi: '' } });
export const roleToValues = (role: Role): RoleFormValues => ({
  id: role.id, name: role.name, title: role.title, titleI18n: { en: role.titleI18n.en ?? '', vi: role.titleI18n.vi ?? '' },
  level: role.level, dataScope: role.dataScope, deptIds: role.depts.map((d) => d.id), description: role.description ?? '',
  descriptionI18n: { en: role.descriptionI18n.en ?? '', vi: role.descriptionI18n.vi ?? '' },
});

/** The translations typed, empty ones left out (the page then shows the Chinese text). */
function filledTranslations(texts: { en: string; vi: string }): { en?: string; vi?: string } {
  return { ...(texts.en.trim() ? { en: texts.en } : {}), ...(texts.vi.trim() ? { vi: texts.vi } : {}) };
}

/** The request body; empty translations are left out, departments go only with a custom scope. */
export function toRoleBody(values: RoleFormValues): z.input<typeof roleBodySchema> {
  return {
    name: values.name, title: values.title, titleI18n: filledTranslations(values.titleI18n), level: values.level, dataScope: values.dataScope,
    deptIds: values.dataScope === 'custom' ? values.deptIds : [], description: values.description,
    descriptionI18n: filledTranslations(values.descriptionI18n),
  };
}

export const roleFormResolver = createOrUpdateResolver<RoleFormValues, RoleRequest>(toRoleBody, roleBodySchema, roleUpdateSchema);

/** The server's rank of a role (server/src/modules/roles/levels.ts): `admin` ranks above every level. */
export const rankOf = (role: Pick<Role, 'name' | 'level'>): number => (role.name === ADMIN_ROLE ? 0 : role.level);
/** Whether a user of rank `own` may change the role; the same rank may. */
export const withinReach = (role: Pick<Role, 'name' | 'level'>, own: number | undefined): boolean =>
  own !== undefined && rankOf(role) >= own;

/**
 * The contract's checks, then the level rule the server applies: a level above the reader's own is refused here,
 * before a 403 would send the reader to the no-permission page.
 */
export function roleFormResolverFor(ownLevel: number | undefined): Resolver<RoleFormValues, unknown, RoleRequest> {
  return async (values, context, options) => {
    const result = await roleFormResolver(values, context, options);
    if (ownLevel === undefined || !Number.isFinite(values.level) || values.level >= ownLevel || result.errors.level) return result;
    return { values: {}, errors: { ...result.errors, level: { type: 'level', message: MessageKey.sysLevelForbidden } } };
  };
}
