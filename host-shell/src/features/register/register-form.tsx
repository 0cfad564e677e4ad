import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { areaCodes, type RegistrationKind } from 'shared-contracts/api/auth';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { fieldProblemsOf, requestProblemOf, type RequestProblem } from '../../http/request-problem';
import { RequestProblemAlert } from '../../components/request-problem-alert';
import { useServerText } from 'shared-contracts/shell/i18n/use-server-message';
import { AgreementField } from './agreement-field';
import { EmailCodeField } from './email-code-field';
import { postRegister } from './register-requests';
import { emptyRegisterValues, registerResolver, type RegisterValues } from './register-values';
import { TextField } from './text-field';

type Props = { kind: RegistrationKind; onRegistered: (username: string) => void };

/** SPEC §3/§5 registration: every field, the e-mail code, the agreement; POST auth/register. */
export function RegisterForm({ kind, onRegistered }: Props) {
  const serverText = useServerText();
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const { register, control, handleSubmit, getValues, setError, formState } = useForm<RegisterValues>({
    resolver: registerResolver(kind),
    defaultValues: emptyRegisterValues(),
  });
  const errorOf = (field: keyof RegisterValues) => {
    const key = formState.errors[field]?.message;
    return key ? serverText(key) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await postRegister({ ...values, kind, agreement: true });
      onRegistered(values.username.trim());
    } catch (failure) {
      setProblem(requestProblemOf(failure));
      for (const { path, message } of fieldProblemsOf(failure)) {
        if (path in values) setError(path as keyof RegisterValues, { message });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        {problem ? <RequestProblemAlert titleId="register.failed" problem={problem} /> : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField labelId="register.username" hintId="register.usernameHint" error={errorOf('username')}>
            <Input {...register('username')} autoComplete="username" />
          </TextField>
          <TextField labelId="register.nickName" error={errorOf('nickName')}>
            <Input {...register('nickName')} autoComplete="nickname" />
          </TextField>
        </SimpleGrid>
        <TextField labelId="register.email" error={errorOf('email')}>
          <Input {...register('email')} type="email" autoComplete="email" />
        </TextField>
        <EmailCodeField
          input={register('emailCode')}
          error={errorOf('emailCode')}
          email={() => getValues('email')}
          onInvalidEmail={() => setError('email', { message: MessageKey.emailInvalid }, { shouldFocus: true })}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField labelId="register.password" hintId="register.passwordHint" error={errorOf('password')}>
            <Input {...register('password')} type="password" autoComplete="new-password" />
          </TextField>
          <TextField labelId="register.confirmPassword" error={errorOf('confirmPassword')}>
            <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
          </TextField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField labelId="register.areaCode" error={errorOf('areaCode')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('areaCode')}>
                {areaCodes.map((code) => <option key={code} value={code}>{code}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </TextField>
          <Stack gridColumn={{ md: 'span 2' }}>
            <TextField labelId="register.phone" error={errorOf('phone')}>
              <Input {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
            </TextField>
          </Stack>
        </SimpleGrid>
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => (
            <AgreementField checked={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('agreement')} />
          )}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={formState.isSubmitting}>
          <FormattedMessage id="register.submit" />
        </Button>
      </Stack>
    </form>
  );
}
