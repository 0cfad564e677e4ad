import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserCreated } from 'shared-contracts/api/admin-users';
import type { OwnLevel } from 'shared-contracts/api/roles';
import { FormDialog } from '../../../components/form-dialog';
import { handleSubmitWithServerErrors } from '../../../utils/server-field-errors';
import { CheckboxField } from '../../mall-shared/components/checkbox-field';
import { useRoleOptions } from '../../system-shared/api/get-role-options';
import { useSaveUser } from '../api/save-user';
import { USER_FIELD_OF_KEY, userFormResolverFor, type UserFormValues, type UserRequest } from '../utils/user-form';
import { PasswordFields } from './password-fields';
import { UserOrgFields } from './user-org-fields';
import { UserProfileFields } from './user-profile-fields';

type UserFormDialogProps = {
  initial: UserFormValues;
  own: OwnLevel | undefined;
  /** Whether the reader may switch the user off (never themselves or the built-in administrator). */
  canSwitchOff: boolean;
  onClose: () => void;
  onSaved: (saved: UserCreated) => void;
};

/** Create or edit a user: profile, department, roles, jobs, enabled; on create a generated or typed password. */
export function UserFormDialog({ initial, own, canSwitchOff, onClose, onSaved }: UserFormDialogProps) {
  const intl = useIntl();
  const roles = useRoleOptions();
  const save = useSaveUser();
  const form = useForm<UserFormValues, unknown, UserRequest>({ resolver: userFormResolverFor(roles.data ?? [], own?.level), defaultValues: initial });
  const { register, control, formState: { errors } } = form;
  const creating = initial.id === undefined;
  const passwordMode = useWatch({ control, name: 'passwordMode' });
  const submit = handleSubmitWithServerErrors(form, async (body) => {
    onSaved(await save.mutateAsync(body));
  }, USER_FIELD_OF_KEY, ['username', 'nickName', 'email', 'phone', 'areaCode', 'gender', 'deptId', 'roleIds', 'jobIds', 'password']);

  return (
    <FormDialog
      title={<FormattedMessage id={creating ? 'admin.system.user.dialog.add' : 'admin.system.user.dialog.edit'} />}
      onSubmit={submit}
      saving={save.isPending}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
    >
      <UserProfileFields register={register} errors={errors} />
      <UserOrgFields control={control} errors={errors} own={own} initial={initial} />
      {creating || canSwitchOff
        ? <CheckboxField control={control} name="enabled" label={intl.formatMessage({ id: 'admin.system.user.form.enabled' })} />
        : null}
      {creating ? (
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordFields
              mode={passwordMode}
              onModeChange={(mode) => form.setValue('passwordMode', mode)}
              password={field.value}
              onPasswordChange={field.onChange}
              error={errors.password?.message}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}
