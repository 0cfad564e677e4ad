import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadErrorPlugin } from './federation/load-error-plugin';
import { registerRemotesOnce } from './federation/remote-registry';
import { progressPlugin } from './routes/progress-plugin';
import { App } from './app';

registerPlugins([loadErrorPlugin(), progressPlugin()]);
// Started before the first render so the registry arrives while React mounts; pages await it.
void registerRemotesOnce().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
