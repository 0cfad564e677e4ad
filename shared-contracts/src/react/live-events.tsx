import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS_PATH } from 'shared-contracts/api/live-events';
import { http } from 'shared-contracts/http/client';
import { httpSettings } from 'shared-contracts/http/http-config';
import { startLiveStream } from 'shared-contracts/live/live-stream-reader';
import { getToken, tokenAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { invalidateEverything, invalidateForEvents } from '../live/live-invalidation';

/**
 * One live events stream per tab while signed in (docs/notifications.md "Live pages"): started when a token is
 * there, stopped when it goes (logout, a 401), started again for the next sign-in. Each burst of events
 * invalidates the queries of what changed. Draws nothing.
 */
export function LiveEvents() {
  const token = useSessionValue(tokenAtom);
  const client = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    const handle = startLiveStream({
      url: `${httpSettings().prefix}${LIVE_EVENTS_PATH}`,
      getToken,
      onEvents: (events) => void invalidateForEvents(client, events),
      onReset: () => void invalidateEverything(client),
      // The session is over (revoked, expired): one ordinary request lets the error catalogue log out as for
      // any other 401, rather than a second way of doing it here.
      onUnauthorized: () => void http.get('auth/info').catch(() => undefined),
    });
    return () => handle.stop();
  }, [token, client]);
  return null;
}
