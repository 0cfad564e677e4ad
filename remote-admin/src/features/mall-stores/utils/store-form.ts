import type { z } from 'zod';
import { storeInputSchema, storeUpdateSchema, type SourcePlatform, type Store } from 'shared-contracts/api/goods';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import { i18nBody, i18nValues, type I18nValues } from '../../mall-shared/utils/i18n-body';
import type { StoreBody, StoreUpdate } from '../api/save-store';

/**
 * The dialog's values. The rating is typed in stars with one decimal ("4.8"); the contract keeps tenths
 * (48). The description has its three versions in one object, cn included.
 */
export type StoreFormValues = {
  id?: number;
  name: string;
  nameI18n: I18nValues;
  description: { cn: string; en: string; vi: string };
  location: string;
  locationI18n: I18nValues;
  platform: SourcePlatform | '';
  rating: string;
  enabled: boolean;
};
export type StoreRequest = StoreBody | StoreUpdate;

export const newStoreValues = (): StoreFormValues => ({
  name: '', nameI18n: { en: '', vi: '' }, description: { cn: '', en: '', vi: '' }, location: '', locationI18n: { en: '', vi: '' }, platform: '',
  rating: '4.8', enabled: true,
});

export const storeToValues = (s: Store): StoreFormValues => ({
  id: s.id,
  name: s.name,
  nameI18n: i18nValues(s.nameI18n),
  description: { cn: s.descriptionI18n.cn ?? '', ...i18nValues(s.descriptionI18n) },
  location: s.location ?? '',
  locationI18n: i18nValues(s.locationI18n),
  platform: isPlatform(s.platform) ? s.platform : '',
  rating: (s.rating / 10).toFixed(1),
  enabled: s.enabled,
});

function isPlatform(value: string | null): value is SourcePlatform {
  return value === 'taobao' || value === 'tmall' || value === '1688' || value === 'pinduoduo';
}

/** Stars → tenths; anything that is not a number stays NaN so the contract refuses it on the field. */
export const ratingTenths = (stars: string): number => (stars.trim() === '' ? Number.NaN : Math.round(Number(stars) * 10));

export function toStoreBody(v: StoreFormValues): z.input<typeof storeInputSchema> {
  const description = i18nBody(v.description);
  return {
    name: v.name,
    nameI18n: i18nBody(v.nameI18n),
    descriptionI18n: v.description.cn.trim() ? { cn: v.description.cn, ...description } : description,
    location: v.location,
    locationI18n: i18nBody(v.locationI18n),
    platform: v.platform === '' ? null : v.platform,
    rating: ratingTenths(v.rating),
    enabled: v.enabled,
  };
}

export const storeFormResolver = createOrUpdateResolver<StoreFormValues, StoreRequest>(toStoreBody, storeInputSchema, storeUpdateSchema);
