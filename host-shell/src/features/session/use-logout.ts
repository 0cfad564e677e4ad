import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutLocal } from 'shared-contracts/session/session-store';
import { markLogoutLanding } from './logout-landing';
import { revokeToken } from './session-requests';

/** SPEC §2: /mall is where a user lands after logging out. */
export const LOGOUT_LANDING = '/mall';

/**
 * The navbar's "log out" (used by the layout): revokes the token on the server, then clears the local
 * session even when the server call failed (SPEC §4) and goes to the mall. The route guard drops the
 * menu routes once the token is gone.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await revokeToken();
    } catch {
      // Already expired or unreachable: the local logout below is what matters to the user.
    }
    markLogoutLanding(LOGOUT_LANDING);
    logoutLocal();
    await navigate(LOGOUT_LANDING, { replace: true });
  }, [navigate]);
}
