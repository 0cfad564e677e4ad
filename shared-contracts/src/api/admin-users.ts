import { z } from 'zod';
import { areaCodes, emailSchema, registerPasswordSchema } from './auth';
import { i18nTextSchema, idListSchema, pageQuerySchema, requiredText } from './common';
import { MessageKey } from './message-keys';
import { pageOf } from './page';
import { text } from './text';
import { genders } from './users';

/** Back office users (`api/users`, docs/back-office.md); the personal centre's own calls are in users.ts. */

const MAX_ID = 2_147_483_647;
const id = () => z.number({ message: MessageKey.invalidNumber }).int().positive().max(MAX_ID);
const named = { id: z.number().int(), name: z.string(), nameI18n: i18nTextSchema };

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  gender: z.string().nullable(),
  /** purchaser | supplier | cooperative | staff */
  accountType: z.string(),
  enabled: z.boolean(),
  /** The built-in administrator: nobody deletes or disables it. */
  isAdmin: z.boolean(),
  dept: z.object(named).nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), title: z.string(), titleI18n: i18nTextSchema, level: z.number().int() })),
  jobs: z.array(z.object(named)),
  createTime: z.string(),
  pwdResetTime: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

const booleanParam = z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));
const instant = z.iso.datetime({ offset: true, message: MessageKey.invalidDate }).optional();

/** The users list's filters, shared by the list and its export. */
const userFilters = {
  /** A department and everything below it. */
  deptId: z.coerce.number({ message: MessageKey.invalidNumber }).int().positive().max(MAX_ID).optional(),
  /** Part of the username, nickname or e-mail, any case. */
  blurry: text().trim().max(100, MessageKey.tooLong).optional(),
  enabled: booleanParam,
  /** Creation time range, inclusive; the client sends the start and end of the chosen local days. */
  createdFrom: instant,
  createdTo: instant,
};
/** `GET api/users`: newest first, limited to the caller's data scope. */
export const userListQuerySchema = pageQuerySchema.extend(userFilters);
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const EXPORT_LANGS = ['en', 'cn', 'vi'] as const;
/** More rows than this are refused rather than cut off silently: narrow the filters. */
export const USER_EXPORT_MAX_ROWS = 20_000;
/** `GET api/users/download`: the same filters, every matching row as .xlsx in `lang` (else Accept-Language). */
export const userExportQuerySchema = z.object({
  ...userFilters,
  lang: z.enum(EXPORT_LANGS, { message: MessageKey.badRequest }).optional(),
  /** The reader's offset from UTC in minutes (UTC+7: 420), so the sheet shows times as the reader's clock does. */
  tzOffset: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(-840).max(840).default(0),
});
export type UserExportQuery = z.output<typeof userExportQuerySchema>;

/** The registration rule, so an account made here signs in like one made there. */
export const usernameSchema = requiredText(32, MessageKey.usernameRequired)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, MessageKey.usernameFormat);

const userFields = {
  username: usernameSchema,
  nickName: requiredText(40, MessageKey.nickNameRequired),
  email: emailSchema.nullable().default(null),
  phone: text({ message: MessageKey.phoneFormat }).trim().regex(/^\d{6,15}$/, MessageKey.phoneFormat).nullable().default(null),
  areaCode: z.enum(areaCodes, { message: MessageKey.areaCodeInvalid }).nullable().default(null),
  gender: z.enum(genders, { message: MessageKey.genderInvalid }).nullable().default(null),
  deptId: id().nullable().default(null),
  roleIds: z.array(id(), { message: MessageKey.sysRolesRequired }).min(1, MessageKey.sysRolesRequired).max(20),
  jobIds: z.array(id()).max(20).default([]),
  enabled: z.boolean({ message: MessageKey.badRequest }).default(true),
};

/** `POST api/users`: without a password the server makes one and answers it once. */
export const userCreateSchema = z.object({ ...userFields, password: registerPasswordSchema.optional() });
export type UserCreate = z.output<typeof userCreateSchema>;
export const userUpdateSchema = z.object({ ...userFields, id: id() });
export type UserUpdate = z.output<typeof userUpdateSchema>;
export const userDeleteBodySchema = idListSchema;

/** A password shown to the administrator exactly once (never stored in clear, never answered again). */
export const userCreatedSchema = z.object({ user: adminUserSchema, generatedPassword: z.string().nullable() });
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** `PUT api/users/{id}/enabled`: disabling ends the user's sessions at once. */
export const userEnabledBodySchema = z.object({ enabled: z.boolean({ message: MessageKey.badRequest }) });

/** `POST api/users/{id}/password`: a typed password, or none for a generated one; the user's sessions end. */
export const resetPasswordBodySchema = z.object({ password: registerPasswordSchema.optional() });
export const resetPasswordResponseSchema = z.object({ generatedPassword: z.string().nullable() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
