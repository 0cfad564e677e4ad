import 'shared-contracts/shell/zod-without-eval';
import { readTokenCookie } from 'shared-contracts/session/session-cookies';
import { startEarlyCaptcha } from '../features/auth/early-captcha';
import { takeLoginArrival } from '../features/auth/login-arrival';
import { enterPortal } from './enter-portal';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';
import { LoginDocument } from './login-document';
import { startPortalOnFirstInput } from './start-portal-here';

// SPEC §2: a signed-in user never sees the login page; the portal checks the token as on any page.
if (readTokenCookie()) {
  void enterPortal();
} else {
  startEarlyCaptcha();
  const page = document.getElementById('root');
  const root = mountRoot(<LoginDocument arrival={takeLoginArrival()} />, { timeSliced: true });
  // The portal starts in this page once the user is at the form, and takes its place after signing in.
  startPortalOnFirstInput(() => {
    root.unmount();
    page?.remove();
  });
}
