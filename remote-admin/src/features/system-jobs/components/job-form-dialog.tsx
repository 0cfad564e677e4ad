import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { I18nTextFields } from '../../../components/i18n-text-fields';
import { useSaveJob } from '../api/save-job';
import { JOB_FIELD_OF_KEY, jobFormResolver, type JobFormValues, type JobRequest } from '../utils/job-form';

/** Create or edit a job: its name in three languages, sort and whether it is offered. */
export function JobFormDialog({ initial, onClose }: { initial: JobFormValues; onClose: () => void }) {
  const intl = useIntl();
  const save = useSaveJob();
  const form = useForm<JobFormValues, unknown, JobRequest>({ resolver: jobFormResolver, defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    await save.mutateAsync(body);
    onClose();
  }, JOB_FIELD_OF_KEY, ['name', 'nameI18n.en', 'nameI18n.vi', 'jobSort']);

  return (
    <FormDialog
      title={<FormattedMessage id={initial.id === undefined ? 'admin.system.job.dialog.add' : 'admin.system.job.dialog.edit'} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="lg"
    >
      <I18nTextFields cnRequired
        register={register}
        labelId="admin.system.job.form.name"
        paths={{ cn: 'name', en: 'nameI18n.en', vi: 'nameI18n.vi' }}
        errors={{ cn: errors.name?.message, en: errors.nameI18n?.en?.message, vi: errors.nameI18n?.vi?.message }}
      />
      <FormTextField
        size="sm"
        type="number"
        min={0}
        label={intl.formatMessage({ id: 'admin.system.job.form.sort' })}
        help={intl.formatMessage({ id: 'admin.system.job.form.sortHelp' })}
        error={errors.jobSort?.message}
        {...register('jobSort', { valueAsNumber: true })}
      />
      <CheckboxField control={control} name="enabled" label={<FormattedMessage id="admin.system.job.form.enabled" />} />
    </FormDialog>
  );
}
