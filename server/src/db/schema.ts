import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
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
}, (t) => [
  index('sys_dept_pid_idx').on(t.pid),
  // Sibling names are unique (a top-level department has pid null, compared as 0), so a tree picker never shows
  // two departments it cannot tell apart; docs/back-office.md.
  uniqueIndex('sys_dept_sibling_name_uq').on(sql`coalesce(${t.pid}, 0)`, t.name),
]);

export const roles = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  /** Role name as it appears in `user.roles` (SPEC §6), e.g. `admin`, `operator`, `purchaser`. */
  name: text('name').notNull(),
  title: text('title').notNull(),
  titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
  level: integer('level').notNull().default(3),
  /** cn, the canonical text as for the title; en and vi in descriptionI18n. */
  description: text('description'),
  descriptionI18n: jsonb('description_i18n').$type<I18nText>().notNull().default({}),
  /** all | dept (own department and below) | custom (sys_roles_depts) | self (own rows only); docs/back-office.md. */
  dataScope: text('data_scope').notNull().default('self'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('sys_role_name_uq').on(t.name),
  check('sys_role_data_scope_ck', sql`${t.dataScope} in ('all', 'dept', 'custom', 'self')`),
]);

export const users = pgTable('sys_user', {
  id: serial('id').primaryKey(),
  deptId: integer('dept_id').references(() => depts.id, { onDelete: 'set null' }),
  username: text('username').notNull(),
  /** canonicalIdentity(username) (shared-contracts/identity.ts): the only form sign-in and uniqueness compare. */
  usernameCanonical: text('username_canonical').notNull(),
  nickName: text('nick_name').notNull(),
  email: text('email'),
  /** canonicalIdentity(email), null with the e-mail. */
  emailCanonical: text('email_canonical'),
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
  /**
   * The portal language the user last used (en | cn | vi: the `language` cookie, else the browser's languages), noted
   * at sign-in and at each `auth/info`: the language their e-mails are written in (docs/notifications.md).
   */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('sys_user_username_uq').on(t.usernameCanonical),
  uniqueIndex('sys_user_email_uq').on(t.emailCanonical),
  // The users list filters by department subtree and data scope.
  index('sys_user_dept_idx').on(t.deptId),
]);

export const usersRoles = pgTable('sys_users_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_users_roles_role_idx').on(t.roleId)]);

/** Positions (eladmin's 岗位): a label on users, no permissions of their own. */
export const jobs = pgTable('sys_job', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  jobSort: integer('job_sort').notNull().default(999),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sys_job_name_uq').on(t.name)]);

export const usersJobs = pgTable('sys_users_jobs', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  // A job in use cannot be deleted (the service answers 400 system.jobInUse; the key is the last word under races).
  jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'restrict' }),
}, (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('sys_users_jobs_job_idx').on(t.jobId)]);

/** The departments a role with data scope `custom` reaches (each with its sub-departments). */
export const rolesDepts = pgTable('sys_roles_depts', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  deptId: integer('dept_id').notNull().references(() => depts.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.deptId] }), index('sys_roles_depts_dept_idx').on(t.deptId)]);

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
  /** False while the attempt's password is being checked; only checked wrong passwords count toward the lock. */
  checked: boolean('checked').notNull().default(true),
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
  /** The plain-text part (every mail has one). */
  body: text('body').notNull(),
  /** The HTML part, when the mail has one (notifications). */
  html: text('html'),
  /**
   * The notification this mail tells of: unique, so two workers racing on one notification make one mail
   * (docs/notifications.md "Exactly one e-mail"). No foreign key: the outbox is left out of backups and restores.
   */
  notificationId: integer('notification_id'),
  /** A worker took this mail to send it by SMTP; another leaves it alone until the claim is old (a dead worker). */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mail_outbox_notification_uq').on(t.notificationId),
]);

/** Goods a buyer keeps in the cart. */
export const shopCart = pgTable('shop_cart', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
  /** The chosen SKU (mall_sku); one line per user and SKU. */
  skuId: integer('sku_id'),
  specification: text('specification').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('shop_cart_user_idx').on(t.userId), uniqueIndex('shop_cart_user_sku_uq').on(t.userId, t.skuId)]);

/**
 * Hits per client and throttled endpoint in fixed windows (plugins/app/throttle.ts). In the database so the
 * limits hold across server processes on PostgreSQL, and the same code serves the embedded default.
 */
export const throttleCounters = pgTable('throttle_counter', {
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('throttle_counter_window_idx').on(t.windowStart)]);

