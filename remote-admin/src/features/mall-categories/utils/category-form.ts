import type { z } from 'zod';
import { categoryInputSchema, categoryUpdateSchema, type Category } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';
import { i18nBody, i18nValues, type I18nValues } from '../../mall-shared/utils/i18n-body';
import type { CategoryBody, CategoryUpdate } from '../api/save-category';

/** Keys the category service answers about one field (the tree needs the database). */
export const CATEGORY_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.categoryCycle]: 'pid',
  [MessageKey.categoryNotFound]: 'pid',
};

/** The dialog's values; names follow the request body, `id` is set when editing. */
export type CategoryFormValues = {
  id?: number;
  pid: number | null;
  name: string;
  nameI18n: I18nValues;
  icon: string;
  sort: number;
  enabled: boolean;
};
export type CategoryRequest = CategoryBody | CategoryUpdate;

export const newCategoryValues = (pid: number | null = null): CategoryFormValues =>
  ({ pid, name: '', nameI18n: { en: '', vi: '' }, icon: '', sort: 999, enabled: true });

export const categoryToValues = (c: Category): CategoryFormValues => ({
  id: c.id, pid: c.pid, name: c.name, nameI18n: i18nValues(c.nameI18n), icon: c.icon ?? '', sort: c.sort, enabled: c.enabled,
});

export function toCategoryBody(v: CategoryFormValues): z.input<typeof categoryInputSchema> {
  return { pid: v.pid, name: v.name, nameI18n: i18nBody(v.nameI18n), icon: v.icon, sort: v.sort, enabled: v.enabled };
}

export const categoryFormResolver = createOrUpdateResolver<CategoryFormValues, CategoryRequest>(
  toCategoryBody, categoryInputSchema, categoryUpdateSchema,
);
