import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from 'shared-contracts/api/notifications';
import { useMarkRead } from '../api/mark-read';
import { usePortalOrigin } from '../portal-origin';

/**
 * Opening a notification marks it read and goes to the page where it is acted on, inside the portal (a router
 * navigation, no new document). The navigation does not wait for the mark: the page opens at once, and a mark that
 * fails leaves the item unread, to be opened again. Outside the portal (a remote's standalone frame) the page opens in
 * the portal.
 */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkRead();
  const portalOrigin = usePortalOrigin();
  return useCallback((n: Notification) => {
    if (!n.readAt) markRead(n.id);
    onOpened?.();
    // Only paths on this site: the server writes them, but a link is never followed off the portal.
    if (!n.link.startsWith('/') || n.link.startsWith('//')) return;
    if (portalOrigin) window.location.assign(`${portalOrigin}${n.link}`);
    else navigate(n.link);
  }, [markRead, navigate, onOpened, portalOrigin]);
}
