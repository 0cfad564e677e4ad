import { IconButton } from '@chakra-ui/react/button';
import { Maximize, Minimize } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyLayout } from '../layout-toaster';

/** Fullscreen API toggle; a browser without it gets SPEC §8's "you browser can not work", translated. */
export function FullscreenButton() {
  const intl = useIntl();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notifyLayout(intl.formatMessage({ id: 'layout.fullscreen.unsupported' }), 'warning');
      return;
    }
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, iframe policy) is the same answer as no support.
    request.catch(() => notifyLayout(intl.formatMessage({ id: 'layout.fullscreen.unsupported' }), 'warning'));
  };

  return (
    <IconButton aria-label={intl.formatMessage({ id: active ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter' })}
      aria-pressed={active} variant="ghost" size="sm" onClick={toggle}>
      {active ? <Minimize /> : <Maximize />}
    </IconButton>
  );
}
