import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { dataScopes } from 'shared-contracts/api/roles';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { SelectField } from '../../mall-shared/components/select-field';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { useSaveRole } from '../api/save-role';
import { ROLE_FIELD_OF_KEY, roleFormResolverFor, type RoleFormValues, type RoleRequest } from '../utils/role-form';
import { ScopeDeptsField } from './scope-depts-field';

type RoleFormDialogProps = { initial: RoleFormValues; ownLevel: number | undefined; allData: boolean; onClose: () => void };

/**
 * Create or edit a role: code, title and description in three languages, level, data scope (with its departments).
 * Scope `all` is offered to readers who see all data, or kept on a role that has it.
 */
export function RoleFormDialog({ initial, ownLevel, allData, onClose }: RoleFormDialogProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const save = useSaveRole();
  const form = useForm<RoleFormValues, unknown, RoleRequest>({ resolver: roleFormResolverFor(ownLevel), defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const dataScope = useWatch({ control, name: 'dataScope' });
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, ROLE_FIELD_OF_KEY, ['name', 'title', 'titleI18n.en', 'titleI18n.vi', 'level', 'dataScope', 'deptIds', 'description', 'descriptionI18n.en', 'descriptionI18n.vi']);

  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.system.role.dialog.add' : 'admin.system.role.dialog.edit'} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormTextField
          size="sm"
          required
          label={text('admin.system.role.form.name')}
          help={text('admin.system.role.form.nameHelp')}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormTextField
          size="sm"
          type="number"
          required
          min={ownLevel ?? 1}
          label={text('admin.system.role.form.level')}
          help={text('admin.system.role.form.levelHelp', { own: ownLevel ?? '—' })}
          error={errors.level?.message}
          {...register('level', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <I18nTextFields cnRequired
        register={register}
        labelId="admin.system.role.form.title"
        paths={{ cn: 'title', en: 'titleI18n.en', vi: 'titleI18n.vi' }}
        errors={{ cn: errors.title?.message, en: errors.titleI18n?.en?.message, vi: errors.titleI18n?.vi?.message }}
      />
      <SelectField
        label={text('admin.system.role.form.dataScope')}
        help={text(`admin.system.role.scopeHelp.${dataScope}`)}
        required
        options={dataScopes.filter((s) => s !== 'all' || allData || initial.dataScope === 'all').map((s) => ({ value: s, label: text(`admin.system.role.scope.${s}`) }))}
        error={errors.dataScope?.message}
        {...register('dataScope')}
      />
      {dataScope === 'custom' ? <ScopeDeptsField control={control} error={errors.deptIds?.message} /> : null}
      <I18nTextFields multiline
        register={register}
        labelId="admin.system.role.form.description"
        paths={{ cn: 'description', en: 'descriptionI18n.en', vi: 'descriptionI18n.vi' }}
        errors={{ cn: errors.description?.message, en: errors.descriptionI18n?.en?.message, vi: errors.descriptionI18n?.vi?.message }}
      />
    </FormDialog>
  );
}
