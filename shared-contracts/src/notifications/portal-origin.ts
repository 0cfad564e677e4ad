import { createContext, useContext } from 'react';

/**
 * Where a notification's page opens. In the portal ('') a link is a path of this page's router. A remote's
 * standalone frame (development) has none of the portal's routes, so it gives the portal's address and the
 * bell's links open there.
 */
export const PortalOriginContext = createContext('');

export function usePortalOrigin(): string {
  return useContext(PortalOriginContext);
}
