import { registerPlugins } from '@module-federation/enhanced/runtime';
import { portalHandover } from './features/session/portal-handover';
import { loadErrorPlugin } from './federation/load-error-plugin';
import { registerRemotesOnce } from './federation/remote-registry';
import { refreshRegistryOnSignIn } from './federation/sign-in-refresh';
import { prepareInPage } from './in-page/prepare-in-page';
import { progressPlugin } from './routes/progress-plugin';
import { App } from './app';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';

registerPlugins([loadErrorPlugin(), progressPlugin()]);
// Started before the first render so the registry arrives while React mounts; pages await it.
void registerRemotesOnce().catch(() => undefined);

const handover = portalHandover();
if (handover) {
  // In the login document's page: made ready while the user types, drawn once they have signed in.
  prepareInPage(handover);
} else {
  refreshRegistryOnSignIn();
  mountRoot(<App />);
}
