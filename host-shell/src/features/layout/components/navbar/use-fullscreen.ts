import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyLayout } from '../layout-toaster';

/**
 * The Fullscreen API as the navbar offers it (a button on a wide screen, an item of the "more" menu on a phone):
 * whether the page is full screen, the name of the action, and the toggle. A browser without it, or one that
 * refuses, gets SPEC §8's "you browser can not work", translated.
 */
export function useFullscreen(): { active: boolean; label: string; toggle: () => void } {
  const intl = useIntl();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const unsupported = () => notifyLayout(intl.formatMessage({ id: 'layout.fullscreen.unsupported' }), 'warning');
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      unsupported();
      return;
    }
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, iframe policy) is the same answer as no support.
    request.catch(unsupported);
  };
  return { active, label: intl.formatMessage({ id: active ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter' }), toggle };
}
