import { LiveEvents } from 'shared-contracts/react/live-events';
import { AppToaster } from 'shared-contracts/react/shell/features/notify/app-toaster';
import { HttpWiring } from 'shared-contracts/react/shell/features/notify/http-wiring';
import { markLogoutLanding } from './features/session/logout-landing';
import { AppProviders } from './providers/app-providers';
import { AppRouter, navigateApp } from './routes/app-router';


/** SPEC §8: a 401 logs out (the client already did) and lands on /; a 403 shows /401. */
const toHome = () => {
  markLogoutLanding('/');
  navigateApp('/', { replace: true });
};
const toUnauthorized = () => navigateApp('/401');

/** `routerWindow`: see AppRouter. */
export function App({ routerWindow }: { routerWindow?: Window }) {
  return (
    <AppProviders>
      {/* Before the router: its layout effect configures the client before any page sends a request. */}
      <HttpWiring onUnauthorized={toHome} onForbidden={toUnauthorized} />
      <AppRouter {...(routerWindow ? { routerWindow } : {})} />
      <LiveEvents />
      <AppToaster />
    </AppProviders>
  );
}
