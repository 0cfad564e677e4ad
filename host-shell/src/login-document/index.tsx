import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readTokenCookie } from 'shared-contracts/session/session-cookies';
import { startEarlyCaptcha } from '../features/auth/early-captcha';
import { enterPortal } from './enter-portal';
import { LoginDocument } from './login-document';

// SPEC §2: a signed-in user never sees the login page; the portal checks the token as on any page.
if (readTokenCookie()) {
  enterPortal();
} else {
  startEarlyCaptcha();
  const container = document.getElementById('root');
  if (!container) throw new Error('login.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <LoginDocument />
    </StrictMode>,
  );
}
