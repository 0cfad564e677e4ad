import { FormattedMessage, useIntl } from 'react-intl';
import type { Dict } from 'shared-contracts/api/dict';
import { useDictForm } from '../hooks/use-dict-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';

type DictFormDialogProps = { dict?: Dict; onClose: () => void; onSaved: (saved: Dict) => void };

/** Name and description of a dictionary; `dict` given means edit. */
export function DictFormDialog({ dict, onClose, onSaved }: DictFormDialogProps) {
  const intl = useIntl();
  const { form, submit, saving } = useDictForm(dict, (saved) => {
    onSaved(saved);
    onClose();
  });
  const { register, formState: { errors } } = form;
  return (
    <FormDialog
      title={<FormattedMessage id={dict ? 'admin.dict.dialog.editDict' : 'admin.dict.dialog.addDict'} />}
      onSubmit={submit}
      saving={saving}
      onClose={onClose}
    >
      <FormTextField
        size="sm"
        required
        label={intl.formatMessage({ id: 'admin.dict.form.name' })}
        help={intl.formatMessage({ id: 'admin.dict.form.nameHelp' })}
        error={errors.name?.message}
        {...register('name')}
      />
      <FormTextField
        size="sm"
        label={intl.formatMessage({ id: 'admin.dict.form.description' })}
        error={errors.description?.message}
        {...register('description')}
      />
    </FormDialog>
  );
}
