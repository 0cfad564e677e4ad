import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminUser } from 'shared-contracts/api/admin-users';
import { registerPasswordSchema } from 'shared-contracts/api/auth';
import { FormDialog } from '../../../components/form-dialog';
import { serverFieldErrors } from '../../../utils/server-field-errors';
import { useResetPassword } from '../api/user-actions';
import type { PasswordMode } from '../utils/user-form';
import { PasswordFields } from './password-fields';
import { PasswordResultDialog } from './password-result-dialog';

/**
 * Resets a user's password to a generated one (shown once) or a typed one; the user's sessions end on the server.
 * The typed password is checked with the contract's rule before anything is sent.
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const reset = useResetPassword();
  const [mode, setMode] = useState<PasswordMode>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ password: string | null } | null>(null);

  if (result) {
    return <PasswordResultDialog username={user.username} password={result.password} titleId="admin.system.user.password.resetTitle" onClose={onClose} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = mode === 'type' ? registerPasswordSchema.safeParse(password) : null;
    if (typed && !typed.success) return setError(typed.error.issues[0]?.message);
    setError(undefined);
    reset.mutate({ id: user.id, password: typed?.data ?? null }, {
      onSuccess: (answer) => setResult({ password: answer.generatedPassword }),
      onError: (err) => setError(serverFieldErrors(err, {}).find((e) => e.path === 'password')?.message),
    });
  };

  return (
    <FormDialog
      title={<FormattedMessage id="admin.system.user.password.resetOf" values={{ username: user.username }} />}
      onSubmit={submit}
      saving={reset.isPending}
      onClose={onClose}
    >
      <FormattedMessage id="admin.system.user.password.resetNote" />
      <PasswordFields mode={mode} onModeChange={setMode} password={password} onPasswordChange={setPassword} error={error} />
    </FormDialog>
  );
}
