import { getToken, sessionStore, tokenAtom } from 'shared-contracts/session/session-store';

/**
 * When the session becomes signed in without a page load (the portal's /login route, a registration that signs in),
 * asks the registry again as that user: a canary for their role or share then applies to the remotes this page has
 * not opened yet (docs/federation.md "Versioning"). Returns the unsubscribe. A reload with the token cookie needs
 * none of this: the first registry request already carries the token. The refresh's code loads with the sign-in.
 */
export function refreshRegistryOnSignIn(): () => void {
  let signedIn = getToken();
  return sessionStore.sub(tokenAtom, () => {
    const token = getToken();
    if (token && token !== signedIn) {
      import(/* webpackChunkName: "registry-refresh" */ './registry-refresh')
        .then((refresh) => refresh.refreshRegistry(token))
        .catch(() => undefined);
    }
    signedIn = token;
  });
}
