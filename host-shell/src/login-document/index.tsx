import '../zod-without-eval';
import { readTokenCookie } from 'shared-contracts/session/session-cookies';
import { startEarlyCaptcha } from '../features/auth/early-captcha';
import { takeLoginArrival } from '../features/auth/login-arrival';
import { enterPortal } from './enter-portal';
import { mountRoot } from '../mount-root';
import { LoginDocument } from './login-document';

// SPEC §2: a signed-in user never sees the login page; the portal checks the token as on any page.
if (readTokenCookie()) {
  enterPortal();
} else {
  startEarlyCaptcha();
  mountRoot(<LoginDocument arrival={takeLoginArrival()} />, { timeSliced: true });
}
