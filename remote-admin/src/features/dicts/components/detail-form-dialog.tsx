import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dict, DictDetail } from 'shared-contracts/api/dict';
import { useDetailForm } from '../hooks/use-detail-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';

type DetailFormDialogProps = { dict: Dict; detail?: DictDetail; onClose: () => void };

/** Label in cn / en / vi, value and sort of one entry of `dict`; `detail` given means edit. */
export function DetailFormDialog({ dict, detail, onClose }: DetailFormDialogProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { form, submit, saving } = useDetailForm(dict, detail, onClose);
  const { register, formState: { errors } } = form;
  return (
    <FormDialog
      title={<FormattedMessage id={detail ? 'admin.dict.dialog.editEntry' : 'admin.dict.dialog.addEntry'} values={{ name: dict.name }} />}
      onSubmit={submit}
      saving={saving}
      onClose={onClose}
    >
      <FormTextField size="sm" required label={text('admin.dict.form.label')} error={errors.label?.message} {...register('label')} />
      <FormTextField size="sm" label={text('admin.dict.form.labelEn')} error={errors.labelI18n?.en?.message} {...register('labelI18n.en')} />
      <FormTextField size="sm" label={text('admin.dict.form.labelVi')} error={errors.labelI18n?.vi?.message} {...register('labelI18n.vi')} />
      <SimpleGrid columns={2} gap="4">
        <FormTextField size="sm" required label={text('admin.dict.form.value')} error={errors.value?.message} {...register('value')} />
        <FormTextField
          size="sm"
          type="number"
          min={0}
          label={text('admin.dict.form.sort')}
          help={text('admin.dict.form.sortHelp')}
          error={errors.dictSort?.message}
          {...register('dictSort', { valueAsNumber: true })}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
