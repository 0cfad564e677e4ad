import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportLoadFailure } from './report-load-failure';
import { LOAD_FAILED } from './load-failure';
import { RemoteErrorPanel } from './remote-error-panel';

/**
 * The one federation runtime plugin of the portal: any failed `loadRemote` (unknown remote or module,
 * manifest or entry unreachable, chunk error) resolves to a page that renders the error panel instead
 * of rejecting, so a broken remote never blanks the portal. The failure is reported to the server's load health.
 */
export function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-error',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier stages (manifest fetch, shared negotiation) expect a manifest or an entry back, not a
      // page; they rethrow and the same failure reaches us once more as `onLoad` for the whole load.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] loading ${id} failed`, error);
      reportLoadFailure(id, error, 'load');
      const LoadFailed = () => <RemoteErrorPanel id={id} />;
      return { default: LoadFailed, [LOAD_FAILED]: true };
    },
  };
}
