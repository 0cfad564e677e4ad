import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, optionalText, pageQuerySchema, requiredText } from './common';

export const MenuType = { directory: 0, menu: 1, button: 2 } as const;

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
  subCount: z.number().int(),
  createTime: z.string(),
  get children() { return z.array(menuSchema).optional(); },
});
export type Menu = z.infer<typeof menuSchema>;

/** `Layout`, `ParentView`, or a page `<remote>/<Module path>` (ARCHITECTURE.md §2). */
export const componentPattern = /^(Layout|ParentView|[a-z][a-z0-9-]*\/[A-Za-z0-9/_-]+)$/;

export const menuBodySchema = z.object({
  pid: z.number().int().positive().nullable().default(null),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: MessageKey.validation }),
  title: requiredText(60),
  titleI18n: i18nTextSchema.default({}),
  componentName: optionalText(60),
  component: optionalText(120).refine((v) => v === null || componentPattern.test(v), MessageKey.validation),
  menuSort: z.number().int().min(0).max(99999).default(999),
  icon: optionalText(60),
  path: optionalText(200),
  iFrame: z.boolean().default(false),
  cache: z.boolean().default(false),
  hidden: z.boolean().default(false),
  permission: optionalText(100),
}).superRefine((m, ctx) => {
  if (m.type !== 2 && !m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: MessageKey.required });
  if (m.type === 1 && !m.iFrame && !m.component) {
    ctx.addIssue({ code: 'custom', path: ['component'], message: MessageKey.menuComponentRequired });
  }
});
export type MenuBody = z.infer<typeof menuBodySchema>;
export const menuUpdateSchema = menuBodySchema.and(z.object({ id: z.number().int().positive() }));
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;

export const menuQuerySchema = pageQuerySchema.extend({
  blurry: z.string().trim().max(100, MessageKey.tooLong).optional(),
  pid: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(9999).default(9999),
});

export const menuLazyQuerySchema = z.object({ pid: z.coerce.number().int().min(0) });
export const menuChildQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** One node of `GET api/menus/build` (SPEC §2 route entries). */
export const menuRouteSchema = z.object({
  name: z.string().optional(),
  path: z.string(),
  hidden: z.boolean(),
  redirect: z.string().optional(),
  component: z.string(),
  alwaysShow: z.boolean().optional(),
  meta: z.object({
    title: z.string(),
    i18n: i18nTextSchema,
    icon: z.string().nullable(),
    noCache: z.boolean(),
    link: z.string().optional(),
  }),
  get children() { return z.array(menuRouteSchema).optional(); },
});
export type MenuRoute = z.infer<typeof menuRouteSchema>;
