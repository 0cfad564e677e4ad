import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { deviceAtom, mobileMenuOpenAtom } from '../state/layout-atoms';
import { MOBILE_MEDIA_QUERY } from '../state/device';

/**
 * Keeps `deviceAtom` in step with the viewport (SPEC §4: under 992 px is mobile). Turning mobile closes the
 * menu drawer, so a phone never opens on a page hidden behind the menu; the desktop preference (cookie)
 * is left as the user set it.
 */
export function useDevice(): void {
  const setDevice = useSetAtom(deviceAtom);
  const setMobileMenuOpen = useSetAtom(mobileMenuOpenAtom);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const apply = () => {
      setDevice(query.matches ? 'mobile' : 'desktop');
      setMobileMenuOpen(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setDevice, setMobileMenuOpen]);
}
