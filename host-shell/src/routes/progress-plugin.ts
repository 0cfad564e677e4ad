import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isQuietLoad } from '../federation/remote-component';
import { beginProgress, endProgress } from './navigation-progress';

const key = (id: string) => `remote:${id}`;

/**
 * Shows the progress bar while a remote page loads (SPEC §2). Registered beside the federation
 * engineer's error plugin: it observes only, returning nothing from `errorLoadRemote`, so the
 * runtime keeps the error plugin's stand-in page (AsyncHook passes the previous result on).
 */
export function progressPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-navigation-progress',
    beforeRequest(args) {
      // A page preloaded from a pointer over its link is no navigation; its slot shows the bar if opened.
      if (!isQuietLoad(args.id)) beginProgress(key(args.id));
      return args;
    },
    onLoad(args) {
      endProgress(key(args.id));
      return undefined;
    },
    errorLoadRemote(args) {
      // Inner stages report the manifest URL, not the id; the whole load fails once more as `onLoad`.
      if (args.lifecycle === 'onLoad') endProgress(key(args.id));
      return undefined;
    },
  };
}
