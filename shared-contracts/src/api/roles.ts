import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, idListSchema, optionalText, pageQuerySchema, requiredText } from './common';
import { pageOf } from './page';
import { text } from './text';

/** Back office roles (`api/roles`, docs/back-office.md): level, data scope and the menus and buttons they grant. */

const MAX_ID = 2_147_483_647;
const id = () => z.number({ message: MessageKey.invalidNumber }).int().positive().max(MAX_ID);

/**
 * Which users' rows a role reaches (docs/back-office.md "Data scope"): every one, those of the holder's own
 * department and below, those of chosen departments and below, or only the holder's own.
 */
export const dataScopes = ['all', 'dept', 'custom', 'self'] as const;
export type DataScopeKind = (typeof dataScopes)[number];

/** The most powerful level; a smaller number is higher. */
export const TOP_ROLE_LEVEL = 1;
export const BOTTOM_ROLE_LEVEL = 999;

/**
 * A role name is what `user.roles` lists beside permission codes (SPEC §6), so it may not contain `:`: a role
 * named like a code (`user:del`) would pass that code's checks.
 */
export const roleNamePattern = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;

const scopeDeptSchema = z.object({ id: z.number().int(), name: z.string(), nameI18n: i18nTextSchema });

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** cn, the canonical column; en and vi in titleI18n. */
  title: z.string(),
  titleI18n: i18nTextSchema,
  level: z.number().int(),
  dataScope: z.enum(dataScopes),
  /** cn, the canonical text as for the title; en and vi in descriptionI18n. */
  description: z.string().nullable(),
  descriptionI18n: z._default(i18nTextSchema, {}),
  /** The chosen departments of a `custom` scope (empty otherwise). */
  depts: z.array(scopeDeptSchema),
  /** Menus, pages and buttons the role grants. */
  menuIds: z.array(z.number().int()),
  userCount: z.number().int(),
  createTime: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolePageSchema = pageOf(roleSchema);

/** `GET api/roles/all`: what the user form's role picker needs. */
export const roleOptionSchema = roleSchema.pick({ id: true, name: true, title: true, titleI18n: true, level: true });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** `GET api/roles`: by level, then id; `blurry` matches name, title (any language) or description. */
export const roleQuerySchema = pageQuerySchema.extend({ blurry: text().trim().max(100, MessageKey.tooLong).optional() });
export type RoleQuery = z.output<typeof roleQuerySchema>;

/**
 * `GET api/roles/level`: the caller's own rank (admin: 0, above every role) and whether their data scope is `all`;
 * the pages offer only what the server would accept from them.
 */
export const roleLevelSchema = z.object({ level: z.number().int(), allData: z.boolean() });
export type OwnLevel = z.infer<typeof roleLevelSchema>;

const roleFields = {
  name: requiredText(32).regex(roleNamePattern, MessageKey.sysRoleNameInvalid),
  title: requiredText(40),
  titleI18n: z._default(i18nTextSchema, {}),
  level: z.number({ message: MessageKey.sysRoleLevelInvalid }).int(MessageKey.sysRoleLevelInvalid)
    .min(TOP_ROLE_LEVEL, MessageKey.sysRoleLevelInvalid).max(BOTTOM_ROLE_LEVEL, MessageKey.sysRoleLevelInvalid),
  dataScope: z.enum(dataScopes, { message: MessageKey.sysDataScopeInvalid }),
  /** Departments of a `custom` scope; ignored (and cleared) for the other kinds. */
  deptIds: z.array(id()).max(500).default([]),
  description: optionalText(200),
  descriptionI18n: z._default(i18nTextSchema, {}),
};

function checkScopeDepts(role: { dataScope: DataScopeKind; deptIds: number[] }, ctx: z.RefinementCtx): void {
  if (role.dataScope === 'custom' && role.deptIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['deptIds'], message: MessageKey.sysScopeDeptsRequired });
  }
}

export const roleBodySchema = z.object(roleFields).superRefine(checkScopeDepts);
export type RoleBody = z.output<typeof roleBodySchema>;
export const roleUpdateSchema = z.object({ ...roleFields, id: id() }).superRefine(checkScopeDepts);
export type RoleUpdate = z.output<typeof roleUpdateSchema>;
/** `DELETE api/roles`: roles no user holds. */
export const roleDeleteBodySchema = idListSchema;

/** `PUT api/roles/menu`: the whole set of menus the role grants (a parent of a granted entry is granted with it). */
export const roleMenusBodySchema = z.object({ id: id(), menuIds: z.array(id()).max(5000) });
export type RoleMenusBody = z.output<typeof roleMenusBodySchema>;

/**
 * `GET api/roles/menu-tree`: every menu, page and button, with whether the caller may grant it (an administrator
 * anything; anyone else only what their own roles grant them).
 */
export const roleMenuNodeSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  type: z.number().int(),
  title: z.string(),
  titleI18n: i18nTextSchema,
  permission: z.string().nullable(),
  grantable: z.boolean(),
  get children() { return z.array(roleMenuNodeSchema).optional(); },
}).meta({ id: 'RoleMenuNode' });
export type RoleMenuNode = z.infer<typeof roleMenuNodeSchema>;
