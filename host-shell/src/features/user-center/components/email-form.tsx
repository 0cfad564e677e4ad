import { Button } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { EMAIL_CODE_RESEND_SECONDS } from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { updateEmailBodySchema, type UpdateEmailBody } from 'shared-contracts/api/users';
import { useSendChangeEmailCode, useUpdateEmail } from '../api/update-email';
import { useCountdown } from '../hooks/use-countdown';
import { useFormOutcome } from '../hooks/use-form-outcome';
import { FormField } from './form-field';
import { FormOutcome } from './form-outcome';

const FIELDS = ['email', 'code', 'password'] as const;
const FIELD_OF = {
  [MessageKey.emailInvalid]: 'email',
  [MessageKey.emailTaken]: 'email',
  [MessageKey.emailUnchanged]: 'email',
  [MessageKey.emailCodeTooSoon]: 'email',
  [MessageKey.emailCodeInvalid]: 'code',
  [MessageKey.emailCodeRequired]: 'code',
  [MessageKey.oldPasswordWrong]: 'password',
} as const;

/** New address, the code mailed to it (send, then 60 s before sending again) and the current password. */
export function EmailForm() {
  const intl = useIntl();
  const sendCode = useSendChangeEmailCode();
  const save = useUpdateEmail();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<UpdateEmailBody>({
    resolver: zodResolver(updateEmailBodySchema),
    defaultValues: { email: '', code: '', password: '' },
  });
  const { outcome, fail, succeed, clear } = useFormOutcome(form.setError, FIELD_OF, FIELDS);
  const { errors } = form.formState;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const requestCode = async () => {
    clear();
    // Only the address needs to be valid to ask for a code.
    if (!(await form.trigger('email'))) return;
    const email = form.getValues('email').trim();
    sendCode.mutate(email, {
      onSuccess: (answer) => {
        setSentTo(email);
        countdown.start(answer.resendAfterSeconds || EMAIL_CODE_RESEND_SECONDS);
      },
      onError: fail,
    });
  };

  const submit = form.handleSubmit((body) => {
    clear();
    save.mutate(body, {
      onSuccess: () => {
        form.reset();
        setSentTo(null);
        succeed('userCenter.email.saved');
      },
      onError: fail,
    });
  });

  return (
    <Stack asChild gap="4" maxW="lg">
      <form onSubmit={submit} noValidate>
        <FormField label={t('userCenter.email.new')} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('userCenter.email.code')} error={errors.code?.message} required
          help={sentTo ? t('userCenter.email.sent', { email: sentTo }) : undefined}>
          <Group attached w="full">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('code')} />
            <Button variant="outline" minW="32" onClick={() => void requestCode()} loading={sendCode.isPending}
              disabled={countdown.seconds > 0}>
              {countdown.seconds > 0 ? t('userCenter.email.resendIn', { seconds: countdown.seconds }) : t('userCenter.email.send')}
            </Button>
          </Group>
        </FormField>
        <FormField label={t('userCenter.email.password')} error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormOutcome outcome={outcome} />
        <Text fontSize="xs" color="fg.muted">{t('userCenter.email.note')}</Text>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={save.isPending}>{t('userCenter.email.submit')}</Button>
      </form>
    </Stack>
  );
}
