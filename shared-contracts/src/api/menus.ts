import { z } from 'zod';
import { MessageKey } from './message-keys';
import { text } from './text';
import { i18nTextSchema, idListSchema, optionalText, pageQuerySchema, requiredText } from './common';

export const MenuType = { directory: 0, menu: 1, button: 2 } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/**
 * A menu row as the management screens see it (eladmin's MenuDto). Recursive schemas carry an id, so the
 * OpenAPI document can refer to them as components.
 */
export const menuSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  type: z.number().int(),
  title: z.string(),
  titleI18n: i18nTextSchema,
  componentName: z.string().nullable(),
  component: z.string().nullable(),
  menuSort: z.number().int(),
  icon: z.string().nullable(),
  path: z.string().nullable(),
  iFrame: z.boolean(),
  cache: z.boolean(),
  hidden: z.boolean(),
  permission: z.string().nullable(),
  /** Number of direct children; `hasChildren`/`leaf` say the same for the lazy tree table. */
  subCount: z.number().int(),
  hasChildren: z.boolean(),
  leaf: z.boolean(),
  /** The title again, as eladmin's tree pickers read `label`. */
  label: z.string(),
  createTime: z.string(),
  get children() { return z.array(menuSchema).optional(); },
}).meta({ id: 'Menu' });
export type Menu = z.infer<typeof menuSchema>;

/** `Layout`, `ParentView`, or a page `<remote>/<Module path>` (ARCHITECTURE.md §2); `host/<Page>` is a page of the host itself. */
export const componentPattern = /^(Layout|ParentView|[a-z][a-z0-9-]*\/[A-Za-z0-9/_-]+)$/;
/** A route path: segments of letters, digits and `_ - . :`, optionally starting with `/` (eladmin stores them without). */
export const menuPathPattern = /^\/?[A-Za-z0-9_.:-]+(\/[A-Za-z0-9_.:-]+)*$/;
/** An iFrame menu's path is the page it frames: an http(s) URL or a path on this site. */
export const menuLinkPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

const menuFields = z.object({
  /** Parent id; `null` or `0` (what eladmin's form sends) make a top-level entry. */
  pid: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(2_147_483_647).nullable().default(null)
    .transform((v) => (v === 0 ? null : v)),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: MessageKey.menuTypeInvalid }),
  title: requiredText(60),
  titleI18n: z._default(i18nTextSchema, {}),
  componentName: optionalText(60),
  component: optionalText(120),
  menuSort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
  icon: optionalText(60),
  path: optionalText(300),
  iFrame: z.boolean().default(false),
  cache: z.boolean().default(false),
  hidden: z.boolean().default(false),
  permission: optionalText(100),
});

type MenuFields = z.output<typeof menuFields>;

/** Rules across fields; the server adds the ones that need the database (parent, cycle, uniqueness). */
function checkMenu(m: MenuFields, ctx: z.RefinementCtx): void {
  if (m.type !== MenuType.button && !m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: MessageKey.required });
  if (m.path && m.type !== MenuType.button) {
    const ok = m.iFrame ? menuLinkPattern.test(m.path) : menuPathPattern.test(m.path);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['path'], message: m.iFrame ? MessageKey.menuLinkInvalid : MessageKey.menuPathInvalid });
  }
  if (m.component && !componentPattern.test(m.component)) {
    ctx.addIssue({ code: 'custom', path: ['component'], message: MessageKey.menuComponentInvalid });
  }
  if (m.type === MenuType.menu && !m.iFrame && !m.component) {
    ctx.addIssue({ code: 'custom', path: ['component'], message: MessageKey.menuComponentRequired });
  }
  if (m.type === MenuType.button && !m.permission) {
    ctx.addIssue({ code: 'custom', path: ['permission'], message: MessageKey.required });
  }
}

/** Body of `POST api/menus`. Unknown fields (eladmin's form sends the whole row back) are ignored. */
export const menuBodySchema = menuFields.superRefine(checkMenu);
export type MenuBody = z.output<typeof menuBodySchema>;
/** Body of `PUT api/menus`. */
export const menuUpdateSchema = menuFields.extend({ id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647) })
  .superRefine(checkMenu);
export type MenuUpdate = z.output<typeof menuUpdateSchema>;

/**
 * `GET api/menus`: without filters the top-level entries (the tree table loads the rest through `lazy`);
 * with `pid` (0 = top level) that entry's children; with `blurry` a flat list of matches (title, component,
 * component name or permission).
 */
export const menuQuerySchema = pageQuerySchema.extend({
  blurry: text().trim().max(100, MessageKey.tooLong).optional(),
  pid: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(0).max(2_147_483_647).optional(),
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(9999).default(9999),
});

export const menuLazyQuerySchema = z.object({
  pid: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(0).max(2_147_483_647).default(0),
});
export const menuChildQuerySchema = z.object({
  id: z.coerce.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
});
/** `POST api/menus/superior`: ids whose ancestors the parent picker shows; empty gives the top level. */
export const menuSuperiorBodySchema = z.array(z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647))
  .max(1000);
/** `DELETE api/menus`: the ids to delete, each with all its descendants. */
export const menuDeleteBodySchema = idListSchema;
export const menuIdsSchema = z.array(z.number().int());

/** Search forms of a Chinese title: lower-case ASCII letters and digits, no spaces. */
export const menuPinyinSchema = z.object({ full: z.string(), initials: z.string() });
export type MenuPinyin = z.infer<typeof menuPinyinSchema>;

/** One node of `GET api/menus/build` (SPEC §2 route entries). */
export const menuRouteSchema = z.object({
  name: z.string().optional(),
  /** Top-level entries start with `/`; children are relative to their parent (eladmin). */
  path: z.string(),
  hidden: z.boolean(),
  /** `noredirect` on directories: the breadcrumb does not link them. */
  redirect: z.string().optional(),
  /** `Layout`, `ParentView`, `IFrame` (meta.link in a frame) or a page `<remote>/<Module>`. */
  component: z.string(),
  alwaysShow: z.boolean().optional(),
  meta: z.object({
    title: z.string(),
    i18n: i18nTextSchema,
    icon: z.string().nullable(),
    noCache: z.boolean(),
    link: z.string().optional(),
    /**
     * Pinyin of the canonical (cn) title for the menu search, computed by the server so the browser needs no
     * pinyin dictionary (docs/menus-and-dictionaries.md): `full` "zidianguanli", `initials` "zdgl" for 字典管理.
     */
    pinyin: menuPinyinSchema.optional(),
  }),
  get children() { return z.array(menuRouteSchema).optional(); },
}).meta({ id: 'MenuRoute' });
export type MenuRoute = z.infer<typeof menuRouteSchema>;
