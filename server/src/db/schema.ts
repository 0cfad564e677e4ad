import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Texts kept in the product's three languages; the canonical `title`/`label` column holds cn. */
export type I18nText = { en?: string; vi?: string; cn?: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const depts = pgTable('sys_dept', {
  id: serial('id').primaryKey(),
  pid: integer('pid'),
  name: text('name').notNull(),
  nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
  deptSort: integer('dept_sort').notNull().default(999),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const roles = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  /** Role name as it appears in `user.roles` (SPEC §6), e.g. `admin`, `operator`, `purchaser`. */
  name: text('name').notNull(),
  title: text('title').notNull(),
  titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
  level: integer('level').notNull().default(3),
  description: text('description'),
  dataScope: text('data_scope').notNull().default('self'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sys_role_name_uq').on(t.name)]);

export const users = pgTable('sys_user', {
  id: serial('id').primaryKey(),
  deptId: integer('dept_id').references(() => depts.id, { onDelete: 'set null' }),
  username: text('username').notNull(),
  nickName: text('nick_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  areaCode: text('area_code'),
  gender: text('gender'),
  avatarName: text('avatar_name'),
  passwordHash: text('password_hash').notNull(),
  /** purchaser | supplier | cooperative | staff */
  accountType: text('account_type').notNull().default('staff'),
  isAdmin: boolean('is_admin').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  pwdResetTime: timestamp('pwd_reset_time', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('sys_user_username_uq').on(sql`lower(${t.username})`),
  uniqueIndex('sys_user_email_uq').on(sql`lower(${t.email})`),
]);

export const usersRoles = pgTable('sys_users_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_users_roles_role_idx').on(t.roleId)]);

export const menus = pgTable('sys_menu', {
  id: serial('id').primaryKey(),
  pid: integer('pid'),
  /** 0 directory, 1 menu, 2 button */
  type: integer('type').notNull(),
  title: text('title').notNull(),
  titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
  /** Route name; also the key of the kept-alive view. */
  componentName: text('component_name'),
  /** `Layout`, `ParentView` or `<remote>/<Module>` (ARCHITECTURE.md §2). */
  component: text('component'),
  menuSort: integer('menu_sort').notNull().default(999),
  icon: text('icon'),
  path: text('path'),
  iFrame: boolean('i_frame').notNull().default(false),
  cache: boolean('cache').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  permission: text('permission'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('sys_menu_pid_idx').on(t.pid)]);

export const rolesMenus = pgTable('sys_roles_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('sys_roles_menus_menu_idx').on(t.menuId)]);

export const dicts = pgTable('sys_dict', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sys_dict_name_uq').on(t.name)]);

export const dictDetails = pgTable('sys_dict_detail', {
  id: serial('id').primaryKey(),
  dictId: integer('dict_id').notNull().references(() => dicts.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  labelI18n: jsonb('label_i18n').$type<I18nText>().notNull().default({}),
  value: text('value').notNull(),
  dictSort: integer('dict_sort').notNull().default(999),
  createdAt: createdAt(),
}, (t) => [
  index('sys_dict_detail_dict_idx').on(t.dictId, t.dictSort),
  uniqueIndex('sys_dict_detail_value_uq').on(t.dictId, t.value),
]);

export const authTokens = pgTable('auth_token', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rememberMe: boolean('remember_me').notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Absolute end of the token's life (1 day with rememberMe); idle expiry is checked from last_seen_at. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [
  uniqueIndex('auth_token_hash_uq').on(t.tokenHash),
  index('auth_token_user_idx').on(t.userId),
  // The purge of dead tokens (modules/auth/tokens.ts) finds them by their end.
  index('auth_token_expires_idx').on(t.expiresAt),
]);

export const captchas = pgTable('auth_captcha', {
  uuid: text('uuid').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('auth_captcha_expires_idx').on(t.expiresAt)]);

export const loginFailures = pgTable('auth_login_failure', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
}, (t) => [
  index('auth_login_failure_user_idx').on(t.username, t.createdAt),
  index('auth_login_failure_ip_idx').on(t.ip, t.createdAt),
]);

export const accountLocks = pgTable('auth_account_lock', {
  /** Lower-cased username: unknown names lock too, so a lock never tells whether an account exists. */
  username: text('username').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

export const emailCodes = pgTable('auth_email_code', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  scene: text('scene').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('auth_email_code_email_idx').on(t.email, t.scene, t.createdAt)]);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/** Goods a buyer keeps in the cart; the mall issue adds the goods themselves. */
export const shopCart = pgTable('shop_cart', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
  specification: text('specification').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: createdAt(),
}, (t) => [index('shop_cart_user_idx').on(t.userId)]);

/** Module Federation remotes the host registers at start-up (ARCHITECTURE.md §2). */
export const remotes = pgTable('fed_remote', {
  name: text('name').primaryKey(),
  manifestUrl: text('manifest_url').notNull(),
  version: text('version').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});
