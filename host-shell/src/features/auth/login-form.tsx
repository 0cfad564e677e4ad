import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod/mini';
import { rememberUsername, setLogin, type LoginResult } from 'shared-contracts/session/session-store';
import { loginFormSchema } from 'shared-contracts/api/auth-login';
import { RequestProblemAlert } from '../../components/request-problem-alert';
import { useServerText } from 'shared-contracts/shell/i18n/use-server-message';
import { CaptchaField } from './captcha-field';
import { requestProblemOf, type RequestProblem } from '../../http/request-problem';
import { postLogin } from './login-requests';
import { PasswordInput } from './password-input';
import { useCaptcha } from './use-captcha';

type FormInput = z.input<typeof loginFormSchema>;
type FormOutput = z.output<typeof loginFormSchema>;

/** After the session is stored; the form stays busy until what it answers has settled. */
export type OnSignedIn = (signedIn: LoginResult) => void | Promise<void>;

type Props = { initialUsername: string; initialRememberMe: boolean; onSignedIn?: OnSignedIn };

/**
 * SPEC §5 login: username, password and a 4-digit captcha, validated with the login API's own schema;
 * rememberMe keeps the token a day and the username (never the password) for the next visit.
 */
export function LoginForm({ initialUsername, initialRememberMe, onSignedIn }: Props) {
  const serverText = useServerText();
  const { captcha, isLoading, isError, refresh } = useCaptcha();
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  const { register, control, handleSubmit, resetField, setFocus, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: initialUsername, password: '', code: '', rememberMe: initialRememberMe },
  });
  const errorOf = (field: 'username' | 'password' | 'code') => {
    const key = formState.errors[field]?.message;
    return key ? serverText(key) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    let signedIn: LoginResult;
    try {
      const { token, user } = await postLogin({ ...values, uuid: captcha?.uuid ?? '' });
      rememberUsername(values.rememberMe ? values.username : null);
      // In the portal the route guard sees the token on /login and sends the user on to the `redirect` query.
      signedIn = { token, user, rememberMe: values.rememberMe };
      setLogin(signedIn);
    } catch (error) {
      setProblem(requestProblemOf(error));
      // A captcha answers once: after any failure the next attempt needs a new one.
      resetField('code');
      refresh();
      setFocus('code');
      return;
    }
    // On the login document: the portal takes over (its first page replaces this one) or loads as a document.
    await onSignedIn?.(signedIn);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        {problem ? <RequestProblemAlert titleId="login.failed" problem={problem} /> : null}
        <Field.Root invalid={errorOf('username') !== undefined} required>
          <Field.Label><FormattedMessage id="login.username" /></Field.Label>
          <Input {...register('username')} autoComplete="username" />
          <Field.ErrorText>{errorOf('username')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errorOf('password') !== undefined} required>
          <Field.Label><FormattedMessage id="login.password" /></Field.Label>
          <PasswordInput {...register('password')} autoComplete="current-password" />
          <Field.ErrorText>{errorOf('password')}</Field.ErrorText>
        </Field.Root>
        <CaptchaField input={register('code')} error={errorOf('code')} captcha={captcha} loading={isLoading} failed={isError} onRefresh={refresh} />
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="blue">
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label><FormattedMessage id="login.rememberMe" /></Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={formState.isSubmitting}>
          <FormattedMessage id="login.submit" />
        </Button>
      </Stack>
    </form>
  );
}
