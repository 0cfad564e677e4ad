import { Card } from '@chakra-ui/react/card';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Tabs } from '@chakra-ui/react/tabs';
import { useIntl } from 'react-intl';
import { userAtom } from 'shared-contracts/session/session-store';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { EmailForm } from './components/email-form';
import { PasswordForm } from './components/password-form';
import { ProfileCard } from './components/profile-card';
import { ProfileForm } from './components/profile-form';
import { userCenterMessages } from './messages';

/**
 * The personal centre (/user/center, SPEC §2): the profile card with the avatar upload, and tabs to edit
 * the profile, change the password and change the e-mail. The route guard only renders it signed in,
 * with the session user loaded; every save refreshes that user.
 */
function UserCenter() {
  const intl = useIntl();
  const user = useSessionValue(userAtom);
  if (!user) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Grid templateColumns={{ base: '1fr', lg: '22rem 1fr' }} gap="4" alignItems="start">
      <Heading as="h1" srOnly>{t('userCenter.title')}</Heading>
      <GridItem><ProfileCard user={user} /></GridItem>
      <GridItem minW="0">
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Tabs.Root defaultValue="profile" variant="line" colorPalette="blue" lazyMount>
              <Tabs.List aria-label={t('userCenter.tabs.label')}>
                <Tabs.Trigger value="profile">{t('userCenter.tabs.profile')}</Tabs.Trigger>
                <Tabs.Trigger value="password">{t('userCenter.tabs.password')}</Tabs.Trigger>
                <Tabs.Trigger value="email">{t('userCenter.tabs.email')}</Tabs.Trigger>
              </Tabs.List>
              {/* Keyed by user id, so another login in the same page starts from that user's values. */}
              <Tabs.Content value="profile" pt="5"><ProfileForm key={user.id} user={user} /></Tabs.Content>
              <Tabs.Content value="password" pt="5"><PasswordForm /></Tabs.Content>
              <Tabs.Content value="email" pt="5"><EmailForm /></Tabs.Content>
            </Tabs.Root>
          </Card.Body>
        </Card.Root>
      </GridItem>
    </Grid>
  );
}

/** The personal centre's texts load with it, not with every first page. */
export const UserCenterPage = withRemoteMessages(UserCenter, userCenterMessages);
