import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { SelectField } from '../../mall-shared/components/select-field';
import { useDeptTree } from '../../system-shared/api/get-dept-tree';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { deptOptions } from '../../system-shared/utils/dept-tree';
import { useSaveDept } from '../api/save-dept';
import { useOwnLevel } from '../../system-shared/api/get-own-level';
import { DEPT_FIELD_OF_KEY, deptFormResolverFor, type DeptFormValues, type DeptRequest } from '../utils/dept-form';

const TOP_LEVEL = '';

/**
 * Create or edit a department: parent (the tree, less the department's own subtree), names, sort, enabled. The top
 * level is offered to readers who see all data; a parent outside the reader's scope shows as "unchanged".
 */
export function DeptFormDialog({ initial, onClose }: { initial: DeptFormValues; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const locale = usePortalLocale();
  const tree = useDeptTree();
  const own = useOwnLevel().data;
  const save = useSaveDept();
  const form = useForm<DeptFormValues, unknown, DeptRequest>({ resolver: deptFormResolverFor(own?.allData ?? false, initial.pid), defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, DEPT_FIELD_OF_KEY, ['pid', 'name', 'nameI18n.en', 'nameI18n.vi', 'deptSort']);
  const inScope = deptOptions(tree.data?.content ?? [], locale, initial.id);
  const keepOutside = initial.pid !== null && tree.data !== undefined && !inScope.some((o) => o.value === String(initial.pid));
  const parents = [
    { value: TOP_LEVEL, label: text(own?.allData || (initial.id !== undefined && initial.pid === null) ? 'admin.system.dept.form.topLevel' : 'admin.system.dept.form.chooseParent') },
    ...(keepOutside ? [{ value: String(initial.pid), label: text('admin.system.dept.form.parentOutside') }] : []),
    ...inScope,
  ];

  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.system.dept.dialog.add' : 'admin.system.dept.dialog.edit'} />}
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
            label={text('admin.system.dept.form.parent')}
            options={parents}
            disabled={tree.isPending}
            error={errors.pid?.message}
            name={field.name}
            ref={field.ref}
            value={field.value === null ? TOP_LEVEL : String(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === TOP_LEVEL ? null : Number(e.target.value))}
          />
        )}
      />
      <I18nTextFields cnRequired
        register={register}
        labelId="admin.system.dept.form.name"
        paths={{ cn: 'name', en: 'nameI18n.en', vi: 'nameI18n.vi' }}
        errors={{ cn: errors.name?.message, en: errors.nameI18n?.en?.message, vi: errors.nameI18n?.vi?.message }}
      />
      <SimpleGrid columns={2} gap="4" alignItems="end">
        <FormTextField
          size="sm"
          type="number"
          min={0}
          label={text('admin.system.dept.form.sort')}
          help={text('admin.system.dept.form.sortHelp')}
          error={errors.deptSort?.message}
          {...register('deptSort', { valueAsNumber: true })}
        />
        <CheckboxField control={control} name="enabled" label={<FormattedMessage id="admin.system.dept.form.enabled" />} />
      </SimpleGrid>
    </FormDialog>
  );
}
