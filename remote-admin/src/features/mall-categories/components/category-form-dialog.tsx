import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { SelectField } from '../../mall-shared/components/select-field';
import { useCategoryOptions } from '../../mall-shared/hooks/use-category-options';
import { useSaveCategory } from '../api/save-category';
import { CATEGORY_FIELD_OF_KEY, categoryFormResolver, type CategoryFormValues, type CategoryRequest } from '../utils/category-form';

const TOP_LEVEL = '';

/** Create or edit a category: parent (the tree, less the category's own subtree), names, icon, sort, enabled. */
export function CategoryFormDialog({ initial, onClose }: { initial: CategoryFormValues; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryRequest>({ resolver: categoryFormResolver, defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, CATEGORY_FIELD_OF_KEY, ['pid', 'name', 'nameI18n.en', 'nameI18n.vi', 'icon', 'sort']);

  const parents = useCategoryOptions({ value: TOP_LEVEL, label: text('admin.mall.category.form.topLevel') }, initial.id);

  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.mall.category.dialog.add' : 'admin.mall.category.dialog.edit'} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="lg"
    >
      <Controller
        control={control}
        name="pid"
        render={({ field }) => (
          <SelectField
            label={text('admin.mall.category.form.parent')}
            options={parents.options}
            disabled={parents.pending}
            error={errors.pid?.message}
            name={field.name}
            ref={field.ref}
            value={field.value === null ? TOP_LEVEL : String(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === TOP_LEVEL ? null : Number(e.target.value))}
          />
        )}
      />
      <I18nTextFields
        register={register}
        labelId="admin.mall.category.form.name"
        paths={{ cn: 'name', en: 'nameI18n.en', vi: 'nameI18n.vi' }}
        errors={{ cn: errors.name?.message, en: errors.nameI18n?.en?.message, vi: errors.nameI18n?.vi?.message }}
        cnRequired
      />
      <SimpleGrid columns={2} gap="4">
        <FormTextField size="sm" label={text('admin.mall.category.form.icon')} error={errors.icon?.message} {...register('icon')} />
        <FormTextField
          size="sm"
          type="number"
          min={0}
          label={text('admin.mall.category.form.sort')}
          help={text('admin.mall.category.form.sortHelp')}
          error={errors.sort?.message}
          {...register('sort', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <CheckboxField control={control} name="enabled" label={text('admin.mall.category.form.enabled')} />
    </FormDialog>
  );
}
