import { IconButton } from '@chakra-ui/react/button';
import { useAtom, useAtomValue } from 'jotai';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { deviceAtom, mobileMenuOpenAtom, sidebarOpenedAtom } from '../../state/layout-atoms';

/** Collapses/expands the sidebar on a desktop (remembered) and opens the menu drawer on a phone. */
export function Hamburger() {
  const intl = useIntl();
  const device = useAtomValue(deviceAtom);
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom);
  const mobile = device === 'mobile';
  const expanded = mobile ? mobileOpen : opened;
  const label = mobile
    ? intl.formatMessage({ id: mobileOpen ? 'layout.sidebar.closeMenu' : 'layout.sidebar.openMenu' })
    : intl.formatMessage({ id: opened ? 'layout.sidebar.collapse' : 'layout.sidebar.expand' });
  return (
    <IconButton
      aria-label={label} aria-expanded={expanded} variant="ghost" size="sm"
      onClick={() => (mobile ? setMobileOpen(!mobileOpen) : setOpened(!opened))}
    >
      {expanded ? <PanelLeftClose /> : <PanelLeftOpen />}
    </IconButton>
  );
}
