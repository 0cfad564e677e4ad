import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { updatePassFormSchema, type UpdatePassForm } from 'shared-contracts/api/users';
import { useUpdatePass } from '../api/update-pass';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormField } from './form-field';
import { FormOutcome } from './form-outcome';

const FIELDS = ['oldPass', 'newPass', 'confirmPass'] as const;
const FIELD_OF = {
  [MessageKey.oldPasswordWrong]: 'oldPass',
  [MessageKey.passwordUnchanged]: 'newPass',
  [MessageKey.passwordFormat]: 'newPass',
} as const;

/**
 * Old password required; new one 6-12 letters or digits; the repeat must match ('The Password Entered Twice
 * Is Inconsistent'). The contract's form schema checks all three; only old and new are sent.
 */
export function PasswordForm() {
  const intl = useIntl();
  const save = useUpdatePass();
  const form = useForm<UpdatePassForm>({
    resolver: zodResolver(updatePassFormSchema),
    defaultValues: { oldPass: '', newPass: '', confirmPass: '' },
  });
  const { outcome, fail, succeed, clear } = useFormOutcome(form.setError, FIELD_OF, FIELDS);
  const { errors } = form.formState;
  const t = (id: string) => intl.formatMessage({ id });

  const submit = form.handleSubmit(({ oldPass, newPass }) => {
    clear();
    save.mutate({ oldPass, newPass }, {
      onSuccess: () => {
        form.reset();
        succeed('userCenter.password.saved');
      },
      onError: fail,
    });
  });

  return (
    <Stack asChild gap="4" maxW="lg">
      <form onSubmit={submit} noValidate>
        <FormField label={t('userCenter.password.old')} error={errors.oldPass?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('oldPass')} />
        </FormField>
        <FormField label={t('userCenter.password.new')} error={errors.newPass?.message} help={t('userCenter.password.help')} required>
          <Input type="password" autoComplete="new-password" {...form.register('newPass')} />
        </FormField>
        <FormField label={t('userCenter.password.confirm')} error={errors.confirmPass?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPass')} />
        </FormField>
        <FormOutcome outcome={outcome} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={save.isPending}>{t('userCenter.password.submit')}</Button>
      </form>
    </Stack>
  );
}