/** Module Federation remotes the host registers at start-up (ARCHITECTURE.md §2). */
export const remotes = pgTable('fed_remote', {
  name: text('name').primaryKey(),
  manifestUrl: text('manifest_url').notNull(),
  version: text('version').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** A version going live for some users first (issue 11, docs/deploy.md); null when no canary runs. */
  canaryVersion: text('canary_version'),
  /** Share of users (0–100, sticky per user) who load the canary. */
  canaryPercent: integer('canary_percent').notNull().default(0),
  /** Role names whose users load the canary whatever the share. */
  canaryRoles: text('canary_roles').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/**
 * Every version of every remote the registry knows (issue 11, docs/deploy.md): uploaded archives, served from storage
 * at `/remotes/<name>/v/<version>/`, and versions registered by URL (another origin or the built-in `dist`).
 */
export const remoteVersions = pgTable('fed_remote_version', {
  id: serial('id').primaryKey(),
  remote: text('remote').notNull(),
  version: text('version').notNull(),
  /** 'upload' | 'url'. */
  source: text('source').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  /** Storage key prefix of an uploaded version's files (`deploy/<name>/<version>`), null for a URL. */
  storagePrefix: text('storage_prefix'),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  fileCount: integer('file_count').notNull().default(0),
  /** The manifest's exposed module names (`./system/Menu`). */
  exposes: jsonb('exposes').$type<string[]>().notNull(),
  /** The manifest's shared requirements: `{name, requiredVersion, singleton}`. */
  shared: jsonb('shared').$type<{ name: string; requiredVersion: string; singleton: boolean }[]>().notNull(),
  /** react-router-dom names the build imports (from the portal build's `federation-requirements.json`), when known. */
  routerImports: jsonb('router_imports').$type<string[] | null>(),
  uploadedBy: text('uploaded_by'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('fed_remote_version_uq').on(t.remote, t.version), index('fed_remote_version_created_idx').on(t.createdAt)]);

/** What happened to the registry, newest last: uploads, activations, rollbacks, canaries, overrides, URL registrations. */
export const remoteEvents = pgTable('fed_remote_event', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  remote: text('remote').notNull(),
  /** 'upload' | 'activate' | 'rollback' | 'canary-start' | 'canary-promote' | 'canary-abandon' | 'register' | 'enable' | 'disable'. */
  action: text('action').notNull(),
  version: text('version'),
  fromVersion: text('from_version'),
  /** Anything else worth keeping: the overridden menu entries, the canary's share and roles. */
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  username: text('username'),
  createdAt: createdAt(),
}, (t) => [index('fed_remote_event_remote_idx').on(t.remote, t.createdAt)]);

/** A remote that failed to load in someone's browser, as the host reported it (throttled per browser and server-side). */
export const remoteLoadFailures = pgTable('fed_load_failure', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  remote: text('remote').notNull(),
  version: text('version').notNull(),
  module: text('module').notNull(),
  /** 'manifest' | 'entry' | 'chunk' | 'module' | 'render' | 'timeout' | 'registry' | 'other'. */
  kind: text('kind').notNull(),
  message: text('message'),
  createdAt: createdAt(),
}, (t) => [index('fed_load_failure_remote_idx').on(t.remote, t.version, t.createdAt), index('fed_load_failure_created_idx').on(t.createdAt)]);

/** A Content-Security-Policy violation a browser reported (`report-uri`), kept for the Remotes screen. */
export const cspReports = pgTable('sec_csp_report', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentUri: text('document_uri'),
  blockedUri: text('blocked_uri'),
  directive: text('directive'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
}, (t) => [index('sec_csp_report_created_idx').on(t.createdAt)]);

// ---- Mall catalogue (issue 8; docs/mall.md). Money is integer minor units (fen for CNY), ARCHITECTURE.md §5.

/** A merchant whose goods the mall lists. */
export const stores = pgTable('mall_store', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
  descriptionI18n: jsonb('description_i18n').$type<I18nText>().notNull().default({}),
  /** Where the merchant ships from, e.g. 广州 (cn); its en and vi names in locationI18n (Guangzhou, Quảng Châu). */
  location: text('location'),
  locationI18n: jsonb('location_i18n').$type<I18nText>().notNull().default({}),
  /** Source platform of a purchasing-agent store (taobao | tmall | 1688 | pinduoduo), null for mall merchants. */
  platform: text('platform'),
  logoKey: text('logo_key'),
  rating: integer('rating').notNull().default(48),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The category tree; `pid` null is a top level. */
export const categories = pgTable('mall_category', {
  id: serial('id').primaryKey(),
  pid: integer('pid'),
  name: text('name').notNull(),
  nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
  icon: text('icon'),
  sort: integer('sort').notNull().default(999),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('mall_category_pid_idx').on(t.pid, t.sort)]);

/** A goods (SPU). `name`/`description` hold cn; the i18n columns hold every language (a missing one falls back to cn). */
export const goods = pgTable('mall_goods', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  name: text('name').notNull(),
  nameI18n: jsonb('name_i18n').$type<I18nText>().notNull().default({}),
  description: text('description').notNull().default(''),
  descriptionI18n: jsonb('description_i18n').$type<I18nText>().notNull().default({}),
  /** Purchasing-agent (ddc) goods carry their source. */
  ddc: boolean('ddc').notNull().default(false),
  sourcePlatform: text('source_platform'),
  sourceItemId: text('source_item_id'),
  sourceUrl: text('source_url'),
  /** The Chinese name on the source platform, searchable. */
  sourceName: text('source_name'),
  /** Lowest and highest SKU price in fen, kept with the SKUs for price filters and sorting. */
  minPrice: integer('min_price').notNull().default(0),
  maxPrice: integer('max_price').notNull().default(0),
  /** The smallest minimum order quantity of its SKUs. */
  moq: integer('moq').notNull().default(1),
  sales: integer('sales').notNull().default(0),
  coverKey: text('cover_key'),
  recommended: boolean('recommended').notNull().default(false),
  onSale: boolean('on_sale').notNull().default(true),
  /**
   * Normalised names in every language and the source name (lower case, no diacritics): weighted first in search.
   * Written here by the app; search reads its copy in mall_goods_search.
   */
  searchName: text('search_name').notNull().default(''),
  /** Normalised names, descriptions, store and category: the rest of what search reads (copied likewise). */
  searchText: text('search_text').notNull().default(''),
  createdBy: integer('created_by'),
  /**
   * The buyer whose collect made this goods (docs/mall-search.md "Collected goods"): theirs alone (their cart, their
   * product page, their orders) and staff's, until staff file it into the catalogue, which sets it null. Null: a
   * catalogue goods, which the public sees. A deleted account takes its collected goods along.
   */
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('mall_goods_category_idx').on(t.categoryId),
  index('mall_goods_store_idx').on(t.storeId),
  // A platform + item id names one catalogue goods, and one collected goods per collector.
  uniqueIndex('mall_goods_source_uq').on(t.sourcePlatform, t.sourceItemId).where(sql`${t.ownerId} is null`),
  uniqueIndex('mall_goods_collected_uq').on(t.ownerId, t.sourcePlatform, t.sourceItemId).where(sql`${t.ownerId} is not null`),
]);

/**
 * What search reads of a goods (docs/mall-search.md): its search columns and sort and filter keys in a narrow
 * row, so a common word's thousands of matches are checked and scored without visiting the wide goods rows.
 * Never written by the app: triggers (migration 0006) copy each inserted or updated mall_goods row here; a
 * deleted goods takes its row along. Whether the public may see it (its store and category path enabled) is
 * checked when searching (goods/search.ts listedSql), so enabling or disabling rewrites no rows.
 */
export const goodsSearch = pgTable('mall_goods_search', {
  goodsId: integer('goods_id').primaryKey().references(() => goods.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull(),
  categoryId: integer('category_id').notNull(),
  minPrice: integer('min_price').notNull(),
  maxPrice: integer('max_price').notNull(),
  sales: integer('sales').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  ddc: boolean('ddc').notNull(),
  recommended: boolean('recommended').notNull(),
  onSale: boolean('on_sale').notNull(),
  /** The collector of a goods not yet in the catalogue (mall_goods.owner_id): the public lists leave such goods out. */
  ownerId: integer('owner_id'),
  searchName: text('search_name').notNull(),
  searchText: text('search_text').notNull(),
}, (t) => [
  index('mall_goods_search_category_idx').on(t.categoryId),
  index('mall_goods_search_store_idx').on(t.storeId),
  index('mall_goods_search_price_idx').on(t.minPrice, t.goodsId),
  index('mall_goods_search_created_idx').on(t.createdAt, t.goodsId),
  // A keyword with recommended=true tests the recommended goods (8 %) only, not every goods the word matches.
  index('mall_goods_search_recommended_idx').on(t.goodsId).where(sql`${t.recommended}`),
  index('mall_goods_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
  index('mall_goods_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
]);

/** A goods' pictures in gallery order. */
export const goodsImages = pgTable('mall_goods_image', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('mall_goods_image_goods_idx').on(t.goodsId, t.sort)]);

/** Promotion materials a buyer can download (pictures, copy, videos). */
export const goodsMaterials = pgTable('mall_goods_material', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull().default(0),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('mall_goods_material_goods_idx').on(t.goodsId, t.sort)]);

/** A goods' specification (SKU): its attributes (colour, size, ...), price in fen, minimum order quantity. */
export const skus = pgTable('mall_sku', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  /** Attribute name → value in cn, e.g. {"颜色":"红色","尺码":"L"}; the i18n column has the same per language. */
  attrs: jsonb('attrs').$type<Record<string, string>>().notNull().default({}),
  attrsI18n: jsonb('attrs_i18n').$type<{ en?: Record<string, string>; vi?: Record<string, string> }>().notNull().default({}),
  /** The attributes as one cn text ("红色 / L"), as carts and orders show it. */
  specText: text('spec_text').notNull(),
  price: integer('price').notNull(),
  moq: integer('moq').notNull().default(1),
  stockHint: integer('stock_hint').notNull().default(0),
  imageKey: text('image_key'),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('mall_sku_goods_idx').on(t.goodsId, t.sort)]);

/** Content documents (plugin installation, guides of SPEC §2) in three languages, edited by staff. */
export const contentDocs = pgTable('mall_content_doc', {
  id: serial('id').primaryKey(),
  /** URL label: `plugin-installation`, `product-categories`, `logistics-services`, ... */
  label: text('label').notNull(),
  titleI18n: jsonb('title_i18n').$type<I18nText>().notNull().default({}),
  /** Markdown-light text per language: paragraphs, `#` headings, `-` and `1.` lists. */
  bodyI18n: jsonb('body_i18n').$type<{ en?: string; vi?: string; cn?: string }>().notNull().default({}),
  sort: integer('sort').notNull().default(999),
  updatedBy: integer('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('mall_content_doc_label_uq').on(t.label)]);

// ---- Orders (created by the mall issue, carried through by the order issue).

export const orders = pgTable('mall_order', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  storeId: integer('store_id').notNull().references(() => stores.id),
  /** One of the order state machine's states (shared-contracts/order-state.ts). */
  status: text('status').notNull(),
  /** waiting | accepted | refused */
  acceptance: text('acceptance').notNull().default('waiting'),
  currency: text('currency').notNull().default('CNY'),
  goodsTotal: integer('goods_total').notNull(),
  depositAmount: integer('deposit_amount').notNull(),
  paidAmount: integer('paid_amount').notNull().default(0),
  /** Set at acceptance from the unpaid_cancel_hours setting: unpaid by then, the order closes itself (docs/orders.md). */
  depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
  /** When the deposit was approved the warehouse starts stocking; this is then + 7 days (SPEC §9: 5–7 days). */
  stockingDueAt: timestamp('stocking_due_at', { withTimezone: true }),
  /** Stocking completed (the last batch recorded). */
  stockedAt: timestamp('stocked_at', { withTimezone: true }),
  /** stockedAt + the stock_return_days setting: stock not taken by then goes back (job orders.return-stock). */
  stockReturnAt: timestamp('stock_return_at', { withTimezone: true }),
  /** When the leftover went back (the return job ran for this order). */
  stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
  /** The latest refund's state (refunding | refundSuccess | refundFailure), SPEC §3 "refund status"; null without one. */
  refundStatus: text('refund_status'),
  /** fen refunded so far (approved refunds). */
  refundTotal: integer('refund_total').notNull().default(0),
  quantity: integer('quantity').notNull(),
  remarks: text('remarks'),
  /** cart | buyNow */
  source: text('source').notNull(),
  /**
   * The order number and its lines' goods names in every language, in the normal form of search text
   * (normalizeSearchText): what an order keyword is matched against, without reading the lines.
   */
  searchText: text('search_text').notNull().default(''),
  idempotencyKey: text('idempotency_key'),
  version: integer('version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('mall_order_no_uq').on(t.orderNo),
  uniqueIndex('mall_order_idem_uq').on(t.userId, t.idempotencyKey),
  index('mall_order_user_idx').on(t.userId, t.createdAt),
  index('mall_order_status_idx').on(t.status, t.createdAt),
  // The staff dashboard's figures over a period (docs/dashboard.md "Speed"): every column they read, so a period's
  // orders are read from the index alone.
  index('mall_order_created_idx').on(t.createdAt, t.status, t.acceptance, t.userId, t.storeId, t.goodsTotal),
  // The dashboard's work cards (docs/dashboard.md "Speed"): each card counts the rows of one queue, so each reads its
  // own small index instead of every open order.
  index('mall_order_awaiting_accept_idx').on(t.createdAt, t.userId).where(sql`${t.status} = 'depositPending' and ${t.acceptance} = 'waiting'`),
  index('mall_order_awaiting_stock_idx').on(t.userId).where(sql`${t.status} = 'awaitingStocking'`),
  index('mall_order_stock_expiring_idx').on(t.stockReturnAt, t.userId)
    .where(sql`${t.status} in ('finalPaymentPending', 'finalPaymentRejected') and ${t.stockReturnedAt} is null`),
]);

/** An order's lines: goods and SKU with names and prices frozen at placement. */
export const orderLines = pgTable('mall_order_line', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull(),
  skuId: integer('sku_id').notNull(),
  goodsName: text('goods_name').notNull(),
  goodsNameI18n: jsonb('goods_name_i18n').$type<I18nText>().notNull().default({}),
  specText: text('spec_text').notNull(),
  specI18n: jsonb('spec_i18n').$type<I18nText>().notNull().default({}),
  imageKey: text('image_key'),
  unitPrice: integer('unit_price').notNull(),
  quantity: integer('quantity').notNull(),
  totalPrice: integer('total_price').notNull(),
  /**
   * The unit price as the buyer's own collect gave it (a collected goods, docs/orders.md "Collected prices"), frozen at
   * placement: the buyer's claim, which the operator checks at acceptance. Null: a catalogue price.
   */
  collectedPrice: integer('collected_price'),
  /** The collected goods' source link, frozen at placement with its price. */
  sourceUrl: text('source_url'),
  /** Why the operator set `unit_price` apart from the collected price before accepting; null: not corrected. */
  priceCorrectionReason: text('price_correction_reason'),
  /** Recorded by the warehouse in batches (mall_stock_batch); may differ from the quantity ordered. */
  stockedQty: integer('stocked_qty').notNull().default(0),
  /** What the buyer took out of the stocked quantity with the final payment (set when it is approved). */
  takenQty: integer('taken_qty').notNull().default(0),
  /** Of the taken quantity: drawn by shipments (mall_shipment_item). */
  shippedQty: integer('shipped_qty').notNull().default(0),
  /** Of the taken quantity: frozen by a refund under review. */
  frozenQty: integer('frozen_qty').notNull().default(0),
  /** Of the taken quantity: refunded (approved refunds). */
  refundedQty: integer('refunded_qty').notNull().default(0),
  /** Stocked but not taken, sent back by the return job. */
  returnedQty: integer('returned_qty').notNull().default(0),
}, (t) => [
  index('mall_order_line_order_idx').on(t.orderId),
  // Stock never goes negative, whatever two requests do at once (docs/orders.md, "Stock").
  check('mall_order_line_stock_ck', sql`${t.stockedQty} >= 0 and ${t.takenQty} >= 0 and ${t.takenQty} <= ${t.stockedQty}
    and ${t.shippedQty} >= 0 and ${t.frozenQty} >= 0 and ${t.refundedQty} >= 0 and ${t.returnedQty} >= 0
    and ${t.shippedQty} + ${t.frozenQty} + ${t.refundedQty} <= ${t.takenQty}`),
]);

/** Every state change of an order: the order's timeline. */
export const orderEvents = pgTable('mall_order_event', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  action: text('action').notNull(),
  actorId: integer('actor_id'),
  note: text('note'),
  createdAt: createdAt(),
}, (t) => [
  index('mall_order_event_order_idx').on(t.orderId, t.createdAt),
  // The dashboard's time to accept and the step a closed order was closed from (docs/dashboard.md "Speed"): the one
  // event of each kind per order, without reading the other nine of its timeline.
  index('mall_order_event_accept_idx').on(t.orderId, t.createdAt).where(sql`${t.action} = 'accept'`),
  index('mall_order_event_closed_idx').on(t.orderId, t.createdAt, t.id, t.fromStatus).where(sql`${t.toStatus} = 'closed'`),
]);

/**
 * A payment of an order (issue 9, docs/orders.md): the deposit or the final balance, by one method of SPEC §9,
 * reviewed by an operator. `status` holds the `payment_status` dictionary's values; the amounts and rates used
 * are frozen here (fen for CNY, dong for VND).
 */
export const payments = pgTable('mall_payment', {
  id: serial('id').primaryKey(),
  serialNo: text('serial_no').notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  /** deposit | final */
  kind: text('kind').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('CNY'),
  exchangeRate: integer('exchange_rate').notNull(),
  amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
  breakdown: jsonb('breakdown').$type<{ goods: number; depositCredited: number; serviceFee: number; packageFee: number; tax: number }>().notNull(),
  remitterName: text('remitter_name'),
  remitterBank: text('remitter_bank'),
  remittedAmount: bigint('remitted_amount', { mode: 'number' }),
  voucherKey: text('voucher_key'),
  remittanceKey: text('remittance_key'),
  remarks: text('remarks'),
  failureReason: text('failure_reason'),
  /** Final payments: the quantity taken per order line ([{ lineId, quantity }]), frozen with the amounts. */
  quantities: jsonb('quantities').$type<{ lineId: number; quantity: number }[]>(),
  /** Online methods: the payer's name and the card masked (SPEC §9 mask); card numbers, CVV and passwords are never stored. */
  payerName: text('payer_name'),
  cardMasked: text('card_masked'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mall_payment_serial_uq').on(t.serialNo),
  index('mall_payment_order_idx').on(t.orderId, t.createdAt),
  index('mall_payment_user_idx').on(t.userId, t.createdAt),
  index('mall_payment_status_idx').on(t.status, t.createdAt),
  // The dashboard's time to review payments over a period (docs/dashboard.md "Speed").
  index('mall_payment_reviewed_idx').on(t.createdAt, t.userId, t.reviewedAt).where(sql`${t.reviewedBy} is not null`),
  // The dashboard's payment review card: the payments waiting for a reviewer, and nothing else.
  index('mall_payment_review_queue_idx').on(t.kind, t.userId).where(sql`${t.status} in ('PENDING_REVIEW', 'RE_REVIEW')`),
]);

/**
 * A payment's attempt at an online gateway (card, Alipay QR, digital RMB) through the payment provider interface
 * (docs/payments.md): pending until the provider's signed notification says success or failure. A repeated
 * notification finds it decided and changes nothing.
 */
export const paymentIntents = pgTable('mall_payment_intent', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  method: text('method').notNull(),
  /** Our reference sent to the provider. */
  outTradeNo: text('out_trade_no').notNull(),
  /** The provider's reference, from its notification. */
  providerTradeNo: text('provider_trade_no'),
  /** pending | success | failed | expired */
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  /** What the QR shows (Alipay, digital RMB). */
  qrContent: text('qr_content'),
  /** Card payments: hash of the SMS code sent, with its time and the wrong tries. */
  smsCodeHash: text('sms_code_hash'),
  smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
  smsAttempts: integer('sms_attempts').notNull().default(0),
  /** Card payments: the phone the code went to, masked (138****8000), for the cashier to say where to look. */
  smsPhone: text('sms_phone'),
  failureReason: text('failure_reason'),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  notifyCount: integer('notify_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('mall_payment_intent_trade_uq').on(t.outTradeNo),
  index('mall_payment_intent_payment_idx').on(t.paymentId),
]);

/**
 * The sandbox payment gateway's own side (docs/payments.md): the trades a real provider would keep, so the
 * sandbox answers queries and notifies like one. Only the sandbox provider reads or writes it; no card number,
 * CVV, password or ID number is kept here either (the card's last four digits decide the sandbox's test rules).
 */
export const sandboxTrades = pgTable('payment_sandbox_trade', {
  /** The gateway's trade number (random, also the token of the QR simulator's link). */
  tradeNo: text('trade_no').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  /** pending | paid | failed | closed */
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  cardLast4: text('card_last4'),
  smsCodeHash: text('sms_code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('payment_sandbox_trade_out_uq').on(t.outTradeNo)]);

/**
 * Secrets the server makes itself at first start when configuration gives none (the sandbox's notification
 * key, docs/payments.md). In the database, so every process of a deployment signs and verifies with the same one.
 */
export const serverSecrets = pgTable('sys_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---- Stock, shipments, refunds (issue 9, docs/orders.md).

/** One delivery into the border warehouse for an order line, recorded by an operator (the buyer's stock batches). */
export const stockBatches = pgTable('mall_stock_batch', {
  id: serial('id').primaryKey(),
  batchNo: text('batch_no').notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  skuId: integer('sku_id').notNull(),
  quantity: integer('quantity').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  recordedBy: integer('recorded_by'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mall_stock_batch_no_uq').on(t.batchNo),
  index('mall_stock_batch_order_idx').on(t.orderId),
  index('mall_stock_batch_user_idx').on(t.userId, t.skuId),
  check('mall_stock_batch_qty_ck', sql`${t.quantity} > 0`),
]);

/** The buyer's shipping address book. */
export const addresses = pgTable('mall_address', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  consignee: text('consignee').notNull(),
  contact: text('contact').notNull(),
  address: text('address').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('mall_address_user_idx').on(t.userId)]);

/**
 * A shipping order (SPEC §3): goods from the buyer's available stock to one consignee. `status`:
 * pending (waiting for the warehouse) | shipping (logistics and tracking entered) | delivered | cancelled.
 */
export const shipments = pgTable('mall_shipment', {
  id: serial('id').primaryKey(),
  shipmentNo: text('shipment_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  status: text('status').notNull(),
  quantity: integer('quantity').notNull(),
  consignee: text('consignee').notNull(),
  contact: text('contact').notNull(),
  address: text('address').notNull(),
  /** TikTok/Shopee extras (SPEC §3): the platform's order number, its screenshot and the waybill image. */
  platform: text('platform'),
  platformOrderNo: text('platform_order_no'),
  orderScreenshotKey: text('order_screenshot_key'),
  waybillKey: text('waybill_key'),
  logisticsCompany: text('logistics_company'),
  trackingNo: text('tracking_no'),
  remarks: text('remarks'),
  /** Shipments created together from one uploaded spreadsheet share it. */
  importBatch: text('import_batch'),
  /**
   * The buyer's Idempotency-Key: a repeated request answers the shipment it made (docs/orders.md "Shipments").
   * Shipments of one import carry `<key>/<row number>`.
   */
  idempotencyKey: text('idempotency_key'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** When the buyer confirmed receipt of this shipment (docs/orders.md "Partial shipments"). */
  receivedAt: timestamp('received_at', { withTimezone: true }),
  handledBy: integer('handled_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('mall_shipment_no_uq').on(t.shipmentNo),
  uniqueIndex('mall_shipment_idem_uq').on(t.userId, t.idempotencyKey),
  index('mall_shipment_user_idx').on(t.userId, t.createdAt),
  index('mall_shipment_status_idx').on(t.status, t.createdAt),
  check('mall_shipment_qty_ck', sql`${t.quantity} > 0`),
]);

/** What a shipment draws, per order line (oldest stock first), so each order knows what of it has shipped. */
export const shipmentItems = pgTable('mall_shipment_item', {
  id: serial('id').primaryKey(),
  shipmentId: integer('shipment_id').notNull().references(() => shipments.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').notNull().references(() => orders.id),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
  skuId: integer('sku_id').notNull(),
  quantity: integer('quantity').notNull(),
}, (t) => [
  index('mall_shipment_item_shipment_idx').on(t.shipmentId),
  index('mall_shipment_item_order_idx').on(t.orderId),
  check('mall_shipment_item_qty_ck', sql`${t.quantity} > 0`),
]);

/**
 * An after-sales request (SPEC §3 refund fields) on an order line's stock or on a shipment: it freezes that
 * quantity until an operator approves (refund success, amount recorded) or rejects with an opinion (refund
 * failure, unfrozen). `status`: refunding | refundSuccess | refundFailure.
 */
export const refunds = pgTable('mall_refund', {
  id: serial('id').primaryKey(),
  refundNo: text('refund_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
  shipmentId: integer('shipment_id').references(() => shipments.id),
  quantity: integer('quantity').notNull(),
  reason: text('reason').notNull(),
  imageKeys: jsonb('image_keys').$type<string[]>().notNull().default([]),
  status: text('status').notNull(),
  /** fen, suggested at request (unit price × quantity), recorded by the operator on approval. */
  amount: integer('amount').notNull(),
  opinion: text('opinion'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mall_refund_no_uq').on(t.refundNo),
  index('mall_refund_user_idx').on(t.userId, t.createdAt),
  index('mall_refund_order_idx').on(t.orderId),
  index('mall_refund_status_idx').on(t.status, t.createdAt),
  check('mall_refund_qty_ck', sql`${t.quantity} > 0`),
]);

// ---- Link import, sourcing requests, interests.

/**
 * A pasted link that matched no goods (`sourcing`) or is a short link the server may not resolve itself
 * (`short_link`): an operator completes it by linking goods. The server never fetches a pasted URL.
 */
export const sourcingRequests = pgTable('mall_sourcing_request', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  platform: text('platform').notNull(),
  itemId: text('item_id'),
  url: text('url').notNull(),
  rawInput: text('raw_input').notNull(),
  /** pending | completed | rejected */
  status: text('status').notNull().default('pending'),
  goodsId: integer('goods_id'),
  note: text('note'),
  handledBy: integer('handled_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('mall_sourcing_user_idx').on(t.userId, t.createdAt),
  index('mall_sourcing_status_idx').on(t.status, t.createdAt),
]);

/** A product a buyer is interested in (SPEC §2 /addInterest, /myInterest). */
export const interests = pgTable('mall_interest', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  link: text('link'),
  name: text('name'),
  platform: text('platform'),
  itemId: text('item_id'),
  /** Expected unit price in fen, optional. */
  expectedPrice: integer('expected_price'),
  quantity: integer('quantity').notNull(),
  remarks: text('remarks'),
  /** pending | quoted | closed */
  status: text('status').notNull().default('pending'),
  goodsId: integer('goods_id'),
  reply: text('reply'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('mall_interest_user_idx').on(t.userId, t.createdAt),
  index('mall_interest_status_idx').on(t.status, t.createdAt),
]);

// ---- Back office: monitoring, scheduled tasks, backups, storage (issue 10; docs/back-office.md).

/**
 * The operation log (every write request) and the error log (requests that failed with a 5xx, with the stack).
 * Users are kept by id and name without a foreign key: the log outlives the accounts it mentions.
 */
export const operationLogs = pgTable('sys_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** 'INFO' for an operation, 'ERROR' for a failure with its stack (admin only). */
  logType: text('log_type').notNull(),
  userId: integer('user_id'),
  username: text('username'),
  method: text('method').notNull(),
  /** The route's template (`/api/users/:id`), so one action reads the same for every id. */
  route: text('route').notNull(),
  /** The address asked for, query string included, with secret parameters redacted. */
  url: text('url').notNull(),
  /** The request body and route parameters, secrets redacted, cut to a few KiB. */
  params: jsonb('params'),
  ip: text('ip'),
  browser: text('browser'),
  status: integer('status').notNull(),
  durationMs: integer('duration_ms').notNull(),
  errorMessage: text('error_message'),
  stack: text('stack'),
  createdAt: createdAt(),
}, (t) => [
  index('sys_log_created_idx').on(t.createdAt),
  index('sys_log_type_created_idx').on(t.logType, t.createdAt),
  index('sys_log_user_idx').on(t.userId),
]);

/** A scheduled task's state set in the back office; a task without a row runs on its code's schedule. */
export const taskSettings = pgTable('sys_task_setting', {
  name: text('name').primaryKey(),
  paused: boolean('paused').notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/** A database backup file kept in storage (`backups/…`): taken by hand, on schedule, or uploaded. */
export const backups = pgTable('sys_backup', {
  id: serial('id').primaryKey(),
  /** The file's name as downloaded. */
  name: text('name').notNull(),
  storageKey: text('storage_key').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** 'manual' | 'scheduled' | 'uploaded'. */
  kind: text('kind').notNull(),
  tableCount: integer('table_count').notNull(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('sys_backup_key_uq').on(t.storageKey), index('sys_backup_created_idx').on(t.createdAt)]);

/** A file of the storage tool (`/api/localStorage`): its name as shown, and where its bytes are kept. */
export const storageFiles = pgTable('sys_local_storage', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  storageKey: text('storage_key').notNull(),
  suffix: text('suffix').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('sys_local_storage_key_uq').on(t.storageKey), index('sys_local_storage_created_idx').on(t.createdAt)]);

// ---- Notifications (docs/notifications.md).

/**
 * What one user is told: a kind (shared-contracts/mall/notification-rules.ts), the order, payment, refund or
 * shipment it is about, and the values its message names (`params`: order number, deadline, reason…), written in
 * the transaction of the change it tells of. The text is made when shown or mailed, in the reader's language.
 */
export const notifications = pgTable('notification', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id'),
  refundId: integer('refund_id'),
  shipmentId: integer('shipment_id'),
  params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
  /** Shown in the portal (the user's preference for the kind when it was made). */
  inPortal: boolean('in_portal').notNull().default(true),
  /** To be mailed (the preference, and the user has an address); `emailed_at` once the outbox holds its mail. */
  emailWanted: boolean('email_wanted').notNull().default(false),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  /**
   * Reminders: `<kind>:<order>:<deadline>` (plus the step), unique per user, so a reminder is made once per deadline
   * however many sweeps or processes run (docs/notifications.md "Reminders"). Null for everything else.
   */
  dedupeKey: text('dedupe_key'),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  // "My latest": a user's portal notifications newest first; the unread ones (the bell's count and panel) apart.
  index('notification_user_idx').on(t.userId, t.id.desc()).where(sql`${t.inPortal}`),
  index('notification_unread_idx').on(t.userId, t.id.desc()).where(sql`${t.inPortal} and ${t.readAt} is null`),
  // The e-mail sweep looks for what is still to be mailed.
  index('notification_email_idx').on(t.id).where(sql`${t.emailWanted} and ${t.emailedAt} is null`),
  uniqueIndex('notification_dedupe_uq').on(t.userId, t.dedupeKey),
  index('notification_order_idx').on(t.orderId),
]);

/** A user's choice per kind: in the portal, by e-mail. No row: both on. */
export const notificationPreferences = pgTable('notification_preference', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  portal: boolean('portal').notNull().default(true),
  email: boolean('email').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.kind] })]);

/**
 * The staff dashboard's daily rollup (issue 27, docs/dashboard.md "The rollup"): the orders placed on one Vietnamese
 * day by one buyer, grouped by what the figures tell apart (store, state, acceptance, the state a closed order left).
 * Per buyer, so the viewer's data scope still applies when it is read. Kept by the task `dashboard.rollup`; the days
 * after `dashboard_rollup_state.through` and the orders changed since its `seq` are read live instead.
 */
export const dashboardDays = pgTable('dashboard_day', {
  day: date('day', { mode: 'string' }).notNull(),
  userId: integer('user_id').notNull(),
  storeId: integer('store_id').notNull(),
  status: text('status').notNull(),
  acceptance: text('acceptance').notNull(),
  /** A closed order's state before closing (its closing event's `from_status`); null otherwise. */
  closedFrom: text('closed_from'),
  orders: integer('orders').notNull(),
  goodsValue: bigint('goods_value', { mode: 'number' }).notNull(),
  /**
   * Placement to acceptance in seconds, one per accepted order of the group: percentiles do not add up, so the values
   * are kept and the period's median and p90 are taken over them (exactly what the live statement sorts).
   */
  acceptSeconds: doublePrecision('accept_seconds').array().notNull(),
}, (t) => [
  index('dashboard_day_idx').on(t.day, t.userId),
  // A viewer scoped to some departments reads their buyers' rows only (a few per cent of a period's).
  index('dashboard_day_user_idx').on(t.userId, t.day),
]);

/** The goods of accepted orders per day and buyer: the top goods without the order lines. */
export const dashboardDayGoods = pgTable('dashboard_day_goods', {
  day: date('day', { mode: 'string' }).notNull(),
  userId: integer('user_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
  /** The greatest line name, and the newest line (whose names in three languages the top goods show). */
  name: text('name').notNull(),
  lastLineId: integer('last_line_id').notNull(),
}, (t) => [
  index('dashboard_day_goods_idx').on(t.day, t.userId),
  index('dashboard_day_goods_user_idx').on(t.userId, t.day),
  // The names of a period's top 5 goods for viewers of every buyer (dashboard_month_value has the sums, not the names).
  index('dashboard_day_goods_goods_idx').on(t.goodsId, t.day, t.userId),
]);

/**
 * The daily rollup without the buyer, for viewers whose scope is every buyer (docs/dashboard.md "Every buyer"): the
 * sums of one day's `dashboard_day` rows per state, acceptance and the state a closed order left, a few dozen rows a
 * day where the per-buyer rollup holds about one per order. Written by the task in the same transaction as those rows.
 */
export const dashboardAllDays = pgTable('dashboard_all_day', {
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  acceptance: text('acceptance').notNull(),
  closedFrom: text('closed_from'),
  orders: integer('orders').notNull(),
  goodsValue: bigint('goods_value', { mode: 'number' }).notNull(),
  /** Every value of the day's per-buyer arrays: a median needs them all, and they are all it needs. */
  acceptSeconds: doublePrecision('accept_seconds').array().notNull(),
}, (t) => [index('dashboard_all_day_idx').on(t.day)]);

/**
 * The goods value and orders of the accepted orders of one Vietnamese month per store, buyer or goods (`kind`):
 * the top lists of a period's whole months for viewers of every buyer; its other days come from the per-buyer rollup.
 * Sums, so a buyer-day changed since the last run is taken out (its rollup rows subtracted) and put back live.
 */
export const dashboardMonthValues = pgTable('dashboard_month_value', {
  month: date('month', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  keyId: integer('key_id').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
}, (t) => [index('dashboard_month_value_idx').on(t.month, t.kind)]);

/**
 * One row: how far the rollup goes. `through`: the last day rolled up (null before the first run); `seq`: the
 * `live_event` position (migration 0019, given in commit order) whose changes the rows include, so an order changed
 * after it is found by reading the log past `seq`.
 */
export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  id: integer('id').primaryKey(),
  through: date('through', { mode: 'string' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
}, (t) => [check('dashboard_rollup_state_one_ck', sql`${t.id} = 1`)]);

/**
 * A buyer's connection of the collection extension (issue 29, docs/collect-extension.md): the sha-256 of a token
 * the extension sends in `x-collect-token`, never the token. Revoking keeps the row (the list shows live ones only)
 * so a revoked token still reads as a known, refused one rather than a guess.
 */
export const collectTokens = pgTable('collect_token', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('collect_token_hash_uq').on(t.tokenHash),
  index('collect_token_user_idx').on(t.userId, t.id.desc()).where(sql`${t.revokedAt} is null`),
]);
