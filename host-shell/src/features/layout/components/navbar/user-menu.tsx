import { Avatar } from '@chakra-ui/react/avatar';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '@chakra-ui/react/icon';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useSetAtom } from 'jotai';
import { ChevronDown, LogOut, Settings2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { userAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { useHeaderMenuStrategy } from '../../hooks/use-header-menu-strategy';
import { settingsOpenAtom } from '../../state/layout-atoms';
import { LogoutDialog } from './logout-dialog';
import { avatarUrl, firstRoleLabel } from './role-label';

/** Avatar dropdown: layout settings, personal centre, log out (SPEC §1); a log-in link while anonymous. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionValue(userAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const strategy = useHeaderMenuStrategy();

  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Button asChild size="sm" colorPalette="blue">
        <RouterLink to={`/login?redirect=${redirect}`}>{intl.formatMessage({ id: 'layout.user.login' })}</RouterLink>
      </Button>
    );
  }

  const name = user.nickName || user.username;
  const onSelect = (value: string) => {
    if (value === 'settings') openSettings(true);
    if (value === 'center') navigate('/user/center');
    if (value === 'logout') setConfirmLogout(true);
  };
  return (
    <>
      <Menu.Root onSelect={({ value }) => onSelect(value)} positioning={{ placement: 'bottom-end', strategy }}>
        <Menu.Trigger asChild>
          {/*
            Named by what it shows, then what it is (WCAG 2.5.3, label in name): "Hùng Administrator Account menu".
            A name of its own would have to repeat the visible name and role word for word, which speech users say
            to press it. The avatar's initials repeat the name, so they stay out of it; below md the name and role
            are kept for screen readers only, so the narrow navbar's button is named the same.
          */}
          <chakra.button type="button"
            display="flex" alignItems="center" gap="2" ps="1" pe="2" py="1" borderRadius="md" cursor="pointer"
            _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}>
            <Avatar.Root size="sm" colorPalette="blue" aria-hidden>
              <Avatar.Fallback name={name} />
              {avatarUrl(user.avatarName) ? <Avatar.Image src={avatarUrl(user.avatarName)} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="0" align="start" srOnly={{ base: true, md: false }} lineHeight="1.2">
              <Text fontSize="sm" fontWeight="medium" maxW="32" truncate data-testid="navbar-name">{name}</Text>
              <Text fontSize="xs" color="fg.muted" data-testid="navbar-role">{firstRoleLabel(user, intl)}</Text>
            </Stack>
            <VisuallyHidden>{intl.formatMessage({ id: 'layout.user.menu' })}</VisuallyHidden>
            <Icon as={ChevronDown} boxSize="3.5" color="fg.muted" aria-hidden />
          </chakra.button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.Item value="settings"><Settings2 size={16} />{intl.formatMessage({ id: 'layout.user.settings' })}</Menu.Item>
              <Menu.Item value="center"><UserRound size={16} />{intl.formatMessage({ id: 'layout.user.center' })}</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error"><LogOut size={16} />{intl.formatMessage({ id: 'layout.user.logout' })}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </>
  );
}
