import type { z } from 'zod';
import {
  dictBodySchema, dictDetailBodySchema, dictDetailUpdateSchema, dictUpdateSchema,
  type Dict, type DictBody, type DictDetail, type DictDetailBody, type DictDetailUpdate, type DictUpdate,
} from 'shared-contracts/api/dict';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';

/** Keys the dictionary service answers for one field (uniqueness needs the database, not the schema). */
export const DICT_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.dictNameTaken]: 'name',
  [MessageKey.dictValueTaken]: 'value',
};

/** The dictionary dialog's values; `id` is set when editing. Names follow the request body. */
export type DictFormValues = { id?: number; name: string; description: string };
export type DictRequest = DictBody | DictUpdate;

export const newDictValues = (): DictFormValues => ({ name: '', description: '' });
export const dictToValues = (dict: Dict): DictFormValues => ({ id: dict.id, name: dict.name, description: dict.description ?? '' });

export function toDictBody(values: DictFormValues): z.input<typeof dictBodySchema> {
  return { name: values.name, description: values.description };
}

/** dictBodySchema for a new dictionary, dictUpdateSchema (with the id) for an edit. */
export const dictFormResolver = createOrUpdateResolver<DictFormValues, DictRequest>(toDictBody, dictBodySchema, dictUpdateSchema);

/**
 * The entry dialog's values. `label` is the Chinese text (the canonical column); English and Vietnamese go
 * to labelI18n. The owning dictionary is not a field: the entry is added to the dictionary being shown.
 */
export type DetailFormValues = {
  id?: number;
  dictId: number;
  label: string;
  labelI18n: { en: string; vi: string };
  value: string;
  dictSort: number;
};
export type DetailRequest = DictDetailBody | DictDetailUpdate;

export const newDetailValues = (dictId: number): DetailFormValues =>
  ({ dictId, label: '', labelI18n: { en: '', vi: '' }, value: '', dictSort: 999 });

export const detailToValues = (detail: DictDetail): DetailFormValues => ({
  id: detail.id,
  dictId: detail.dictId,
  label: detail.label,
  labelI18n: { en: detail.labelI18n.en ?? '', vi: detail.labelI18n.vi ?? '' },
  value: detail.value,
  dictSort: detail.dictSort,
});

/** The request body; empty translations are left out rather than saved as empty strings. */
export function toDetailBody(values: DetailFormValues): z.input<typeof dictDetailBodySchema> {
  const labelI18n: { en?: string; vi?: string } = {};
  if (values.labelI18n.en.trim()) labelI18n.en = values.labelI18n.en;
  if (values.labelI18n.vi.trim()) labelI18n.vi = values.labelI18n.vi;
  return { dict: { id: values.dictId }, label: values.label, labelI18n, value: values.value, dictSort: values.dictSort };
}

export const detailFormResolver = createOrUpdateResolver<DetailFormValues, DetailRequest>(
  toDetailBody, dictDetailBodySchema, dictDetailUpdateSchema,
);
