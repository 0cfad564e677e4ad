import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { SOURCE_PLATFORMS } from 'shared-contracts/api/goods';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { SelectField } from '../../mall-shared/components/select-field';
import { useSaveStore } from '../api/save-store';
import { storeFormResolver, type StoreFormValues, type StoreRequest } from '../utils/store-form';

/** Create or edit a store (merchant): names, description and location in three languages, platform, rating. */
export function StoreFormDialog({ initial, onClose }: { initial: StoreFormValues; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const save = useSaveStore();
  const form = useForm<StoreFormValues, unknown, StoreRequest>({ resolver: storeFormResolver, defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, {}, ['name', 'nameI18n.en', 'nameI18n.vi', 'location', 'locationI18n.en', 'locationI18n.vi', 'platform', 'rating']);

  const platforms = [
    { value: '', label: text('admin.mall.platform.none') },
    ...SOURCE_PLATFORMS.map((p) => ({ value: p, label: text(`admin.mall.platform.${p}`) })),
  ];

  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.mall.store.dialog.add' : 'admin.mall.store.dialog.edit'} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="xl"
    >
      <I18nTextFields
        register={register}
        labelId="admin.mall.store.form.name"
        paths={{ cn: 'name', en: 'nameI18n.en', vi: 'nameI18n.vi' }}
        errors={{ cn: errors.name?.message, en: errors.nameI18n?.en?.message, vi: errors.nameI18n?.vi?.message }}
        cnRequired
      />
      <I18nTextFields
        register={register}
        labelId="admin.mall.store.form.description"
        paths={{ cn: 'description.cn', en: 'description.en', vi: 'description.vi' }}
        errors={{ cn: errors.description?.cn?.message, en: errors.description?.en?.message, vi: errors.description?.vi?.message }}
        multiline
      />
      <I18nTextFields
        register={register}
        labelId="admin.mall.store.form.location"
        paths={{ cn: 'location', en: 'locationI18n.en', vi: 'locationI18n.vi' }}
        errors={{ cn: errors.location?.message, en: errors.locationI18n?.en?.message, vi: errors.locationI18n?.vi?.message }}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={text('admin.mall.store.form.platform')} options={platforms} error={errors.platform?.message} {...register('platform')} />
        <FormTextField
          size="sm"
          type="number"
          min={0}
          max={5}
          step={0.1}
          label={text('admin.mall.store.form.rating')}
          help={text('admin.mall.store.form.ratingHelp')}
          error={errors.rating?.message}
          {...register('rating')}
        />
      </SimpleGrid>
      <CheckboxField control={control} name="enabled" label={text('admin.mall.store.form.enabled')} />
    </FormDialog>
  );
}
