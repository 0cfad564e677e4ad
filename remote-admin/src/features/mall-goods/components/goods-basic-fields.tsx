import { HStack } from '@chakra-ui/react/stack';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useStoreOptions } from '../../mall-shared/api/get-stores';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { useCategoryOptions } from '../../mall-shared/hooks/use-category-options';
import type { GoodsFormValues, GoodsRequest } from '../utils/goods-form';
import { IdSelect } from './id-select';

type Props = { form: UseFormReturn<GoodsFormValues, unknown, GoodsRequest> };

/** Names and descriptions in three languages, the store and category, and the mall flags. */
export function GoodsBasicFields({ form }: Props) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const locale = usePortalLocale();
  const { register, control, formState: { errors } } = form;
  const stores = useStoreOptions();
  const none = { value: '', label: text('admin.mall.goods.form.choose') };
  const categories = useCategoryOptions(none);
  const storeOptions = [none, ...(stores.data?.content ?? []).map((s) => ({ value: String(s.id), label: localized(s.name, s.nameI18n, locale) }))];

  return (
    <>
      <I18nTextFields
        register={register}
        labelId="admin.mall.goods.form.name"
        paths={{ cn: 'name', en: 'nameI18n.en', vi: 'nameI18n.vi' }}
        errors={{ cn: errors.name?.message, en: errors.nameI18n?.en?.message, vi: errors.nameI18n?.vi?.message }}
        cnRequired
      />
      <I18nTextFields
        register={register}
        labelId="admin.mall.goods.form.description"
        paths={{ cn: 'description', en: 'descriptionI18n.en', vi: 'descriptionI18n.vi' }}
        errors={{ cn: errors.description?.message, en: errors.descriptionI18n?.en?.message, vi: errors.descriptionI18n?.vi?.message }}
        multiline
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IdSelect control={control} name="storeId" label={text('admin.mall.goods.form.store')} options={storeOptions} error={errors.storeId?.message} required disabled={stores.isPending} />
        <IdSelect control={control} name="categoryId" label={text('admin.mall.goods.form.category')} options={categories.options} error={errors.categoryId?.message} required disabled={categories.pending} />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <CheckboxField control={control} name="onSale" label={text('admin.mall.goods.form.onSale')} />
        <CheckboxField control={control} name="recommended" label={text('admin.mall.goods.form.recommended')} />
        <CheckboxField control={control} name="ddc" label={text('admin.mall.goods.form.ddc')} />
      </HStack>
    </>
  );
}
