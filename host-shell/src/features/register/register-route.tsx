import { useNavigate } from 'react-router-dom';
import type { RegistrationKind } from 'shared-contracts/api/auth';
import { RegisterPage } from './register-page';

/** The portal's registration route: the login page greets the new user, username filled in (router state). */
export function RegisterRoute({ kind }: { kind: RegistrationKind }) {
  const navigate = useNavigate();
  return (
    <RegisterPage
      kind={kind}
      onRegistered={(username) => void navigate('/login', { replace: true, state: { username, registered: true } })}
    />
  );
}
