import { Card } from '@chakra-ui/react/card';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Tabs } from '@chakra-ui/react/tabs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { userAtom } from 'shared-contracts/session/session-store';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { EmailForm } from './components/email-form';
import { PasswordForm } from './components/password-form';
import { ProfileCard } from './components/profile-card';
import { ProfileForm } from './components/profile-form';
import { userCenterMessages } from './messages';

/** A tab another feature adds to the personal centre (the notifications' list and settings), combined in routes/. */
export type UserCenterTab = { value: string; label: ReactNode; content: ReactNode };

const OWN_TABS = ['profile', 'password', 'email'];

/**
 * The personal centre (/user/center, SPEC §2): the profile card with the avatar upload, and tabs to edit
 * the profile, change the password and change the e-mail, then the tabs other features add. The tab is in the
 * address (`?tab=`), so a link (the bell's "see all", an e-mail's footer) opens the one it names. The route guard
 * only renders it signed in, with the session user loaded; every save refreshes that user.
 */
function UserCenter({ extraTabs = [] }: { extraTabs?: readonly UserCenterTab[] }) {
  const intl = useIntl();
  const user = useSessionValue(userAtom);
  const [search, setSearch] = useSearchParams();
  if (!user) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const asked = search.get('tab') ?? '';
  const tab = OWN_TABS.includes(asked) || extraTabs.some((x) => x.value === asked) ? asked : 'profile';
  const tabs = [...OWN_TABS.map((value) => ({ value, label: t(`userCenter.tabs.${value}`) })), ...extraTabs];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '22rem 1fr' }} gap="4" alignItems="start">
      <Heading as="h1" srOnly>{t('userCenter.title')}</Heading>
      <GridItem><ProfileCard user={user} /></GridItem>
      <GridItem minW="0">
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Tabs.Root value={tab} onValueChange={(e) => setSearch({ tab: e.value }, { replace: true })} variant="line" colorPalette="blue" lazyMount>
              {/* Five tabs are wider than a 360 px phone: each keeps its label on one line and the list scrolls
                  sideways inside the card (a shrinking tab wrapped "Cài đặt thông báo" onto three clipped lines). */}
              <Tabs.List aria-label={t('userCenter.tabs.label')} overflowX="auto" overflowY="hidden">
                {tabs.map((x) => <Tabs.Trigger key={x.value} value={x.value} flexShrink={0} whiteSpace="nowrap">{x.label}</Tabs.Trigger>)}
              </Tabs.List>
              {/* Keyed by user id, so another login in the same page starts from that user's values. */}
              <Tabs.Content value="profile" pt="5"><ProfileForm key={user.id} user={user} /></Tabs.Content>
              <Tabs.Content value="password" pt="5"><PasswordForm /></Tabs.Content>
              <Tabs.Content value="email" pt="5"><EmailForm /></Tabs.Content>
              {extraTabs.map((x) => <Tabs.Content key={x.value} value={x.value} pt="5">{x.content}</Tabs.Content>)}
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </GridItem>
    </Grid>
  );
}

/** The personal centre's texts load with it, not with every first page. */
export const UserCenterPage = withRemoteMessages(UserCenter, userCenterMessages);
