import type { Control, Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  MenuType, menuBodySchema, menuUpdateSchema, type Menu, type MenuBody, type MenuTypeValue, type MenuUpdate,
} from 'shared-contracts/api/menus';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/**
 * What the dialog edits. Text inputs hold strings (empty = not set) and the names follow the request body,
 * so an error path from the client schema or from the server's 400 (`titleI18n.en`) names the same field.
 */
export type MenuFormValues = {
  id?: number;
  type: MenuTypeValue;
  title: string;
  titleI18n: { en: string; vi: string };
  pid: number | null;
  menuSort: number;
  icon: string;
  path: string;
  component: string;
  componentName: string;
  permission: string;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
};

/** Fields that only some types have; the type, titles, parent and sort are always shown. */
export type OptionalMenuField = 'icon' | 'path' | 'component' | 'componentName' | 'permission' | 'iFrame' | 'cache' | 'hidden';

const FIELDS_BY_TYPE: Readonly<Record<MenuTypeValue, readonly OptionalMenuField[]>> = {
  // A directory only groups entries in the sidebar: the host gives it Layout / ParentView itself.
  [MenuType.directory]: ['icon', 'path', 'hidden'],
  [MenuType.menu]: ['icon', 'path', 'component', 'componentName', 'permission', 'iFrame', 'cache', 'hidden'],
  // A button is a permission code under a page: it has no route.
  [MenuType.button]: ['permission'],
};

/** Which optional fields the form shows for a type; an iFrame page frames its link and has no component. */
export function visibleFields(type: MenuTypeValue, iFrame: boolean): ReadonlySet<OptionalMenuField> {
  const fields = new Set(FIELDS_BY_TYPE[type]);
  if (type === MenuType.menu && iFrame) fields.delete('component');
  return fields;
}

/** eladmin's defaults for a new entry: a directory sorted last. */
export function newMenuValues(pid: number | null = null): MenuFormValues {
  return {
    type: MenuType.directory, title: '', titleI18n: { en: '', vi: '' }, pid, menuSort: 999, icon: '', path: '',
    component: '', componentName: '', permission: '', iFrame: false, cache: false, hidden: false,
  };
}

const asType = (type: number): MenuTypeValue =>
  type === MenuType.menu || type === MenuType.button ? type : MenuType.directory;

export function menuToValues(menu: Menu): MenuFormValues {
  return {
    id: menu.id,
    type: asType(menu.type),
    title: menu.title,
    titleI18n: { en: menu.titleI18n.en ?? '', vi: menu.titleI18n.vi ?? '' },
    pid: menu.pid,
    menuSort: menu.menuSort,
    icon: menu.icon ?? '',
    path: menu.path ?? '',
    component: menu.component ?? '',
    componentName: menu.componentName ?? '',
    permission: menu.permission ?? '',
    iFrame: menu.iFrame,
    cache: menu.cache,
    hidden: menu.hidden,
  };
}

type MenuBodyInput = z.input<typeof menuBodySchema>;

/**
 * The request body for what the form shows. Fields hidden for the chosen type are cleared, so a path typed
 * before switching to "button" is neither validated nor saved. The Chinese title is `title` itself (the
 * server's canonical column), so only en and vi go into titleI18n, and only when filled in.
 */
export function toMenuBody(values: MenuFormValues): MenuBodyInput {
  const shown = visibleFields(values.type, values.iFrame);
  const text = (field: OptionalMenuField, value: string) => (shown.has(field) && value.trim() ? value : null);
  const flag = (field: OptionalMenuField, value: boolean) => shown.has(field) && value;
  const titleI18n: MenuBodyInput['titleI18n'] = {};
  if (values.titleI18n.en.trim()) titleI18n.en = values.titleI18n.en;
  if (values.titleI18n.vi.trim()) titleI18n.vi = values.titleI18n.vi;
  return {
    type: values.type,
    title: values.title,
    titleI18n,
    pid: values.pid,
    menuSort: values.menuSort,
    icon: text('icon', values.icon),
    path: text('path', values.path),
    component: text('component', values.component),
    componentName: text('componentName', values.componentName),
    permission: text('permission', values.permission),
    iFrame: flag('iFrame', values.iFrame),
    cache: flag('cache', values.cache),
    hidden: flag('hidden', values.hidden),
  };
}

export type MenuRequest = MenuBody | MenuUpdate;

/** The form's control as the field components receive it (its submit output is the request body). */
export type MenuFormControl = Control<MenuFormValues, unknown, MenuRequest>;

/** menuBodySchema for a new entry, menuUpdateSchema (with the id) for an edit, on what toMenuBody sends. */
export const menuFormResolver = createOrUpdateResolver<MenuFormValues, MenuRequest>(toMenuBody, menuBodySchema, menuUpdateSchema);

/** The form's fields, where a refused write's field errors can be shown. */
export const MENU_FORM_FIELDS: readonly Path<MenuFormValues>[] = [
  'type', 'title', 'titleI18n.en', 'titleI18n.vi', 'pid', 'menuSort', 'icon', 'path', 'component',
  'componentName', 'permission', 'iFrame', 'cache', 'hidden',
];

/** Keys the menu service answers for one field: rules that need the database (uniqueness, the tree). */
export const MENU_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.menuPathTaken]: 'path',
  [MessageKey.menuComponentNameTaken]: 'componentName',
  [MessageKey.menuCycle]: 'pid',
  [MessageKey.menuParentInvalid]: 'pid',
  [MessageKey.menuHasChildren]: 'type',
};
