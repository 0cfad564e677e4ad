import { useLocation } from 'react-router-dom';
import { ShellLayout } from '../../routes/shell-slots';
import { LoginPage, type LoginArrival } from './login-page';

const preloadLayout = () => void ShellLayout.preload();

/** The portal's /login route: signing in stores the session and the route guard sends the user on. */
export function LoginRoute() {
  const arrival = useLocation().state as LoginArrival;
  return <LoginPage arrival={arrival} prepareNext={preloadLayout} />;
}
