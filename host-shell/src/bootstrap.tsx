import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadErrorPlugin } from './federation/load-error-plugin';
import { registerRemotesOnce } from './federation/remote-registry';
import { refreshRegistryOnSignIn } from './federation/sign-in-refresh';
import { progressPlugin } from './routes/progress-plugin';
import { App } from './app';
import { mountRoot } from './mount-root';

registerPlugins([loadErrorPlugin(), progressPlugin()]);
// Started before the first render so the registry arrives while React mounts; pages await it.
void registerRemotesOnce().catch(() => undefined);
refreshRegistryOnSignIn();

mountRoot(<App />);
